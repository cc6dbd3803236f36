/**
 * The demo's bulky collections — the tenders and each company's tender matches — are stored apart
 * and loaded after the first render (issue 22 item 6): with the large company they are 40,000 of
 * its 41,000 documents, and reading and decoding them before the first render kept the projects
 * list, dashboard and Help over their 1.0 s LCP budget although none of them shows a tender.
 *
 * Until they are in memory, everything that touches them waits for them: a read, query, listener or
 * write of those collections, every transaction (its documents are known only as it runs), and a
 * save of their shards (so nothing is written on top of a store that still lacks them). Writes of
 * other documents do not wait. The first such access starts the loading at once; without one it
 * starts when the page is idle.
 */
import type { CollectionRef, DocRef, DocStore, Query, WriteBatch } from '@tender/core';

/**
 * The groups stored and loaded apart: the matches (Signaling's list and the dashboard's figures
 * read them) come without waiting for the larger tenders (a tender's detail reads one).
 */
export const DEFERRED_GROUPS = ['matches', 'tenders'] as const;
export type DeferredGroup = (typeof DEFERRED_GROUPS)[number];

/** The group of a document path loaded after the first render, or null. */
export function deferredGroup(path: string): DeferredGroup | null {
  const s = path.split('/');
  if (s[0] === 'tenders' && s.length === 2) return 'tenders';
  if (s[0] === 'companies' && s[2] === 'tenderMatches' && s.length === 4) return 'matches';
  return null;
}

/**
 * The groups the page at `pathname` reads for its first rows: the dashboard's figures and
 * Signaling's list read the matches. Loading them as the state opens, while the page's code
 * downloads, rather than when its query asks, puts their cost beside the download instead of
 * after it.
 */
export function groupsFirstReadAt(pathname: string): DeferredGroup[] {
  return /^\/[a-z]{2}\/dashboard(\/signaling)?\/?$/.test(pathname) ? ['matches'] : [];
}

export function isDeferredPath(path: string): boolean {
  return deferredGroup(path) !== null;
}

const collectionGroup = (collectionPath: string) => deferredGroup(`${collectionPath}/x`);

const sourcePath = (source: Query<unknown> | CollectionRef<unknown>) =>
  source.kind === 'query' ? source.collection.path : source.path;

/**
 * `ready(group)` loads a group's documents (once) and resolves when they are in the store;
 * `ready()` does so for every group.
 */
export function withDeferredCollections(
  store: DocStore,
  ready: (group?: DeferredGroup) => Promise<void>,
): DocStore {
  const when = <T>(group: DeferredGroup | null, op: () => Promise<T>) =>
    group ? ready(group).then(op) : op();
  const whenDoc = <T>(ref: DocRef<unknown>, op: () => Promise<T>) =>
    when(deferredGroup(ref.path), op);
  const afterReady = <T>(op: () => Promise<T>) => ready().then(op);
  /** Subscribes once ready; unsubscribing before that cancels the subscription. */
  const subscribeWhen = (
    group: DeferredGroup | null,
    subscribe: () => () => void,
  ): (() => void) => {
    if (!group) return subscribe();
    let stop: (() => void) | undefined;
    let stopped = false;
    void ready(group).then(() => {
      if (!stopped) stop = subscribe();
    });
    return () => {
      stopped = true;
      stop?.();
    };
  };
  return {
    getDoc: (ref) => whenDoc(ref, () => store.getDoc(ref)),
    getDocs: (source) => when(collectionGroup(sourcePath(source)), () => store.getDocs(source)),
    setDoc: ((ref: DocRef<unknown>, data: never, options?: never) =>
      whenDoc(ref, () =>
        options ? store.setDoc(ref, data, options) : store.setDoc(ref, data),
      )) as DocStore['setDoc'],
    updateDoc: (ref, data) => whenDoc(ref, () => store.updateDoc(ref, data)),
    deleteDoc: (ref) => whenDoc(ref, () => store.deleteDoc(ref)),
    batch(): WriteBatch {
      const inner = store.batch();
      const groups = new Set<DeferredGroup>();
      const touch = (ref: DocRef<unknown>) => {
        const group = deferredGroup(ref.path);
        if (group) groups.add(group);
      };
      const outer: WriteBatch = {
        set: ((ref: DocRef<unknown>, data: never, options?: never) => {
          touch(ref);
          if (options) inner.set(ref, data, options);
          else inner.set(ref, data);
          return outer;
        }) as WriteBatch['set'],
        update: (ref, data) => (touch(ref), inner.update(ref, data), outer),
        delete: (ref) => (touch(ref), inner.delete(ref), outer),
        commit: () => Promise.all([...groups].map((g) => ready(g))).then(() => inner.commit()),
      };
      return outer;
    },
    runTransaction: (fn, options) => afterReady(() => store.runTransaction(fn, options)),
    onDocSnapshot: (ref, next, error) =>
      subscribeWhen(deferredGroup(ref.path), () => store.onDocSnapshot(ref, next, error)),
    onQuerySnapshot: (source, next, error) =>
      subscribeWhen(collectionGroup(sourcePath(source)), () =>
        store.onQuerySnapshot(source, next, error),
      ),
  };
}
