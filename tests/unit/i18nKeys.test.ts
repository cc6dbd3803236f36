import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const en = JSON.parse(readFileSync(join(root, 'locales/en.json'), 'utf8')) as Record<
  string,
  unknown
>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const lookup = (key: string) =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      en,
    ) !== undefined;

/** A key, or a plural key that i18next resolves by count (key_one, key_other). */
const has = (key: string) => lookup(key) || lookup(`${key}_other`);

/** Literal keys: t('a.b'), titleKey: 'a.b', titleKey="a.b", and yup messages like 'auth.validation.x'. */
const KEY_PATTERNS = [
  /\bt\(\s*'([a-zA-Z][\w.-]+)'/g,
  /titleKey[=:]\s*["']([a-zA-Z][\w.-]+)["']/g,
  /['"](auth\.validation\.[\w.]+)['"]/g,
];

describe('i18n keys used by the web app', () => {
  it('every literal key exists in the locale files', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(join(root, 'web/src'))) {
      const text = readFileSync(file, 'utf8');
      for (const pattern of KEY_PATTERNS) {
        for (const match of text.matchAll(pattern)) {
          const key = match[1]!;
          if (!has(key)) missing.push(`${file.replace(root, '')}: ${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
