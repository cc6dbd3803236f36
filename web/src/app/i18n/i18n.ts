import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loaders } from 'virtual:messages/loaders';
import { LOCALE_TAGS, LOCALES, type Locale } from '@tender/core';
import { BOOT_PART } from './messageParts';

type Messages = Record<string, unknown>;

/**
 * Message files are separate chunks, fetched only for the language in use (spec §7), split by
 * namespace: the boot part before the first render, every other namespace when a layout or route
 * that uses it loads (messageParts.ts, routeTable.tsx).
 */
const loadPart = async (locale: Locale, part: string): Promise<Messages> => {
  const load = (loaders[locale] as Record<string, () => Promise<{ default: Messages }>>)[part];
  // A namespace no language file has: nothing to add (the route test names it).
  return load ? (await load()).default : {};
};

/** All of a language's messages (every part). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const parts = await Promise.all(Object.keys(loaders[locale]).map((p) => loadPart(locale, p)));
  return Object.assign({}, ...parts) as Messages;
}

/** The app's instance, once main.tsx made it with the boot part only. */
let routedInstance: I18n | null = null;
/** Namespaces a layout or route asked for: a language switch loads them all for the new language. */
const requested = new Set<string>();
/** Per language and namespace: the load that adds it to the instance (kept once it succeeded). */
const added = new Map<string, Promise<void>>();

/**
 * Creates and initialises an i18next instance with the initial locale's messages loaded. With
 * `byRoute` (the app's first render) only the boot part is awaited; layouts and routes await
 * `messagesReady(theirNamespaces)` along with their chunk.
 */
export async function createI18n(
  initial: Locale,
  { byRoute = false }: { readonly byRoute?: boolean } = {},
): Promise<I18n> {
  const instance = i18next.createInstance();
  const messages = byRoute ? await loadPart(initial, BOOT_PART) : await loadMessages(initial);
  await instance.use(initReactI18next).init({
    lng: initial,
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    resources: { [initial]: { translation: messages } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (byRoute) {
    routedInstance = instance;
    requested.clear();
    added.clear();
    added.set(`${initial}/${BOOT_PART}`, Promise.resolve());
  }
  return instance;
}

/** Adds `parts` of `locale` to the app's instance (each fetched once). */
function ensureParts(instance: I18n, locale: Locale, parts: readonly string[]): Promise<unknown> {
  return Promise.all(
    parts.map((part) => {
      const key = `${locale}/${part}`;
      let done = added.get(key);
      if (!done) {
        done = loadPart(locale, part).then((messages) => {
          instance.addResourceBundle(locale, 'translation', messages, true, false);
        });
        // A failed chunk load may succeed at the next navigation.
        done.catch(() => added.delete(key));
        added.set(key, done);
      }
      return done;
    }),
  );
}

/**
 * Resolves once `namespaces` of the app's current language are in its instance (at once when the
 * instance holds every message, as in tests). Layout and route loaders call it with their chunk, so
 * a page never renders bare keys; should the language change meanwhile, the new one is loaded too.
 */
export async function messagesReady(namespaces: readonly string[]): Promise<void> {
  const instance = routedInstance;
  if (!instance) return;
  namespaces.forEach((ns) => requested.add(ns));
  let locale: Locale;
  do {
    locale = instance.language as Locale;
    await ensureParts(instance, locale, [BOOT_PART, ...namespaces]);
  } while (instance.language !== locale);
}

/** Loads the messages of `locale` if needed, then switches to it and updates `<html lang>`. */
export async function applyLocale(instance: I18n, locale: Locale): Promise<void> {
  if (instance.language !== locale) {
    if (instance === routedInstance) {
      // What the screens loaded so far in the old language, now in the new one.
      await ensureParts(instance, locale, [BOOT_PART, ...requested]);
    } else if (!instance.hasResourceBundle(locale, 'translation')) {
      instance.addResourceBundle(locale, 'translation', await loadMessages(locale));
    }
    await instance.changeLanguage(locale);
  }
  document.documentElement.lang = LOCALE_TAGS[locale];
}
