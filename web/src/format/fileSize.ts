/** File sizes in the reader's locale, shared by every upload and document list. */
import { LOCALE_TAGS, type Locale } from '@tender/core';

// Building an Intl.NumberFormat costs far more than using one, and lists format many sizes.
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, digits: number): Intl.NumberFormat {
  const key = `${locale}:${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: digits });
    formats.set(key, format);
  }
  return format;
}

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
  return `${numberFormat(locale, digits).format(value)} ${units[unit]}`;
}
