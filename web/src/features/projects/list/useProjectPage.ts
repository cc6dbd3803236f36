import { useMemo, useState } from 'react';
import {
  PROJECTS_PAGE_SIZE,
  matchesProjectSearch,
  projectListQuery,
  type ProjectListView,
} from '@tender/core/services/projects/index';
import type { Project, QueryDocSnapshot } from '@tender/core';
import { useLiveQuery } from '../../../backend/hooks/useLiveQuery';

export interface ProjectRow extends Project {
  readonly id: string;
}

export type ProjectPage =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | {
      status: 'ready';
      /** This page's projects that match the search. */
      rows: ProjectRow[];
      /** How many projects the page holds before the search filter. */
      loaded: number;
      pageIndex: number;
      hasNext: boolean;
      hasPrevious: boolean;
    };

/**
 * One page of the company's projects, live, in the view's order. Paging is cursor-based: each
 * page starts after the last row of the one before (the cursors of the pages passed are kept for
 * Previous). Changing the sort or owner filter starts again at page one.
 */
export function useProjectPage(
  companyId: string,
  uid: string,
  view: ProjectListView,
): ProjectPage & { next(): void; previous(): void } {
  const viewKey = `${view.sort}|${view.mine}`;
  const [paging, setPaging] = useState<{
    viewKey: string;
    cursors: QueryDocSnapshot<Project>[];
  }>({ viewKey, cursors: [] });
  const cursors = paging.viewKey === viewKey ? paging.cursors : [];
  const after = cursors[cursors.length - 1] ?? null;
  const result = useLiveQuery(projectListQuery(companyId, view, uid, after));
  const data = result.status === 'ready' ? result.data : null;

  const rows = useMemo(
    () =>
      data
        ? data
            .slice(0, PROJECTS_PAGE_SIZE)
            .map((d) => ({ ...d.data, id: d.id }))
            .filter((p) => matchesProjectSearch(p, view.search))
        : [],
    [data, view.search],
  );

  const next = () => {
    if (!data || data.length <= PROJECTS_PAGE_SIZE) return;
    const last = data[PROJECTS_PAGE_SIZE - 1]!;
    setPaging({ viewKey, cursors: [...cursors, last] });
  };
  const previous = () => setPaging({ viewKey, cursors: cursors.slice(0, -1) });

  if (result.status === 'loading') return { status: 'loading', next, previous };
  if (result.status === 'error') return { status: 'error', error: result.error, next, previous };
  return {
    status: 'ready',
    rows,
    loaded: Math.min(data!.length, PROJECTS_PAGE_SIZE),
    pageIndex: cursors.length,
    hasNext: data!.length > PROJECTS_PAGE_SIZE,
    hasPrevious: cursors.length > 0,
    next,
    previous,
  };
}
