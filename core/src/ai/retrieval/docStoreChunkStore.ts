/**
 * The company's knowledge-base chunks read through the DocStore port (functions: Firestore;
 * demo: its local store): every knowledge base under companies/{cid}/knowledgeBases, then its
 * chunks. The paths start at the company, so another company's chunks are never read. Chunk ids
 * become "kbId/chunkId", as the Firestore vector index reports them.
 */
import { refs } from '../../model/paths';
import type { DocStore } from '../../ports/docStore';
import type { CompanyChunkStore, RetrievableChunk } from './types';

export function retrievalChunkId(knowledgeBaseId: string, chunkId: string): string {
  return `${knowledgeBaseId}/${chunkId}`;
}

export function createDocStoreChunkStore(docs: DocStore): CompanyChunkStore {
  return {
    async chunksOf(companyId) {
      const knowledgeBases = await docs.getDocs(refs.knowledgeBases(companyId));
      const perKb = await Promise.all(
        knowledgeBases.docs.map(async (kb) => {
          const chunks = await docs.getDocs(refs.chunks(companyId, kb.id));
          return chunks.docs.map<RetrievableChunk>(({ id, data }) => ({
            id: retrievalChunkId(kb.id, id),
            text: data.text,
            embedding: data.embedding ? data.embedding.toArray() : null,
            tableContext: data.tableContext ?? null,
            source: {
              knowledgeBaseId: kb.id,
              documentId: data.documentId,
              documentName: data.source.documentName,
              page: data.source.page,
              heading: data.source.heading ?? null,
            },
          }));
        }),
      );
      return perKb.flat();
    },
  };
}
