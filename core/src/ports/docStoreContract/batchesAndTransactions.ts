/**
 * The DocStore contract on batches and transactions: batches commit all or nothing; transactions
 * read then write atomically, keep every increment under conflict, write nothing when they throw,
 * refuse reads after writes.
 */
import { describe, expect, it } from 'vitest';
import { type Setup, expectCode } from './harness';

export function describeBatchesAndTransactions(setup: Setup): void {
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
}
