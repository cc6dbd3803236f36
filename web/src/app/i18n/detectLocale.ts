import { DEFAULT_LOCALE, isLocale, type Locale } from '@tender/core';
import { localeFromPath } from './localePath';

export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_DAYS = 365;

export interface LocaleSources {
  pathname: string;
  cookie: string;
  languages: readonly string[];
}

export function readLocaleCookie(cookie: string): Locale | null {
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return null;
}

/** First browser language whose primary subtag we support ('nl-BE' → 'nl'). */
export function localeFromLanguages(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return null;
}

/** Spec §2: route → cookie → browser language → default. */
export function detectLocale({ pathname, cookie, languages }: LocaleSources): Locale {
  return (
    localeFromPath(pathname) ??
    readLocaleCookie(cookie) ??
    localeFromLanguages(languages) ??
    DEFAULT_LOCALE
  );
}

export function localeCookieString(locale: Locale, secure: boolean): string {
  const maxAge = LOCALE_COOKIE_DAYS * 24 * 60 * 60;
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function writeLocaleCookie(locale: Locale): void {
  document.cookie = localeCookieString(locale, window.location.protocol === 'https:');
}
