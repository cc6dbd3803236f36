/**
 * One page of a list, live, with cursor paging: the query asks for a page and one more row (which
 * says whether there is a next page); each page starts after the last row of the one before, and
 * the cursors of the pages passed are kept for Previous. A new `viewKey` (a filter changed)
 * starts again at page one. `keep` narrows the page shown (search in the browser: Firestore has
 * no substring search); `loaded` is how many rows the page held before it.
 */
import { useState } from 'react';
import type { Query, QueryDocSnapshot } from '@tender/core';
import { useLiveQuery } from './useLiveQuery';

export type Row<T> = T & { readonly id: string };

export type CursorPage<T> = (
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | {
      status: 'ready';
      rows: Row<T>[];
      loaded: number;
      pageIndex: number;
      hasNext: boolean;
      hasPrevious: boolean;
    }
) & { next(): void; previous(): void };

export function useCursorPage<T>(options: {
  /** The page after `after` (null: the first), limited to pageSize + 1 rows. */
  query: (after: QueryDocSnapshot<T> | null) => Query<T>;
  pageSize: number;
  viewKey?: string;
  keep?: (row: Row<T>) => boolean;
}): CursorPage<T> {
  const { pageSize, viewKey = '' } = options;
  const [paging, setPaging] = useState<{ viewKey: string; cursors: QueryDocSnapshot<T>[] }>({
    viewKey,
    cursors: [],
  });
  const cursors = paging.viewKey === viewKey ? paging.cursors : [];
  const result = useLiveQuery(options.query(cursors[cursors.length - 1] ?? null));
  const data = result.status === 'ready' ? result.data : null;

  const next = () => {
    if (!data || data.length <= pageSize) return;
    setPaging({ viewKey, cursors: [...cursors, data[pageSize - 1]!] });
  };
  const previous = () => setPaging({ viewKey, cursors: cursors.slice(0, -1) });

  if (result.status === 'loading') return { status: 'loading', next, previous };
  if (result.status === 'error') return { status: 'error', error: result.error, next, previous };
  const page = data!.slice(0, pageSize).map((d) => ({ ...d.data, id: d.id }));
  return {
    status: 'ready',
    rows: options.keep ? page.filter(options.keep) : page,
    loaded: page.length,
    pageIndex: cursors.length,
    hasNext: data!.length > pageSize,
    hasPrevious: cursors.length > 0,
    next,
    previous,
  };
}
