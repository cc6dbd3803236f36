/**
 * The DocStore contract on references and values: typed refs, the values a document may hold
 * (Timestamp, Vector), copies handed out, undefined refused, subcollections kept apart.
 */
import { describe, expect, it } from 'vitest';
import { docRef } from '../refs';
import { Timestamp, Vector } from '../values';
import { type Item, type Setup, ids } from './harness';

export function describeReferencesAndValues(setup: Setup): void {
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
}
