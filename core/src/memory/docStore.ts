/**
 * In-memory DocStore: deterministic (commit time comes from the injected Clock), optimistic
 * transactions that retry on conflict, listeners that fire on change, JSON export/import.
 * Used by unit tests and, persisted to IndexedDB, by the demo backend.
 */
import {
  type DocSnapshot,
  type DocStore,
  DocStoreError,
  type MergeData,
  type QueryDocSnapshot,
  type QuerySnapshot,
  type SetOptions,
  type Transaction,
  type TransactionOptions,
  type Unsubscribe,
  type UpdateData,
  type WriteBatch,
  type WriteData,
} from '../ports/docStore';
import { type Query, query as makeQuery } from '../ports/query';
import { type CollectionRef, type DocRef, docRef } from '../ports/refs';
import type { Clock } from '../ports/runtime';
import { Timestamp } from '../ports/values';
import { type PendingWrite, applyWrite, prepareWrite } from './applyWrite';
import { systemClock } from './clock';
import { DocListeners } from './docListeners';
import {
  type DocStoreSnapshot,
  type StoredDoc,
  checkSnapshot,
  decodeSnapshotDocs,
  encodeDoc,
  encodeSnapshot,
} from './docStoreSnapshot';
import { createBatch, createTransaction } from './docStoreWrites';
import { DocTable } from './docTable';
import { runQuery } from './queryEngine';
import { type Plain, copyOut } from './values';

export type { DocStoreSnapshot } from './docStoreSnapshot';

export interface MemoryDocStoreOptions {
  /** Source of server timestamps; the system clock by default. */
  readonly clock?: Clock;
}

const DEFAULT_MAX_ATTEMPTS = 5;

export class MemoryDocStore implements DocStore {
  private readonly table = new DocTable();
  /** Told the paths of every commit (writes only, not imports): the demo saves just those. */
  private readonly commitListeners = new Set<(paths: ReadonlySet<string>) => void>();
  private readonly listeners = new DocListeners({
    docSnapshot: (path) => this.docSnapshot(path),
    querySnapshot: (q) => this.querySnapshot(q),
  });
  private readonly clock: Clock;

  constructor(options: MemoryDocStoreOptions = {}) {
    this.clock = options.clock ?? systemClock;
  }

  async getDoc<T>(ref: DocRef<T>): Promise<DocSnapshot<T>> {
    return this.docSnapshot(ref.path);
  }

  async getDocs<T>(source: Query<T> | CollectionRef<T>): Promise<QuerySnapshot<T>> {
    return this.querySnapshot(toQuery(source));
  }

  setDoc<T>(ref: DocRef<T>, data: WriteData<T>): Promise<void>;
  setDoc<T>(ref: DocRef<T>, data: MergeData<T>, options: SetOptions): Promise<void>;
  async setDoc<T>(
    ref: DocRef<T>,
    data: WriteData<T> | MergeData<T>,
    options?: SetOptions,
  ): Promise<void> {
    this.commit([prepareWrite('set', ref.path, data, options?.merge ?? false)]);
  }

  async updateDoc<T>(ref: DocRef<T>, data: UpdateData<T>): Promise<void> {
    this.commit([prepareWrite('update', ref.path, data)]);
  }

  async deleteDoc(ref: DocRef<unknown>): Promise<void> {
    this.commit([{ kind: 'delete', path: ref.path }]);
  }

  batch(): WriteBatch {
    return createBatch((writes) => this.commit(writes));
  }

