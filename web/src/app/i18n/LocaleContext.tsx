import { createContext, useCallback, useContext } from 'react';
import { DEFAULT_LOCALE, type Locale } from '@tender/core';
import { withLocale } from './localePath';

/** The locale of the current route; the root layout provides it. */
export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** Turns an app path ('/dashboard/projects') into a link for the current locale ('/nl/dashboard/projects'). */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => withLocale(path, locale), [locale]);
}
