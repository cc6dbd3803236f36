/**
 * The DocStore contract on query order, limits and cursors: orderBy (by id by default, several
 * fields, documents without the field left out), limit, startAfter by values and by snapshot
 * through ties.
 */
import { describe, expect, it } from 'vitest';
import { limit, orderBy, query, startAfter } from '../query';
import { type Setup, ids, seedItems } from './harness';

export function describeQueryOrdering(setup: Setup): void {
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
}
