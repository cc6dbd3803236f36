/** "5 minutes ago" / "5 minuten geleden", in the reader's locale (Intl.RelativeTimeFormat). */
import { LOCALE_TAGS, type Locale } from '@tender/core';

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600_000],
  ['month', 30 * 24 * 3600_000],
  ['week', 7 * 24 * 3600_000],
  ['day', 24 * 3600_000],
  ['hour', 3600_000],
  ['minute', 60_000],
];

/** The largest whole unit between `ms` and `nowMs`; under a minute reads "now" / "nu". */
export function formatRelativeTime(ms: number, nowMs: number, locale: Locale): string {
  const format = new Intl.RelativeTimeFormat(LOCALE_TAGS[locale], { numeric: 'auto' });
  const diff = ms - nowMs;
  for (const [unit, size] of UNITS) {
    if (Math.abs(diff) >= size) return format.format(Math.trunc(diff / size), unit);
  }
  return format.format(0, 'second');
}
