/**
 * The demo's WebFetcher: the browser's own fetch. A browser may read another site's page only
 * when that site allows it (CORS), so most public pages fail here with 'browserBlocked', which
 * the UI says in plain words. The SSRF guard of the functions' fetcher does not apply: the page
 * is fetched from the user's own browser and network, with nothing of ours to protect
 * (docs/decisions.md, "Project websites in the demo"). Size and time are capped as on the server.
 */
import type { FetchedPage, WebFetcher } from '@tender/core';
import { WebFetchError } from '@tender/core/services/index';

export function createBrowserWebFetcher(fetchImpl?: typeof fetch): WebFetcher {
  // The global fetch as it is at each call (not as it was when the demo started).
  const doFetch: typeof fetch = fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  return {
    async fetch(rawUrl, limits = {}): Promise<FetchedPage> {
      const timeoutMs = limits.timeoutMs ?? 10_000;
      const maxBytes = limits.maxBytes ?? 2 * 1024 * 1024;
      let url: URL;
      try {
        url = new URL(rawUrl);
      } catch {
        throw new WebFetchError('invalidUrl');
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new WebFetchError('invalidUrl');
      }
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      try {
        let res: Response;
        try {
          res = await doFetch(url, {
            signal: controller.signal,
            credentials: 'omit',
            redirect: 'follow',
            headers: { accept: 'text/html,application/xhtml+xml,text/plain;q=0.9' },
          });
        } catch (error) {
          if (controller.signal.aborted) throw new WebFetchError('timeout');
          // A browser tells a CORS refusal and an unreachable host apart to nobody: both TypeError.
          throw new WebFetchError('browserBlocked', error instanceof Error ? error.message : '');
        }
        if (res.status === 404 || res.status === 410) throw new WebFetchError('notFound');
        if (!res.ok) throw new WebFetchError('httpStatus', `HTTP ${res.status}`);
        const contentType = res.headers.get('content-type') ?? 'text/html';
        const declared = Number(res.headers.get('content-length'));
        if (Number.isFinite(declared) && declared > maxBytes) throw new WebFetchError('tooLarge');
        const body = await readCapped(res, maxBytes);
        return {
          url: rawUrl,
          finalUrl: res.url || url.toString(),
          status: res.status,
          contentType,
          body,
        };
      } catch (error) {
        if (error instanceof WebFetchError) throw error;
        if (controller.signal.aborted) throw new WebFetchError('timeout');
        throw new WebFetchError('network');
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

async function readCapped(res: Response, maxBytes: number): Promise<string> {
  if (!res.body) return res.text();
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new WebFetchError('tooLarge');
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) {
    all.set(c, offset);
    offset += c.byteLength;
  }
  const charset = /charset\s*=\s*"?([\w-]+)/i.exec(res.headers.get('content-type') ?? '')?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(all);
  } catch {
    return new TextDecoder('utf-8').decode(all);
  }
}
