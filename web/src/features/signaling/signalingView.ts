/**
 * The Signaling list's view (filters, sort, page, open tender) as a URL query, the one Firestore
 * query it costs, and the filtering, sorting and paging done on what that query returns.
 *
 * Only the score band is asked of Firestore (a range on `score`, ordered by it: a single-field
 * index). Category, notice type, place, deadline window and search words narrow the band's best
 * SIGNALING_READ_LIMIT matches in the browser, because Firestore cannot combine those with a
 * range and free text without an index per combination (docs/decisions.md, "Signaling screen").
 */
import {
  MATCH_SCORE_BUCKETS,
  MATCH_SCORE_BUCKET_IDS,
  SIGNALING_SORTS,
  TENDER_CATEGORIES,
  TENDER_NOTICE_TYPES,
  type MatchScoreBucket,
  type SignalingSort,
  type TenderCategory,
  type TenderMatch,
  type TenderNoticeType,
  isInScoreBucket,
  limit,
  orderBy,
  query,
  refs,
  where,
  type Query,
  type QueryConstraint,
  isTenderClosed,
} from '@tender/core';

export const SIGNALING_PAGE_SIZE = 20;
/** The most matches one view reads (the band's best); the page says so when there are more. */
export const SIGNALING_READ_LIMIT = 500;
export const DEADLINE_WINDOWS = ['any', '7', '14', '30'] as const;
export type DeadlineWindow = (typeof DEADLINE_WINDOWS)[number];

export interface SignalingView {
  readonly band: MatchScoreBucket;
  readonly category: TenderCategory | null;
  readonly noticeType: TenderNoticeType | null;
  readonly place: string | null;
  readonly deadline: DeadlineWindow;
  readonly search: string;
  readonly sort: SignalingSort;
  /** Zero-based. */
  readonly page: number;
  /** The tender open in the detail panel (?tender=). */
  readonly tender: string | null;
}

export const DEFAULT_SIGNALING_VIEW: SignalingView = Object.freeze({
  band: 'all',
  category: null,
  noticeType: null,
  place: null,
  deadline: 'any',
  search: '',
  sort: 'relevance',
  page: 0,
  tender: null,
});

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;

/** Reads the view from the URL; anything unknown is the default. */
export function parseSignalingView(params: { get(name: string): string | null }): SignalingView {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const place = params.get('place')?.trim().slice(0, 100);
  const tender = params.get('tender')?.trim().slice(0, 200);
  return {
    band: oneOf(MATCH_SCORE_BUCKET_IDS, params.get('band')) ?? DEFAULT_SIGNALING_VIEW.band,
    category: oneOf(TENDER_CATEGORIES, params.get('category')),
    noticeType: oneOf(TENDER_NOTICE_TYPES, params.get('type')),
    place: place ? place : null,
    deadline: oneOf(DEADLINE_WINDOWS, params.get('deadline')) ?? 'any',
    search: (params.get('q') ?? '').slice(0, 200),
    sort: oneOf(SIGNALING_SORTS, params.get('sort')) ?? DEFAULT_SIGNALING_VIEW.sort,
    page: Number.isFinite(page) && page > 1 ? page - 1 : 0,
    tender: tender ? tender : null,
  };
}

/** The URL query for a view, defaults left out (pages count from 1 there). */
export function signalingParams(view: SignalingView): Record<string, string> {
  const out: Record<string, string> = {};
  if (view.band !== 'all') out.band = view.band;
  if (view.category) out.category = view.category;
  if (view.noticeType) out.type = view.noticeType;
  if (view.place) out.place = view.place;
  if (view.deadline !== 'any') out.deadline = view.deadline;
  if (view.search.trim() !== '') out.q = view.search;
  if (view.sort !== DEFAULT_SIGNALING_VIEW.sort) out.sort = view.sort;
  if (view.page > 0) out.page = String(view.page + 1);
  if (view.tender) out.tender = view.tender;
  return out;
}

/** The band's best matches of the company, best first. */
export function signalingQuery(companyId: string, band: MatchScoreBucket): Query<TenderMatch> {
  const spec = MATCH_SCORE_BUCKETS.find((b) => b.id === band)!;
  const constraints: QueryConstraint[] = [];
  if (band !== 'all') {
    constraints.push(where('score', '>=', spec.min));
    constraints.push(where('score', spec.max === 100 ? '<=' : '<', spec.max));
  }
  constraints.push(orderBy('score', 'desc'), limit(SIGNALING_READ_LIMIT));
  return query(refs.tenderMatches(companyId), ...constraints);
}

