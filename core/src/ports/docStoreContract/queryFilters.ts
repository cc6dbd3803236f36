/**
 * The DocStore contract on query filters: ==, in, array-contains(-any), ranges (never across types,
 * never on a missing field) and Timestamps.
 */
import { describe, expect, it } from 'vitest';
import { orderBy, query, where } from '../query';
import { DOCUMENT_ID, collectionRef, docRef } from '../refs';
import { Timestamp } from '../values';
import { type Setup, ids, seedItems } from './harness';

export function describeQueryFilters(setup: Setup): void {
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
      expect(ids(await store.getDocs(query(items, where('tags', 'array-contains', 'y'))))).toEqual([
        'a',
        'b',
      ]);
      expect(
        ids(await store.getDocs(query(items, where('tags', 'array-contains-any', ['x', 'nope'])))),
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
}
