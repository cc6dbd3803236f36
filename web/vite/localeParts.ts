/**
 * Serves the messages of locales/<locale>.json split by namespace (src/app/i18n/messageParts.ts):
 * `virtual:messages/<locale>/<part>` is one part (boot or a namespace) as its own module, so each
 * becomes its own chunk, and `virtual:messages/loaders` is the table of their dynamic imports,
 * generated from en.json's top-level keys so a namespace added to the files gets its chunk.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { BOOT_PART, messageParts, pickMessagePart } from '../src/app/i18n/messageParts';

const PREFIX = 'virtual:messages/';
const LOADERS = `${PREFIX}loaders`;
const LOCALES = ['en', 'nl'];

export function localeParts(localesDir: string): Plugin {
  const fileOf = (locale: string) => resolve(localesDir, `${locale}.json`);
  const read = (locale: string) =>
    JSON.parse(readFileSync(fileOf(locale), 'utf8')) as Record<string, unknown>;
  return {
    name: 'tender-locale-parts',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      if (id === `\0${LOADERS}`) {
        LOCALES.forEach((locale) => this.addWatchFile(fileOf(locale)));
        const parts = messageParts(Object.keys(read('en')));
        const table = LOCALES.map((locale) => {
          const entries = parts.map(
            (part) =>
              `${JSON.stringify(part)}: () => import(${JSON.stringify(`${PREFIX}${locale}/${part}`)})`,
          );
          return `${JSON.stringify(locale)}: {\n    ${entries.join(',\n    ')}\n  }`;
        });
        return `export const loaders = {\n  ${table.join(',\n  ')}\n};\n`;
      }
      const [locale, part] = id.slice(PREFIX.length + 1).split('/');
      if (!locale || !part || !LOCALES.includes(locale)) {
        this.error(`Unknown messages module ${id.slice(1)}`);
      }
      this.addWatchFile(fileOf(locale));
      const messages = read(locale);
      if (part !== BOOT_PART && !(part in messages)) {
        this.error(`locales/${locale}.json has no namespace '${part}' (${id.slice(1)})`);
      }
      // JSON.parse of a string literal is faster for the browser than the same object literal.
      const json = JSON.stringify(pickMessagePart(messages, part));
      return `export default JSON.parse(${JSON.stringify(json)});`;
    },
  };
}
