import { describe, expect, it } from 'vitest';
import { createPreloadQueue, isConstrainedConnection, MAX_PENDING_PRELOADS } from './preloadQueue';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('route preloading', () => {
  it('keeps at most 4 preloads pending and drops the rest', () => {
    const queue = createPreloadQueue();
    const gates = Array.from({ length: 6 }, deferred);
    const accepted = gates.map((gate, i) => queue.request(`/p${i}`, () => gate.promise));
    expect(MAX_PENDING_PRELOADS).toBe(4);
    expect(accepted).toEqual([true, true, true, true, false, false]);
    expect(queue.pendingCount).toBe(4);
  });

  it('loads each path once, and again frees a slot when one finishes', async () => {
    const queue = createPreloadQueue(1);
    const gate = deferred();
    let calls = 0;
    expect(queue.request('/a', () => (calls++, gate.promise))).toBe(true);
    expect(queue.request('/a', () => (calls++, gate.promise))).toBe(false);
    expect(queue.request('/b', async () => undefined)).toBe(false);
    gate.resolve();
    await gate.promise;
    await new Promise((r) => setTimeout(r, 0));
    expect(queue.request('/a', async () => undefined)).toBe(false);
    expect(queue.request('/b', async () => undefined)).toBe(true);
    expect(calls).toBe(1);
  });

  it('a failed preload may be retried', async () => {
    const queue = createPreloadQueue();
    queue.request('/x', () => Promise.reject(new Error('offline')));
    await new Promise((r) => setTimeout(r, 0));
    expect(queue.request('/x', async () => undefined)).toBe(true);
  });

  it('skips slow and data-saver connections', () => {
    expect(isConstrainedConnection({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(isConstrainedConnection({ effectiveType: '2g' })).toBe(true);
    expect(isConstrainedConnection({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isConstrainedConnection({ effectiveType: '4g' })).toBe(false);
    expect(isConstrainedConnection(undefined)).toBe(false);
  });
});
