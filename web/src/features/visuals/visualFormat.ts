import { LOCALE_TAGS, type Locale } from '@tender/core';

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale]).format(value);
}
