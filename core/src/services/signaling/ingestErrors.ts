/**
 * What a tender source can fail with. The HTTP adapters (functions/src/adapters) translate
 * statuses and network failures into these kinds; the ingestion decides from the kind alone
 * whether to wait and retry (rate limit, outage, timeout) or to stop the run (garbage, refusal).
 */
export const TENDER_SOURCE_ERROR_KINDS = [
  /** 429: the source asks us to slow down (Retry-After honoured). */
  'rateLimited',
  /** 5xx: the source is down or overloaded. */
  'unavailable',
  /** No answer in time. */
  'timeout',
  /** Connection refused/reset, DNS failure. */
  'network',
  /** 4xx other than 429: our request is wrong or not allowed; retrying will not help. */
  'refused',
  /** A 200 whose body is not the API's shape (HTML error page, truncated JSON, garbage). */
  'invalidResponse',
] as const;
export type TenderSourceErrorKind = (typeof TENDER_SOURCE_ERROR_KINDS)[number];

const RETRYABLE: ReadonlySet<TenderSourceErrorKind> = new Set([
  'rateLimited',
  'unavailable',
  'timeout',
  'network',
]);

export class TenderSourceError extends Error {
  readonly kind: TenderSourceErrorKind;
  readonly status: number | null;
  /** From a Retry-After header (seconds or HTTP date), in ms; null when absent. */
  readonly retryAfterMs: number | null;

  constructor(
    kind: TenderSourceErrorKind,
    message: string,
    options: { status?: number | null; retryAfterMs?: number | null } = {},
  ) {
    super(`${kind}: ${message}`);
    this.name = 'TenderSourceError';
    this.kind = kind;
    this.status = options.status ?? null;
    this.retryAfterMs = options.retryAfterMs ?? null;
  }

  get retryable(): boolean {
    return RETRYABLE.has(this.kind);
  }
}

export function isTenderSourceError(e: unknown): e is TenderSourceError {
  return e instanceof TenderSourceError;
}

/** HTTP status → kind; null for a success status. */
export function sourceErrorKindForStatus(status: number): TenderSourceErrorKind | null {
  if (status >= 200 && status < 300) return null;
  if (status === 429) return 'rateLimited';
  if (status >= 500) return 'unavailable';
  return 'refused';
}

/**
 * Retry-After is either delay-seconds or an HTTP date (RFC 9110 §10.2.3). Unparseable or
 * negative values count as absent, so the ingestion falls back to its own backoff.
 */
export function parseRetryAfter(header: string | null | undefined, nowMs: number): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - nowMs);
}
