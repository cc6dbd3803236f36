import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const load = (name: string) =>
  JSON.parse(
    readFileSync(fileURLToPath(new URL(`../../locales/${name}.json`, import.meta.url)), 'utf8'),
  ) as Record<string, unknown>;

function flatten(tree: Record<string, unknown>, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    if (value && typeof value === 'object')
      for (const [k, v] of flatten(value as Record<string, unknown>, `${prefix}${key}.`))
        out.set(k, v);
    else out.set(prefix + key, value);
  }
  return out;
}

const placeholders = (text: unknown) =>
  [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

/** Keys that appear twice in one object of a locale file (JSON.parse silently keeps the last). */
function duplicateKeys(name: string): string[] {
  const text = readFileSync(
    fileURLToPath(new URL(`../../locales/${name}.json`, import.meta.url)),
    'utf8',
  );
  const found: string[] = [];
  const stack: Set<string>[] = [];
  // Walks the file's tokens: every string is consumed whole (so braces in texts are not seen);
  // one followed by ':' is a key of the innermost open object.
  const tokens = text.matchAll(/"(?:[^"\\]|\\.)*"(?:\s*:)?|[{}]/g);
  for (const [token] of tokens) {
    if (token === '{') stack.push(new Set());
    else if (token === '}') stack.pop();
    else if (token.endsWith(':')) {
      const key = token.slice(0, token.lastIndexOf('"') + 1);
      const keys = stack.at(-1)!;
      if (keys.has(key)) found.push(key);
      keys.add(key);
    }
  }
  return found;
}

describe('locale files', () => {
  it('no object has the same key twice (a merge can leave one behind, and the last one wins)', () => {
    expect(duplicateKeys('en')).toEqual([]);
    expect(duplicateKeys('nl')).toEqual([]);
  });

  const en = flatten(load('en'));
  const nl = flatten(load('nl'));

  it('English and Dutch have one key set', () => {
    expect([...nl.keys()].filter((k) => !en.has(k))).toEqual([]);
    expect([...en.keys()].filter((k) => !nl.has(k))).toEqual([]);
  });

  it('every text is a non-empty string', () => {
    for (const [key, value] of [...en, ...nl]) {
      expect(typeof value, key).toBe('string');
      expect(String(value).trim(), key).not.toBe('');
    }
  });

  it('both languages use the same interpolation placeholders', () => {
    for (const [key, text] of en)
      expect(placeholders(nl.get(key)), key).toEqual(placeholders(text));
  });

  it('carries the spec texts verbatim in English', () => {
    expect(en.get('access.denied.title')).toBe('Access Denied');
    expect(en.get('access.denied.message')).toBe('You do not have access to the dashboard.');
    expect(en.get('auth.errors.loginFailed.title')).toBe('Login Failed');
    expect(en.get('auth.errors.loginFailed.message')).toBe(
      'There was a problem with your login request.',
    );
    expect(en.get('errors.page.notFoundTitle')).toBe('Page Not Found');
    expect(en.get('errors.page.notFoundMessage')).toBe('Page not found: {{path}}');
    expect(en.get('errors.page.serverErrorTitle')).toBe('Internal Server Error');
  });
});
