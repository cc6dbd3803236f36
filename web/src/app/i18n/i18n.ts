import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALE_TAGS, LOCALES, type Locale } from '@tender/core';

type Messages = Record<string, unknown>;

/** Message files are separate chunks, fetched only for the language in use (spec §7). */
const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('../../../../locales/en.json'),
  nl: () => import('../../../../locales/nl.json'),
};

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await loaders[locale]()).default;
}

/** Creates and initialises the app's i18next instance with the initial locale's messages loaded. */
export async function createI18n(initial: Locale): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: initial,
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    resources: { [initial]: { translation: await loadMessages(initial) } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** Loads the messages of `locale` if needed, then switches to it and updates `<html lang>`. */
export async function applyLocale(instance: I18n, locale: Locale): Promise<void> {
  if (!instance.hasResourceBundle(locale, 'translation')) {
    instance.addResourceBundle(locale, 'translation', await loadMessages(locale));
  }
  if (instance.language !== locale) await instance.changeLanguage(locale);
  document.documentElement.lang = LOCALE_TAGS[locale];
}
