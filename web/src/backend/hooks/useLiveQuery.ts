import { useEffect, useState } from 'react';
import type { CollectionRef, DocRef, DocSnapshot, Query, QueryDocSnapshot } from '@tender/core';
import { useBackend } from '../BackendContext';

export type LiveResult<T> =
  | { status: 'loading'; data: undefined; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: undefined; error: Error };

const LOADING = { status: 'loading', data: undefined, error: null } as const;

/**
 * A stable identity for a query description (collection, filters, orders, limit, cursor), so a
 * component can build its query inline on every render without resubscribing.
 */
export function queryKey(
  source: Query<unknown> | CollectionRef<unknown> | DocRef<unknown>,
): string {
  return JSON.stringify(source);
}

type Listener<R> = (next: (value: R) => void, fail: (error: unknown) => void) => () => void;

/**
 * The shared mechanics of a live read: subscribe while `key` stays the same, resubscribe when it
 * changes, and never show a result of an older key for a newer one. `null` means "nothing to read".
 */
function useLiveSubscription<R>(
  store: object,
  key: string | null,
  listen: Listener<R>,
  retryRefusals = true,
): LiveResult<R> {
  const [state, setState] = useState<{ key: string | null; result: LiveResult<R> }>({
    key: null,
    result: LOADING,
  });

  useEffect(() => {
    if (key === null) return;
    let active = true;
    let unsubscribe: (() => void) | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let refusals = 0;
    const subscribe = () => {
      const fail = (error: unknown) => {
        if (!active) return;
        // A refusal right after a role change is often the session's claims lagging the users
        // document (or the other way round): listen again a few times before showing it.
        if (retryRefusals && isPermissionDenied(error) && refusals < REFUSAL_RETRIES_MS.length) {
          unsubscribe?.();
          retry = setTimeout(subscribe, REFUSAL_RETRIES_MS[refusals++]);
          return;
        }
        setState({ key, result: { status: 'error', data: undefined, error: toError(error) } });
      };
      try {
        unsubscribe = listen((data) => {
          if (active) setState({ key, result: { status: 'ready', data, error: null } });
        }, fail);
      } catch (error) {
        fail(error);
      }
    };
    subscribe();
    return () => {
      active = false;
      if (retry) clearTimeout(retry);
      unsubscribe?.();
    };
    // The key stands for what is read: a new object describing the same query keeps the listener.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, key]);

  return state.key === key && key !== null ? state.result : LOADING;
}

/**
 * Subscribes to a query of the backend's DocStore (a live listener: Firestore's onSnapshot, or the
 * demo's memory store) and re-renders on every change. `null` means "nothing to read yet".
 * A refused or failed listener ends in `status: 'error'` (the UI shows its 'Failed to load' text).
 */
export function useLiveQuery<T>(
  source: Query<T> | CollectionRef<T> | null,
): LiveResult<readonly QueryDocSnapshot<T>[]> {
  const { docs } = useBackend();
  const key = source ? queryKey(source) : null;
  return useLiveSubscription(docs, key, (next, fail) =>
    docs.onQuerySnapshot(
      source!,
      (snap) => {
        // Nothing in the cache is no answer (see useLiveDoc): the rows shown, or the loading
        // state, stay until the server says. Taken as "none", a list emptied and its editors
        // unmounted for a moment.
        if (snap.empty && snap.fromCache) return;
        next(snap.docs);
      },
      fail,
    ),
  );
}

/**
 * Like useLiveQuery, for one document. `retryRefusals: false` for a document addressed by an id
 * from the URL, where a refusal means "not found" (another company's, or none): it shows at once
 * instead of after the retries' 3.5 s of skeleton (issue 21).
 */
export function useLiveDoc<T>(
  ref: DocRef<T> | null,
  options: { retryRefusals?: boolean } = {},
): LiveResult<DocSnapshot<T>> {
  const { docs } = useBackend();
  const key = ref ? ref.path : null;
  return useLiveSubscription(
    docs,
    key,
    (next, fail) =>
      docs.onDocSnapshot(
        ref!,
        (snap) => {
          // Not in the cache is no answer (Firestore offline, or its first connection failed):
          // keep what is shown, the loading state or the document, until the server says.
          // Taken as "not found", it replaced a shown page and its unsaved edits with that message
          // until the server's snapshot remounted the page (docs/decisions.md).
          if (!snap.exists && snap.fromCache) return;
          next(snap);
        },
        fail,
      ),
    options.retryRefusals ?? true,
  );
}

/** Pauses before listening again after a refusal (about 3.5 s in all, then the error shows). */
const REFUSAL_RETRIES_MS = [500, 1000, 2000];

function isPermissionDenied(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === 'permission-denied'
  );
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
