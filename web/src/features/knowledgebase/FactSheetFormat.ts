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
