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
 *
 * Except the queries a collection's head answers (core/src/memory/queryHeads.ts): each company's
 * best matches and newest matches are saved apart as well, and read as the state opens, so that
 * Signaling's first rows and the dashboard's figures need not wait for 20,000 matches; a live
 * query answered so follows the store once the group has loaded (without asking for it sooner).
 */
import type {
  CollectionRef,
  DocRef,
  DocStore,
  HeadOrder,
  Query,
  QuerySnapshot,
  WriteBatch,
} from '@tender/core';

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
 * The heads kept of each company's matches: the best by score, as many as Signaling reads of a
 * band (SIGNALING_READ_LIMIT, its default view 'all' is the best 500), and the newest, as many as
 * the dashboard reads of the last weeks (DASHBOARD_LIMITS.matches + LOOK_AHEAD). deferredDocs.test.ts
 * holds both pages' queries to them.
 */
export const MATCH_HEAD_ORDERS: readonly HeadOrder[] = [
  { field: 'score', direction: 'desc', size: 500 },
  { field: 'createdAt', direction: 'desc', size: 30 },
];

/** The collection of a document path whose heads are kept (a company's matches), or null. */
export function headCollectionOf(path: string): string | null {
  return deferredGroup(path) === 'matches' ? path.slice(0, path.lastIndexOf('/')) : null;
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

/** Queries answered before their group has loaded (the heads'). */
export interface EarlyAnswers {
  /** The query's answer, or null when it needs the group loaded. */
  answer<T>(q: Query<T>): Promise<QuerySnapshot<T> | null>;
  /** Resolves once the group has loaded, without asking for it. */
  loaded(group: DeferredGroup): Promise<void>;
}

/**
 * `ready(group)` loads a group's documents (once) and resolves when they are in the store;
 * `ready()` does so for every group.
 */
export function withDeferredCollections(
  store: DocStore,
  ready: (group?: DeferredGroup) => Promise<void>,
  early?: EarlyAnswers,
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
  /** A live query answered at once, then followed in the store once its group has loaded. */
  const subscribeEarly = <T>(
    q: Query<T>,
    group: DeferredGroup,
    early: EarlyAnswers,
    next: (snap: QuerySnapshot<T>) => void,
    subscribe: () => () => void,
  ): (() => void) => {
    let stop: (() => void) | undefined;
    let stopped = false;
    void early
      .answer(q)
      .catch(() => null)
      .then((answer) => {
        if (stopped) return;
        if (answer) next(answer);
        void (answer ? early.loaded(group) : ready(group)).then(() => {
          if (!stopped) stop = subscribe();
        });
      });
    return () => {
      stopped = true;
      stop?.();
    };
  };
  return {
    getDoc: (ref) => whenDoc(ref, () => store.getDoc(ref)),
    getDocs: (source) => {
      const group = collectionGroup(sourcePath(source));
      if (!group || !early || source.kind !== 'query')
        return when(group, () => store.getDocs(source));
      return early
        .answer(source)
        .catch(() => null)
        .then((answer) => answer ?? ready(group).then(() => store.getDocs(source)));
    },
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
    onQuerySnapshot: (source, next, error) => {
      const group = collectionGroup(sourcePath(source));
      const subscribe = () => store.onQuerySnapshot(source, next, error);
      return group && early && source.kind === 'query'
        ? subscribeEarly(source, group, early, next, subscribe)
        : subscribeWhen(group, subscribe);
    },
  };
}
