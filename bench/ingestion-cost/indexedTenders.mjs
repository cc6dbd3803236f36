// A DocStore wrapper of bench/ingestion-cost.mjs that answers the ingestion's lookups of a
// notice's tender from hash maps instead of the memory store's scan (same documents, same count).
import { core } from './core.mjs';

const { refs } = core;

/**
 * The memory store scans a collection for every query (Firestore reads an index); at 3,000
 * notices × 2 lookups over the stored tenders that scan was most of this bench's minutes. This
 * wrapper answers the ingestion's two lookups of a notice's tender (noticeKeys
 * array-contains-any, procedureId ==) from hash maps kept up to date on tender writes, with the
 * same documents the scan would return; the billing wrapper around it counts them the same way.
 */
export function indexedTenders(store) {
  const byKey = new Map();
  const byProcedure = new Map();
  const add = (map, key, id) => {
    if (!key) return;
    if (!map.has(key)) map.set(key, new Set());
    map.get(key).add(id);
  };
  const indexTender = (id, t) => {
    for (const k of t.noticeKeys ?? []) add(byKey, k, id);
    add(byProcedure, t.procedureId, id);
  };
  const isTender = (path) => path.startsWith('tenders/') && path.split('/').length === 2;
  return {
    indexTender,
    docs: {
      getDoc: (ref) => store.getDoc(ref),
      updateDoc: (ref, data) => store.updateDoc(ref, data),
      deleteDoc: (ref) => store.deleteDoc(ref),
      batch: () => store.batch(),
      runTransaction: (fn, options) => store.runTransaction(fn, options),
      onDocSnapshot: (ref, next, error) => store.onDocSnapshot(ref, next, error),
      onQuerySnapshot: (q, next, error) => store.onQuerySnapshot(q, next, error),
      async setDoc(ref, data, options) {
        await store.setDoc(ref, data, options);
        if (isTender(ref.path)) indexTender(ref.id, data);
      },
      async getDocs(q) {
        const f = q.filters?.[0];
        if (q.kind !== 'query' || q.collection.path !== 'tenders' || q.filters.length !== 1)
          return store.getDocs(q);
        let ids = null;
        if (f.field === 'noticeKeys' && f.op === 'array-contains-any')
          ids = new Set(f.value.flatMap((k) => [...(byKey.get(k) ?? [])]));
        if (f.field === 'procedureId' && f.op === '==') ids = byProcedure.get(f.value) ?? new Set();
        if (!ids) return store.getDocs(q);
        const docs = [];
        for (const id of [...ids].sort()) {
          const snap = await store.getDoc(refs.tender(id));
          if (snap.exists) docs.push({ ...snap, exists: true });
        }
        return { docs, size: docs.length, empty: docs.length === 0 };
      },
    },
  };
}
