/**
 * A DocStore that reports every successful write, so the demo can save its state. The write
 * settles only after `onWrite`'s promise (the save that includes it), so a caller that saw it
 * succeed can reload and find it. (MemoryDocStore has listeners per document and query, not one
 * for "anything changed".)
 */
import type { DocStore, FileStore, WriteBatch } from '@tender/core';

export function withWriteHook(store: DocStore, onWrite: () => Promise<void> | void): DocStore {
  const after = async <T>(promise: Promise<T>): Promise<T> => {
    const result = await promise;
    await onWrite();
    return result;
  };
  return {
    getDoc: (ref) => store.getDoc(ref),
    getDocs: (source) => store.getDocs(source),
    setDoc: ((ref: never, data: never, options?: never) =>
      after(
        options ? store.setDoc(ref, data, options) : store.setDoc(ref, data),
      )) as DocStore['setDoc'],
    updateDoc: (ref, data) => after(store.updateDoc(ref, data)),
    deleteDoc: (ref) => after(store.deleteDoc(ref)),
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
        commit: () => after(inner.commit()),
      };
      return outer;
    },
    runTransaction: (fn, options) => after(store.runTransaction(fn, options)),
    onDocSnapshot: (ref, next, error) => store.onDocSnapshot(ref, next, error),
    onQuerySnapshot: (source, next, error) => store.onQuerySnapshot(source, next, error),
  };
}

/** The same for Storage: writes and deletes settle once saved; `onWrite` learns which path. */
export function withFileWriteHook(
  store: FileStore,
  onWrite: (path: string) => Promise<void> | void,
): FileStore {
  return {
    write: async (path, bytes, options) => {
      const meta = await store.write(path, bytes, options);
      await onWrite(path);
      return meta;
    },
    read: (path) => store.read(path),
    stat: (path) => store.stat(path),
    delete: async (path) => {
      await store.delete(path);
      await onWrite(path);
    },
    list: (prefix) => store.list(prefix),
    downloadUrl: (path, options) => store.downloadUrl(path, options),
  };
}

/**
 * A DocStore that runs `onDeleted` after every successful single-document delete, as a
 * Firestore onDocumentDeleted trigger would (the demo's clean-ups of projects and knowledge bases).
 */
export function withDeleteHook(store: DocStore, onDeleted: (path: string) => void): DocStore {
  return {
    ...store, // whatever else the wrapped store offers stays reachable
    getDoc: (ref) => store.getDoc(ref),
    getDocs: (source) => store.getDocs(source),
    setDoc: store.setDoc.bind(store) as DocStore['setDoc'],
    updateDoc: (ref, data) => store.updateDoc(ref, data),
    batch: () => store.batch(),
    runTransaction: (fn, options) => store.runTransaction(fn, options),
    onDocSnapshot: (ref, next, error) => store.onDocSnapshot(ref, next, error),
    onQuerySnapshot: (source, next, error) => store.onQuerySnapshot(source, next, error),
    async deleteDoc(ref) {
      await store.deleteDoc(ref);
      onDeleted(ref.path);
    },
  };
}
