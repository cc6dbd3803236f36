/**
 * Whether a draft may state a certificate as held on a reference day (issue 19, items 2 and 6):
 * only when an end read from that certificate lies after the day for certain. Every path that
 * states a certificate in a draft asks this — the fact sheet's sentences (the local writer and the
 * model's input, drafts/draftEvidence.ts) and the checklist's 'met' (drafts/draftChecklist.ts) —
 * so none of them claims one the reader cannot place:
 *  - no end read at all ('valid until further notice', 'geldig voor onbepaalde tijd', 'three years
 *    from issue', a next audit's date): unsure, a note to check;
 *  - an end read as a month ('valid until June 2027', 'geldig t/m 09-2027'): certain only before
 *    that month begins (the certificate may end on its first day), except where the text says the
 *    month's end ('until the end of June 2027', 'tot eind juni 2027', 'ultimo juni 2027');
 *  - a calendar year ('calendar year 2027', 'kalenderjaar 2027'): as certain as its last day;
 *  - an end read as a year ('valid until 2027', 'geldig 2024-2027', 'eind 2027', '2027-06' as
 *    the reader takes it): certain only before that year begins;
 *  - a numeric day whose order nothing settles ('04/11/2027'): at its earliest reading.
 * Past the end (at the reading that ends first) the certificate ended; in between it is unsure:
 * never 'valid', never 'expired', a note for the writer to check.
 */
import { MONTH_NAME, monthNumber } from '../../documents/facts/dates';
import type { Certificate } from '../../model/factSheet';
import { placedEnd, statedExpiry } from './certificateClaims';

export type Validity = 'held' | 'ended' | 'unsure';

export type Dated = Pick<Certificate, 'expiresOn'> & {
  citation: Pick<Certificate['citation'], 'quote'>;
};

const isDay = (iso: string | null): iso is string => !!iso && /^\d{4}-\d{2}-\d{2}$/.test(iso);

/** 'end of June 2027', 'eind juni 2027', 'einde van juni 2027', 'ultimo juni 2027'. */
const MONTH_END = new RegExp(
  `\\b(?:(?:the\\s+)?end\\s+of|eind(?:e)?(?:\\s+van)?|ultimo)\\s+(${MONTH_NAME})\\.?\\s+((?:19|20)\\d\\d)\\b`,
  'gi',
);
/** A month and its year without a day: 'June 2027', 'juni 2027', '06/2027', '09-2027', '2027-06'. */
const MONTH_YEAR = new RegExp(
  `(?<!\\d\\s?)\\b(${MONTH_NAME})\\.?,?\\s+((?:19|20)\\d\\d)\\b|(?<![\\d/.-])(\\d{1,2})[/.-]((?:19|20)\\d\\d)\\b(?![/.-]\\d)|\\b((?:19|20)\\d\\d)-(\\d{2})\\b(?!-\\d)`,
  'gi',
);

/** A whole calendar year: valid through its last day ('calendar year 2027', 'kalenderjaar 2027'). */
export const CALENDAR_YEAR = /\b(?:calendar\s+year|kalenderjaar)\s+((?:19|20)\d\d)\b/i;

const dayBefore = (y: number, m: number) =>
  new Date(Date.UTC(y, m - 1, 0)).toISOString().slice(0, 10);

/** Whether the text writes `year`'s month `month` as its match of `re` does (name or figures). */
function writesMonth(text: string, re: RegExp, year: number, month: number): boolean {
  return [...text.matchAll(re)].some((x) => {
    const m = x[1] ? monthNumber(x[1]) : Number(x[3] ?? x[6]);
    const y = Number(x[2] ?? x[4] ?? x[5]);
    return y === year && m === month;
  });
}

/** The last day the certificate is valid for certain: its end, or the day before its period. */
export function certainUntil(cert: Dated): string | null {
  if (!isDay(cert.expiresOn)) return null;
  const end = placedEnd(cert.expiresOn, cert.citation.quote);
  // A day written (in an order the text settles, or at its earliest reading when it does not).
  if (statedExpiry(cert) || end !== cert.expiresOn) return end;
  const quote = cert.citation.quote;
  const [year, month] = [Number(end.slice(0, 4)), Number(end.slice(5, 7))];
  if (writesMonth(quote, MONTH_END, year, month)) return end;
  if (end.endsWith('-12-31') && Number(CALENDAR_YEAR.exec(quote)?.[1]) === year) return end;
  if (writesMonth(quote, MONTH_YEAR, year, month)) return dayBefore(year, month);
  return dayBefore(year, 1);
}

/** Held (an end after the day for certain), ended (past its earliest end) or unsure. */
export function validityOn(cert: Dated, day: string): Validity {
  if (!isDay(cert.expiresOn)) return 'unsure';
  if (placedEnd(cert.expiresOn, cert.citation.quote) < day) return 'ended';
  const until = certainUntil(cert);
  return until !== null && day <= until ? 'held' : 'unsure';
}
