import { describe, expect, it } from 'vitest';
import { WebFetchError } from '@tender/core/services/index';
import { createBrowserWebFetcher } from './browserWebFetcher';

const code = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WebFetchError);
  return (error as WebFetchError).code;
};

describe('the demo browser WebFetcher', () => {
  it('reads an HTML page without sending credentials', async () => {
    let init: RequestInit | undefined;
    const fetcher = createBrowserWebFetcher(async (_url, i) => {
      init = i;
      return new Response('<p>Nota van inlichtingen</p>', {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    });
    const page = await fetcher.fetch('https://www.example.nl/nvi');
    expect(page.body).toBe('<p>Nota van inlichtingen</p>');
    expect(page.contentType).toContain('text/html');
    expect(init?.credentials).toBe('omit');
  });

  it('says a refused cross-origin read is the browser, not the site', async () => {
    const fetcher = createBrowserWebFetcher(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await code(fetcher.fetch('https://www.tenderned.nl/'))).toBe('browserBlocked');
  });

  it('refuses other schemes, caps the size and the time, and reports HTTP errors', async () => {
    const never = createBrowserWebFetcher(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
        ),
    );
    expect(await code(never.fetch('file:///etc/passwd'))).toBe('invalidUrl');
    expect(await code(never.fetch('https://x.nl/', { timeoutMs: 50 }))).toBe('timeout');
    const big = createBrowserWebFetcher(
      async () => new Response('x'.repeat(2000), { headers: { 'content-type': 'text/plain' } }),
    );
    expect(await code(big.fetch('https://x.nl/', { maxBytes: 1000 }))).toBe('tooLarge');
    const missing = createBrowserWebFetcher(async () => new Response('', { status: 404 }));
    expect(await code(missing.fetch('https://x.nl/'))).toBe('notFound');
    const broken = createBrowserWebFetcher(async () => new Response('', { status: 503 }));
    expect(await code(broken.fetch('https://x.nl/'))).toBe('httpStatus');
  });
});
