/**
 * The VectorIndex port on Firestore's vector search (issue 7): `findNearest` with COSINE distance
 * over the `embedding` field of companies/{cid}/knowledgeBases/{kbId}/chunks, one query per
 * knowledge base, merged by similarity.
 *
 * Partitioned by path, not by a filter: each query is scoped to one company's knowledge base,
 * so a missing filter can never widen it to another company (a collection-group query with a
 * companyId filter would also need a composite vector index per filter). The single-field vector
 * index this needs is in firestore.indexes.json (collection group "chunks", COLLECTION scope,
 * 768 dimensions, flat). Firestore returns COSINE as a distance, 1 - cosine similarity.
 */
import type { VectorHit, VectorIndex, VectorQuery } from '@tender/core/ai/retrieval/types';
import { refs } from '@tender/core';
import { retrievalChunkId } from '@tender/core/ai/retrieval/docStoreChunkStore';
import type { Firestore } from 'firebase-admin/firestore';

/** findNearest's own maximum. */
export const FIND_NEAREST_MAX = 1000;
const DISTANCE_FIELD = '__cosineDistance';

export function createFirestoreVectorIndex(db: Firestore): VectorIndex {
  async function knowledgeBaseIds(companyId: string): Promise<string[]> {
    const snap = await db.collection(refs.knowledgeBases(companyId).path).select().get();
    return snap.docs.map((d) => d.id);
  }

  return {
    async nearest({ companyId, vector, limit, knowledgeBaseIds: only }: VectorQuery) {
      if (!companyId) throw new Error('nearest: companyId is required');
      if (limit <= 0 || vector.length === 0) return [];
      const kbIds = only ? [...only] : await knowledgeBaseIds(companyId);
      const perKb = await Promise.all(
        kbIds.map(async (kbId) => {
          const snap = await db
            .collection(refs.chunks(companyId, kbId).path)
            .findNearest({
              vectorField: 'embedding',
              queryVector: [...vector],
              limit: Math.min(limit, FIND_NEAREST_MAX),
              distanceMeasure: 'COSINE',
              distanceResultField: DISTANCE_FIELD,
            })
            .get();
          return snap.docs.map<VectorHit>((doc) => ({
            chunkId: retrievalChunkId(kbId, doc.id),
            similarity: 1 - Number(doc.get(DISTANCE_FIELD)),
          }));
        }),
      );
      return perKb
        .flat()
        .sort((a, b) => b.similarity - a.similarity)
        .slice(0, limit);
    },
  };
}
