/**
 * For the retrieval tests: a passage of knowledge base kb, from document `id` (named `id`.pdf),
 * page 1, without a vector.
 */
import type { RetrievableChunk } from './types';

export const textChunk = (id: string, text: string): RetrievableChunk => ({
  id,
  text,
  embedding: null,
  source: {
    knowledgeBaseId: 'kb',
    documentId: id,
    documentName: `${id}.pdf`,
    page: 1,
    heading: null,
  },
});
