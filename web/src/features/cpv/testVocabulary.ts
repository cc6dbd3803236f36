/**
 * Tests serve the real CPV 2008 list (../shared/data) where the app fetches /cpv/cpv-2008.json,
 * in the build's compact shape, and start each test with an empty session cache.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { vi } from 'vitest';
import { CPV_URL, forgetCpvVocabulary } from './loadCpvVocabulary';

const rows = JSON.parse(
  readFileSync(
    // jsdom's import.meta.url is not a file URL; vitest runs from the repository root or web/.
    ['../shared/data', '../../shared/data']
      .map((dir) => resolve(process.cwd(), dir, 'cpv/cpv_2008_en_nl.json'))
      .find((file) => existsSync(file)) ?? '../shared/data/cpv/cpv_2008_en_nl.json',
    'utf8',
  ),
) as { code: string; label_en: string; label_nl: string }[];
const body = JSON.stringify({ codes: rows.map((r) => [r.code, r.label_en, r.label_nl]) });

/** Answers the CPV file (or a 404 when `available` is false); other URLs reach the real fetch. */
export function serveCpvVocabulary({ available = true } = {}) {
  forgetCpvVocabulary();
  const realFetch = globalThis.fetch;
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith(CPV_URL) || url === CPV_URL)
      return Promise.resolve(
        available
          ? new Response(body, { headers: { 'content-type': 'application/json' } })
          : new Response('Not found', { status: 404 }),
      );
    return realFetch(input, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
