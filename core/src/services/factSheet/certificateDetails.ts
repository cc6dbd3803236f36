/**
 * The details written in one certificate's own text (issue 19, item 6): its issuer, number, issue
 * date and expiry, from a register line, a sentence of prose or the part of a sentence that is
 * this certificate's — never from another certificate's text, which the caller has cut off.
 */
import { findDates } from '../../documents/facts/dates';
import {
  ENDED_LAST,
  EXPIRY,
  ISSUED,
  ISSUED_LAST,
  ISSUED_BY,
  knownBody,
  RANGE_JOIN,
  UNTIL,
  VALIDITY,
  dateBeforeVerb,
  periodAtStart,
  yearRangeEnd,
} from './certificateWording';
import type { Details } from './certificateCells';
import { numberIn } from './certificateNumbers';
import { bodyInProse } from './certificateBodies';

/**
 * The date right after a label (within 40 characters), as yyyy-mm-dd. After a bare closing word
 * ('until', 'tot') a lone year counts only when nothing follows it in the clause: 'tot 2000
 * gebruikers' is no date.
 */
function dateAfter(text: string, label: RegExp, bare = false): string | null {
  label.lastIndex = 0;
  for (const m of text.matchAll(label)) {
    const from = m.index + m[0].length;
    const after = text.slice(from, from + 40);
    const date = findDates(after, 'nl')[0];
    if (date && date.start <= 3) return date.iso.slice(0, 10);
    // 'verloopt in juni 2027', 'valid until 2026': valid through the last day of that period.
    if (bare && !/^(?:[a-z]{3,9}\s+)?(?:19|20)\d\d\s*(?:[.;,)]|$|and\b|en\b)/i.test(after))
      continue;
    const period = periodAtStart(after);
    if (period) return period;
  }
  return null;
}

/** A validity written as a range: its first date is the issue, its second the expiry. */
function validityRange(text: string): { from: string; to: string } | null {
  for (const m of text.matchAll(VALIDITY)) {
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 90);
    const dates = findDates(after, 'nl');
    if (dates.length < 2 || dates[0]!.start > 12) continue;
    if (!RANGE_JOIN.test(after.slice(dates[0]!.end, dates[1]!.start))) continue;
    return { from: dates[0]!.iso.slice(0, 10), to: dates[1]!.iso.slice(0, 10) };
  }
  return null;
}

/** The details written in one certificate's own text. */
export function detailsIn(text: string): Details {
  const range = validityRange(text);
  return {
    issuer: knownBody(text) ?? ISSUED_BY.exec(text)?.[1]?.trim() ?? bodyInProse(text),
    number: numberIn(text),
    issuedOn: dateAfter(text, ISSUED) ?? range?.from ?? dateBeforeVerb(text, ISSUED_LAST),
    expiresOn:
      range?.to ??
      dateAfter(text, EXPIRY) ??
      dateBeforeVerb(text, ENDED_LAST) ??
      yearRangeEnd(text) ??
      dateAfter(text, UNTIL, true),
  };
}
