/**
 * The HTTP the tender sources share (TED, TenderNed): one timeout per request, a size cap, and
 * every failure turned into a TenderSourceError whose kind tells the ingestion whether to back
 * off and retry (429 with Retry-After, 5xx, timeout, network) or to stop (other 4xx, garbage).
 * The URLs are configuration (options.ts) or come from the configured API's own answers, checked
 * against its origin by the callers, never from users, so no SSRF guard beyond that is needed.
 */
import {
  TenderSourceError,
  parseRetryAfter,
  sourceErrorKindForStatus,
} from '@tender/core/services/signaling/ingestErrors';

export const SOURCE_TIMEOUT_MS = 30_000;
/** A TED page of 100 notices is about 1 MB; a notice XML rarely above 2 MB. */
export const SOURCE_MAX_BYTES = 20 * 1024 * 1024;

export type SourceFetch = typeof fetch;

export type SourceHttpOptions = {
  readonly fetch?: SourceFetch;
  readonly timeoutMs?: number;
  readonly headers?: Record<string, string>;
  readonly now?: () => number;
};

async function send(url: string, init: RequestInit, options: SourceHttpOptions): Promise<string> {
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(url, {
      ...init,
      headers: {
        'user-agent': 'TenderAssistant/1.0 (tender signaling)',
        ...options.headers,
        ...init.headers,
      },
      signal: AbortSignal.timeout(options.timeoutMs ?? SOURCE_TIMEOUT_MS),
    });
  } catch (e) {
    const name = e instanceof Error ? e.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new TenderSourceError('timeout', `${url}: no answer in time`);
    }
    throw new TenderSourceError('network', `${url}: ${e instanceof Error ? e.message : String(e)}`);
  }
  const kind = sourceErrorKindForStatus(response.status);
  if (kind) {
    await response.body?.cancel().catch(() => {});
    throw new TenderSourceError(kind, `${url}: HTTP ${response.status}`, {
      status: response.status,
      retryAfterMs: parseRetryAfter(
        response.headers.get('retry-after'),
        (options.now ?? Date.now)(),
      ),
    });
  }
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > SOURCE_MAX_BYTES) {
    await response.body?.cancel().catch(() => {});
    throw new TenderSourceError('invalidResponse', `${url}: ${declared} bytes is too large`);
  }
  let text: string;
  try {
    text = await response.text();
  } catch (e) {
    // The connection broke mid-body (a truncated answer): worth another try.
    const name = e instanceof Error ? e.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new TenderSourceError('timeout', `${url}: body not received in time`);
    }
    throw new TenderSourceError('network', `${url}: body broke off`);
  }
  if (text.length > SOURCE_MAX_BYTES) {
    throw new TenderSourceError('invalidResponse', `${url}: answer too large`);
  }
  return text;
}

/** A JSON answer; anything that does not parse (an HTML error page, cut-off JSON) is garbage. */
export async function requestJson(
  url: string,
  init: RequestInit,
  options: SourceHttpOptions = {},
): Promise<unknown> {
  const text = await send(
    url,
    { ...init, headers: { accept: 'application/json', ...init.headers } },
    options,
  );
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new TenderSourceError(
      'invalidResponse',
      `${url}: answer is not JSON (${text.slice(0, 60)}…)`,
    );
  }
}

export async function requestText(url: string, options: SourceHttpOptions = {}): Promise<string> {
  return send(url, { headers: { accept: 'application/xml, text/xml' } }, options);
}

/** Runs fn over items, at most `limit` at a time, keeping their order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** Detail links come from the API's answer: follow them only to the configured origin. */
export function sameOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === new URL(origin).origin;
  } catch {
    return false;
  }
}
