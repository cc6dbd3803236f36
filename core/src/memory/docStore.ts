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
import { type Json, encodeValue, fingerprint } from './codec';
import { LoadedDoc } from './loadedDoc';
import { type StoredRow, runQuery } from './queryEngine';
import { type Plain, copyOut } from './values';

interface StoredDoc {
  readonly data: Plain;
  readonly createTime: Timestamp;
  readonly updateTime: Timestamp;
}

type Listener =
  | {
      kind: 'doc';
      path: string;
      next: (s: DocSnapshot<unknown>) => void;
      last?: string;
      live: boolean;
      ready: boolean;
    }
  | {
      kind: 'query';
      query: Query<unknown>;
      next: (s: QuerySnapshot<unknown>) => void;
      last?: string;
      live: boolean;
      ready: boolean;
    };

export interface MemoryDocStoreOptions {
  /** Source of server timestamps; the system clock by default. */
  readonly clock?: Clock;
}

/** The JSON form of the whole store (exportSnapshot / importSnapshot). */
export interface DocStoreSnapshot {
  readonly format: 'tender-assistant/docstore';
  readonly version: 1;
  readonly docs: Record<string, { data: Json; createTime: number; updateTime: number }>;
}

const DEFAULT_MAX_ATTEMPTS = 5;

