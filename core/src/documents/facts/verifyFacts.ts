/**
 * The one fact-verification step (issue 17 item 3) that every fact passes through, whether the
 * rules found it or the language model proposed it. A fact is kept only when
 *  - its page exists and its quote occurs on that page (whitespace and table-cell separators
 *    aside), and
 *  - its quote contains its value: the date (and time) of a deadline, the weight or points of a
 *    criterion, the number of a limit, value or duration, the text of a name;
 * and a date is never a deadline when the quote marks it as an issue, publication or version date,
 * the day the request was sent out, or a "Page N of M" line. What survives gets its status:
 * 'check' below SURE_CONFIDENCE, so the user is asked to check it rather than told.
 */
import {
  type AwardCriterionFact,
  type DeadlineFact,
  type DurationFact,
  type Fact,
  FACT_QUOTE_MAX,
  FACT_VALUE_GUARDS,
  type LimitFact,
  type LotFact,
  type PriceQualityFact,
  type RequirementFact,
  SINGLE_FACT_KEYS,
  SURE_CONFIDENCE,
  type TenderFacts,
  type ValueFact,
  emptyTenderFacts,
} from '../../model/documentFacts';
import { type NumericOrder, findDates, numericOrderOf } from './dates';
import { AWARD_DECISION, sendsTheRequest } from './deadlineKinds';
import { documentZone } from './documentZone';
import { datesWithMoves } from './revisions';
import { mentionsNumber, mentionsWeight } from './numbers';
import { statesFormulaSplit } from './formulaSplit';
import { statesSplitOfTotal } from './splitOfTotal';
import { termAsDates } from './termAsDates';
import type { DocumentLanguage } from './text';

/**
 * Whitespace collapsed, table-cell bars and soft hyphens dropped, typographic quotes unified, and
 * a word hyphenated at a line end read as the extractor's structure joins it ('require-\nments'
 * as 'requirements', 'AD-\nDS' as 'AD-DS', pdfLayout's joinWrapped): the stored PDF page keeps
 * the break, a quote read from the structure does not, and both are the same words. (A quote
 * built from printed lines joins them with a space, so any whitespace after the hyphen counts.)
 */
