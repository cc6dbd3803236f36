/**
 * Dates as certificates and registers write them (issue 19, item 6): those of the shared reader
 * (documents/facts/dates, which tenders' facts use too and which this module leaves unchanged;
 * it reads an ordinal day too, 'the 31st day of December 2025', 'de 31e dag van december 2025'),
 * and a day written year first with slashes or dots ('Expiry: 2026/11/02', '2027.03.31'), as
 * registers in South Africa, Asia and some portals print it. A year first can only be followed by
 * its month and day; the shared reader reads only '2026-11-02'. A certificate whose end date is
 * not read is not known to have ended, so an unread form is a certificate claimed past its date.
 *
 * A year cut to two digits after an apostrophe ('21-01-\'28', a Dutch habit) is read too. A
 * numeric day whose order the text cannot settle ('11/12/2026': 11 December or 12 November;
 * '01/10/26' may even be 26 October 2001) is read day first for the fact sheet, as before, unless
 * the document states its order ('(dd/mm/yy)', 'month/day/year', 'U.S. format') or its other
 * dates settle it (dayOrderOf: certificatesIn reads every day of a chunk in that order, once); a claim reads it at its earliest possible day (`reading: 'earliest'`), so a
 * validity the reader cannot place is never taken for one still running (certificateClaims.ts).
 */
import {
  findDates,
  numericOrderOf,
  type FoundDate,
  type NumericOrder,
} from '../../documents/facts/dates';

/** How numeric days are read: in an order, or at the earliest day any order gives. */
export type DateReading = NumericOrder | 'earliest';

/** 'yyyy/mm/dd' or 'yyyy.mm.dd', not part of a longer run of numbers ('1.2026.11.02', '2026/11/02/3'). */
const YEAR_FIRST = /(?<![\d./])((?:19|20)\d\d)([/.])(\d{1,2})\2(\d{1,2})(?!\d|[./]\d)/g;
/** A numeric day as the shared reader reads it: two numbers and a year of two or four digits. */
const NUMERIC = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{2}|\d{4})$/;
/** A two-digit year after an apostrophe: '21-01-\'28', '3/5/’27'. */
const APOSTROPHE_YEAR = /(?<![\d./-])(\d{1,2})([-/.])(\d{1,2})\2['’‘](\d\d)(?![\d])/g;
/** The order a document says it writes its days in. */
const STATED_DAY_FIRST =
  /\b(?:dd[-/.]mm[-/.](?:yy|jj)(?:yy|jj)?|day[-/.]month[-/.]year|dag[-/.]maand[-/.]jaar)\b/i;
const STATED_MONTH_FIRST =
  /\b(?:mm[-/.]dd[-/.](?:yy|jj)(?:yy|jj)?|month[-/.]day[-/.]year|maand[-/.]dag[-/.]jaar|U\.\s?S\.\s+(?:date\s+)?format|US\s+date\s+format|American\s+(?:date\s+)?format|Amerikaanse\s+(?:datum)?notatie)\b/i;

const valid = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};
const pad = (n: number) => String(n).padStart(2, '0');
const isoOf = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

/** The order a text states or its unambiguous numeric days settle, else null. */
export function dayOrderOf(text: string): NumericOrder | null {
  if (STATED_MONTH_FIRST.test(text)) return 'month-first';
  if (STATED_DAY_FIRST.test(text)) return 'day-first';
  return numericOrderOf([text]);
}

/** Every day a numeric date's three numbers can be, in the order allowed. */
function readingsOf(
  a: number,
  b: number,
  year: string,
  reading: DateReading,
  yearLast = false,
): string[] {
  const y = year.length === 2 ? 2000 + Number(year) : Number(year);
  const out: string[] = [];
  if (reading !== 'month-first' && valid(y, b, a)) out.push(isoOf(y, b, a));
  if (reading !== 'day-first' && valid(y, a, b)) out.push(isoOf(y, a, b));
  // Two digits first may be the year itself: '26/10/01'.
  if (reading === 'earliest' && !yearLast && year.length === 2 && valid(2000 + a, b, Number(year)))
    out.push(isoOf(2000 + a, b, Number(year)));
  return out.sort();
}

/** The dates in a certificate's text, in the order written; numeric days read as `reading` says. */
export function certificateDates(text: string, reading: DateReading = 'day-first'): FoundDate[] {
  const found = findDates(text, 'nl', null, reading === 'earliest' ? 'day-first' : reading).map(
    (f) => {
      const x = NUMERIC.exec(text.slice(f.start, f.end));
      if (!x || reading !== 'earliest') return f;
      const earliest = readingsOf(Number(x[1]), Number(x[3]), x[4]!, reading)[0];
      return earliest ? { ...f, iso: earliest } : f;
    },
  );
  const free = (start: number, end: number) => !found.some((f) => start < f.end && end > f.start);
  for (const x of text.matchAll(YEAR_FIRST)) {
    const [y, m, d] = [Number(x[1]), Number(x[3]), Number(x[4])];
    const start = x.index;
    const end = start + x[0].length;
    if (!valid(y, m, d) || !free(start, end)) continue;
    found.push({ start, end, iso: isoOf(y, m, d), hasTime: false });
  }
  for (const x of text.matchAll(APOSTROPHE_YEAR)) {
    const start = x.index;
    const end = start + x[0].length;
    const iso = readingsOf(Number(x[1]), Number(x[3]), x[4]!, reading, true)[0];
    if (iso && free(start, end)) found.push({ start, end, iso, hasTime: false });
  }
  return found.sort((a, b) => a.start - b.start);
}
