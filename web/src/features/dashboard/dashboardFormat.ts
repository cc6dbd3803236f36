import { LOCALE_TAGS, type Locale } from '@tender/core';

export function formatCount(value: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale]).format(value);
}

/** Model spend is estimated in US dollars (core/src/model/usage.ts), written the locale's way. */
export function formatUsd(value: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale], {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: value > 0 && value < 0.01 ? 4 : 2,
  }).format(value);
}

/** '12 Mar' / '12 mrt': the start of a chart week. */
export function formatDayMonth(ms: number, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { day: 'numeric', month: 'short' }).format(
    ms,
  );
}
