import { LOCALE_TAGS, type Locale, type MoneyAmount } from '@tender/core';

/** Tender dates are shown in the buyers' and our users' zone, whatever the browser's. */
const ZONE = 'Europe/Amsterdam';

/** '15 Dec 2026' / '15 dec 2026'. */
export function formatTenderDate(ms: number, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'medium',
    timeZone: ZONE,
  }).format(ms);
}

/** '15 Dec 2026, 12:00' / '15 dec 2026 12:00'. */
export function formatTenderDateTime(ms: number, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: ZONE,
  }).format(ms);
}

/** '€1,250,000' / '€ 1.250.000'. */
export function formatMoney(value: MoneyAmount, locale: Locale): string {
  try {
    return new Intl.NumberFormat(LOCALE_TAGS[locale], {
      style: 'currency',
      currency: value.currency,
      maximumFractionDigits: 0,
    }).format(value.amount);
  } catch {
    // An unknown currency code: the number in the locale and the code as given.
    return `${new Intl.NumberFormat(LOCALE_TAGS[locale]).format(value.amount)} ${value.currency}`;
  }
}

/** The title in the UI language when the notice has one, else its own. */
export function tenderTitle(
  tender: { title: string; titles?: Record<string, string> | undefined },
  locale: Locale,
): string {
  return tender.titles?.[locale] ?? tender.title;
}
