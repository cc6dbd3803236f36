/**
 * The DocStore contract: one behaviour suite for every implementation (memory here; the
 * Firestore admin and web adapters in the emulator tier). Every test works under its own
 * random root collection, so a shared emulator needs no clearing between tests.
 *
 * Usage (in a *.test.ts):
 *   describeDocStoreContract('memory', () => ({ store: new MemoryDocStore({ clock }), now: () => clock.now() }));
 */
import { describe, expect, it } from 'vitest';
import { type DocSnapshot, type DocStore, DocStoreError, type QuerySnapshot } from './docStore';
import { limit, orderBy, query, startAfter, where } from './query';
import { type DocRef, DOCUMENT_ID, collectionRef, docRef } from './refs';
import {
  Timestamp,
  Vector,
  arrayRemove,
  arrayUnion,
  deleteField,
  increment,
  serverTimestamp,
} from './values';

export interface DocStoreFixture {
  readonly store: DocStore;
  /** The store's notion of now (ms) for server-timestamp checks; Date.now by default. */
  readonly now?: () => number;
  /** Allowed distance between a server timestamp and now() (ms); 0 for a manual clock. */
  readonly toleranceMs?: number;
  readonly dispose?: () => void | Promise<void>;
}

type Factory = () => DocStore | DocStoreFixture | Promise<DocStore | DocStoreFixture>;

type Item = {
  name: string;
  score?: number;
  tags?: string[];
  group?: string;
  rank?: unknown;
  nested?: Record<string, unknown>;
};

let rootCounter = 0;