export function normaliseForMatch(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\u00ad/g, '')
    .replace(/[‘’`]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[‐‑–—]/g, '-')
    .replace(/(\p{L})-\s+(\p{Ll})/gu, '$1$2')
    .replace(/(\p{L})-\s+(?=\p{Lu})/gu, '$1-')
    .replace(/\s*\|\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * Dates a document gives for itself, never deadlines: issue, publication, release and version
 * dates, and running page lines. (Failure class: words near a date taken as a deadline.)
 */
const NOT_A_DEADLINE_CONTEXT =
  /\b(?:page|pagina)\s+\d+\s+(?:of|van)\s+\d+\b|\b(?:versie|version|v)\s*\d+(?:\.\d+)*\b[^.]{0,20}$|\b(?:issued|dated|gedateerd|publicatie(?:datum)?|gepubliceerd|published|publication date|release of|released|date of issue|issue date|uitgiftedatum|datum uitgifte|documenthistorie|laatst gewijzigd|last (?:updated|modified))\b[^.]{0,40}$/i;

/** A table row's quote as the rules write it: its cells joined by ' | ' (reading.ts). */
const CELL_SEPARATOR = ' | ';

/**
 * Whether a quote occurs on its page, the page as stored (what the viewer shows). A PDF page is
 * stored in pdfjs content order, in which a table's cells do not always follow each other (a
 * question-and-answer table interleaves its columns line by line), so the rules' quote of a table
 * row ('Due Date for Complete RFI Response Submission Package | 03/03/17 by 2:00 p.m.') is not
 * always there verbatim. The choice (issue 17): a rules quote that is a table row is on its page
 * when each of its cells is — the row itself is the extractor's evidence, read from positions —
 * and every other quote, and any quote the model proposes, must occur as it is written (cell
 * separators read as spaces). The value checks below still need the value inside the quote.
 */
export function quoteOnPage(quote: string, page: string, cellAware = true): boolean {
  const onPage = normaliseForMatch(page);
  if (onPage.includes(normaliseForMatch(quote))) return true;
  if (!cellAware || !quote.includes(CELL_SEPARATOR)) return false;
  const cells = quote
    .split(CELL_SEPARATOR)
    .map(normaliseForMatch)
    .filter((c) => c !== '');
  return cells.length > 1 && cells.every((c) => onPage.includes(c));
}

export interface DroppedFact {
  readonly key: keyof TenderFacts;
  readonly fact: Fact<unknown>;
  readonly reason: 'page' | 'quote' | 'value' | 'shape' | 'not-a-deadline';
}

export interface VerifiedFacts {
  readonly facts: TenderFacts;
  readonly dropped: readonly DroppedFact[];
}

const contains = (haystack: string, needle: string) =>
  normaliseForMatch(haystack).includes(normaliseForMatch(needle));

/** A name is in the quote when its words are (in order, ignoring case and punctuation). */
function namedIn(quote: string, name: string): boolean {
  const words = (s: string) =>
    normaliseForMatch(s)
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  const n = words(name);
  return n.length > 0 && ` ${words(quote)} `.includes(` ${n} `);
}

function dateIn(
  quote: string,
  iso: string,
  language: DocumentLanguage,
  statedZone: string | null,
  order: NumericOrder | null,
): boolean {
  const day = iso.slice(0, 10);
  const time = /T(\d{2}:\d{2})/.exec(iso)?.[1];
  const offset = /T\d{2}:\d{2}(Z|[+-]\d{2}:?\d{2})$/.exec(iso)?.[1];
  return datesWithMoves(quote, language, statedZone, order).some(
    (d) =>
      d.iso.slice(0, 10) === day &&
      (!time || d.iso.slice(11, 16) === time) &&
      (!offset || d.iso.endsWith(offset)),
  );
}

/**
 * The words right before the deadline's date in its quote mark it as the document's own date, or
 * as the day the buyer sends out its request ('Verzending offerteaanvraag'). An award date named
 * as the decision ('intention to award issued') is the award, whatever the buyer's verb.
 */
function isOwnDate(
  quote: string,
  deadline: DeadlineFact['value'],
  language: DocumentLanguage,
  order: NumericOrder | null,
) {
  const { date: iso, kind } = deadline;
  const date = findDates(quote, language, null, order).find(
    (d) => d.iso.slice(0, 10) === iso.slice(0, 10),
  );
  if (!date) return false;
  const before = quote.slice(Math.max(0, date.start - 60), date.start);
  const around = quote.slice(Math.max(0, date.start - 60), date.end + 30);
  if (/\b(?:page|pagina)\s+\d+\s+(?:of|van)\s+\d+\b/i.test(around)) return true;
  if (sendsTheRequest(before)) return true;
  return NOT_A_DEADLINE_CONTEXT.test(before) && !(kind === 'award' && AWARD_DECISION.test(before));
}

type Check = (
  fact: Fact<never>,
  language: DocumentLanguage,
  zone: string | null,
  order: NumericOrder | null,
) => DroppedFact['reason'] | null;

const valueChecks: { readonly [K in keyof TenderFacts]: Check } = {
  buyer: (f) => (namedIn(f.quote, (f as Fact<string>).value) ? null : 'value'),
  reference: (f) => (contains(f.quote, (f as Fact<string>).value) ? null : 'value'),
  procedure: (f) => (namedIn(f.quote, (f as Fact<string>).value) ? null : 'value'),
  lots: (f) => (namedIn(f.quote, (f as LotFact).value.name) ? null : 'value'),
  cpvCodes: (f) =>
    contains(f.quote.replace(/\s?[-–]\s?/g, '-'), (f as Fact<string>).value) ? null : 'value',
  deadlines: (f, language, zone, order) => {
    const { value } = f as DeadlineFact;
    if (!dateIn(f.quote, value.date, language, zone, order)) return 'value';
    return isOwnDate(f.quote, value, language, order) ? 'not-a-deadline' : null;
  },
  awardCriteria: (f) => {
    const { name, weight, points } = (f as AwardCriterionFact).value;
    if (!namedIn(f.quote, name)) return 'value';
    if (weight !== null && !mentionsWeight(f.quote, weight)) return 'value';
    if (points !== null && !mentionsNumber(f.quote, points)) return 'value';
    return null;
  },
  priceQuality: (f) => {
    const { price, quality } = (f as PriceQualityFact).value;
    // Points of a stated total ('1000 punten: 400 voor de prijs en 600 voor kwaliteit') state
    // the split as their shares (splitOfTotal.ts).
    return (mentionsWeight(f.quote, price) && mentionsWeight(f.quote, quality)) ||
      statesSplitOfTotal(f.quote, price, quality) ||
      statesFormulaSplit(f.quote, price, quality)
      ? null
      : 'value';
  },
  requirements: (f) => (contains(f.quote, (f as RequirementFact).value.text) ? null : 'value'),
  limits: (f) => (mentionsNumber(f.quote, (f as LimitFact).value.value) ? null : 'value'),
  values: (f) => (mentionsNumber(f.quote, (f as ValueFact).value.amount) ? null : 'value'),
  // A term given as its first and last day states its length by them (termAsDates.ts).
  durations: (f) => {
    const { amount } = (f as DurationFact).value;
    return mentionsNumber(f.quote, amount) || termAsDates(f.quote)?.months === amount
      ? null
      : 'value';
  },
  // 'must be emailed to …' names the e-mail method by its verb (tenth probe set).
  submissionMethod: (f) =>
    namedIn(f.quote, (f as Fact<string>).value) ||
    (/^e-?mail$/i.test((f as Fact<string>).value) && /\be-?mailed\b/i.test(f.quote))
      ? null
      : 'value',
  // 'in de Nederlandse taal' names Nederlands (tenderTerms.ts reads the adjective as the language).
  submissionLanguage: (f) => {
    const value = (f as Fact<string>).value;
    return namedIn(f.quote, value) || namedIn(f.quote, `${value}e`) ? null : 'value';
  },
};

/**
 * Why a fact cannot be kept, or null when it can. `zone`: the zone the document states for all
 * its times (documentZone.ts), with which a deadline's quote is read.
 */
export function checkFact(
  key: keyof TenderFacts,
  fact: Fact<unknown>,
  pages: readonly string[],
  language: DocumentLanguage,
  zone: string | null = null,
): DroppedFact['reason'] | null {
  if (
    typeof fact !== 'object' ||
    fact === null ||
    typeof fact.quote !== 'string' ||
    !FACT_VALUE_GUARDS[key](fact.value)
  ) {
    return 'shape';
  }
  // A quote is a piece of a page, not the page: a longer one proves nothing about its value.
  if (fact.quote.length > FACT_QUOTE_MAX) return 'shape';
  if (!Number.isInteger(fact.page) || fact.page < 1 || fact.page > pages.length) return 'page';
  if (
    normaliseForMatch(fact.quote).length < 2 ||
    !quoteOnPage(fact.quote, pages[fact.page - 1]!, fact.source === 'rules')
  ) {
    return 'quote';
  }
  // Numeric dates are read in the order the document's own unambiguous dates show.
  return valueChecks[key](fact as Fact<never>, language, zone, numericOrderOf(pages));
}

/**
 * Keeps the facts that pass checkFact, each with a confidence (0.5 when none was given) and its
 * status; lists what was dropped and why (for tests and the bench).
 */
export function verifyFacts(
  proposed: TenderFacts,
  pages: readonly string[],
  language: DocumentLanguage,
): VerifiedFacts {
  const out = emptyTenderFacts() as Record<keyof TenderFacts, unknown>;
  const dropped: DroppedFact[] = [];
  const zone = documentZone(pages, language);
  const single = new Set<string>(SINGLE_FACT_KEYS);
  for (const key of Object.keys(out) as (keyof TenderFacts)[]) {
    const value = proposed[key] as Fact<unknown> | Fact<unknown>[] | null | undefined;
    const list = Array.isArray(value) ? value : value ? [value] : [];
    const kept: Fact<unknown>[] = [];
    for (const fact of list) {
      const reason = checkFact(key, fact, pages, language, zone);
      if (reason) {
        dropped.push({ key, fact, reason });
        continue;
      }
      const confidence = Math.min(1, Math.max(0, fact.confidence ?? 0.5));
      kept.push({
        ...fact,
        confidence,
        status: confidence >= SURE_CONFIDENCE ? 'sure' : 'check',
      });
    }
    out[key] = single.has(key) ? (kept[0] ?? null) : kept;
  }
  return { facts: out as TenderFacts, dropped };
}
