/**
 * A collection's head: its first documents in one order, kept beside the collection so that a
 * query in that order can be answered from them without loading the collection (issue 22 item
 * 6). The demo stores a large company's 20,000 matches apart and loads them after the first
 * render; Signaling's best 500 and the dashboard's newest 30 are answered from two heads of
 * those matches, written with them at every save, instead of waiting for all of them.
 *
 * An answer is given only when it is the one the whole collection gives: the query's order is
 * the head's (its effective order, document id included), and either it has all its `limit`
 * rows from the head (every document past the head sorts after them, and a filter or a cursor
 * keeps the order), or the head holds every document with the field, or the query's bound on
 * the field excludes everything past the head. Otherwise the caller loads the collection.
 */
import type { QuerySnapshot } from '../ports/docStore';
import {
  type Direction,
  type Filter,
  type Query,
  limit,
  orderBy,
  query,
  readField,
} from '../ports/query';
import { collectionRef } from '../ports/refs';
import { MemoryDocStore } from './docStore';
import type { DocStoreSnapshot } from './docStoreSnapshot';
import { effectiveOrders } from './queryEngine';
import { compareValues } from './values';

/** Which head: the first `size` documents by `field` in `direction` (then by id, likewise). */
export interface HeadOrder {
  readonly field: string;
  readonly direction: Direction;
  readonly size: number;
}

/** A head as saved: its documents in the store's JSON form. */
export interface CollectionHead {
  readonly collection: string;
  readonly order: HeadOrder;
  readonly docs: DocStoreSnapshot['docs'];
}

export function headQuery(collection: string, order: HeadOrder): Query<unknown> {
  return query(collectionRef(collection), orderBy(order.field, order.direction), limit(order.size));
}

/** The head of `collection` in `order`, as `store` holds it now. */
export async function takeHead(
  store: MemoryDocStore,
  collection: string,
  order: HeadOrder,
): Promise<CollectionHead> {
  const snap = await store.getDocs(headQuery(collection, order));
  return { collection, order, docs: store.exportDocs(snap.docs.map((d) => d.ref.path)) };
}

const sameOrders = (a: Query<unknown>, b: Query<unknown>) => {
  const x = effectiveOrders(a);
  const y = effectiveOrders(b);
  return (
    x.length === y.length &&
    x.every((o, i) => o.field === y[i]!.field && o.direction === y[i]!.direction)
  );
};

/** Whether `filter` leaves out every value at or past `last`, the head's last, in its order. */
function boundsBeyond(filter: Filter, order: HeadOrder, last: unknown): boolean {
  if (filter.field !== order.field) return false;
  const d = compareValues(filter.value, last);
  // Past the head of a descending order are values up to `last`; of an ascending one, from it.
  if (order.direction === 'desc') {
    return filter.op === '>=' || filter.op === '==' ? d > 0 : filter.op === '>' && d >= 0;
  }
  return filter.op === '<=' || filter.op === '==' ? d < 0 : filter.op === '<' && d <= 0;
}

/** Answers queries of collections from their heads, where a head can (see the header). */
export class QueryHeads {
  private readonly heads: { head: CollectionHead; store?: MemoryDocStore }[];

  constructor(heads: readonly CollectionHead[]) {
    this.heads = heads.map((head) => ({ head }));
  }

  /** The query's answer from a head, or null when no head can give the whole collection's. */
  async answer<T>(q: Query<T>): Promise<QuerySnapshot<T> | null> {
    for (const entry of this.heads) {
      const { head } = entry;
      if (head.collection !== q.collection.path) continue;
      const own = headQuery(head.collection, head.order);
      if (!sameOrders(q as Query<unknown>, own)) continue;
      entry.store ??= MemoryDocStore.fromSnapshot({
        format: 'tender-assistant/docstore',
        version: 1,
        docs: head.docs,
      });
      const snap = await entry.store.getDocs(q);
      if (q.limit !== undefined && snap.size === q.limit) return snap;
      const all = await entry.store.getDocs(own);
      if (all.size < head.order.size) return snap; // the head holds every ordered document
      const last = readField(all.docs[all.size - 1]!.data, head.order.field);
      if (q.filters.some((f) => boundsBeyond(f, head.order, last))) return snap;
    }
    return null;
  }
}
