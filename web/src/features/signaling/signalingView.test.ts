import { describe, expect, it } from 'vitest';
import { Timestamp } from '@tender/core';
import {
  DEFAULT_SIGNALING_VIEW,
  type MatchRow,
  filterAndSort,
  freezeOrder,
  inFrozenOrder,
  pageOf,
  parseSignalingView,
  relevance,
  signalingParams,
} from './signalingView';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 23, 12);

function row(
  id: string,
  score: number,
  extra: Partial<MatchRow['tender']> = {},
  viewedBy: string[] = [],
): MatchRow {
  return {
    id,
    tenderId: id,
    score,
    reasons: [],
    viewedBy,
    createdAt: Timestamp.fromMillis(NOW),
    tender: {
      title: `Tender ${id}`,
      buyer: 'Gemeente Enschede',
      location: 'Enschede',
      category: 'works',
      cpvCodes: ['45000000'],
      publishedAt: Timestamp.fromMillis(NOW - DAY),
      deadline: Timestamp.fromMillis(NOW + 10 * DAY),
      publicationType: 'contract_notice',
      ...extra,
    },
  };
}

describe('signaling view', () => {
  it('round-trips through the URL and ignores unknown values', () => {
    const view = {
      ...DEFAULT_SIGNALING_VIEW,
      band: '70-90',
      category: 'works',
      page: 2,
      tender: 't1',
    } as const;
    expect(parseSignalingView(new URLSearchParams(signalingParams(view)))).toEqual(view);
    expect(parseSignalingView(new URLSearchParams('band=12-13&sort=x&page=-4&type=nope'))).toEqual(
      DEFAULT_SIGNALING_VIEW,
    );
  });

  it('filters by category, notice type, place, deadline window and words (accents folded)', () => {
    const rows = [
      row('a', 80),
      row('b', 60, { category: 'services', title: 'Schoonmaak stadhuis' }),
      row('c', 70, { publicationType: 'prior_notice', location: 'Zwolle' }),
      row('d', 90, { deadline: Timestamp.fromMillis(NOW + 20 * DAY), title: 'Rénovatie brug' }),
      row('e', 95, { deadline: null }),
    ];
    const ids = (view: Partial<typeof DEFAULT_SIGNALING_VIEW>) =>
      filterAndSort(
        rows,
        { ...DEFAULT_SIGNALING_VIEW, sort: 'matchScore', ...view },
        'u1',
        NOW,
      ).map((r) => r.id);
    expect(ids({})).toEqual(['e', 'd', 'a', 'c', 'b']);
    expect(ids({ band: '70-90' })).toEqual(['a', 'c']);
    expect(ids({ category: 'services' })).toEqual(['b']);
    expect(ids({ noticeType: 'prior_notice' })).toEqual(['c']);
    expect(ids({ place: 'Zwolle' })).toEqual(['c']);
    expect(ids({ deadline: '14' })).toEqual(['a', 'c', 'b']);
    expect(ids({ search: 'renovatie' })).toEqual(['d']);
    expect(ids({ search: 'enschede schoonmaak' })).toEqual(['b']);
  });

  it('ranks by relevance: recent and unopened first, passed deadlines last', () => {
    const fresh = row('fresh', 70);
    const old = row('old', 80, { publishedAt: Timestamp.fromMillis(NOW - 90 * DAY) });
    const seen = row('seen', 75, {}, ['u1']);
    const closed = row('closed', 95, { deadline: Timestamp.fromMillis(NOW - DAY) });
    expect(relevance(old, 'u1', NOW)).toBeCloseTo(50);
    const order = filterAndSort(
      [old, seen, closed, fresh],
      { ...DEFAULT_SIGNALING_VIEW, sort: 'relevance' },
      'u1',
      NOW,
    );
    // Closed tenders come after every open one (issue 21), whatever their relevance.
    expect(order.map((r) => r.id)).toEqual(['fresh', 'seen', 'old', 'closed']);
  });

  it('pages by 20 and shows the last page for a page past the end', () => {
    const rows = Array.from({ length: 45 }, (_, i) => i);
    expect(pageOf(rows, 0)).toMatchObject({ index: 0, pageCount: 3, total: 45 });
    expect(pageOf(rows, 9).rows).toEqual([40, 41, 42, 43, 44]);
  });

  it('puts closed tenders (deadline passed, awarded) after the open ones, whatever the sort', () => {
    const rows = [
      row('closed', 95, { deadline: Timestamp.fromMillis(NOW - DAY) }),
      row('award', 90, { publicationType: 'award', deadline: null }),
      row('open-low', 40),
      row('open', 70, { deadline: null }),
    ];
    for (const sort of ['relevance', 'matchScore', 'newest', 'oldest'] as const) {
      const ids = filterAndSort(rows, { ...DEFAULT_SIGNALING_VIEW, sort }, 'u1', NOW).map(
        (r) => r.id,
      );
      expect(ids.slice(0, 2).sort()).toEqual(['open', 'open-low']);
      expect(ids.slice(2).sort()).toEqual(['award', 'closed']);
    }
  });

  it('keeps the frozen order while rows are opened or rescored, and says the list changed', () => {
    const view = { ...DEFAULT_SIGNALING_VIEW, sort: 'relevance' as const };
    const before = filterAndSort([row('a', 80), row('b', 78), row('c', 60)], view, 'u1', NOW);
    const frozen = freezeOrder(before);
    // Opening 'a' drops its unread bonus: by relevance it would now come after 'b'.
    const live = filterAndSort(
      [row('a', 80, {}, ['u1']), row('b', 78), row('c', 60)],
      view,
      'u1',
      NOW,
    );
    expect(live.map((r) => r.id)).toEqual(['b', 'a', 'c']);
    const shown = inFrozenOrder(frozen, live);
    expect(shown.rows.map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(shown.rows[0]!.viewedBy).toEqual(['u1']);
    expect(shown.changed).toBe(false);
    // A new match or a new score is not inserted, but the page offers a refresh.
    const added = inFrozenOrder(frozen, [...live, row('d', 99)]);
    expect(added.rows.map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(added.changed).toBe(true);
    expect(inFrozenOrder(frozen, [row('a', 85), row('b', 78), row('c', 60)]).changed).toBe(true);
  });
});
