/**
 * Serves `virtual:messages/<locale>/<part>`: the part (boot or features) of locales/<locale>.json
 * as its own module, so each becomes its own chunk (see src/app/i18n/messageParts.ts).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { MESSAGE_PARTS, type MessagePart, pickMessagePart } from '../src/app/i18n/messageParts';

const PREFIX = 'virtual:messages/';
const LOCALES = ['en', 'nl'];

export function localeParts(localesDir: string): Plugin {
  return {
    name: 'tender-locale-parts',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const [locale, part] = id.slice(PREFIX.length + 1).split('/');
      if (!locale || !LOCALES.includes(locale) || !MESSAGE_PARTS.includes(part as MessagePart)) {
        this.error(`Unknown messages module ${id.slice(1)}`);
      }
      const file = resolve(localesDir, `${locale}.json`);
      this.addWatchFile(file);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      // JSON.parse of a string literal is faster for the browser than the same object literal.
      const json = JSON.stringify(pickMessagePart(messages, part as MessagePart));
      return `export default JSON.parse(${JSON.stringify(json)});`;
    },
  };
}
