/**
 * The memory DocStore's write handles: a batch (committed once, all or nothing) and a
 * transaction (reads first, recording the version each read saw; the store commits its writes
 * only if those versions still hold).
 */
import {
  type DocSnapshot,
  DocStoreError,
  type SetOptions,
  type Transaction,
  type WriteBatch,
} from '../ports/docStore';
import type { DocRef } from '../ports/refs';
import { type PendingWrite, prepareWrite } from './applyWrite';

/** A batch collecting writes for `commit`, which applies them atomically. */
export function createBatch(commit: (writes: readonly PendingWrite[]) => void): WriteBatch {
  const writes: PendingWrite[] = [];
  let committed = false;
  const guard = () => {
    if (committed)
      throw new DocStoreError('failed-precondition', 'A batch can only be committed once');
  };
  const batch: WriteBatch = {
    set(ref: DocRef<unknown>, data: unknown, options?: SetOptions) {
      guard();
      writes.push(prepareWrite('set', ref.path, data, options?.merge ?? false));
      return batch;
    },
    update(ref: DocRef<unknown>, data: unknown) {
      guard();
      writes.push(prepareWrite('update', ref.path, data));
      return batch;
    },
    delete(ref: DocRef<unknown>) {
      guard();
      writes.push({ kind: 'delete', path: ref.path });
      return batch;
    },
    async commit() {
      guard();
      committed = true;
      commit(writes);
    },
  };
  return batch;
}

/** One attempt of a transaction: its reads land in `reads` (path → version), its writes in `writes`. */
export function createTransaction(
  reads: Map<string, number>,
  writes: PendingWrite[],
  versionOf: (path: string) => number,
  snapshotOf: <T>(path: string) => DocSnapshot<T>,
): Transaction {
  const tx: Transaction = {
    async get<T>(ref: DocRef<T>): Promise<DocSnapshot<T>> {
      if (writes.length > 0) {
        throw new DocStoreError(
          'invalid-argument',
          'Transactions require all reads to be executed before all writes',
        );
      }
      if (!reads.has(ref.path)) reads.set(ref.path, versionOf(ref.path));
      return snapshotOf<T>(ref.path);
    },
    set(ref: DocRef<unknown>, data: unknown, options?: SetOptions) {
      writes.push(prepareWrite('set', ref.path, data, options?.merge ?? false));
      return tx;
    },
    update(ref: DocRef<unknown>, data: unknown) {
      writes.push(prepareWrite('update', ref.path, data));
      return tx;
    },
    delete(ref: DocRef<unknown>) {
      writes.push({ kind: 'delete', path: ref.path });
      return tx;
    },
  };
  return tx;
}
