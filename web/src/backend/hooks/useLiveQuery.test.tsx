/**
 * Live reads: a refusal is listened to again a few times before it shows (claims may lag), and a
 * snapshot from an empty cache is no answer.
 */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DocStoreError,
  MemoryDocStore,
  refs,
  type DocSnapshot,
  type DocStore,
  type QueryDocSnapshot,
  type QuerySnapshot,
} from '@tender/core';
import { BackendContext } from '../BackendContext';
import type { Backend } from '../types';
import { useLiveDoc, useLiveQuery } from './useLiveQuery';

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

/**
 * A store whose listeners get what the test sends, as Firestore's full SDK sends them: first
 * what its cache holds (nothing, while offline or before its first connection), then the server's.
 */
function scriptedStore() {
  const docListeners = new Set<(snap: DocSnapshot<unknown>) => void>();
  const queryListeners = new Set<(snap: QuerySnapshot<unknown>) => void>();
  const store = {
    onDocSnapshot: (_ref: unknown, next: (snap: DocSnapshot<unknown>) => void) => {
      docListeners.add(next);
      return () => docListeners.delete(next);
    },
    onQuerySnapshot: (_source: unknown, next: (snap: QuerySnapshot<unknown>) => void) => {
      queryListeners.add(next);
      return () => queryListeners.delete(next);
    },
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BackendContext.Provider value={{ docs: store } as unknown as Backend}>
      {children}
    </BackendContext.Provider>
  );
  const ref = refs.project('c1', 'p1');
  const doc = (exists: boolean, fromCache: boolean): DocSnapshot<unknown> => ({
    ref,
    id: 'p1',
    exists,
    data: exists ? { name: 'Brug' } : undefined,
    ...(fromCache ? { fromCache } : {}),
  });
  const list = (docs: DocSnapshot<unknown>[], fromCache: boolean): QuerySnapshot<unknown> => ({
    docs: docs as QueryDocSnapshot<unknown>[],
    size: docs.length,
    empty: docs.length === 0,
    ...(fromCache ? { fromCache } : {}),
  });
  const sendDoc = (snap: DocSnapshot<unknown>) => act(() => docListeners.forEach((n) => n(snap)));
  const sendList = (snap: QuerySnapshot<unknown>) =>
    act(() => queryListeners.forEach((n) => n(snap)));
  return { wrapper, ref, doc, list, sendDoc, sendList };
}

describe('a snapshot from an empty cache is no answer', () => {
  it('useLiveDoc: "not in the cache" neither ends the loading state nor replaces a shown document', async () => {
    const s = scriptedStore();
    const { result } = renderHook(() => useLiveDoc(s.ref), { wrapper: s.wrapper });
    await s.sendDoc(s.doc(false, true));
    expect(result.current.status).toBe('loading');
    await s.sendDoc(s.doc(true, false));
    expect(result.current.data?.data).toEqual({ name: 'Brug' });
    await s.sendDoc(s.doc(false, true));
    expect(result.current.data?.exists).toBe(true);
    // The server saying it does not exist (deleted) is an answer.
    await s.sendDoc(s.doc(false, false));
    expect(result.current.status).toBe('ready');
    expect(result.current.data?.exists).toBe(false);
  });

  it('useLiveQuery: an empty list from the cache keeps the rows shown; the server may empty it', async () => {
    const s = scriptedStore();
    const { result } = renderHook(() => useLiveQuery(refs.projects('c1')), {
      wrapper: s.wrapper,
    });
    await s.sendList(s.list([], true));
    expect(result.current.status).toBe('loading');
    await s.sendList(s.list([s.doc(true, false)], false));
    expect(result.current.data).toHaveLength(1);
    await s.sendList(s.list([], true));
    expect(result.current.data).toHaveLength(1);
    // What the cache does hold is shown (offline use).
    await s.sendList(s.list([s.doc(true, true)], true));
    expect(result.current.data?.[0]?.data).toEqual({ name: 'Brug' });
    await s.sendList(s.list([], false));
    expect(result.current.data).toEqual([]);
  });
});
