/**
 * The rule-based fact extraction (ARCHITECTURE's LocalModel rules): a pure function from the
 * document's pages — and its structure when the extractor gave one — to its TenderFacts, Dutch
 * and English alike. Deterministic, no I/O. Every fact the rules propose goes through
 * verifyFacts, the same step the model's proposals go through (modelFacts.ts).
 */
import type { DocumentStructure } from '../../extraction/structure';
import type { TenderFacts } from '../../model/documentFacts';
import { extractAwardCriteria } from './awardCriteria';
import { extractDurations, extractValues } from './contractTerms';
import { extractCpvCodes } from './cpv';
import { extractDeadlines } from './deadlines';
import { extractLimits } from './limits';
import { extractBuyer, extractReference } from './parties';
import { linesOfReading, readingOf, segmentsOfReading } from './reading';
import { extractRequirements } from './requirements';
import {
  extractLots,
  extractProcedure,
  extractSubmissionLanguage,
  extractSubmissionMethod,
} from './tenderTerms';
import { type DocumentLanguage, detectLanguage } from './text';
import { verifyFacts } from './verifyFacts';

export interface FactOptions {
  /** Detected from the text when absent. */
  readonly language?: DocumentLanguage;
  /** Headings, tables and furniture from the extractor; rebuilt from the text when absent. */
  readonly structure?: DocumentStructure | null;
}

/** What the rules propose, before verification. */
export function proposeRuleFacts(pages: readonly string[], options: FactOptions = {}): TenderFacts {
  const language = options.language ?? detectLanguage(pages);
  const reading = readingOf(pages, options.structure);
  const segments = segmentsOfReading(reading);
  const lines = linesOfReading(reading);
  const award = extractAwardCriteria(segments, lines);
  return {
    buyer: extractBuyer(lines, segments),
    reference: extractReference(lines),
    procedure: extractProcedure(segments),
    lots: extractLots(segments),
    cpvCodes: extractCpvCodes(segments),
    deadlines: extractDeadlines(segments, language),
    awardCriteria: award.criteria,
    priceQuality: award.priceQuality,
    requirements: extractRequirements(segments),
    limits: extractLimits(segments),
    values: extractValues(segments),
    durations: extractDurations(segments),
    submissionMethod: extractSubmissionMethod(segments),
    submissionLanguage: extractSubmissionLanguage(segments),
  };
}

export function extractTenderFacts(
  pages: readonly string[],
  options: FactOptions = {},
): TenderFacts {
  const language = options.language ?? detectLanguage(pages);
  return verifyFacts(proposeRuleFacts(pages, { ...options, language }), pages, language).facts;
}
