/** The visuals list's query and search, kept apart from React so they can be tested alone. */
import {
  type CursorSource,
  type Query,
  type Visual,
  limit,
  orderBy,
  query,
  refs,
  startAfter,
} from '@tender/core';
import { foldForSearch } from '@tender/core/services/projects/index';

export const VISUALS_PAGE_SIZE = 24;

/** One page, newest first, with one extra row that tells whether a next page exists. */
export function visualPageQuery(companyId: string, after: CursorSource | null): Query<Visual> {
  return query(
    refs.visuals(companyId),
    orderBy('createdAt', 'desc'),
    ...(after ? [startAfter(after)] : []),
    limit(VISUALS_PAGE_SIZE + 1),
  );
}

/** Every word of the search occurs in the name, description or prompt (accents ignored). */
export function matchesVisualSearch(
  visual: Pick<Visual, 'name' | 'description' | 'prompt'>,
  search: string,
): boolean {
  const words = foldForSearch(search).split(/\s+/).filter(Boolean);
  const text = foldForSearch(`${visual.name} ${visual.description} ${visual.prompt}`);
  return words.every((w) => text.includes(w));
}
