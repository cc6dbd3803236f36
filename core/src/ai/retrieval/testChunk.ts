/**
 * For the retrieval tests: a passage of knowledge base kb, from document `documentId` (by default
 * the passage's own id, named `documentId`.pdf), page 1, without a vector.
 */
import type { RetrievableChunk } from './types';

export const textChunk = (
  id: string,
  text: string,
  documentId = id,
  documentName = `${documentId}.pdf`,
): RetrievableChunk => ({
  id,
  text,
  embedding: null,
  source: {
    knowledgeBaseId: 'kb',
    documentId,
    documentName,
    page: 1,
    heading: null,
  },
});