export class MemoryDocStore implements DocStore {
  private docs = new Map<string, StoredDoc>();
  /**
   * The document paths of each collection, so a query reads its collection only, not every
   * document of the store (a large company's 20,000 tenders and their matches, issue 22).
   */
  private collections = new Map<string, Set<string>>();
  /** Commit sequence number of the last write (including deletes) per path; 0 = never written. */
  private versions = new Map<string, number>();
  private seq = 0;
  private readonly listeners = new Set<Listener>();
  /** Told the paths of every commit (writes only, not imports): the demo saves just those. */
  private readonly commitListeners = new Set<(paths: ReadonlySet<string>) => void>();
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
    const writes: PendingWrite[] = [];
    let committed = false;
    const commitAll = () => this.commit(writes);
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
        commitAll();
      },
    };
    return batch;
  }

  async runTransaction<R>(
    fn: (tx: Transaction) => Promise<R>,
    options: TransactionOptions = {},
  ): Promise<R> {
    const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      const reads = new Map<string, number>();
      const writes: PendingWrite[] = [];
      const tx = this.transaction(reads, writes);
      const result = await fn(tx); // errors from fn propagate unretried; nothing was written
      if (this.commit(writes, reads)) return result;
    }
    throw new DocStoreError(
      'aborted',
      `Transaction gave up after ${maxAttempts} attempts (contention)`,
    );
  }

  onDocSnapshot<T>(ref: DocRef<T>, next: (snap: DocSnapshot<T>) => void): Unsubscribe {
    return this.listen({
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
    return this.listen({
      kind: 'query',
      query: toQuery(source) as Query<unknown>,
      next: next as (s: QuerySnapshot<unknown>) => void,
      live: true,
      ready: false,
    });
  }

  /** The whole store as JSON (for IndexedDB or a file); independent of later changes. */
  exportSnapshot(): DocStoreSnapshot {
    const docs: DocStoreSnapshot['docs'] = {};
    for (const path of [...this.docs.keys()].sort()) {
      docs[path] = encodeDoc(this.docs.get(path) as StoredDoc);
    }
    return { format: 'tender-assistant/docstore', version: 1, docs };
  }

  /**
   * The JSON form of the given documents (absent ones left out), for saving only what changed: a
   * large company's 41,000 documents took about a second to export whole (issue 22 item 6).
   */
  exportDocs(paths: Iterable<string>): DocStoreSnapshot['docs'] {
    const docs: DocStoreSnapshot['docs'] = {};
    for (const path of paths) {
      const doc = this.docs.get(path);
      if (doc) docs[path] = encodeDoc(doc);
    }
    return docs;
  }

  /** Every stored document's path. */
  paths(): IterableIterator<string> {
    return this.docs.keys();
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
    if (snapshot.format !== 'tender-assistant/docstore' || snapshot.version !== 1) {
      throw new DocStoreError('invalid-argument', 'Not a docstore snapshot (format/version)');
    }
    const changed = new Set<string>([...this.docs.keys()]);
    const next = new Map<string, StoredDoc>();
    for (const [path, doc] of Object.entries(snapshot.docs)) {
      docRef(path); // validates the path
      next.set(path, new LoadedDoc(doc)); // decoded when used (loadedDoc.ts)
      changed.add(path);
    }
    this.seq++;
    for (const path of changed) this.versions.set(path, this.seq);
    this.docs = next;
    this.collections = new Map();
    for (const path of next.keys()) this.indexPath(path, true);
    this.notify(changed);
  }

  /**
   * Adds a snapshot's documents to the content (replacing those at the same paths), keeping the
   * rest; listeners of the added paths see them. The demo loads a large company's tenders and
   * matches this way after the first render (issue 22 item 6).
   */
  mergeSnapshotDocs(docs: DocStoreSnapshot['docs']): void {
    const changed = new Set<string>();
    // Paths the demo saved itself, from a store that validated them when written: checking them
    // again took a fifth of the time of loading 20,000 matches.
    for (const [path, doc] of Object.entries(docs)) {
      this.docs.set(path, new LoadedDoc(doc)); // decoded when used (loadedDoc.ts)
      this.indexPath(path, true);
      changed.add(path);
    }
    if (changed.size === 0) return;
    this.seq++;
    for (const path of changed) this.versions.set(path, this.seq);
    this.notify(changed);
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

  private transaction(reads: Map<string, number>, writes: PendingWrite[]): Transaction {
    const versionOf = (path: string) => this.versions.get(path) ?? 0;
    const snapshotOf = <T>(path: string) => this.docSnapshot<T>(path);
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
        if ((this.versions.get(path) ?? 0) !== version) return false;
      }
    }
    if (writes.length === 0) return true;
    const now = Timestamp.fromMillis(this.clock.now());
    const staged = new Map<string, Plain | undefined>();
    for (const write of writes) {
      const current = staged.has(write.path)
        ? staged.get(write.path)
        : this.docs.get(write.path)?.data;
      staged.set(write.path, applyWrite(current, write, now));
    }
    this.seq++;
    for (const [path, data] of staged) {
      const before = this.docs.get(path);
      if (data === undefined) this.docs.delete(path);
      else this.docs.set(path, { data, createTime: before?.createTime ?? now, updateTime: now });
      this.indexPath(path, data !== undefined);
      this.versions.set(path, this.seq);
    }
    const paths = new Set(staged.keys());
    for (const listener of this.commitListeners) listener(paths);
    this.notify(paths);
    return true;
  }

  private docSnapshot<T>(path: string): DocSnapshot<T> {
    const ref = docRef<T>(path);
    const doc = this.docs.get(path);
    return Object.freeze({
      ref,
      id: ref.id,
      exists: doc !== undefined,
      data: doc ? (copyOut(doc.data) as T) : undefined,
    });
  }

  private indexPath(path: string, present: boolean): void {
    const collection = path.slice(0, path.lastIndexOf('/'));
    let paths = this.collections.get(collection);
    if (present) {
      if (!paths) this.collections.set(collection, (paths = new Set()));
      paths.add(path);
    } else paths?.delete(path);
  }

  private querySnapshot<T>(q: Query<T>): QuerySnapshot<T> {
    const prefix = `${q.collection.path}/`;
    const rows: StoredRow[] = [];
    for (const path of this.collections.get(q.collection.path) ?? []) {
      const doc = this.docs.get(path);
      const id = path.slice(prefix.length);
      if (doc instanceof LoadedDoc) rows.push(loadedRow(id, doc));
      else if (doc) rows.push({ id, data: doc.data });
    }
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

  private listen(listener: Listener): Unsubscribe {
    this.listeners.add(listener);
    // Like Firestore, the first snapshot arrives asynchronously, with the state at that moment.
    queueMicrotask(() => {
      if (!listener.live) return;
      listener.ready = true;
      this.deliver(listener, true);
    });
    return () => {
      listener.live = false;
      this.listeners.delete(listener);
    };
  }

  private notify(changedPaths: ReadonlySet<string>): void {
    // The changed collections once, not per listener: a loaded group is 20,000 paths.
    let collections: Set<string> | undefined;
    const changedIn = (collection: string) => {
      collections ??= new Set([...changedPaths].map((p) => p.slice(0, p.lastIndexOf('/'))));
      return collections.has(collection);
    };
    for (const listener of this.listeners) {
      if (!listener.ready) continue; // its initial snapshot will show the new state
      const affected =
        listener.kind === 'doc'
          ? changedPaths.has(listener.path)
          : changedIn(listener.query.collection.path);
      if (affected) this.deliver(listener, false);
    }
  }

  /** Computes the snapshot now; calls back in a microtask (never re-entrantly inside a commit). */
  private deliver(listener: Listener, initial: boolean): void {
    const snapshot =
      listener.kind === 'doc'
        ? this.docSnapshot(listener.path)
        : this.querySnapshot(listener.query);
    const print = fingerprint(
      listener.kind === 'doc'
        ? [
            (snapshot as DocSnapshot<unknown>).exists,
            (snapshot as DocSnapshot<unknown>).data ?? null,
          ]
        : (snapshot as QuerySnapshot<unknown>).docs.map((d) => [d.id, d.data]),
    );
    if (!initial && print === listener.last) return;
    listener.last = print;
    const call = () => {
      if (!listener.live) return;
      (listener.next as (s: unknown) => void)(snapshot);
    };
    if (initial) call();
    else queueMicrotask(call);
  }
}

/** A query row of a document not yet decoded: its fields decode as the query reads them. */
function loadedRow(id: string, doc: LoadedDoc): StoredRow {
  return {
    id,
    get data() {
      return doc.data;
    },
    field: (path) => doc.field(path),
  };
}

function encodeDoc(doc: StoredDoc): DocStoreSnapshot['docs'][string] {
  // A loaded document never changed in place (a write stores a new one): its JSON still holds.
  if (doc instanceof LoadedDoc) return doc.encoded as DocStoreSnapshot['docs'][string];
  return {
    data: encodeValue(doc.data),
    createTime: doc.createTime.toMillis(),
    updateTime: doc.updateTime.toMillis(),
  };
}

function toQuery<T>(source: Query<T> | CollectionRef<T>): Query<T> {
  return source.kind === 'query' ? source : makeQuery(source);
}
