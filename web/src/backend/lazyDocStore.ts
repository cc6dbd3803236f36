/**
 * A DocStore whose real implementation is loaded on first use. The firebase backend hands this to
 * the app at boot so the Firestore SDK (about 100 kB gzip) is fetched only when something reads or
 * writes — after sign-in — rather than before the sign-in page can show; the demo backend, so its
 * guarded store, rule checks and schemas (demo/wiring.ts) load the same way. Behaves exactly like the
 * store it wraps (held to core's DocStore contract in lazyDocStore.test.ts); a failed load (e.g. a
 * chunk the network lost) rejects that call or ends that listener, and is retried on the next use.
 */
import type {
  DocRef,
  DocStore,
  MergeData,
  SetOptions,
  Unsubscribe,
  UpdateData,
  WriteBatch,
  WriteData,
} from '@tender/core';

/** Memoises a loader, forgetting a failure so the next call tries again. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/**
 * Subscribes once the implementation is loaded; the returned function stops it whether it runs
 * before or after that. A failed load goes to the error callback, like a refused listen.
 */
export function subscribeWhenLoaded<S>(
  load: () => Promise<S>,
  subscribe: (service: S) => Unsubscribe,
  error: ((e: Error) => void) | undefined,
): Unsubscribe {
  let stopped = false;
  let stop: Unsubscribe | undefined;
  load().then(
    (service) => {
      if (!stopped) stop = subscribe(service);
    },
    (failure: unknown) => {
      if (!stopped) error?.(failure instanceof Error ? failure : new Error(String(failure)));
    },
  );
  return () => {
    stopped = true;
    stop?.();
  };
}

type BatchOp = (batch: WriteBatch) => void;

export function lazyDocStore(loader: () => Promise<DocStore>): DocStore {
  const load = once(loader);
  return {
    getDoc: async (ref) => (await load()).getDoc(ref),
    getDocs: async (source) => (await load()).getDocs(source),
    setDoc: async <T>(ref: DocRef<T>, data: WriteData<T> | MergeData<T>, options?: SetOptions) => {
      const store = await load();
      return options
        ? store.setDoc(ref, data as MergeData<T>, options)
        : store.setDoc(ref, data as WriteData<T>);
    },
    updateDoc: async (ref, data) => (await load()).updateDoc(ref, data),
    deleteDoc: async (ref) => (await load()).deleteDoc(ref),
    runTransaction: async (fn, options) => (await load()).runTransaction(fn, options),
    onDocSnapshot: (ref, next, error) =>
      subscribeWhenLoaded(load, (store) => store.onDocSnapshot(ref, next, error), error),
    onQuerySnapshot: (source, next, error) =>
      subscribeWhenLoaded(load, (store) => store.onQuerySnapshot(source, next, error), error),
    // A batch is only a list of writes until commit: record them, replay on the loaded store.
    batch() {
      const ops: BatchOp[] = [];
      const batch: WriteBatch = {
        set<T>(ref: DocRef<T>, data: WriteData<T> | MergeData<T>, options?: SetOptions) {
          ops.push((b) =>
            options ? b.set(ref, data as MergeData<T>, options) : b.set(ref, data as WriteData<T>),
          );
          return batch;
        },
        update<T>(ref: DocRef<T>, data: UpdateData<T>) {
          ops.push((b) => b.update(ref, data));
          return batch;
        },
        delete(ref) {
          ops.push((b) => b.delete(ref));
          return batch;
        },
        async commit() {
          const inner = (await load()).batch();
          ops.forEach((op) => op(inner));
          await inner.commit();
        },
      };
      return batch;
    },
  };
}
