import { act } from '@testing-library/react';
import type { DocRef, DocSnapshot, DocStore, QuerySnapshot } from '@tender/core';
import type { Backend } from '../backend/types';

/**
 * A backend whose listeners of one path can be sent what Firestore's full SDK sends when it has
 * no server answer yet (offline, or its first connection failed): a snapshot from its empty
 * cache — the document "does not exist", the list is empty. The demo backend never answers from a
 * cache; the app must take such a snapshot as no answer (docs/decisions.md, "Unsaved edits are
 * never replaced by arriving data").
 */
export function withCacheMisses(backend: Backend, path: string) {
  const docListeners = new Set<(snap: DocSnapshot<unknown>) => void>();
  const queryListeners = new Set<(snap: QuerySnapshot<unknown>) => void>();
  const docs = backend.docs;
  const follow = <L>(listeners: Set<L>, next: L, stop: () => void) => {
    listeners.add(next);
    return () => {
      listeners.delete(next);
      stop();
    };
  };
  const onDocSnapshot: DocStore['onDocSnapshot'] = (ref, next, error) => {
    const stop = docs.onDocSnapshot(ref, next, error);
    if (ref.path !== path) return stop;
    return follow(docListeners, next as (snap: DocSnapshot<unknown>) => void, stop);
  };
  const onQuerySnapshot: DocStore['onQuerySnapshot'] = (source, next, error) => {
    const stop = docs.onQuerySnapshot(source, next, error);
    if (!JSON.stringify(source).includes(`"${path}"`)) return stop;
    return follow(queryListeners, next as (snap: QuerySnapshot<unknown>) => void, stop);
  };
  const overrides: Partial<DocStore> = { onDocSnapshot, onQuerySnapshot };
  const wrappedDocs = new Proxy(docs, {
    get: (target, key) => overrides[key as keyof DocStore] ?? bound(target, key as keyof DocStore),
  });
  const wrapped = new Proxy(backend, {
    get: (target, key) => (key === 'docs' ? wrappedDocs : bound(target, key as keyof Backend)),
  });
  return {
    backend: wrapped,
    /** The document at `path` is not in the cache. */
    missDocument: (ref: DocRef<unknown>) =>
      act(async () =>
        docListeners.forEach((next) =>
          next({ ref, id: ref.id, exists: false, data: undefined, fromCache: true }),
        ),
      ),
    /** Nothing of the collection at `path` is in the cache. */
    missList: () =>
      act(async () =>
        queryListeners.forEach((next) => next({ docs: [], size: 0, empty: true, fromCache: true })),
      ),
  };
}

function bound<T extends object>(target: T, key: keyof T) {
  const value = target[key];
  return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
}
