import type { Visual } from '@tender/core';
import { type CursorPage, type Row, useCursorPage } from '../../backend/hooks/useCursorPage';
import { VISUALS_PAGE_SIZE, matchesVisualSearch, visualPageQuery } from './visualList';

export type VisualRow = Row<Visual>;
export type VisualPage = CursorPage<Visual>;

/** One page of the company's visuals, live, newest first; search filters the page shown. */
export function useVisualPage(companyId: string, search: string): VisualPage {
  return useCursorPage({
    query: (after) => visualPageQuery(companyId, after),
    pageSize: VISUALS_PAGE_SIZE,
    keep: (v) => matchesVisualSearch(v, search),
  });
}
