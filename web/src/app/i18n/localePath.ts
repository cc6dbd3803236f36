import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '@tender/core';

/**
 * URL ↔ locale. English (the default) is unprefixed; every other locale lives under `/{locale}`.
 * These helpers are pure so the router, links and tests share one definition.
 */
export function localeFromPath(pathname: string): Locale | null {
  const first = pathname.split('/')[1] ?? '';
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : null;
}

/** The path without its locale prefix, always starting with '/'. */
export function stripLocale(pathname: string): string {
  const prefix = localeFromPath(pathname);
  if (!prefix) return pathname || '/';
  const rest = pathname.slice(prefix.length + 1);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** `path` (unprefixed, may carry ?query and #hash) as seen in `locale`. */
export function withLocale(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/** The same page in another locale: keeps path, query and hash. */
export function switchLocalePath(fullPath: string, target: Locale): string {
  const match = /^([^?#]*)(.*)$/.exec(fullPath);
  const pathname = match?.[1] ?? '/';
  const suffix = match?.[2] ?? '';
  return withLocale(stripLocale(pathname), target) + suffix;
}

export const NON_DEFAULT_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE);
