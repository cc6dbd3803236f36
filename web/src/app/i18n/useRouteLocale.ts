import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, type Locale } from '@tender/core';
import { detectLocale, writeLocaleCookie } from './detectLocale';
import { localeFromPath, withLocale } from './localePath';
import { applyLocale } from './i18n';

/**
 * Whether an unprefixed URL is redirected to the detected locale's prefix (spec §2: configurable).
 * On by default so the address bar always says which language a page is in.
 */
export const REDIRECT_TO_LOCALE_PREFIX = import.meta.env.VITE_LOCALE_REDIRECT !== 'false';

export interface RouteLocale {
  locale: Locale;
  /** Set when the URL should carry the detected locale's prefix. */
  redirect: string | null;
}

/**
 * `cookie` may be a function: `document.cookie` is read only for a URL without a locale prefix
 * (reading it asks the browser's main process, 10–30 ms a read on a loaded machine, and the root
 * layout resolves the locale at every render).
 */
export function resolveRouteLocale(
  location: { pathname: string; search: string; hash: string },
  cookie: string | (() => string),
  languages: readonly string[],
  redirectEnabled = REDIRECT_TO_LOCALE_PREFIX,
): RouteLocale {
  const prefixed = localeFromPath(location.pathname);
  if (prefixed) return { locale: prefixed, redirect: null };
  const detected = detectLocale({
    pathname: location.pathname,
    cookie: typeof cookie === 'function' ? cookie() : cookie,
    languages,
  });
  if (!redirectEnabled) return { locale: detected, redirect: null };
  if (detected === DEFAULT_LOCALE) return { locale: DEFAULT_LOCALE, redirect: null };
  return {
    locale: detected,
    redirect: withLocale(location.pathname, detected) + location.search + location.hash,
  };
}

const readCookie = () => document.cookie;

/** The route's locale, applied to i18next, `<html lang>` and the locale cookie (365 days). */
export function useRouteLocale(): RouteLocale {
  const location = useLocation();
  const { i18n } = useTranslation();
  const resolved = resolveRouteLocale(location, readCookie, navigator.languages);
  const { locale, redirect } = resolved;
  useEffect(() => {
    if (redirect) return;
    writeLocaleCookie(locale);
    void applyLocale(i18n, locale);
  }, [i18n, locale, redirect]);
  return resolved;
}
