/**
 * The DocStore contract on server timestamps: serverTimestamp() resolves to the commit time, the
 * same for every write of a batch.
 */
import { describe, expect, it } from 'vitest';
import { docRef } from '../refs';
import { Timestamp, serverTimestamp } from '../values';
import type { Setup } from './harness';

export function describeServerTimestamps(setup: Setup): void {
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
}
