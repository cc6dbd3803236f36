/** Spec §2 and §9: the two locales; English is the default and has no route prefix. */
export const LOCALES = ['en', 'nl'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** BCP 47 tags used for the html `lang` attribute and Intl formatting. */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-GB', nl: 'nl-NL' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
