/**
 * Retrying a source call on rate limits and outages: exponential backoff with jitter, honouring
 * the source's Retry-After. A wait longer than the run can afford ends the run instead (the next
 * scheduled run tries again from the same cursor).
 */
import { isTenderSourceError, TenderSourceError } from './ingestErrors';

export type BackoffOptions = {
  /** Attempts in total, the first included. */
  readonly maxAttempts: number;
  readonly baseDelayMs: number;
  /** Longest single wait; a Retry-After beyond it stops the run. */
  readonly maxDelayMs: number;
};

export const DEFAULT_BACKOFF: BackoffOptions = {
  maxAttempts: 5,
  baseDelayMs: 2_000,
  maxDelayMs: 60_000,
};

export type BackoffDeps = {
  readonly sleep: (ms: number) => Promise<void>;
  /** [0, 1); injected so tests can pin the jitter. */
  readonly random: () => number;
  readonly onRetry?: (info: { attempt: number; delayMs: number; error: TenderSourceError }) => void;
};

/**
 * "Equal jitter": half the exponential delay fixed, half random, so parallel runs spread out but
 * never retry at once. A Retry-After is a floor, not a suggestion.
 */
export function backoffDelay(
  attempt: number,
  error: TenderSourceError,
  options: BackoffOptions,
  random: () => number,
): number {
  const exp = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** attempt);
  const jittered = exp / 2 + (exp / 2) * random();
  return Math.round(Math.max(jittered, error.retryAfterMs ?? 0));
}

/** Runs fn; retries retryable TenderSourceErrors; rethrows everything else at once. */
export async function withBackoff<T>(
  fn: () => Promise<T>,
  deps: BackoffDeps,
  options: BackoffOptions = DEFAULT_BACKOFF,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn();
    } catch (e) {
      if (!isTenderSourceError(e) || !e.retryable || attempt + 1 >= options.maxAttempts) throw e;
      const delayMs = backoffDelay(attempt, e, options, deps.random);
      if (delayMs > options.maxDelayMs) throw e;
      deps.onRetry?.({ attempt: attempt + 1, delayMs, error: e });
      await deps.sleep(delayMs);
    }
  }
}
