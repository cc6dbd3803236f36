import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALE_TAGS, LOCALES, type Locale } from '@tender/core';
import type { MessagePart } from './messageParts';

type Messages = Record<string, unknown>;

/**
 * Message files are separate chunks, fetched only for the language in use (spec §7), each in two
 * parts: what the first render needs, and the feature pages' namespaces (messageParts.ts).
 */
const loaders: Record<Locale, Record<MessagePart, () => Promise<{ default: Messages }>>> = {
  en: {
    boot: () => import('virtual:messages/en/boot'),
    features: () => import('virtual:messages/en/features'),
  },
  nl: {
    boot: () => import('virtual:messages/nl/boot'),
    features: () => import('virtual:messages/nl/features'),
  },
};

const loadPart = async (locale: Locale, part: MessagePart) =>
  (await loaders[locale][part]()).default;

/** All of a language's messages. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const [boot, features] = await Promise.all([
    loadPart(locale, 'boot'),
    loadPart(locale, 'features'),
  ]);
  return { ...boot, ...features };
}

/** The app's instance, once main.tsx made it with deferred feature messages. */
let deferredInstance: I18n | null = null;

/**
 * Creates and initialises an i18next instance with the initial locale's messages loaded. With
 * `deferFeatures` (the app's first render) only the boot part is awaited; the dashboard routes
 * await `featureMessagesReady()` along with their page chunk.
 */
export async function createI18n(
  initial: Locale,
  { deferFeatures = false }: { readonly deferFeatures?: boolean } = {},
): Promise<I18n> {
  const instance = i18next.createInstance();
  const messages = deferFeatures ? await loadPart(initial, 'boot') : await loadMessages(initial);
  await instance.use(initReactI18next).init({
    lng: initial,
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    resources: { [initial]: { translation: messages } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (deferFeatures) deferredInstance = instance;
  return instance;
}

const featuresAdded = new Map<Locale, Promise<void>>();

/**
 * Resolves once the feature messages of the app's current language are in its instance (at once
 * when nothing was deferred). Route loaders call it so a page never renders bare keys.
 */
export function featureMessagesReady(
  locale: Locale | undefined = deferredInstance?.language as Locale | undefined,
): Promise<void> {
  const instance = deferredInstance;
  if (!instance || !locale) return Promise.resolve();
  let added = featuresAdded.get(locale);
  if (!added) {
    added = loadPart(locale, 'features').then((features) => {
      instance.addResourceBundle(locale, 'translation', features, true, false);
    });
    // A failed chunk load may succeed at the next navigation.
    added.catch(() => featuresAdded.delete(locale));
    featuresAdded.set(locale, added);
  }
  return added;
}

/** Adds every message of `locale` the instance lacks (both parts). */
async function ensureAllMessages(instance: I18n, locale: Locale): Promise<void> {
  if (!instance.hasResourceBundle(locale, 'translation')) {
    instance.addResourceBundle(locale, 'translation', await loadMessages(locale));
    featuresAdded.set(locale, Promise.resolve());
  } else if (instance === deferredInstance) {
    await featureMessagesReady(locale);
  }
}

/** Loads the messages of `locale` if needed, then switches to it and updates `<html lang>`. */
export async function applyLocale(instance: I18n, locale: Locale): Promise<void> {
  if (instance.language !== locale) {
    await ensureAllMessages(instance, locale);
    await instance.changeLanguage(locale);
  }
  document.documentElement.lang = LOCALE_TAGS[locale];
}
