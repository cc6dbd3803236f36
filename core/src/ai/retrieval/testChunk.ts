/**
 * For the retrieval tests: a passage of knowledge base kb, from document `documentId` (by default
 * the passage's own id, named `documentId`.pdf), page 1, without a vector.
 */
import { buildLexicalIndex, type LexicalIndex } from './lexicalIndex';
import { loadLexicon } from './lexicon/lexicon';
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

/** For the retrieval tests: a lexical index with the bundled lexicon over passages by id. */
export async function textIndex(texts: Readonly<Record<string, string>>): Promise<LexicalIndex> {
  return buildLexicalIndex(
    Object.entries(texts).map(([id, text]) => textChunk(id, text)),
    { lexicon: await loadLexicon() },
  );
}
