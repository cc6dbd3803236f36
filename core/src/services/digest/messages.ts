/**
 * A small translator over the locale files' `digest` section (locales/en.json, nl.json), so the
 * e-mail, the unsubscribe page and the demo preview use the same texts as the app without
 * pulling i18next into core. Same conventions as i18next: nested keys, {{name}} placeholders,
 * plurals as key_one / key_other chosen by Intl.PluralRules on `count`.
 */
import { LOCALE_TAGS, type Locale } from '../../model/locales';

/** The `digest` object of one locale file. */
export type DigestStrings = { readonly [key: string]: unknown };
/** Both languages' `digest` objects. */
export type DigestMessages = Readonly<Record<Locale, DigestStrings>>;

export type Params = Readonly<Record<string, string | number>>;
export type Translate = (key: string, params?: Params) => string;

function lookup(strings: DigestStrings, key: string): string | undefined {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      strings,
    );
  return typeof value === 'string' ? value : undefined;
}

/** A translate function for one language; a missing key shows as the key (as i18next does). */
export function digestTranslator(messages: DigestMessages, locale: Locale): Translate {
  const strings = messages[locale];
  const plurals = new Intl.PluralRules(LOCALE_TAGS[locale]);
  return (key, params = {}) => {
    const count = params.count;
    const template =
      (typeof count === 'number'
        ? (lookup(strings, `${key}_${plurals.select(count)}`) ?? lookup(strings, `${key}_other`))
        : undefined) ??
      lookup(strings, key) ??
      `digest.${key}`;
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      name in params ? String(params[name]) : whole,
    );
  };
}

/** Text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
