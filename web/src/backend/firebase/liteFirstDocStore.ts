/**
 * The firebase backend's DocStore: one-time reads over Firestore Lite until the full SDK is
 * loaded, and everything else over the full SDK (issue 22, item 7). A cold load's first screen —
 * the session's profile, the dashboard's figures, a list's first rows — then waits for Lite
 * (about 26 kB gzip) instead of the full SDK (about 90 kB), which loads after it.
 *
 * - `getDoc`/`getDocs` go to Lite while the full SDK is not loaded, to the full SDK once it is.
 * - Writes, batches and transactions load the full SDK at once and run on it; when a write
 *   resolves the full SDK is loaded, so every read after it goes there (read-your-writes).
 * - A listener started before the full SDK is loaded gets its first state from a Lite read at
 *   once, and follows the document or query live as soon as the full SDK is there (its first
 *   state then comes again, with anything that changed in between). It does not load the full
 *   SDK itself: `goLive()` does (the app calls it after the first screen, Backend.preload), or a
 *   write, or LIVE_AT_THE_LATEST_MS after the first such listener. So a cold load reads its first
 *   listeners' documents twice; later listeners, once.
 * - A failed Lite read ends that listener with the error, as a refused listen does; a full SDK
 *   that cannot be loaded ends the listeners waiting for it, as lazyDocStore's do.
 */
import type { DocStore, Unsubscribe } from '@tender/core';
import { lazyDocStore, once } from '../lazyDocStore';

export type FirestoreReads = Pick<DocStore, 'getDoc' | 'getDocs'>;

/** The latest a waiting listener goes live when nothing called goLive (a page that never does). */
export const LIVE_AT_THE_LATEST_MS = 5_000;

export interface LiteFirstDocStore {
  readonly docs: DocStore;
  /** Loads the full SDK (once) and moves every waiting listener to it. */
  goLive(): Promise<void>;
}

type Waiter = { attach: (store: DocStore) => void; fail: (error: Error) => void };

const asError = (e: unknown) => (e instanceof Error ? e : new Error(String(e)));

export function liteFirstDocStore(
  loadReads: () => Promise<FirestoreReads>,
  loadFull: () => Promise<DocStore>,
): LiteFirstDocStore {
  const reads = once(loadReads);
  let live: DocStore | null = null;
  const waiters = new Set<Waiter>();
  const full = once(async () => {
    try {
      const store = await loadFull();
      live = store;
      [...waiters].forEach((w) => w.attach(store));
      return store;
    } catch (error) {
      [...waiters].forEach((w) => w.fail(asError(error)));
      throw error;
    } finally {
      waiters.clear();
    }
  });
  const onFull = lazyDocStore(full);
  let fallback: ReturnType<typeof setTimeout> | undefined;
  const goLive = async () => {
    clearTimeout(fallback);
    fallback = undefined;
    await full();
  };

  /** First state from Lite now; the full SDK's listener once it is loaded. */
  function listen<S>(
    read: (r: FirestoreReads) => Promise<S>,
    subscribe: (store: DocStore) => Unsubscribe,
    next: (snap: S) => void,
    error: ((e: Error) => void) | undefined,
  ): Unsubscribe {
    if (live) return subscribe(live);
    let stopped = false;
    let stop: Unsubscribe = () => undefined;
    const waiter: Waiter = {
      attach: (store) => {
        if (!stopped) stop = subscribe(store);
      },
      fail: (e) => {
        if (!stopped) error?.(e);
      },
    };
    reads()
      .then(read)
      .then(
        (snap) => {
          if (stopped) return;
          if (live) {
            stop = subscribe(live);
            return;
          }
          next(snap);
          waiters.add(waiter);
          fallback ??= setTimeout(
            () => void goLive().catch(() => undefined),
            LIVE_AT_THE_LATEST_MS,
          );
        },
        (e: unknown) => {
          if (!stopped) error?.(asError(e));
        },
      );
    return () => {
      stopped = true;
      waiters.delete(waiter);
      stop();
    };
  }

  const docs: DocStore = {
    getDoc: async (ref) => (live ?? (await reads())).getDoc(ref),
    getDocs: async (source) => (live ?? (await reads())).getDocs(source),
    setDoc: onFull.setDoc,
    updateDoc: onFull.updateDoc,
    deleteDoc: onFull.deleteDoc,
    batch: () => onFull.batch(),
    runTransaction: onFull.runTransaction,
    onDocSnapshot: (ref, next, error) =>
      listen(
        (r) => r.getDoc(ref),
        (store) => store.onDocSnapshot(ref, next, error),
        next,
        error,
      ),
    onQuerySnapshot: (source, next, error) =>
      listen(
        (r) => r.getDocs(source),
        (store) => store.onQuerySnapshot(source, next, error),
        next,
        error,
      ),
  };
  return { docs, goLive };
}
