/**
 * The projects list's view (search, sort, only mine) and the one Firestore query a page of it
 * costs. Shared by the page and bench/project-list-reads.mjs, so the benchmark measures what the
 * page really asks for.
 */
import { PROJECT_SORTS, type Project, type ProjectSort } from '../../model/project';
import { refs } from '../../model/paths';
import {
  type CursorSource,
  type Query,
  type QueryConstraint,
  limit,
  orderBy,
  query,
  startAfter,
  where,
} from '../../ports/query';

/** Projects per page (issue #6: at most 50). */
export const PROJECTS_PAGE_SIZE = 50;

export interface ProjectListView {
  readonly search: string;
  readonly sort: ProjectSort;
  readonly mine: boolean;
}

export const DEFAULT_PROJECT_LIST_VIEW: ProjectListView = Object.freeze({
  search: '',
  sort: 'newest',
  mine: false,
});

/** Reads the view from a URL query (?q=bridge&sort=nameAsc&mine=1); anything unknown is the default. */
export function parseProjectListView(params: {
  get(name: string): string | null;
}): ProjectListView {
  const sort = params.get('sort');
  return {
    search: (params.get('q') ?? '').slice(0, 200),
    sort: (PROJECT_SORTS as readonly string[]).includes(sort ?? '')
      ? (sort as ProjectSort)
      : DEFAULT_PROJECT_LIST_VIEW.sort,
    mine: params.get('mine') === '1',
  };
}

/** The URL query for a view, leaving defaults out so the plain page has a plain URL. */
export function projectListParams(view: ProjectListView): Record<string, string> {
  const out: Record<string, string> = {};
  if (view.search.trim() !== '') out.q = view.search;
  if (view.sort !== DEFAULT_PROJECT_LIST_VIEW.sort) out.sort = view.sort;
  if (view.mine) out.mine = '1';
  return out;
}

const SORT_ORDER: Record<ProjectSort, QueryConstraint> = {
  newest: orderBy('createdAt', 'desc'),
  oldest: orderBy('createdAt', 'asc'),
  nameAsc: orderBy('name', 'asc'),
  nameDesc: orderBy('name', 'desc'),
};

/**
 * One page: the view's order (and owner filter; indexes ownerId + createdAt/name in
 * firestore.indexes.json), starting after the last row of the previous page, one row more than a
 * page so the page knows whether another follows. Search is not part of the query (Firestore has
 * no substring search; docs/decisions.md, "Projects list: search and paging").
 */
export function projectListQuery(
  companyId: string,
  view: Pick<ProjectListView, 'sort' | 'mine'>,
  uid: string,
  after: CursorSource | null = null,
): Query<Project> {
  const constraints: QueryConstraint[] = [];
  if (view.mine) constraints.push(where('ownerId', '==', uid));
  constraints.push(SORT_ORDER[view.sort]);
  if (after) constraints.push(startAfter(after));
  constraints.push(limit(PROJECTS_PAGE_SIZE + 1));
  return query(refs.projects(companyId), ...constraints);
}

/** Case- and accent-insensitive text for search ('Één' matches 'een'). */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('en');
}

/** Whether a project matches the search: every word appears in its name or description. */
export function matchesProjectSearch(
  project: Pick<Project, 'name' | 'description'>,
  search: string,
): boolean {
  const words = foldForSearch(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldForSearch(`${project.name} ${project.description}`);
  return words.every((word) => haystack.includes(word));
}
