/** Date formatting shared by the features (projects, knowledge bases), in the reader's locale. */
import { LOCALE_TAGS, type Locale } from '@tender/core';

const DAY_MS = 24 * 60 * 60 * 1000;

/** '15 Dec 2026' / '15 dec 2026'. */
export function formatDate(ms: number, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium' }).format(ms);
}

/** '15 Dec 2026, 12:00' / '15 dec 2026 12:00'. */
export function formatDateTime(ms: number, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(ms);
}

/**
 * Whole calendar days from `nowMs` to `deadlineMs` in the browser's zone: 0 on the day itself,
 * negative once it has passed. Calendar days, not 24-hour blocks: a deadline tomorrow at 09:00
 * is "1 day left" at 17:00 today.
 */
export function calendarDaysUntil(deadlineMs: number, nowMs: number): number {
  const start = (ms: number) => {
    const d = new Date(ms);
    return Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  };
  return Math.round((start(deadlineMs) - start(nowMs)) / DAY_MS);
}
