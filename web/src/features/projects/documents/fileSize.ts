import { LOCALE_TAGS, type Locale } from '@tender/core';

/** '1.2 MB' / '1,2 MB', in the locale's number format. */
export function formatFileSize(bytes: number, locale: Locale): string {
  const units = ['B', 'kB', 'MB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}
