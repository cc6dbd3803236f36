import { describeDocStoreContract } from '@tender/core/ports/docStoreContract';
import { ManualClock } from '@tender/core/memory/clock';
import { MemoryDocStore } from '@tender/core/memory/docStore';
import { docRef, type DocStore } from '@tender/core';
import { describe, expect, it, vi } from 'vitest';
import { lazyDocStore } from './lazyDocStore';

// The wrapper must be indistinguishable from the store it loads.
describeDocStoreContract('lazy (over memory)', () => {
  const clock = new ManualClock(Date.UTC(2026, 4, 1, 9, 30));
  const store = new MemoryDocStore({ clock });
  return {
    store: lazyDocStore(async () => store),
    now: () => clock.now(),
    toleranceMs: 0,
  };
});

const ref = docRef<{ name: string }>('things/a');

describe('lazyDocStore loading', () => {
  it('loads nothing until first used, then once', async () => {
    const store = new MemoryDocStore();
    const loader = vi.fn(async () => store as DocStore);
    const lazy = lazyDocStore(loader);
    expect(loader).not.toHaveBeenCalled();
    await lazy.setDoc(ref, { name: 'x' });
    expect((await lazy.getDoc(ref)).data).toEqual({ name: 'x' });
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('rejects a call when the load fails, and tries again on the next one', async () => {
    const store = new MemoryDocStore();
    const loader = vi
      .fn<() => Promise<DocStore>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(store);
    const lazy = lazyDocStore(loader);
    await expect(lazy.getDoc(ref)).rejects.toThrow('chunk failed');
    await expect(lazy.getDoc(ref)).resolves.toMatchObject({ exists: false });
  });

  it('ends a listener with the load failure, and never subscribes one stopped before the load', async () => {
    const lazy = lazyDocStore(() => Promise.reject(new Error('offline')));
    const error = vi.fn();
    lazy.onDocSnapshot(ref, () => undefined, error);
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(new Error('offline')));

    const store = new MemoryDocStore();
    const subscribe = vi.spyOn(store, 'onDocSnapshot');
    const later = lazyDocStore(async () => store);
    const stop = later.onDocSnapshot(ref, () => undefined);
    stop();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(subscribe).not.toHaveBeenCalled();
  });
});
