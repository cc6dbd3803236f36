/**
 * The demo's bulky collections — the tenders and each company's tender matches — are stored apart
 * and loaded after the first render (issue 22 item 6): with the large company they are 40,000 of
 * its 41,000 documents, and reading and decoding them before the first render kept the projects
 * list, dashboard and Help over their 1.0 s LCP budget although none of them shows a tender.
 *
 * Until they are in memory, everything that touches them waits for them: a read, query or
 * listener on those collections, and every write, transaction and save (so nothing is written on
 * top of a store that still lacks them). The first such access starts the loading at once; without
 * one it starts when the page is idle.
 */
import type { CollectionRef, DocRef, DocStore, Query, WriteBatch } from '@tender/core';

/** Whether a document path lies in a collection that is loaded after the first render. */
export function isDeferredPath(path: string): boolean {
  const s = path.split('/');
  return (
    (s[0] === 'tenders' && s.length === 2) ||
    (s[0] === 'companies' && s[2] === 'tenderMatches' && s.length === 4)
  );
}

function isDeferredCollection(collectionPath: string): boolean {
  return isDeferredPath(`${collectionPath}/x`);
}

const sourcePath = (source: Query<unknown> | CollectionRef<unknown>) =>
  source.kind === 'query' ? source.collection.path : source.path;

/** `ready()` loads the deferred documents (once) and resolves when they are in the store. */
export function withDeferredCollections(store: DocStore, ready: () => Promise<void>): DocStore {
  const whenDoc = <T>(ref: DocRef<unknown>, op: () => Promise<T>) =>
    isDeferredPath(ref.path) ? ready().then(op) : op();
  const afterReady = <T>(op: () => Promise<T>) => ready().then(op);
  /** Subscribes once ready; unsubscribing before that cancels the subscription. */
  const subscribeWhen = (deferred: boolean, subscribe: () => () => void): (() => void) => {
    if (!deferred) return subscribe();
    let stop: (() => void) | undefined;
    let stopped = false;
    void ready().then(() => {
      if (!stopped) stop = subscribe();
    });
    return () => {
      stopped = true;
      stop?.();
    };
  };
  return {
    getDoc: (ref) => whenDoc(ref, () => store.getDoc(ref)),
    getDocs: (source) =>
      isDeferredCollection(sourcePath(source))
        ? afterReady(() => store.getDocs(source))
        : store.getDocs(source),
    setDoc: ((ref: never, data: never, options?: never) =>
      afterReady(() =>
        options ? store.setDoc(ref, data, options) : store.setDoc(ref, data),
      )) as DocStore['setDoc'],
    updateDoc: (ref, data) => afterReady(() => store.updateDoc(ref, data)),
    deleteDoc: (ref) => afterReady(() => store.deleteDoc(ref)),
    batch(): WriteBatch {
      const inner = store.batch();
      const outer: WriteBatch = {
        set: ((ref: never, data: never, options?: never) => {
          if (options) inner.set(ref, data, options);
          else inner.set(ref, data);
          return outer;
        }) as WriteBatch['set'],
        update: (ref, data) => (inner.update(ref, data), outer),
        delete: (ref) => (inner.delete(ref), outer),
        commit: () => afterReady(() => inner.commit()),
      };
      return outer;
    },
    runTransaction: (fn, options) => afterReady(() => store.runTransaction(fn, options)),
    onDocSnapshot: (ref, next, error) =>
      subscribeWhen(isDeferredPath(ref.path), () => store.onDocSnapshot(ref, next, error)),
    onQuerySnapshot: (source, next, error) =>
      subscribeWhen(isDeferredCollection(sourcePath(source)), () =>
        store.onQuerySnapshot(source, next, error),
      ),
  };
}
