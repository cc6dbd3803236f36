import type { Locale } from '@tender/core';

const TAGS: Record<Locale, string> = { en: 'en-GB', nl: 'nl-NL' };

/** ISO weekday (1 = Monday … 7 = Sunday) as the locale names it ('Monday', 'maandag'). */
export function weekdayLabel(isoWeekday: number, locale: Locale): string {
  // 2024-01-01 was a Monday; formatted in UTC so the viewer's zone cannot shift the day.
  const date = new Date(Date.UTC(2024, 0, isoWeekday));
  return new Intl.DateTimeFormat(TAGS[locale], { weekday: 'long', timeZone: 'UTC' }).format(date);
}

/** An hour of the day as the locale writes a time ('08:00'). */
export function hourLabel(hour: number, locale: Locale): string {
  const date = new Date(Date.UTC(2024, 0, 1, hour));
  return new Intl.DateTimeFormat(TAGS[locale], {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(date);
}