  async runTransaction<R>(
    fn: (tx: Transaction) => Promise<R>,
    options: TransactionOptions = {},
  ): Promise<R> {
    const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      const reads = new Map<string, number>();
      const writes: PendingWrite[] = [];
      const tx = createTransaction(
        reads,
        writes,
        (path) => this.table.version(path),
        (path) => this.docSnapshot(path),
      );
      const result = await fn(tx); // errors from fn propagate unretried; nothing was written
      if (this.commit(writes, reads)) return result;
    }
    throw new DocStoreError(
      'aborted',
      `Transaction gave up after ${maxAttempts} attempts (contention)`,
    );
  }

  onDocSnapshot<T>(ref: DocRef<T>, next: (snap: DocSnapshot<T>) => void): Unsubscribe {
    return this.listeners.listen({
      kind: 'doc',
      path: ref.path,
      next: next as (s: DocSnapshot<unknown>) => void,
      live: true,
      ready: false,
    });
  }

  onQuerySnapshot<T>(
    source: Query<T> | CollectionRef<T>,
    next: (snap: QuerySnapshot<T>) => void,
  ): Unsubscribe {
    return this.listeners.listen({
      kind: 'query',
      query: toQuery(source) as Query<unknown>,
      next: next as (s: QuerySnapshot<unknown>) => void,
      live: true,
      ready: false,
    });
  }

  /** The whole store as JSON (for IndexedDB or a file); independent of later changes. */
  exportSnapshot(): DocStoreSnapshot {
    return encodeSnapshot(this.table.all());
  }

  /**
   * The JSON form of the given documents (absent ones left out), for saving only what changed: a
   * large company's 41,000 documents took about a second to export whole (issue 22 item 6).
   */
  exportDocs(paths: Iterable<string>): DocStoreSnapshot['docs'] {
    const docs: DocStoreSnapshot['docs'] = {};
    for (const path of paths) {
      const doc = this.table.get(path);
      if (doc) docs[path] = encodeDoc(doc);
    }
    return docs;
  }

  /** Every stored document's path. */
  paths(): IterableIterator<string> {
    return this.table.all().keys();
  }

  /**
   * Calls `listener` with the paths of every committed write (sets, updates, deletes, batches and
   * transactions; not importSnapshot or mergeSnapshotDocs, which load what is already saved).
   */
  onCommit(listener: (paths: ReadonlySet<string>) => void): Unsubscribe {
    this.commitListeners.add(listener);
    return () => this.commitListeners.delete(listener);
  }

  /** Replaces the whole content with a snapshot; listeners see the difference. */
  importSnapshot(snapshot: DocStoreSnapshot): void {
    checkSnapshot(snapshot);
    this.listeners.notify(this.table.replace(decodeSnapshotDocs(snapshot.docs)));
  }

  /**
   * Adds a snapshot's documents to the content (replacing those at the same paths), keeping the
   * rest; listeners of the added paths see them. The demo loads a large company's tenders and
   * matches this way after the first render (issue 22 item 6).
   */
  mergeSnapshotDocs(docs: DocStoreSnapshot['docs']): void {
    const loaded = [...decodeSnapshotDocs(docs, false)];
    if (loaded.length === 0) return;
    this.listeners.notify(this.table.write(loaded));
  }

  static fromSnapshot(
    snapshot: DocStoreSnapshot,
    options: MemoryDocStoreOptions = {},
  ): MemoryDocStore {
    const store = new MemoryDocStore(options);
    store.importSnapshot(snapshot);
    return store;
  }

  // ---- internals -------------------------------------------------------------------------

  /**
   * Applies writes atomically. Returns false (writing nothing) when a read version no longer
   * matches; throws (writing nothing) when a write is invalid, e.g. an update of a missing doc.
   */
  private commit(
    writes: readonly PendingWrite[],
    readVersions?: ReadonlyMap<string, number>,
  ): boolean {
    if (readVersions) {
      for (const [path, version] of readVersions) {
        if (this.table.version(path) !== version) return false;
      }
    }
    if (writes.length === 0) return true;
    const now = Timestamp.fromMillis(this.clock.now());
    const staged = new Map<string, Plain | undefined>();
    for (const write of writes) {
      const current = staged.has(write.path)
        ? staged.get(write.path)
        : this.table.get(write.path)?.data;
      staged.set(write.path, applyWrite(current, write, now));
    }
    const paths = this.table.write(
      [...staged].map(([path, data]): [string, StoredDoc | undefined] => [
        path,
        data === undefined
          ? undefined
          : { data, createTime: this.table.get(path)?.createTime ?? now, updateTime: now },
      ]),
    );
    for (const listener of this.commitListeners) listener(paths);
    this.listeners.notify(paths);
    return true;
  }

  private docSnapshot<T>(path: string): DocSnapshot<T> {
    const ref = docRef<T>(path);
    const doc = this.table.get(path);
    return Object.freeze({
      ref,
      id: ref.id,
      exists: doc !== undefined,
      data: doc ? (copyOut(doc.data) as T) : undefined,
    });
  }

  private querySnapshot<T>(q: Query<T>): QuerySnapshot<T> {
    const prefix = `${q.collection.path}/`;
    const rows = this.table.rowsOf(q.collection.path);
    const docs = runQuery(rows, q as Query<unknown>).map((row): QueryDocSnapshot<T> =>
      Object.freeze({
        ref: docRef<T>(prefix + row.id),
        id: row.id,
        exists: true as const,
        data: copyOut(row.data) as T,
      }),
    );
    return Object.freeze({ docs, size: docs.length, empty: docs.length === 0 });
  }
}

function toQuery<T>(source: Query<T> | CollectionRef<T>): Query<T> {
  return source.kind === 'query' ? source : makeQuery(source);
}
