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

/**
 * '16:00' in `zone` when that differs from the app's zone at that instant (a buyer in Dublin or
 * Lisbon), else null: the deadline is shown in the app's zone, and the buyer's own time beside it.
 */
export function formatTenderTimeIn(ms: number, locale: Locale, zone: string): string | null {
  const time = (timeZone: string) =>
    new Intl.DateTimeFormat(LOCALE_TAGS[locale], { timeStyle: 'short', timeZone }).format(ms);
  try {
    const there = time(zone);
    return there === time(ZONE) ? null : there;
  } catch {
    return null;
  }
}

/** 'Ireland' / 'Ierland' for 'IE'; null for no or an unknown code. */
export function countryName(code: string | null | undefined, locale: Locale): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames(LOCALE_TAGS[locale], { type: 'region' }).of(code) ?? null;
  } catch {
    return null;
  }
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
