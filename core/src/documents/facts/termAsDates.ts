/**
 * A contract's term given only as its first and last day: 'The contract will run from 1 July 2027
 * to 30 June 2030', 'De overeenkomst loopt van 1 mei 2027 tot en met 30 april 2029' (twentieth
 * probe set's study: two initial terms, English and Dutch, unread for want of a length). The term
 * is the whole months between them, the last day included; none when they are no whole months.
 * Used by contractDurations.ts only where the document states no initial term in words.
 */
import { findDates } from './dates';

/** The contract running from one day to another, its subject first. */
const RUNS_FROM =
  /\b(?:contract|agreement|framework|overeenkomst|raamovereenkomst|opdracht)\b[^.;]{0,40}?\b(?:runs?|will run|shall run|is|lasts?|loopt|lopen|duurt|geldt|gaat)\b[^.;]{0,20}?\b(?:from|van|vanaf)\s/i;
/** The words between the two days: 'to', 'until', 'tot en met'. */
const UNTIL = /^\s*(?:to|until|till|through|up to and including|tot en met|t\/m|tot)\s*$/i;
/** A date with its month named: numeric dates are read in a language's order, not here. */
const NAMED_MONTH = /[A-Za-z]/;

/** The term in months and where it is stated, or null. */
export function termAsDates(text: string): { at: number; months: number } | null {
  // Cheap test first: a day from and a day to, each with its year.
  if (!/\b(?:from|van|vanaf)\b/i.test(text) || !/\b20\d\d\b/.test(text)) return null;
  const runs = RUNS_FROM.exec(text);
  if (!runs) return null;
  const after = runs.index + runs[0].length;
  const dates = findDates(text, 'nl').filter(
    (d) => d.start >= after && NAMED_MONTH.test(text.slice(d.start, d.end)),
  );
  const [first, last] = dates;
  if (!first || !last || first.start !== after) return null;
  if (!UNTIL.test(text.slice(first.end, last.start))) return null;
  const months = wholeMonths(first.iso.slice(0, 10), last.iso.slice(0, 10));
  return months === null ? null : { at: runs.index, months };
}

/** Whole months from `from` to `to`, the last day included; null when not whole. */
function wholeMonths(from: string, to: string): number | null {
  const [y1, m1, d1] = from.split('-').map(Number) as [number, number, number];
  const end = new Date(`${to}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  const [y2, m2, d2] = [end.getUTCFullYear(), end.getUTCMonth() + 1, end.getUTCDate()];
  if (d1 !== d2) return null;
  const months = (y2 - y1) * 12 + (m2 - m1);
  return months > 0 ? months : null;
}
