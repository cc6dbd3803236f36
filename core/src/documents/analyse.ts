/** Everything the processor derives from a document's pages: facts, summary, chunks. */
import { type TextChunk, chunkPages } from '../ai/chunking';
import type { DocumentStructure } from '../extraction/structure';
import type { TenderFacts } from '../model/documentFacts';
import { extractTenderFacts } from './facts/extractTenderFacts';
import { type DocumentLanguage, detectLanguage } from './facts/text';
import { summariseDocument } from './summary';

export interface DocumentAnalysis {
  readonly language: DocumentLanguage;
  readonly facts: TenderFacts;
  readonly summary: string;
  readonly chunks: readonly TextChunk[];
}

/** `_structure` (headings, tables, running headers) is what the fact rules will read (issue 17). */
export function analyseDocument(
  pages: readonly string[],
  _structure?: DocumentStructure,
): DocumentAnalysis {
  const language = detectLanguage(pages);
  const facts = extractTenderFacts(pages, { language });
  return {
    language,
    facts,
    summary: summariseDocument(pages, facts, language),
    chunks: chunkPages(pages),
  };
}
