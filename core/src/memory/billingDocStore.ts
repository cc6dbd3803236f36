/**
 * A DocStore that counts what Firestore bills a server (Admin SDK: no security rules, so no
 * rules reads): one read per document a query returns (at least one per query, even an empty
 * one), one per document get (found or not, in a transaction too); one write per set or update,
 * one delete per delete, batched or not. Used by the ingestion-cost bench and the tests that
 * check a run writes only what changed (issue 22). For a client's reads see countingDocStore.ts.
 */
import type { DocStore, SetOptions, Transaction, WriteBatch } from '../ports/docStore';

export interface BilledOperations {
  reads: number;
  writes: number;
  deletes: number;
  /** Queries and gets sent (each a round trip). */
  requests: number;
}

export function billingDocStore(store: DocStore): { docs: DocStore; billed: BilledOperations } {
  const billed: BilledOperations = { reads: 0, writes: 0, deletes: 0, requests: 0 };
  const read = (documents: number) => {
    billed.requests += 1;
    billed.reads += Math.max(1, documents);
  };
  const countingBatch = (inner: WriteBatch): WriteBatch => {
    let writes = 0;
    let deletes = 0;
    const batch: WriteBatch = {
      set(ref: never, data: never, options?: SetOptions) {
        inner.set(ref, data, options as never);
        writes++;
        return batch;
      },
      update(ref: never, data: never) {
        inner.update(ref, data);
        writes++;
        return batch;
      },
      delete(ref) {
        inner.delete(ref);
        deletes++;
        return batch;
      },
      async commit() {
        await inner.commit();
        // Billed only when committed.
        billed.writes += writes;
        billed.deletes += deletes;
      },
    };
    return batch;
  };
  const docs: DocStore = {
    async getDoc(ref) {
      const snap = await store.getDoc(ref);
      read(1);
      return snap;
    },
    async getDocs(source) {
      const snap = await store.getDocs(source);
      read(snap.size);
      return snap;
    },
    async setDoc(ref: never, data: never, options?: SetOptions) {
      await store.setDoc(ref, data, options as never);
      billed.writes++;
    },
    async updateDoc(ref, data) {
      await store.updateDoc(ref, data);
      billed.writes++;
    },
    async deleteDoc(ref) {
      await store.deleteDoc(ref);
      billed.deletes++;
    },
    batch: () => countingBatch(store.batch()),
    runTransaction(fn, options) {
      return store.runTransaction(async (inner) => {
        let writes = 0;
        let deletes = 0;
        const tx: Transaction = {
          async get(ref) {
            const snap = await inner.get(ref);
            read(1);
            return snap;
          },
          set(ref: never, data: never, options?: SetOptions) {
            inner.set(ref, data, options as never);
            writes++;
            return tx;
          },
          update(ref: never, data: never) {
            inner.update(ref, data);
            writes++;
            return tx;
          },
          delete(ref) {
            inner.delete(ref);
            deletes++;
            return tx;
          },
        };
        const result = await fn(tx);
        billed.writes += writes;
        billed.deletes += deletes;
        return result;
      }, options);
    },
    onDocSnapshot: (ref, next, error) => store.onDocSnapshot(ref, next, error),
    onQuerySnapshot: (source, next, error) => store.onQuerySnapshot(source, next, error),
  };
  return { docs, billed };
}
