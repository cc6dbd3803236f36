/**
 * What a tender document says about itself (issue 17 item 5): the date it states as its own
 * (issue, version or document date on its first pages) and whether it is a Nota van Inlichtingen
 * (the buyer's questions and answers). Both order a project's documents, so that a later statement
 * of a fact supersedes an earlier one (factChanges.ts). Pure, Dutch and English alike.
 */
import type { DocumentKind, StatedDate } from '../../model/projectDocument';
import { findDates } from '../facts/dates';
import { type DocumentLanguage, detectLanguage, quoteOf } from '../facts/text';

export { DOCUMENT_KINDS, type DocumentKind, type StatedDate } from '../../model/projectDocument';

export interface DocumentProfile {
  readonly kind: DocumentKind | null;
  readonly statedDate: StatedDate | null;
}

/** The document's own date is on its cover or the page after it. */
const DATE_PAGES = 2;

/**
 * A line that opens with the label of the document's own date, then the date: 'Datum: 6
 * november 2024', 'Versie 0.5, 19 mei 2020', 'Date of issue: 16 February 2017', 'Issued 2/16/17'.
 * 'Publicatie bestek' and deadlines are left alone: they date the tender or a step, not this text.
 */
const OWN_DATE_LABEL =
  /^\s*(?:datum(?:\s+document)?|documentdatum|versiedatum|d\.d\.|gedateerd|date of issue|issue date|issued(?:\s+on)?|version date|dated?|uitgegeven(?:\s+op)?|(?:versie|version|rev(?:isie|ision)?\.?)\s*[\d.]+\s*(?:\(?\w+\)?)?\s*(?:,|-|–|van|of|d\.d\.|dated)?)\s*[:|]?\s*/i;

/** A place before the date on a cover ('Den Haag, 19 februari 2024'): a few words and a comma. */
const PLACE = /^[\p{L}' .-]{2,40},\s*$/u;

/**
 * The date the document states as its own, or null: first a cover line that opens with the label
 * of one (only the start of a line counts: a date later in a sentence belongs to what the sentence
 * is about); else a line of those pages that is a date and nothing else (a cover's 'February
 * 6, 2017', 'Utrecht, 18 mei 2021', a colophon's '19 februari 2024'). A schedule row ('Publicatie bestek | 24-10-2024') or a
 * version table row is more than a date and is not read.
 */
export function statedDateOf(
  pages: readonly string[],
  language: DocumentLanguage = detectLanguage(pages),
): StatedDate | null {
  for (let p = 0; p < Math.min(DATE_PAGES, pages.length); p++) {
    for (const line of (pages[p] ?? '').split('\n')) {
      const label = OWN_DATE_LABEL.exec(line);
      if (!label || label[0].trim() === '') continue;
      const date = findDates(line, language)[0];
      // The date follows the label directly: 'Datum: | Actie' heads a table, it dates nothing.
      if (!date || date.start > label[0].length + 2) continue;
      return { date: date.iso.slice(0, 10), page: p + 1, quote: quoteOf(line.trim()) };
    }
  }
  for (let p = 0; p < Math.min(DATE_PAGES, pages.length); p++) {
    for (const raw of (pages[p] ?? '').split('\n')) {
      const line = raw.trim();
      const dates = findDates(line, language);
      const date = dates[0];
      if (dates.length !== 1 || !date || date.hasTime || date.end < line.length) continue;
      const before = line.slice(0, date.start);
      if (before.trim() !== '' && !PLACE.test(before)) continue;
      return { date: date.iso.slice(0, 10), page: p + 1, quote: quoteOf(line) };
    }
  }
  return null;
}

/**
 * Names of a questions-and-answers round, Dutch and English. Matched on the file name and on the
 * first lines of the first page (the title), never on the body: a tender guide mentions "de nota
 * van inlichtingen" when it explains the procedure.
 */
const CLARIFICATIONS =
  /\b(nota(?:'s)? van inlichtingen|NvI|vragen\s*(?:en|&)\s*antwoorden|questions?\s*(?:and|&)?\s*answers?|Q\s*&\s*A|clarifications?|verduidelijkingen)\b/i;
/** A table whose header row names a question and an answer column is a Q&A list. */
const QA_HEADER = /^(?=.*\b(vraag|vragen|question)\b)(?=.*\b(antwoord|answer|response)\b).*\|/i;
const TITLE_LINES = 12;

export function documentKindOf(name: string, pages: readonly string[]): DocumentKind | null {
  const fileName = name.replace(/\.[a-z0-9]+$/i, '').replace(/[-_]+/g, ' ');
  if (CLARIFICATIONS.test(fileName)) return 'clarifications';
  const lines = (pages[0] ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
  const title = lines.slice(0, TITLE_LINES);
  if (title.some((l) => CLARIFICATIONS.test(l) && l.length <= 120)) return 'clarifications';
  if (lines.some((l) => QA_HEADER.test(l) && l.length <= 200)) return 'clarifications';
  return null;
}

export function profileDocument(
  name: string,
  pages: readonly string[],
  language?: DocumentLanguage,
): DocumentProfile {
  return {
    kind: documentKindOf(name, pages),
    statedDate: statedDateOf(pages, language ?? detectLanguage(pages)),
  };
}