/** Polls until predicate holds (listeners are asynchronous in every implementation). */
async function waitFor(predicate: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
  const start = Date.now();
  while (!predicate()) {
    if (Date.now() - start > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

const settle = (ms = 150) => new Promise((r) => setTimeout(r, ms));

async function expectCode(promise: Promise<unknown>, code: DocStoreError['code']): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, `expected a DocStoreError '${code}'`).toBeInstanceOf(DocStoreError);
  expect((error as DocStoreError).code).toBe(code);
}

export function describeDocStoreContract(name: string, makeStore: Factory): void {
  async function setup() {
    const made = await makeStore();
    const fixture: DocStoreFixture = 'store' in made ? made : { store: made };
    const root = `contract_${++rootCounter}_${Math.random().toString(36).slice(2, 8)}`;
    const items = collectionRef<Item>(`${root}/c/items`);
    const item = (id: string) => docRef<Item>(`${items.path}/${id}`);
    return { ...fixture, root, items, item };
  }

  async function seedItems(store: DocStore, item: (id: string) => DocRef<Item>) {
    const batch = store.batch();
    batch.set(item('a'), { name: 'Alpha', score: 90, tags: ['x', 'y'], group: 'g1' });
    batch.set(item('b'), { name: 'Bravo', score: 50, tags: ['y'], group: 'g1' });
    batch.set(item('c'), { name: 'Charlie', score: 70, tags: [], group: 'g2' });
    batch.set(item('d'), { name: 'Delta', score: 70, group: 'g2' });
    batch.set(item('e'), { name: 'Echo', group: 'g3' }); // no score, no tags
    await batch.commit();
  }

  const ids = (snap: QuerySnapshot<unknown>) => snap.docs.map((d) => d.id);

  describe(`DocStore contract: ${name}`, () => {
    describe('typed references and values', () => {
      it('round-trips a document through its typed ref', async () => {
        const { store, item, dispose } = await setup();
        const ref = item('one');
        await store.setDoc(ref, {
          name: 'One',
          score: 1.5,
          tags: ['a'],
          nested: { deep: { x: null, ok: true } },
        });
        const snap = await store.getDoc(ref);
        expect(snap.exists).toBe(true);
        expect(snap.id).toBe('one');
        expect(snap.ref.path).toBe(ref.path);
        expect(snap.data).toEqual({
          name: 'One',
          score: 1.5,
          tags: ['a'],
          nested: { deep: { x: null, ok: true } },
        });
        await dispose?.();
      });

      it('reports a missing document as not existing', async () => {
        const { store, item, dispose } = await setup();
        const snap = await store.getDoc(item('nope'));
        expect(snap.exists).toBe(false);
        expect(snap.data).toBeUndefined();
        await dispose?.();
      });

      it('stores Timestamps and Vectors as the port types', async () => {
        const { store, root, dispose } = await setup();
        const ref = docRef<{ at: Timestamp; v: Vector }>(`${root}/values`);
        await store.setDoc(ref, {
          at: Timestamp.fromMillis(1_767_225_600_123),
          v: new Vector([0.5, -1, 2]),
        });
        const data = (await store.getDoc(ref)).data;
        expect(data?.at).toBeInstanceOf(Timestamp);
        expect(data?.at.toMillis()).toBe(1_767_225_600_123);
        expect(data?.v).toBeInstanceOf(Vector);
        expect(data?.v.toArray()).toEqual([0.5, -1, 2]);
        await dispose?.();
      });

      it('hands out copies: mutating read or written data does not change the store', async () => {
        const { store, item, dispose } = await setup();
        const written = { name: 'Copy', tags: ['a'] };
        await store.setDoc(item('copy'), written);
        written.tags.push('mutated');
        const first = await store.getDoc(item('copy'));
        first.data?.tags?.push('mutated');
        expect((await store.getDoc(item('copy'))).data?.tags).toEqual(['a']);
        await dispose?.();
      });

      it('rejects undefined values', async () => {
        const { store, item, dispose } = await setup();
        await expect(
          store.setDoc(item('u'), { name: 'U', score: undefined } as unknown as Item),
        ).rejects.toThrow();
        expect((await store.getDoc(item('u'))).exists).toBe(false);
        await dispose?.();
      });

      it('keeps subcollections separate from their parent collection', async () => {
        const { store, items, item, dispose } = await setup();
        await store.setDoc(item('parent'), { name: 'P' });
        await store.setDoc(docRef<Item>(`${items.path}/parent/children/kid`), { name: 'K' });
        expect(ids(await store.getDocs(items))).toEqual(['parent']);
        await store.deleteDoc(item('parent'));
        expect((await store.getDoc(docRef(`${items.path}/parent/children/kid`))).exists).toBe(true);
        await dispose?.();
      });
    });

    describe('writes', () => {
      it('set replaces the whole document', async () => {
        const { store, item, dispose } = await setup();
        await store.setDoc(item('s'), { name: 'S', score: 1, group: 'g' });
        await store.setDoc(item('s'), { name: 'S2' });
        expect((await store.getDoc(item('s'))).data).toEqual({ name: 'S2' });
        await dispose?.();
      });

      it('set with merge merges nested maps and creates missing documents', async () => {
        const { store, item, dispose } = await setup();
        await store.setDoc(item('m'), { name: 'M', nested: { a: 1, b: { c: 2 } } });
        await store.setDoc(item('m'), { nested: { b: { d: 3 } }, score: 5 }, { merge: true });
        expect((await store.getDoc(item('m'))).data).toEqual({
          name: 'M',
          score: 5,
          nested: { a: 1, b: { c: 2, d: 3 } },
        });
        await store.setDoc(item('fresh'), { name: 'F' }, { merge: true });
        expect((await store.getDoc(item('fresh'))).data).toEqual({ name: 'F' });
        await dispose?.();
      });

      it('update changes only the given fields, addresses nested fields with dots, and fails on a missing document', async () => {
        const { store, item, dispose } = await setup();
        await store.setDoc(item('u'), { name: 'U', score: 1, nested: { a: 1, b: 2 } });
        await store.updateDoc(item('u'), { score: 2, 'nested.b': 3 });
        expect((await store.getDoc(item('u'))).data).toEqual({
          name: 'U',
          score: 2,
          nested: { a: 1, b: 3 },
        });
        await expectCode(store.updateDoc(item('missing'), { score: 1 }), 'not-found');
        await dispose?.();
      });

      it('deletes documents and fields; deleting a missing document succeeds', async () => {
        const { store, item, dispose } = await setup();
        await store.setDoc(item('d'), { name: 'D', score: 1 });
        await store.updateDoc(item('d'), { score: deleteField() });
        expect((await store.getDoc(item('d'))).data).toEqual({ name: 'D' });
        await store.deleteDoc(item('d'));
        expect((await store.getDoc(item('d'))).exists).toBe(false);
        await store.deleteDoc(item('never'));
        await dispose?.();
      });

      it('applies arrayUnion, arrayRemove and increment', async () => {
        const { store, item, dispose } = await setup();
        await store.setDoc(item('f'), { name: 'F', tags: ['a', 'b'], score: 10 });
        await store.updateDoc(item('f'), { tags: arrayUnion('b', 'c'), score: increment(5) });
        expect((await store.getDoc(item('f'))).data).toEqual({
          name: 'F',
          tags: ['a', 'b', 'c'],
          score: 15,
        });
        await store.updateDoc(item('f'), { tags: arrayRemove('a', 'zzz') });
        expect((await store.getDoc(item('f'))).data?.tags).toEqual(['b', 'c']);
        await dispose?.();
      });
    });

    describe('queries: filters', () => {
      it('filters with ==', async () => {
        const { store, items, item, dispose } = await setup();
        await seedItems(store, item);
        expect(ids(await store.getDocs(query(items, where('group', '==', 'g2'))))).toEqual([
          'c',
          'd',
        ]);
        expect(
          ids(
            await store.getDocs(query(items, where('score', '==', 70), where('group', '==', 'g2'))),
          ),
        ).toEqual(['c', 'd']);
        await dispose?.();
      });

      it('filters with in', async () => {
        const { store, items, item, dispose } = await setup();
        await seedItems(store, item);
        expect(ids(await store.getDocs(query(items, where('group', 'in', ['g1', 'g3']))))).toEqual([
          'a',
          'b',
          'e',
        ]);
        await dispose?.();
      });

      it('filters with array-contains and array-contains-any', async () => {
        const { store, items, item, dispose } = await setup();
        await seedItems(store, item);
        expect(
          ids(await store.getDocs(query(items, where('tags', 'array-contains', 'y')))),
        ).toEqual(['a', 'b']);
        expect(
          ids(
            await store.getDocs(query(items, where('tags', 'array-contains-any', ['x', 'nope']))),
          ),
        ).toEqual(['a']);
        await dispose?.();
      });

      it('filters with <, <=, >, >= and never matches a missing field', async () => {
        const { store, items, item, dispose } = await setup();
        await seedItems(store, item);
        const run = async (op: '<' | '<=' | '>' | '>=') =>
          ids(
            await store.getDocs(
              query(items, where('score', op, 70), orderBy('score'), orderBy(DOCUMENT_ID)),
            ),
          );
        expect(await run('<')).toEqual(['b']);
        expect(await run('<=')).toEqual(['b', 'c', 'd']);
        expect(await run('>')).toEqual(['a']);
        expect(await run('>=')).toEqual(['c', 'd', 'a']);
        await dispose?.();
      });

      it('range filters do not match values of another type', async () => {
        const { store, items, item, dispose } = await setup();
        await store.setDoc(item('num'), { name: 'n', rank: 5 });
        await store.setDoc(item('str'), { name: 's', rank: '5' });
        await store.setDoc(item('nul'), { name: 'z', rank: null });
        expect(ids(await store.getDocs(query(items, where('rank', '>=', 0))))).toEqual(['num']);
        expect(ids(await store.getDocs(query(items, where('rank', '>=', ''))))).toEqual(['str']);
        expect(ids(await store.getDocs(query(items, where('rank', '==', null))))).toEqual(['nul']);
        await dispose?.();
      });

      it('filters and orders on Timestamps', async () => {
        const { store, root, dispose } = await setup();
        const events = collectionRef<{ at: Timestamp }>(`${root}/c/events`);
        for (const [id, ms] of [
          ['e1', 3000],
          ['e2', 1000],
          ['e3', 2000],
        ] as const) {
          await store.setDoc(docRef<{ at: Timestamp }>(`${events.path}/${id}`), {
            at: Timestamp.fromMillis(ms),
          });
        }
        const snap = await store.getDocs(
          query(events, where('at', '>', Timestamp.fromMillis(1000)), orderBy('at', 'desc')),
        );
        expect(ids(snap)).toEqual(['e1', 'e3']);
        await dispose?.();
      });
    });

    describe('queries: ordering, limits and cursors', () => {
      it('orders by document id by default', async () => {
        const { store, items, item, dispose } = await setup();
        await seedItems(store, item);
        expect(ids(await store.getDocs(items))).toEqual(['a', 'b', 'c', 'd', 'e']);
        await dispose?.();
      });

      it('orders ascending and descending, on several fields, leaving out documents without the field', async () => {
        const { store, items, item, dispose } = await setup();
        await seedItems(store, item);
        expect(ids(await store.getDocs(query(items, orderBy('score'))))).toEqual([
          'b',
          'c',
          'd',
          'a',
        ]);
        expect(
          ids(await store.getDocs(query(items, orderBy('score', 'desc'), orderBy('name', 'desc')))),
        ).toEqual(['a', 'd', 'c', 'b']);
        expect(ids(await store.getDocs(query(items, orderBy('name', 'desc'))))).toEqual([
          'e',
          'd',
          'c',
          'b',
          'a',
        ]);
        await dispose?.();
      });

      it('limits results', async () => {
        const { store, items, item, dispose } = await setup();
        await seedItems(store, item);
        const snap = await store.getDocs(query(items, orderBy('score', 'desc'), limit(2)));
        // Ties (c, d at 70) fall back to the document id in the direction of the last order.
        expect(ids(snap)).toEqual(['a', 'd']);
        expect(snap.size).toBe(2);
        expect(snap.empty).toBe(false);
        await dispose?.();
      });

      it('starts after field values (all documents with equal values are skipped)', async () => {
        const { store, items, item, dispose } = await setup();
        await seedItems(store, item);
        expect(ids(await store.getDocs(query(items, orderBy('score'), startAfter(50))))).toEqual([
          'c',
          'd',
          'a',
        ]);
        expect(ids(await store.getDocs(query(items, orderBy('score'), startAfter(70))))).toEqual([
          'a',
        ]);
        await dispose?.();
      });

      it('pages through ties with snapshot cursors without losing or repeating documents', async () => {
        const { store, items, item, dispose } = await setup();
        await seedItems(store, item);
        const seen: string[] = [];
        let page = await store.getDocs(query(items, orderBy('score', 'desc'), limit(2)));
        while (!page.empty) {
          seen.push(...ids(page));
          const last = page.docs[page.docs.length - 1];
          if (!last) break;
          page = await store.getDocs(
            query(items, orderBy('score', 'desc'), startAfter(last), limit(2)),
          );
        }
        expect(seen).toEqual(['a', 'd', 'c', 'b']);
        await dispose?.();
      });

      it('returns an empty snapshot for an empty collection', async () => {
        const { store, items, dispose } = await setup();
        const snap = await store.getDocs(items);
        expect(snap.empty).toBe(true);
        expect(snap.size).toBe(0);
        await dispose?.();
      });
    });

    describe('batches', () => {
      it('commits set, update and delete together', async () => {
        const { store, items, item, dispose } = await setup();
        await store.setDoc(item('keep'), { name: 'K', score: 1 });
        await store.setDoc(item('gone'), { name: 'G' });
        await store
          .batch()
          .set(item('new'), { name: 'N' })
          .update(item('keep'), { score: 2 })
          .delete(item('gone'))
          .commit();
        const snap = await store.getDocs(items);
        expect(snap.docs.map((d) => [d.id, d.data.score ?? null])).toEqual([
          ['keep', 2],
          ['new', null],
        ]);
        await dispose?.();
      });

      it('writes nothing when any write fails', async () => {
        const { store, items, item, dispose } = await setup();
        const batch = store
          .batch()
          .set(item('x'), { name: 'X' })
          .update(item('missing'), { score: 1 });
        await expectCode(batch.commit(), 'not-found');
        expect((await store.getDocs(items)).empty).toBe(true);
        await dispose?.();
      });
    });

    describe('transactions', () => {
      it('reads and writes atomically and returns the function result', async () => {
        const { store, item, dispose } = await setup();
        await store.setDoc(item('acc'), { name: 'acc', score: 10 });
        const result = await store.runTransaction(async (tx) => {
          const snap = await tx.get(item('acc'));
          const next = (snap.data?.score ?? 0) + 5;
          tx.update(item('acc'), { score: next });
          tx.set(item('log'), { name: `to ${next}` });
          return next;
        });
        expect(result).toBe(15);
        expect((await store.getDoc(item('acc'))).data?.score).toBe(15);
        expect((await store.getDoc(item('log'))).data?.name).toBe('to 15');
        await dispose?.();
      });

      it('keeps every increment when transactions conflict', async () => {
        const { store, item, dispose } = await setup();
        await store.setDoc(item('counter'), { name: 'counter', score: 0 });
        const bump = () =>
          store.runTransaction(async (tx) => {
            const snap = await tx.get(item('counter'));
            await new Promise((r) => setTimeout(r, 10)); // widen the window so the three overlap
            tx.update(item('counter'), { score: (snap.data?.score ?? 0) + 1 });
          });
        await Promise.all([bump(), bump(), bump()]);
        expect((await store.getDoc(item('counter'))).data?.score).toBe(3);
        await dispose?.();
      });

      it('writes nothing and rejects with the error when the function throws', async () => {
        const { store, item, dispose } = await setup();
        await expect(
          store.runTransaction(async (tx) => {
            await tx.get(item('t'));
            tx.set(item('t'), { name: 'T' });
            throw new Error('changed my mind');
          }),
        ).rejects.toThrow('changed my mind');
        expect((await store.getDoc(item('t'))).exists).toBe(false);
        await dispose?.();
      });

      it('sees its own reads of missing documents as not existing and can create them', async () => {
        const { store, item, dispose } = await setup();
        const created = await store.runTransaction(async (tx) => {
          const snap = await tx.get(item('lazy'));
          if (!snap.exists) tx.set(item('lazy'), { name: 'created' });
          return !snap.exists;
        });
        expect(created).toBe(true);
        expect((await store.getDoc(item('lazy'))).data?.name).toBe('created');
        await dispose?.();
      });

      it('refuses reads after writes', async () => {
        const { store, item, dispose } = await setup();
        await expect(
          store.runTransaction(async (tx) => {
            tx.set(item('w'), { name: 'W' });
            await tx.get(item('w'));
          }),
        ).rejects.toThrow();
        expect((await store.getDoc(item('w'))).exists).toBe(false);
        await dispose?.();
      });
    });

    describe('server timestamps', () => {
      it('resolves serverTimestamp() to the commit time on set, merge and update', async () => {
        const { store, root, now = Date.now, toleranceMs = 5_000, dispose } = await setup();
        type Stamped = { name: string; createdAt: Timestamp; updatedAt?: Timestamp };
        const ref = docRef<Stamped>(`${root}/stamped`);
        const before = now();
        await store.setDoc(ref, { name: 'S', createdAt: serverTimestamp() });
        await store.updateDoc(ref, { updatedAt: serverTimestamp() });
        await store.setDoc(ref, { name: 'S2' }, { merge: true });
        const after = now();
        const data = (await store.getDoc(ref)).data;
        expect(data?.name).toBe('S2');
        for (const field of [data?.createdAt, data?.updatedAt]) {
          expect(field).toBeInstanceOf(Timestamp);
          expect(field?.toMillis()).toBeGreaterThanOrEqual(before - toleranceMs);
          expect(field?.toMillis()).toBeLessThanOrEqual(after + toleranceMs);
        }
        await dispose?.();
      });

      it('gives every write of one batch the same server timestamp', async () => {
        const { store, root, dispose } = await setup();
        type Stamped = { at: Timestamp };
        const a = docRef<Stamped>(`${root}/c/stamps/a`);
        const b = docRef<Stamped>(`${root}/c/stamps/b`);
        await store
          .batch()
          .set(a, { at: serverTimestamp() })
          .set(b, { at: serverTimestamp() })
          .commit();
        const [sa, sb] = await Promise.all([store.getDoc(a), store.getDoc(b)]);
        expect(sa.data?.at.isEqual(sb.data?.at as Timestamp)).toBe(true);
        await dispose?.();
      });
    });

    describe('listeners', () => {
      it('delivers a document listener the current state, then every change, until unsubscribed', async () => {
        const { store, item, dispose } = await setup();
        const seen: DocSnapshot<Item>[] = [];
        const stop = store.onDocSnapshot(item('live'), (s) => seen.push(s));
        await waitFor(() => seen.length === 1, 'initial snapshot');
        expect(seen[0]?.exists).toBe(false);

        await store.setDoc(item('live'), { name: 'L', score: 1 });
        await waitFor(() => seen.some((s) => s.data?.score === 1), 'created');
        await store.updateDoc(item('live'), { score: 2 });
        await waitFor(() => seen.some((s) => s.data?.score === 2), 'updated');
        await store.deleteDoc(item('live'));
        await waitFor(() => seen[seen.length - 1]?.exists === false, 'deleted');

        stop();
        const count = seen.length;
        await store.setDoc(item('live'), { name: 'after' });
        await settle();
        expect(seen.length).toBe(count);
        await dispose?.();
      });

      it('delivers a query listener the matching documents as they enter, change and leave', async () => {
        const { store, items, item, dispose } = await setup();
        const seen: string[][] = [];
        const scores: (number | undefined)[][] = [];
        const stop = store.onQuerySnapshot(
          query(items, where('group', '==', 'g1'), orderBy('score', 'desc')),
          (s) => {
            seen.push(ids(s));
            scores.push(s.docs.map((d) => d.data.score));
          },
        );
        await waitFor(() => seen.length === 1, 'initial snapshot');
        expect(seen[0]).toEqual([]);

        await store.setDoc(item('a'), { name: 'A', group: 'g1', score: 1 });
        await waitFor(() => JSON.stringify(seen.at(-1)) === '["a"]', 'a enters');
        await store.setDoc(item('b'), { name: 'B', group: 'g1', score: 5 });
        await waitFor(() => JSON.stringify(seen.at(-1)) === '["b","a"]', 'b enters first');
        await store.updateDoc(item('a'), { score: 9 });
        await waitFor(() => JSON.stringify(seen.at(-1)) === '["a","b"]', 'a moves up');
        await store.updateDoc(item('b'), { group: 'g2' });
        await waitFor(() => JSON.stringify(seen.at(-1)) === '["a"]', 'b leaves');

        const count = seen.length;
        await store.setDoc(item('z'), { name: 'Z', group: 'other', score: 3 }); // not matching
        await settle();
        expect(seen.length).toBe(count);
        expect(scores.at(-1)).toEqual([9]);

        stop();
        await store.setDoc(item('c'), { name: 'C', group: 'g1', score: 4 });
        await settle();
        expect(seen.length).toBe(count);
        await dispose?.();
      });
    });
  });
}
