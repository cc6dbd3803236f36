/**
 * The rule-based fact extraction (ARCHITECTURE's LocalModel rules): a pure function from the
 * document's pages — and its structure when the extractor gave one — to its TenderFacts, Dutch
 * and English alike. Deterministic, no I/O. Every fact the rules propose goes through
 * verifyFacts, the same step the model's proposals go through (modelFacts.ts).
 */
import type { DocumentStructure } from '../../extraction/structure';
import type { Fact, TenderFacts } from '../../model/documentFacts';
import { extractAwardCriteria } from './awardCriteria';
import { extractDurations } from './contractDurations';
import { extractValues } from './contractTerms';
import { extractCpvCodes } from './cpv';
import { numericOrderOf } from './dates';
import { extractDeadlines } from './deadlines';
import { documentZone } from './documentZone';
import { extractLimits } from './limits';
import { COVER_PAGES, extractBuyer, extractReference } from './parties';
import {
  furnitureOfStructure,
  linesOfReading,
  printedLinesOf,
  readingOf,
  segmentsOfReading,
} from './reading';
import { extractRequirements } from './requirements';
import {
  extractLots,
  extractProcedure,
  extractSubmissionLanguage,
  extractSubmissionMethod,
} from './tenderTerms';
import { type DocumentLanguage, detectLanguage } from './text';
import { checkFact, normaliseForMatch, quoteOnPage, verifyFacts } from './verifyFacts';

export interface FactOptions {
  /** Detected from the text when absent. */
  readonly language?: DocumentLanguage;
  /** Headings, tables and furniture from the extractor; rebuilt from the text when absent. */
  readonly structure?: DocumentStructure | null;
}

/** What the rules propose, before verification (quotes anchored on their page, anchorQuote). */
export function proposeRuleFacts(pages: readonly string[], options: FactOptions = {}): TenderFacts {
  const language = options.language ?? detectLanguage(pages);
  const reading = readingOf(pages, options.structure);
  const segments = segmentsOfReading(reading);
  const lines = linesOfReading(reading);
  const zone = documentZone(pages, language);
  const award = extractAwardCriteria(
    segments,
    lines,
    printedLinesOf(pages, options.structure, pages.length),
    pages,
  );
  const cover = printedLinesOf(pages, options.structure, COVER_PAGES);
  const proposed: TenderFacts = {
    buyer: extractBuyer(
      cover,
      segments,
      furnitureOfStructure(options.structure, COVER_PAGES),
      (f) => quoteOnPage(f.quote, pages[f.page - 1] ?? ''),
    ),
    reference: extractReference(
      cover,
      furnitureOfStructure(options.structure, COVER_PAGES),
      lines,
      (f) => quoteOnPage(f.quote, pages[f.page - 1] ?? ''),
    ),
    procedure: extractProcedure(segments),
    lots: extractLots(segments),
    cpvCodes: extractCpvCodes(segments),
    deadlines: extractDeadlines(segments, language, zone, numericOrderOf(pages)),
    awardCriteria: award.criteria,
    priceQuality: award.priceQuality,
    requirements: extractRequirements(segments),
    limits: extractLimits(segments),
    values: extractValues(segments),
    durations: extractDurations(segments),
    submissionMethod: extractSubmissionMethod(segments),
    submissionLanguage: extractSubmissionLanguage(segments),
  };
  return anchorQuotes(proposed, pages, language, zone);
}

/** The fewest words a narrowed quote keeps: fewer would prove too little. */
const MIN_QUOTE_WORDS = 6;

/**
 * A rules quote the stored page does not hold as written, narrowed to the longest run of its
 * words that the page holds and that still passes verification (its value inside it). The
 * structure can join into one table cell text that pdfjs stores on lines apart (a Q&A table whose
 * question and answer columns interleave); the words themselves are the document's. A quote that
 * no run of MIN_QUOTE_WORDS words anchors stays as it was, and verification drops it.
 */
function anchorQuote<T extends Fact<unknown>>(
  key: keyof TenderFacts,
  fact: T,
  pages: readonly string[],
  language: DocumentLanguage,
  zone: string | null,
): T {
  if (checkFact(key, fact, pages, language, zone) !== 'quote') return fact;
  const page = normaliseForMatch(pages[fact.page - 1] ?? '');
  const words = fact.quote.split(/\s+/);
  for (let length = words.length - 1; length >= MIN_QUOTE_WORDS; length--) {
    for (let start = 0; start + length <= words.length; start++) {
      const quote = words.slice(start, start + length).join(' ');
      if (!page.includes(normaliseForMatch(quote))) continue;
      const narrowed = { ...fact, quote };
      if (checkFact(key, narrowed, pages, language, zone) === null) return narrowed;
    }
  }
  return fact;
}

function anchorQuotes(
  facts: TenderFacts,
  pages: readonly string[],
  language: DocumentLanguage,
  zone: string | null,
): TenderFacts {
  const out: Record<string, unknown> = { ...facts };
  for (const key of Object.keys(facts) as (keyof TenderFacts)[]) {
    const value = facts[key] as Fact<unknown> | Fact<unknown>[] | null;
    out[key] = Array.isArray(value)
      ? value.map((f) => anchorQuote(key, f, pages, language, zone))
      : value && anchorQuote(key, value, pages, language, zone);
  }
  return out as unknown as TenderFacts;
}

export function extractTenderFacts(
  pages: readonly string[],
  options: FactOptions = {},
): TenderFacts {
  const language = options.language ?? detectLanguage(pages);
  return verifyFacts(proposeRuleFacts(pages, { ...options, language }), pages, language).facts;
}
