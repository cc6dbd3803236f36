/** Everything the processor derives from a document's pages: facts, brief, summary, chunks. */
import { type TextChunk, chunkPages } from '../ai/chunking';
import type { DocumentStructure } from '../extraction/structure';
import type { TenderFacts } from '../model/documentFacts';
import { type TenderBrief, briefLineCount } from '../model/tenderBrief';
import type { LanguageModel } from '../ports/ai';
import { briefText, buildTenderBrief } from './brief/buildTenderBrief';
import { extractTenderFacts } from './facts/extractTenderFacts';
import { extractTenderFactsWithModel } from './facts/modelFacts';
import { type DocumentLanguage, detectLanguage } from './facts/text';
import { summariseDocument } from './summary';

export interface DocumentAnalysis {
  readonly language: DocumentLanguage;
  readonly facts: TenderFacts;
  /** The structured brief (issue 17 item 6); no sections when the document states no facts. */
  readonly brief: TenderBrief;
  /**
   * The brief as plain text; for a document without facts (a CV, a letter) the extractive summary
   * of the sentences that best say what it is about.
   */
  readonly summary: string;
  readonly chunks: readonly TextChunk[];
}

/**
 * The pages as stored (what the viewer shows and every fact's quote is checked against) and, when
 * the extractor read it, the document's structure (headings, tables, running headers set apart).
 */
export function analyseDocument(
  pages: readonly string[],
  structure?: DocumentStructure | null,
): DocumentAnalysis {
  const language = detectLanguage(pages);
  const facts = extractTenderFacts(pages, { language, structure });
  return {
    language,
    facts,
    ...briefAndSummary(pages, structure, facts, language),
    chunks: chunkPages(pages, { structure }),
  };
}

/**
 * The same analysis with the language model's help for the facts (Gemini configured): its
 * proposals pass the same verification as the rules'; when the model fails, the rules' facts are
 * kept and onModelError hears why.
 */
export async function analyseDocumentWithModel(
  pages: readonly string[],
  structure: DocumentStructure | null | undefined,
  model: LanguageModel,
  onModelError?: (e: unknown) => void,
): Promise<DocumentAnalysis> {
  const language = detectLanguage(pages);
  const { facts } = await extractTenderFactsWithModel(pages, {
    model,
    language,
    structure,
    onModelError,
  });
  return {
    language,
    facts,
    ...briefAndSummary(pages, structure, facts, language),
    chunks: chunkPages(pages, { structure }),
  };
}

function briefAndSummary(
  pages: readonly string[],
  structure: DocumentStructure | null | undefined,
  facts: TenderFacts,
  language: DocumentLanguage,
): Pick<DocumentAnalysis, 'brief' | 'summary'> {
  const brief = buildTenderBrief({ facts, language, pages, structure });
  return {
    brief,
    summary:
      briefLineCount(brief) > 0 ? briefText(brief) : summariseDocument(pages, facts, language),
  };
}
