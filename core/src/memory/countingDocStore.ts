/**
 * A DocStore that counts reads as Firestore bills a client: one per document a query returns (at
 * least one per query, even an empty one), one per document get (found or not), plus the security
 * rules' get() of users/{uid} (memberOf), one per request. Used by read-budget tests and benches.
 */
import type { DocStore } from '../ports/docStore';

/** The rules' users/{uid} lookup: one billed read per request (cached within it). */
export const RULES_READS_PER_REQUEST = 1;

export interface ReadCount {
  reads: number;
  requests: number;
}

export function countingDocStore(store: DocStore): { docs: DocStore; count: ReadCount } {
  const count: ReadCount = { reads: 0, requests: 0 };
  const bill = (documents: number) => {
    count.requests += 1;
    count.reads += Math.max(1, documents) + RULES_READS_PER_REQUEST;
  };
  const docs = Object.create(store) as DocStore;
  docs.getDocs = async (source) => {
    const snap = await store.getDocs(source);
    bill(snap.size);
    return snap;
  };
  docs.getDoc = async (ref) => {
    const snap = await store.getDoc(ref);
    bill(1);
    return snap;
  };
  return { docs, count };
}
