/**
 * Every variant of the app's parameterised list queries (each sort, filter and role), run
 * through the memory DocStore and checked against firestore.indexes.json by Firestore's index
 * rules (issue 22 item 4). Tier 1's recording (scripts/check-indexes.mjs) sees the queries the
 * tests happen to run; this file makes sure the combinations a user can choose are all there, so
 * a removed index fails here whether or not another test walks that combination.
 */
import { describe, expect, it } from 'vitest';
import {
  MATCH_SCORE_BUCKETS,
  MemoryDocStore,
  PROJECT_SORTS,
  type Query,
  type Role,
} from '@tender/core';
import { dashboardQueries } from '@tender/core/services/dashboard/dashboardQueries';
import { projectListQuery } from '@tender/core/services/projects/projectList';
import { TICKET_STATUS_FILTERS, ticketListQuery } from '@tender/core/services/tickets/ticketList';
import {
  type CompositeIndex,
  type QueryShape,
  checkIndexes,
  describeNeed,
} from '../../../tests/unit/indexes/firestoreIndexRules';
import { latestQuery, pageQuery, unreadQuery } from '../features/notifications/notificationQueries';
import { signalingQuery } from '../features/signaling/signalingView';
import { visualPageQuery } from '../features/visuals/visualList';
import declared from '../../../firestore.indexes.json';

const { indexes } = declared as { indexes: CompositeIndex[] };

const shapeOf = (q: Query<unknown>): QueryShape => ({
  collection: q.collection.id,
  filters: q.filters.map((f) => ({ field: f.field, op: f.op })),
  orders: q.orders.map((o) => ({ field: o.field, direction: o.direction })),
});

function variants(): Query<unknown>[] {
  const all: Query<unknown>[] = [];
  for (const sort of PROJECT_SORTS)
    for (const mine of [false, true]) all.push(projectListQuery('c1', { sort, mine }, 'u1'));
  for (const support of [false, true])
    for (const status of TICKET_STATUS_FILTERS)
      // Only support staff get a status filter on the Help page; a user's list is 'all'.
      if (support || status === 'all')
        all.push(ticketListQuery({ support, uid: 'u1', companyId: 'c1', status }));
  for (const band of MATCH_SCORE_BUCKETS) all.push(signalingQuery('c1', band.id));
  for (const role of ['admin', 'manager', 'user', null] as (Role | null)[]) {
    const q = dashboardQueries('c1', role, Date.UTC(2026, 10, 26));
    all.push(...Object.values(q).filter((x): x is Query<unknown> => x !== null));
  }
  all.push(
    visualPageQuery('c1', null),
    unreadQuery('u1'),
    latestQuery('u1'),
    pageQuery('u1', null),
  );
  return all as Query<unknown>[];
}

describe("the app's list queries and firestore.indexes.json", () => {
  it('runs every variant, and a declared composite index serves each one', async () => {
    const docs = new MemoryDocStore();
    const queries = variants();
    for (const q of queries) await docs.getDocs(q); // recorded for check-indexes too
    const { missing } = checkIndexes(queries.map(shapeOf), indexes);
    expect(missing.map((m) => `${m.need.collection}: ${describeNeed(m.need)}`)).toEqual([]);
    expect(queries.length).toBeGreaterThan(20);
  });
});
