/**
 * A collection's head answers a query only with what the whole collection answers (issue 22
 * item 6: the demo's Signaling and dashboard read a large company's matches from heads).
 */
import { describe, expect, it } from 'vitest';
import type { QuerySnapshot } from '../ports/docStore';
import { type Query, limit, orderBy, query, where } from '../ports/query';
import { collectionRef, docRef } from '../ports/refs';
import { Timestamp } from '../ports/values';
import { MemoryDocStore } from './docStore';
import { type HeadOrder, QueryHeads, takeHead } from './queryHeads';
import { prng as mulberry32 } from '../largeSeed/prng';

type Match = { score: number; createdAt: Timestamp; vote?: string };
// A collection the app does not have: the queries below probe the heads' edges (a vote filter
// among them), they are not the app's queries, so the index check (scripts/check-indexes.mjs)
// must not count them.
const MATCHES = 'companies/c1/rankedItems';
const matches = collectionRef<Match>(MATCHES);
const BY_SCORE: HeadOrder = { field: 'score', direction: 'desc', size: 10 };
const NEWEST: HeadOrder = { field: 'createdAt', direction: 'desc', size: 5 };
const DAY = 86_400_000;

async function storeOf(count: number, seed = 1) {
  const random = mulberry32(seed);
  const store = new MemoryDocStore();
  const batch = store.batch();
  for (let i = 0; i < count; i++) {
    batch.set(docRef(`${MATCHES}/t${String(i).padStart(3, '0')}`), {
      // Few distinct scores, so that ties fall on a head's edge.
      score: 50 + Math.floor(random() * 10) * 5,
      createdAt: Timestamp.fromMillis(1_000 * DAY + Math.floor(random() * 60) * DAY),
      ...(i % 3 === 0 ? { vote: 'up' } : {}),
    });
  }
  await batch.commit();
  return store;
}

async function headsOf(store: MemoryDocStore) {
  return new QueryHeads([
    await takeHead(store, MATCHES, BY_SCORE),
    await takeHead(store, MATCHES, NEWEST),
  ]);
}

const rows = (snap: QuerySnapshot<Match> | null) =>
  snap?.docs.map((d) => [d.id, d.data] as const) ?? null;

describe('QueryHeads', () => {
  it('answers the best and the newest as the whole collection does', async () => {
    const store = await storeOf(60);
    const heads = await headsOf(store);
    const asked: Query<Match>[] = [
      query(matches, orderBy('score', 'desc'), limit(10)),
      query(matches, orderBy('score', 'desc'), limit(3)),
      query(matches, where('score', '>=', 60), orderBy('score', 'desc'), limit(4)),
      query(matches, where('vote', '==', 'up'), orderBy('score', 'desc'), limit(2)),
      query(
        matches,
        where('createdAt', '>=', Timestamp.fromMillis(1_000 * DAY)),
        orderBy('createdAt', 'desc'),
        limit(5),
      ),
    ];
    for (const q of asked) {
      const answer = await heads.answer(q);
      expect(answer, JSON.stringify(q)).not.toBeNull();
      expect(rows(answer)).toEqual(rows(await store.getDocs(q)));
    }
  });

  it('answers a bound that leaves out everything past the head, though fewer than its limit', async () => {
    const store = await storeOf(60);
    // This week's matches of a dashboard: one, fewer than the limit asks.
    const since = Timestamp.fromMillis(2_000 * DAY);
    await store.setDoc(docRef(`${MATCHES}/t-new`), { score: 55, createdAt: since });
    const heads = await headsOf(store);
    const q = query(
      matches,
      where('createdAt', '>=', since),
      orderBy('createdAt', 'desc'),
      limit(30),
    );
    const answer = await heads.answer(q);
    expect(answer).not.toBeNull();
    expect(answer!.size).toBe(1);
    expect(rows(answer)).toEqual(rows(await store.getDocs(q)));
  });

  it('answers anything in its order when the head holds the whole collection', async () => {
    const store = await storeOf(4);
    const heads = await headsOf(store);
    const q = query(matches, where('score', '<', 70), orderBy('score', 'desc'), limit(500));
    expect(rows(await heads.answer(q))).toEqual(rows(await store.getDocs(q)));
  });

  it('gives no answer where the rest of the collection could change it', async () => {
    const store = await storeOf(60);
    const heads = await headsOf(store);
    const lowest = (await store.getDocs(query(matches, orderBy('score', 'desc'), limit(10))))
      .docs[9]!.data.score;
    const refused: Query<Match>[] = [
      // More than the head holds.
      query(matches, orderBy('score', 'desc'), limit(11)),
      query(matches, orderBy('score', 'desc')),
      // A band below the head's best: its rows lie past the head.
      query(matches, where('score', '<', lowest), orderBy('score', 'desc'), limit(5)),
      // The head's lowest score may be shared by documents past it.
      query(matches, where('score', '>=', lowest), orderBy('score', 'desc'), limit(500)),
      // Another order.
      query(matches, orderBy('score'), limit(3)),
      query(matches, orderBy('score', 'desc'), orderBy('createdAt', 'desc'), limit(3)),
      query(collectionRef<Match>('companies/c2/rankedItems'), orderBy('score', 'desc'), limit(3)),
    ];
    for (const q of refused) expect(await heads.answer(q), JSON.stringify(q)).toBeNull();
  });

  it('never answers otherwise than the whole collection, whatever the query', async () => {
    for (let seed = 1; seed <= 20; seed++) {
      const store = await storeOf(5 + seed * 3, seed);
      const heads = await headsOf(store);
      const random = mulberry32(100 + seed);
      for (let i = 0; i < 20; i++) {
        const score = 50 + Math.floor(random() * 11) * 5;
        const when = Timestamp.fromMillis(1_000 * DAY + Math.floor(random() * 62) * DAY);
        const n = 1 + Math.floor(random() * 12);
        const q = [
          query(matches, where('score', '>=', score), orderBy('score', 'desc'), limit(n)),
          query(matches, where('score', '>', score), orderBy('score', 'desc'), limit(n)),
          query(matches, where('score', '==', score), orderBy('score', 'desc'), limit(n)),
          query(matches, where('score', '<', score), orderBy('score', 'desc'), limit(n)),
          query(matches, where('createdAt', '>=', when), orderBy('createdAt', 'desc'), limit(n)),
          query(matches, where('createdAt', '>', when), orderBy('createdAt', 'desc')),
        ][i % 6]!;
        const answer = await heads.answer(q);
        if (answer) expect(rows(answer), JSON.stringify(q)).toEqual(rows(await store.getDocs(q)));
      }
    }
  });
});
