/** The dashboard's one-time Realtime Database read never hangs (issue 22: skeletons forever). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeApi } from '../../backend/types';
import { PROGRESS_READ_TIMEOUT_MS, readOnce } from './useDashboardData';

afterEach(() => vi.useRealTimers());

function realtimeThat(answer: (next: (v: unknown) => void) => void) {
  const stopped = vi.fn();
  const realtime = {
    onValue: (_path: string, next: (v: unknown) => void) => {
      answer(next);
      return stopped;
    },
  } as unknown as RealtimeApi;
  return { realtime, stopped };
}

describe('readOnce', () => {
  it('rejects and stops listening when the database never answers', async () => {
    vi.useFakeTimers();
    const { realtime, stopped } = realtimeThat(() => undefined);
    const read = readOnce(realtime, '/progress/c1');
    const outcome = expect(read).rejects.toThrow(/no answer from \/progress\/c1/);
    await vi.advanceTimersByTimeAsync(PROGRESS_READ_TIMEOUT_MS);
    await outcome;
    expect(stopped).toHaveBeenCalled();
  });

  it('resolves with the first value and ignores the timer afterwards', async () => {
    vi.useFakeTimers();
    const { realtime, stopped } = realtimeThat((next) => next({ p1: {} }));
    await expect(readOnce(realtime, '/progress/c1')).resolves.toEqual({ p1: {} });
    await vi.advanceTimersByTimeAsync(PROGRESS_READ_TIMEOUT_MS * 2);
    expect(stopped).toHaveBeenCalledTimes(1);
  });
});
