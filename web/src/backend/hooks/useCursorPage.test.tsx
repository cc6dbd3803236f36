/** Cursor paging: pages of pageSize, Next/Previous, a filter within the page, a new view restarts. */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  type CollectionRef,
  MemoryDocStore,
  collectionRef,
  docRef,
  type QueryDocSnapshot,
  limit,
  orderBy,
  query,
  startAfter,
} from '@tender/core';
import { BackendContext } from '../BackendContext';
import type { Backend } from '../types';
import { useCursorPage } from './useCursorPage';

type Item = { n: number; colour: string };
const items = collectionRef('items') as CollectionRef<Item>;

async function world(count: number) {
  const docs = new MemoryDocStore();
  for (let n = 1; n <= count; n++)
    await docs.setDoc(docRef<Item>(`items/i${String(n).padStart(2, '0')}`), {
      n,
      colour: n % 2 ? 'red' : 'blue',
    });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BackendContext.Provider value={{ docs } as unknown as Backend}>
      {children}
    </BackendContext.Provider>
  );
  return wrapper;
}

const pageOf = (after: QueryDocSnapshot<Item> | null) =>
  after
    ? query(items, orderBy('n'), startAfter(after), limit(4))
    : query(items, orderBy('n'), limit(4));

describe('useCursorPage', () => {
  it('pages forward and back, knowing when there is a next page', async () => {
    const wrapper = await world(7);
    const { result } = renderHook(() => useCursorPage({ query: pageOf, pageSize: 3 }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const ready = () => result.current as Extract<typeof result.current, { status: 'ready' }>;
    expect(ready().rows.map((r) => r.n)).toEqual([1, 2, 3]);
    expect(ready()).toMatchObject({ pageIndex: 0, hasNext: true, hasPrevious: false, loaded: 3 });
    act(() => result.current.next());
    await waitFor(() => expect(ready().rows?.map((r) => r.n)).toEqual([4, 5, 6]));
    act(() => result.current.next());
    await waitFor(() => expect(ready().rows?.map((r) => r.n)).toEqual([7]));
    expect(ready()).toMatchObject({ pageIndex: 2, hasNext: false, hasPrevious: true });
    act(() => result.current.next()); // nothing after the last page
    act(() => result.current.previous());
    await waitFor(() => expect(ready().rows?.map((r) => r.n)).toEqual([4, 5, 6]));
  });

  it('filters within the page, and a new view starts again at page one', async () => {
    const wrapper = await world(7);
    const { result, rerender } = renderHook(
      ({ view }: { view: string }) =>
        useCursorPage({
          query: pageOf,
          pageSize: 3,
          viewKey: view,
          keep: (r) => r.colour === 'red',
        }),
      { wrapper, initialProps: { view: 'a' } },
    );
    const ready = () => result.current as Extract<typeof result.current, { status: 'ready' }>;
    await waitFor(() => expect(ready().rows?.map((r) => r.n)).toEqual([1, 3]));
    expect(ready().loaded).toBe(3);
    act(() => result.current.next());
    await waitFor(() => expect(ready().rows?.map((r) => r.n)).toEqual([5]));
    rerender({ view: 'b' });
    await waitFor(() => expect(ready().rows?.map((r) => r.n)).toEqual([1, 3]));
    expect(ready().pageIndex).toBe(0);
  });
});
