/**
 * The DocStore contract on writes: set, set with merge, update with dotted paths, deletes of
 * documents and fields, arrayUnion, arrayRemove and increment.
 */
import { describe, expect, it } from 'vitest';
import { arrayRemove, arrayUnion, deleteField, increment } from '../values';
import { type Setup, expectCode } from './harness';

export function describeWrites(setup: Setup): void {
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
}
