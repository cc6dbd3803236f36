/**
 * The demo's tenders are stored and matched on first need, not on every start: the first read of
 * `tenders/…` or a company's `tenderMatches` (the Signaling page, its digest preview) or a
 * signaling callable waits for them. Seeding parses and matches a few hundred real notices, which
 * would otherwise compete with the sign-in and the first pages of every fresh browser.
 */
import type { CollectionRef, DocRef, DocStore, Query } from '@tender/core';

const SEEDED_PATH = /^(tenders(\/|$)|companies\/[^/]+\/tenderMatches(\/|$))/;

const pathOf = (source: DocRef<unknown> | CollectionRef<unknown> | Query<unknown>) =>
  source.kind === 'query' ? source.collection.path : source.path;

/** ensure() runs once (and again after a failure); reads of other paths never wait for it. */
export function onceDemoTenders(seed: () => Promise<unknown>): () => Promise<void> {
  let seeded: Promise<void> | undefined;
  return () =>
    (seeded ??= seed().then(
      () => undefined,
      (error: unknown) => {
        seeded = undefined;
        console.warn('Demo backend: could not store the demo tenders', error);
      },
    ));
}

export function withLazyDemoTenders(store: DocStore, ensure: () => Promise<void>): DocStore {
  return withLazyPaths(store, SEEDED_PATH, ensure);
}

/**
 * Reads and subscriptions of paths that match `pattern` wait for `ensure()` (the demo's seeded
 * tenders, the seed knowledge bases); other reads and every write go straight through.
 */
export function withLazyPaths(
  store: DocStore,
  pattern: RegExp,
  ensure: () => Promise<void>,
): DocStore {
  const needs = (source: DocRef<unknown> | CollectionRef<unknown> | Query<unknown>) =>
    pattern.test(pathOf(source));
  const after = async <R>(
    source: DocRef<unknown> | CollectionRef<unknown> | Query<unknown>,
    read: () => Promise<R>,
  ): Promise<R> => {
    if (needs(source)) await ensure();
    return read();
  };
  /** Subscribes once the tenders are there; an unsubscribe before that cancels it. */
  const live = (
    source: DocRef<unknown> | CollectionRef<unknown> | Query<unknown>,
    subscribe: () => () => void,
  ): (() => void) => {
    if (!needs(source)) return subscribe();
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    void ensure().then(() => {
      if (!cancelled) unsubscribe = subscribe();
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  };
  return {
    getDoc: (ref) => after(ref, () => store.getDoc(ref)),
    getDocs: (source) => after(source, () => store.getDocs(source)),
    setDoc: store.setDoc.bind(store),
    updateDoc: (ref, data) => store.updateDoc(ref, data),
    deleteDoc: (ref) => store.deleteDoc(ref),
    batch: () => store.batch(),
    runTransaction: (fn, options) => store.runTransaction(fn, options),
    onDocSnapshot: (ref, next, error) => live(ref, () => store.onDocSnapshot(ref, next, error)),
    onQuerySnapshot: (source, next, error) =>
      live(source, () => store.onQuerySnapshot(source, next, error)),
  };
}
