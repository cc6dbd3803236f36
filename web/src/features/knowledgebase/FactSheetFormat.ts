/** Locale formatting of fact-sheet values: money, whole numbers and yyyy-mm-dd dates. */
import { LOCALE_TAGS, type Locale } from '@tender/core';

export function formatMoney(amount: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale], {
    style: 'currency',
    currency,
    maximumFractionDigits: amount >= 1000 ? 0 : 2,
  }).format(amount);
}

export function formatCount(n: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale]).format(n);
}

/** A stored calendar date ('2027-03-12') as '12 Mar 2027' / '12 mrt 2027', without zone shifts. */
export function formatIsoDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`));
}

/**
 * How many characters of a reference project's description the fact sheet keeps (core's rule
 * extractor stops there, mid-word if need be).
 */
const DESCRIPTION_CAP = 300;

/**
 * A reference project's description as shown: one the extraction cut at its cap ends at its last
 * whole sentence (or, without one, its last whole word) with an ellipsis, never in a broken word
 * ("… by risk-based sampling, a"). The source link beside it opens the whole passage.
 */
export function shownDescription(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length < DESCRIPTION_CAP || /[.!?…)"”’]$/.test(trimmed)) return trimmed;
  // A sentence ends where a full stop, question or exclamation mark meets a space or line break.
  const sentenceEnd = Math.max(-1, ...[...trimmed.matchAll(/[.!?](?=\s)/g)].map((m) => m.index));
  if (sentenceEnd >= DESCRIPTION_CAP * 0.4) return `${trimmed.slice(0, sentenceEnd + 1)} …`;
  const space = trimmed.lastIndexOf(' ');
  return `${(space > 0 ? trimmed.slice(0, space) : trimmed).replace(/[,;:]$/, '')}…`;
}
