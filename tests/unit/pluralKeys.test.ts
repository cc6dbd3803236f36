/**
 * Plural forms (issue 21: "You rated 1 similar tenders up"): a message that counts something must
 * go through i18next's plural keys (key_one / key_other, chosen by the `count` option), in both
 * languages. The scan finds count interpolations without them:
 * - a message using {{count}} under a key without a plural suffix (i18next then never picks a form);
 * - an English message whose number placeholder is followed, within two words, by a counted noun
 *   ("{{up}} similar tenders", "{{count}} words") without being {{count}} in a plural key;
 * - a plural key without its _one or _other sibling in either language.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Messages = { [key: string]: string | Messages };
const read = (lang: string) =>
  JSON.parse(
    readFileSync(new URL(`../../locales/${lang}.json`, import.meta.url), 'utf8'),
  ) as Messages;
const flatten = (node: Messages, prefix = ''): [string, string][] =>
  Object.entries(node).flatMap(([k, v]) =>
    typeof v === 'string'
      ? [[`${prefix}${k}`, v] as [string, string]]
      : flatten(v, `${prefix}${k}.`),
  );

const PLURAL = /_(zero|one|two|few|many|other)$/;
const COUNT = /\{\{count(,[^}]*)?\}\}/;
/** Nouns the app counts; a number placeholder right before one of them is a count. */
const COUNTED =
  /\{\{(\w+)(?:, ?number)?\}\}((?:\s+[\p{L}-]+){0,2}?)\s+(tenders|matches|users|words|sections|projects|documents|days|hours|minutes|notifications|criteria|lots|files|pages|passages|visuals|tickets|customers|members|points)\b/u;
/**
 * Bounds, never 1, where the sentence reads right as it is ("at least 8 characters"); a weight
 * shown with its unit ("40 points" of an award criterion, as the notice gives it).
 */
const NOT_COUNTS = new Set(['signaling.weights.points', 'knowledgeBases.training.confirmBody']);

const locales = { en: flatten(read('en')), nl: flatten(read('nl')) };

describe('plural keys', () => {
  for (const [lang, entries] of Object.entries(locales)) {
    it(`${lang}: every {{count}} message is a plural key`, () => {
      const bare = entries.filter(([key, text]) => COUNT.test(text) && !PLURAL.test(key));
      expect(bare.map(([key]) => key)).toEqual([]);
    });

    it(`${lang}: every plural key has its _one and _other forms`, () => {
      const keys = new Set(entries.map(([key]) => key));
      const bases = new Set(
        entries.filter(([key]) => PLURAL.test(key)).map(([key]) => key.replace(PLURAL, '')),
      );
      const missing = [...bases].flatMap((base) =>
        ['_one', '_other'].filter((s) => !keys.has(`${base}${s}`)).map((s) => `${base}${s}`),
      );
      expect(missing).toEqual([]);
    });
  }

  it('en: a number before a counted noun is {{count}} in a plural key', () => {
    const uncounted = locales.en
      .filter(([key]) => !NOT_COUNTS.has(key))
      .filter(([key, text]) => {
        const hit = COUNTED.exec(text);
        // A plural key picks its form by `count` even when it shows a formatted copy ({{value}}).
        return hit && !PLURAL.test(key);
      })
      .map(([key, text]) => `${key}: ${text}`);
    expect(uncounted).toEqual([]);
  });
});
