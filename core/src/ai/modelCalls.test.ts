import { describe, expect, it } from 'vitest';
import {
  backoffDelay,
  callWithRetries,
  checkInputCap,
  isRetryableStatus,
  outputTokenCap,
  type RetryEnvironment,
  type RetryPolicy,
} from './modelCalls';
import { ModelError } from './modelErrors';

const fast: RetryPolicy = { attempts: 4, baseDelayMs: 10, maxDelayMs: 40, deadlineMs: 2_000 };

function recordingEnv(): RetryEnvironment & { waits: number[] } {
  const waits: number[] = [];
  return { waits, random: () => 0.5, sleep: async (ms) => void waits.push(ms) };
}

const byStatus = (error: unknown): ModelError => {
  const status = (error as { status: number }).status;
  return new ModelError(isRetryableStatus(status) ? 'unavailable' : 'invalid-request', 'x', {
    status,
  });
};

describe('retry policy', () => {
  it('retries only 408, 429 and 5xx', () => {
    expect([408, 429, 500, 503, 599].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 403, 404, 409, 422].some(isRetryableStatus)).toBe(false);
  });

  it('backs off exponentially with jitter, never above the ceiling', () => {
    expect([0, 1, 2, 3, 4].map((n) => backoffDelay(n, fast, () => 0.999))).toEqual([
      9, 19, 39, 39, 39,
    ]);
    expect(backoffDelay(3, fast, () => 0)).toBe(0);
  });

  it('succeeds after two 429s with two waits', async () => {
    const env = recordingEnv();
    let calls = 0;
    const result = await callWithRetries(
      async () => {
        calls++;
        if (calls <= 2) throw { status: 429 };
        return 'ok';
      },
      byStatus,
      fast,
      env,
    );
    expect(result).toBe('ok');
    expect(calls).toBe(3);
    expect(env.waits).toEqual([5, 10]);
  });

  it('fails a 400 at once, without retrying', async () => {
    let calls = 0;
    const error = await callWithRetries(
      async () => {
        calls++;
        throw { status: 400 };
      },
      byStatus,
      fast,
      recordingEnv(),
    ).catch((e: unknown) => e);
    expect(calls).toBe(1);
    expect(error).toMatchObject({ code: 'invalid-request', retryable: false });
  });

  it('turns a storm of 503s into a retryable unavailable error after the attempts', async () => {
    let calls = 0;
    const error = await callWithRetries(
      async () => {
        calls++;
        throw { status: 503 };
      },
      byStatus,
      fast,
      recordingEnv(),
    ).catch((e: unknown) => e);
    expect(calls).toBe(4);
    expect(error).toMatchObject({ code: 'unavailable', retryable: true, status: 503 });
  });

  it('ends an attempt that never answers at the deadline and aborts its signal', async () => {
    let seen: AbortSignal | undefined;
    const started = Date.now();
    const error = await callWithRetries(
      (signal) => {
        seen = signal;
        return new Promise<never>(() => {});
      },
      byStatus,
      { ...fast, deadlineMs: 50 },
    ).catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(error).toMatchObject({ code: 'timeout', retryable: true });
    expect(seen?.aborted).toBe(true);
  });
});

describe('after the deadline', () => {
  it('starts no further attempt once the caller has been answered', async () => {
    let calls = 0;
    // The backoff sleep outlasts the deadline by far, and the deadline leaves room for the first
    // backoff even on a loaded machine, so the deadline (not the retry budget) ends the call.
    const slowSleep: RetryEnvironment = {
      random: () => 1,
      sleep: (ms) => new Promise((r) => setTimeout(r, ms + 400)),
    };
    await expect(
      callWithRetries(
        async () => {
          calls++;
          throw { status: 503 };
        },
        byStatus,
        { ...fast, deadlineMs: 200 },
        slowSleep,
      ),
    ).rejects.toMatchObject({ code: 'timeout' });
    await new Promise((r) => setTimeout(r, 700));
    expect(calls).toBe(1);
  });
});

describe('caps', () => {
  const request = { prompt: 'x'.repeat(400), language: 'en' as const };

  it('refuses input above the cap before any call', () => {
    expect(() => checkInputCap(request, { maxInputTokens: 50, maxOutputTokens: 10 })).toThrow(
      expect.objectContaining({ code: 'input-too-large' }),
    );
    expect(() =>
      checkInputCap(request, { maxInputTokens: 500, maxOutputTokens: 10 }),
    ).not.toThrow();
  });

  it('never sends more output tokens than the ceiling', () => {
    const caps = { maxInputTokens: 1, maxOutputTokens: 100 };
    expect(outputTokenCap(request, caps)).toBe(100);
    expect(outputTokenCap({ ...request, maxOutputTokens: 5000 }, caps)).toBe(100);
    expect(outputTokenCap({ ...request, maxOutputTokens: 20 }, caps)).toBe(20);
  });
});
