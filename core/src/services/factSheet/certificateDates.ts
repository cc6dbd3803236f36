/**
 * Dates as certificates and registers write them (issue 19, item 6): those of the shared reader
 * (documents/facts/dates, which tenders' facts use too and which this module leaves unchanged),
 * and a day written year first with slashes or dots ('Expiry: 2026/11/02', '2027.03.31'), as
 * registers in South Africa, Asia and some portals print it. A year first can only be followed by
 * its month and day; the shared reader reads only '2026-11-02'. A certificate whose end date is
 * not read is not known to have ended, so an unread form is a certificate claimed past its date.
 */
import { findDates, type FoundDate } from '../../documents/facts/dates';

/** 'yyyy/mm/dd' or 'yyyy.mm.dd', not part of a longer run of numbers ('1.2026.11.02', '2026/11/02/3'). */
const YEAR_FIRST = /(?<![\d./])((?:19|20)\d\d)([/.])(\d{1,2})\2(\d{1,2})(?!\d|[./]\d)/g;

const valid = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/** The dates in a certificate's text, in the order written. */
export function certificateDates(text: string): FoundDate[] {
  const found = findDates(text, 'nl');
  for (const x of text.matchAll(YEAR_FIRST)) {
    const [y, m, d] = [Number(x[1]), Number(x[3]), Number(x[4])];
    const start = x.index;
    const end = start + x[0].length;
    if (!valid(y, m, d) || found.some((f) => start < f.end && end > f.start)) continue;
    const iso = `${x[1]}-${x[3]!.padStart(2, '0')}-${x[4]!.padStart(2, '0')}`;
    found.push({ start, end, iso, hasTime: false });
  }
  return found.sort((a, b) => a.start - b.start);
}
