/** Live reads: a refusal is listened to again a few times before it shows (claims may lag). */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DocStoreError, MemoryDocStore, refs, type DocStore } from '@tender/core';
import { BackendContext } from '../BackendContext';
import type { Backend } from '../types';
import { useLiveQuery } from './useLiveQuery';

/** A store whose first `refusals` listeners are refused, as a lagging session's would be. */
function refusingStore(refusals: number, code: 'permission-denied' | 'unavailable') {
  const docs = new MemoryDocStore();
  let calls = 0;
  const store: DocStore = Object.assign(Object.create(docs) as DocStore, {
    onQuerySnapshot: ((source, next, error) => {
      calls++;
      if (calls <= refusals) {
        queueMicrotask(() => error?.(new DocStoreError(code, 'refused')));
        return () => {};
      }
      return (docs as DocStore).onQuerySnapshot(source, next, error);
    }) as DocStore['onQuerySnapshot'],
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BackendContext.Provider value={{ docs: store } as unknown as Backend}>
      {children}
    </BackendContext.Provider>
  );
  return { wrapper, calls: () => calls };
}

describe('useLiveQuery', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('listens again after a refusal and shows the data once allowed', async () => {
    const { wrapper, calls } = refusingStore(2, 'permission-denied');
    const { result } = renderHook(() => useLiveQuery(refs.projects('c1')), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(calls()).toBe(3);
    expect(result.current.status).toBe('ready');
  });

  it('shows a refusal that lasts, after about 3.5 s', async () => {
    const { wrapper, calls } = refusingStore(99, 'permission-denied');
    const { result } = renderHook(() => useLiveQuery(refs.projects('c1')), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(result.current.status).toBe('loading');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(result.current.status).toBe('error');
    expect(calls()).toBe(4);
  });

  it('shows other failures at once', async () => {
    const { wrapper, calls } = refusingStore(1, 'unavailable');
    const { result } = renderHook(() => useLiveQuery(refs.projects('c1')), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.status).toBe('error');
    expect(calls()).toBe(1);
  });
});
