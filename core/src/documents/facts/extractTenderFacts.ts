/**
 * The rule-based fact extraction (ARCHITECTURE's LocalModel rules): a pure function from the
 * document's pages to its TenderFacts, Dutch and English alike. Deterministic, no I/O.
 */
import { type TenderFacts, emptyTenderFacts } from '../../model/documentFacts';
import { extractAwardCriteria } from './awardCriteria';
import { extractCpvCodes } from './cpv';
import { extractDeadlines } from './deadlines';
import { extractLimits } from './limits';
import { extractBuyer, extractReference } from './parties';
import { extractRequirements } from './requirements';
import { type DocumentLanguage, detectLanguage, segmentsOf } from './text';

export interface FactOptions {
  /** Detected from the text when absent. */
  readonly language?: DocumentLanguage;
}

export function extractTenderFacts(
  pages: readonly string[],
  options: FactOptions = {},
): TenderFacts {
  const language = options.language ?? detectLanguage(pages);
  const segments = segmentsOf(pages);
  return {
    ...emptyTenderFacts(),
    buyer: extractBuyer(pages),
    reference: extractReference(pages),
    cpvCodes: extractCpvCodes(segments),
    deadlines: extractDeadlines(segments, language),
    awardCriteria: extractAwardCriteria(segments, pages),
    requirements: extractRequirements(segments),
    limits: extractLimits(segments),
  };
}
