import { useMemo, useState } from 'react';
import type { QueryDocSnapshot, Visual } from '@tender/core';
import { useLiveQuery } from '../../backend/hooks/useLiveQuery';
import { VISUALS_PAGE_SIZE, matchesVisualSearch, visualPageQuery } from './visualList';

export interface VisualRow extends Visual {
  readonly id: string;
}

export type VisualPage =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | {
      status: 'ready';
      /** This page's visuals that match the search. */
      rows: VisualRow[];
      /** How many visuals the page holds before the search filter. */
      loaded: number;
      pageIndex: number;
      hasNext: boolean;
      hasPrevious: boolean;
    };

/**
 * One page of the company's visuals, live, newest first; cursor paging as on the projects list
 * (the cursors of the pages passed are kept for Previous). Search filters the page shown.
 */
export function useVisualPage(
  companyId: string,
  search: string,
): VisualPage & { next(): void; previous(): void } {
  const [cursors, setCursors] = useState<QueryDocSnapshot<Visual>[]>([]);
  const after = cursors[cursors.length - 1] ?? null;
  const result = useLiveQuery(visualPageQuery(companyId, after));
  const data = result.status === 'ready' ? result.data : null;

  const rows = useMemo(
    () =>
      data
        ? data
            .slice(0, VISUALS_PAGE_SIZE)
            .map((d) => ({ ...d.data, id: d.id }))
            .filter((v) => matchesVisualSearch(v, search))
        : [],
    [data, search],
  );

  const next = () => {
    if (!data || data.length <= VISUALS_PAGE_SIZE) return;
    setCursors([...cursors, data[VISUALS_PAGE_SIZE - 1]!]);
  };
  const previous = () => setCursors(cursors.slice(0, -1));

  if (result.status === 'loading') return { status: 'loading', next, previous };
  if (result.status === 'error') return { status: 'error', error: result.error, next, previous };
  return {
    status: 'ready',
    rows,
    loaded: Math.min(data!.length, VISUALS_PAGE_SIZE),
    pageIndex: cursors.length,
    hasNext: data!.length > VISUALS_PAGE_SIZE,
    hasPrevious: cursors.length > 0,
    next,
    previous,
  };
}