export interface MatchRow extends TenderMatch {
  readonly id: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Lower case without accents, so 'Gemeente Enschede' is found by 'enschede' and 'é' by 'e'. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Where a tender is, as the place filter lists it: its location, else its country. */
export function placeOf(match: TenderMatch): string | null {
  const place = match.tender.location?.trim() || match.tender.country || '';
  return place === '' ? null : place;
}

/**
 * Relevance (docs/decisions.md): the score, discounted for age (a tender published today counts
 * fully, one 60 days old or more half), plus 10 while the user has not opened it; a tender whose
 * deadline has passed counts half.
 */
export function relevance(match: TenderMatch, uid: string, nowMs: number): number {
  const ageDays = Math.max(0, (nowMs - match.tender.publishedAt.toMillis()) / DAY_MS);
  let value = match.score * (1 - Math.min(ageDays, 60) / 120);
  if (!match.viewedBy.includes(uid)) value += 10;
  const deadline = match.tender.deadline?.toMillis();
  if (deadline !== undefined && deadline < nowMs) value /= 2;
  return value;
}

const published = (m: TenderMatch) => m.tender.publishedAt.toMillis();

/**
 * The view's filters and order over the loaded matches (the band is the query's). Whatever the
 * sort, closed tenders (deadline passed, awarded) come after the open ones (issue 21).
 */
export function filterAndSort(
  rows: readonly MatchRow[],
  view: SignalingView,
  uid: string,
  nowMs: number,
): MatchRow[] {
  const words = fold(view.search).split(/\s+/).filter(Boolean);
  const until = view.deadline === 'any' ? null : nowMs + Number(view.deadline) * DAY_MS;
  const kept = rows.filter((m) => {
    if (!isInScoreBucket(m.score, view.band)) return false;
    if (view.category && m.tender.category !== view.category) return false;
    if (view.noticeType && m.tender.publicationType !== view.noticeType) return false;
    if (view.place && placeOf(m) !== view.place) return false;
    if (until !== null) {
      const deadline = m.tender.deadline?.toMillis();
      if (deadline === undefined || deadline < nowMs || deadline > until) return false;
    }
    if (words.length > 0) {
      const haystack = fold(
        [m.tender.title, ...Object.values(m.tender.titles ?? {}), m.tender.buyer].join(' '),
      );
      if (!words.every((w) => haystack.includes(w))) return false;
    }
    return true;
  });
  const byScore = (a: MatchRow, b: MatchRow) => b.score - a.score || published(b) - published(a);
  const order: Record<SignalingSort, (a: MatchRow, b: MatchRow) => number> = {
    matchScore: byScore,
    newest: (a, b) => published(b) - published(a) || b.score - a.score,
    oldest: (a, b) => published(a) - published(b) || b.score - a.score,
    relevance: (a, b) => relevance(b, uid, nowMs) - relevance(a, uid, nowMs) || byScore(a, b),
  };
  const closed = new Set(kept.filter((m) => isTenderClosed(m.tender, nowMs)).map((m) => m.id));
  return kept.sort(
    (a, b) =>
      Number(closed.has(a.id)) - Number(closed.has(b.id)) ||
      order[view.sort](a, b) ||
      a.id.localeCompare(b.id),
  );
}

/** What the frozen order of a list remembers: its rows' ids in order and their scores. */
export type FrozenOrder = {
  readonly ids: readonly string[];
  readonly scores: ReadonlyMap<string, number>;
};

export function freezeOrder(rows: readonly MatchRow[]): FrozenOrder {
  return { ids: rows.map((r) => r.id), scores: new Map(rows.map((r) => [r.id, r.score])) };
}

/**
 * The rows in the frozen order while the user browses (issue 21: opening a tender must not move
 * the list under the next click): live data for the rows that are still there, none added.
 * `changed`: the live list has rows the frozen one lacks or lost, or scores moved — the page
 * offers a refresh.
 */
export function inFrozenOrder(
  frozen: FrozenOrder,
  live: readonly MatchRow[],
): { rows: MatchRow[]; changed: boolean } {
  const byId = new Map(live.map((r) => [r.id, r]));
  const rows = frozen.ids.map((id) => byId.get(id)).filter((r): r is MatchRow => !!r);
  const changed =
    rows.length !== frozen.ids.length ||
    live.length !== rows.length ||
    rows.some((r) => frozen.scores.get(r.id) !== r.score);
  return { rows, changed };
}

/** The places present among the loaded matches, for the place filter's options. */
export function placesOf(rows: readonly MatchRow[]): string[] {
  const places = new Set<string>();
  for (const row of rows) {
    const place = placeOf(row);
    if (place) places.add(place);
  }
  return [...places].sort((a, b) => a.localeCompare(b));
}

/** The page of a filtered list; a page past the end shows the last one. */
export function pageOf<T>(rows: readonly T[], page: number) {
  const pageCount = Math.max(1, Math.ceil(rows.length / SIGNALING_PAGE_SIZE));
  const index = Math.min(Math.max(0, page), pageCount - 1);
  return {
    rows: rows.slice(index * SIGNALING_PAGE_SIZE, (index + 1) * SIGNALING_PAGE_SIZE),
    index,
    pageCount,
    total: rows.length,
  };
}
