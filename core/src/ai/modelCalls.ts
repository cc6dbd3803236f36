/**
 * The policy every remote model call follows, kept out of the adapters so it is tested once:
 * retries with exponential backoff and full jitter only for transient failures (408, 429, 5xx,
 * per-attempt timeouts), an overall deadline that ends the call even if the SDK ignores its abort
 * signal, an input cap and an output cap. A quota storm therefore ends as
 * ModelError('unavailable', retryable) within the deadline, never as a hang.
 */
import type { GenerateRequest } from '../ports/ai';
import { ModelError } from './modelErrors';

export interface RetryPolicy {
  /** Attempts including the first one. */
  readonly attempts: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  /** The whole call, all attempts and waits included. */
  readonly deadlineMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = Object.freeze({
  attempts: 4,
  baseDelayMs: 1_000,
  maxDelayMs: 10_000,
  deadlineMs: 90_000,
});

export interface ModelCallCaps {
  /** Estimated input tokens (system + prompt + context) one call may send. */
  readonly maxInputTokens: number;
  /** The ceiling for maxOutputTokens, and the value used when the request names none. */
  readonly maxOutputTokens: number;
}

/** Gemini 2.5 Flash takes 1M tokens; 100k keeps one call's cost and latency bounded. */
export const DEFAULT_CAPS: ModelCallCaps = Object.freeze({
  maxInputTokens: 100_000,
  maxOutputTokens: 4_096,
});

/** The statuses worth retrying: the request was fine, the service was not (this time). */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || (status >= 500 && status <= 599);
}

/** Full jitter: a random wait in [0, min(max, base·2^retry)) spreads a herd of retrying clients. */
export function backoffDelay(retry: number, policy: RetryPolicy, random: () => number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retry);
  return Math.floor(random() * ceiling);
}

/**
 * Roughly 4 characters per token for English and Dutch prose (Gemini's own rule of thumb). Used
 * for the input cap before a call and for usage when a service reports none.
 */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

export function requestInputText(request: GenerateRequest): string {
  const context = (request.context ?? []).map((p) => p.text).join('\n');
  return [request.system ?? '', request.prompt, context].join('\n');
}

/** Refuses (before any call) a request whose input is larger than the cap. */
export function checkInputCap(request: GenerateRequest, caps: ModelCallCaps): void {
  const tokens = estimateTokens(requestInputText(request));
  if (tokens > caps.maxInputTokens) {
    throw new ModelError(
      'input-too-large',
      `The input is about ${tokens} tokens; one call may send at most ${caps.maxInputTokens}.`,
    );
  }
}

/** The output cap actually sent: the request's own, never above the ceiling. */
export function outputTokenCap(request: GenerateRequest, caps: ModelCallCaps): number {
  const asked = request.maxOutputTokens ?? caps.maxOutputTokens;
  return Math.max(1, Math.min(asked, caps.maxOutputTokens));
}

export interface RetryEnvironment {
  readonly random: () => number;
  readonly sleep: (ms: number) => Promise<void>;
  /** Called before each retry (logging, tests). */
  readonly onRetry?: (info: { readonly attempt: number; readonly error: ModelError }) => void;
}

export const realRetryEnvironment: RetryEnvironment = {
  random: Math.random,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

function shouldRetry(error: ModelError): boolean {
  return error.code === 'unavailable' || error.code === 'timeout';
}

/**
 * Runs `attempt` until it succeeds, fails for good, runs out of attempts or passes the deadline.
 * `classify` turns whatever the SDK threw into a ModelError. The signal passed to `attempt` is
 * aborted at the deadline; the deadline also wins a race against an attempt that ignores it.
 */
export async function callWithRetries<T>(
  attempt: (signal: AbortSignal) => Promise<T>,
  classify: (error: unknown) => ModelError,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
  env: RetryEnvironment = realRetryEnvironment,
): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new ModelError('timeout', `No answer within ${policy.deadlineMs} ms.`));
    }, policy.deadlineMs);
  });
  const started = Date.now();
  const loop = async (): Promise<T> => {
    for (let n = 1; ; n++) {
      // The deadline has already answered the caller; start nothing more (an SDK may not check
      // a signal that was aborted before the call).
      if (controller.signal.aborted) throw new ModelError('timeout', 'Deadline passed.');
      try {
        return await attempt(controller.signal);
      } catch (raw) {
        if (controller.signal.aborted) throw raw;
        const error = raw instanceof ModelError ? raw : classify(raw);
        const wait = backoffDelay(n - 1, policy, env.random);
        const timeLeft = policy.deadlineMs - (Date.now() - started);
        if (!shouldRetry(error)) throw error;
        if (n >= policy.attempts || wait >= timeLeft) {
          throw new ModelError(
            'unavailable',
            `The model service is unavailable after ${n} attempt(s): ${error.message}`,
            { status: error.status, cause: error },
          );
        }
        env.onRetry?.({ attempt: n, error });
        await env.sleep(wait);
      }
    }
  };
  try {
    return await Promise.race([loop(), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Yields from a stream only while the deadline holds: a stream that stalls between chunks ends
 * with ModelError('timeout') instead of hanging its consumer. `onTimeout` lets the caller abort
 * the underlying request.
 */
export async function* withinDeadline<T>(
  source: AsyncIterable<T>,
  deadlineAt: number,
  onTimeout: () => void = () => {},
): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  try {
    for (;;) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const expired = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => {
            onTimeout();
            reject(new ModelError('timeout', 'The stream stalled past its deadline.'));
          },
          Math.max(0, deadlineAt - Date.now()),
        );
      });
      try {
        const next = await Promise.race([iterator.next(), expired]);
        if (next.done) return;
        yield next.value;
      } finally {
        clearTimeout(timer);
      }
    }
  } finally {
    void iterator.return?.();
  }
}
