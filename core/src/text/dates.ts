/**
 * Dates as a document states them ('2026-12-12', '2026-12-12T12:00': a calendar day and a wall
 * clock time, not an instant), written in the reader's locale. The day is formatted from its own
 * parts in UTC, so nothing shifts with the zone of the machine that formats it.
 */
import { LOCALE_TAGS, type Locale } from '../model/locales';

/**
 * 'long' for a sentence: '12 December 2026, 12:00' / '12 december 2026, 12:00' (the chat's
 * answers). 'short' where room is tight: '12 Dec 2026 12:00' / '12 dec 2026 12:00' (the visuals'
 * tiles and timelines).
 */
export type StatedDateStyle = 'long' | 'short';

const STYLES = {
  long: { month: 'long', beforeTime: ', ' },
  short: { month: 'short', beforeTime: ' ' },
} as const satisfies Record<StatedDateStyle, { month: 'long' | 'short'; beforeTime: string }>;

/**
 * yyyy-mm-dd, optionally Thh:mm and a zone the document named ('-04:00', 'Z'), in the locale's
 * words; anything else comes back as it is. A stated zone is shown as the brief shows it
 * ('(UTC−04:00)'): a US deadline at 16:00 is not a Dutch reader's 16:00.
 */
export function formatStatedDate(iso: string, locale: Locale, style: StatedDateStyle): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})([+-]\d{2}:\d{2}|Z)?)?/.exec(iso);
  if (!m) return iso;
  const { month, beforeTime } = STYLES[style];
  const day = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    day: 'numeric',
    month,
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (!m[4]) return day;
  const zone = m[6] ? ` (UTC${m[6] === 'Z' ? '' : m[6].replace('-', '−')})` : '';
  return `${day}${beforeTime}${m[4]}:${m[5]}${zone}`;
}
