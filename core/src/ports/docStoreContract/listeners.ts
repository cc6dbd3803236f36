/**
 * The DocStore contract on listeners: document and query listeners deliver the current state, then
 * every change, until unsubscribed.
 */
import { describe, expect, it } from 'vitest';
import type { DocSnapshot } from '../docStore';
import { orderBy, query, where } from '../query';
import { type Item, type Setup, ids, settle, waitFor } from './harness';

export function describeListeners(setup: Setup): void {
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
}
