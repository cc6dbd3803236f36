/**
 * Where the demo keeps its state between page loads: IndexedDB in the browser (structured clone,
 * no size limit worth worrying about, unlike localStorage's 5 MB), or memory for tests and for
 * browsers without IndexedDB (the demo then starts from the seed on every load).
 *
 * Files (uploaded documents) are kept one record each, apart from the documents and accounts, and
 * a save writes only the files that changed: saving every file's bytes at every write made
 * processing thirty uploads quadratic (each processed document's writes re-saved all of them).
 * The tenders and matches are a record of their own, read only when asked for (deferredDocs.ts).
 */
import type { DocStoreSnapshot, IdentitySnapshot } from '@tender/core';
import type { ExportedFile } from '@tender/core';
import { DEFERRED_GROUPS, type DeferredGroup, deferredGroup } from './deferredDocs';

/** Everything the demo's server side holds. */
export interface PersistedState {
  /** Which seed (and state format) the data grew from; a different one starts over. */
  readonly version: string;
  readonly docs: DocStoreSnapshot;
  readonly identity: IdentitySnapshot;
  /** Uploaded and server-written files (Storage); absent in states saved before uploads existed. */
  readonly files?: readonly ExportedFile[];
  /**
   * The Realtime Database's settled progress ({ progress: { cid: tree } }: drafts that ended,
   * documents processed), as the real one keeps it; absent in states saved before issue 21.
   */
  readonly realtime?: unknown;
  /**
   * Documents stored apart, to be loaded after the first render (deferredDocs.ts); absent when
   * `docs` holds them all.
   */
  readonly deferred?: (group: DeferredGroup) => Promise<DocStoreSnapshot['docs']>;
}

/** What one save writes besides the documents and accounts. */
export interface FileChanges {
  /** Every file is in `put`; stored files not among them are removed. */
  readonly replaceAll: boolean;
  readonly put: readonly ExportedFile[];
  /** Paths deleted since the last save. */
  readonly removed: readonly string[];
}

/** The documents and accounts; the files travel as FileChanges. */
export type SavedState = Omit<PersistedState, 'files' | 'deferred'>;

export interface DemoPersistence {
  load(): Promise<PersistedState | null>;
  /** Saves the state and the file changes together (one transaction in IndexedDB). */
  save(state: SavedState, files?: FileChanges): Promise<void>;
}

function applyFileChanges(stored: Map<string, ExportedFile>, changes: FileChanges | undefined) {
  if (!changes) return;
  if (changes.replaceAll) stored.clear();
  for (const path of changes.removed) stored.delete(path);
  for (const file of changes.put) stored.set(file.path, structuredClone(file));
}

export function memoryPersistence(initial: PersistedState | null = null): DemoPersistence {
  let stored: SavedState | null = initial && withoutFiles(initial);
  const files = new Map((initial?.files ?? []).map((f) => [f.path, structuredClone(f)]));
  return {
    async load() {
      return stored && { ...structuredClone(stored), files: structuredClone([...files.values()]) };
    },
    async save(state, changes) {
      stored = structuredClone(withoutFiles(state));
      applyFileChanges(files, changes);
    },
  };
}

function withoutFiles(state: SavedState | PersistedState): SavedState {
  const { version, docs, identity, realtime } = state;
  return realtime === undefined
    ? { version, docs, identity }
    : { version, docs, identity, realtime };
}

const STORE = 'state';
const FILES = 'files';
const KEY = 'current';
/** The documents of a deferred group (deferredDocs.ts): a record each, in the same object store. */
const deferredKey = (group: DeferredGroup) => `deferred-${group}`;
type Docs = Record<string, DocStoreSnapshot['docs'][string]>;

/** Splits a snapshot's documents into those the first render may need and the deferred groups. */
function splitDocs(docs: DocStoreSnapshot): [DocStoreSnapshot, Record<DeferredGroup, Docs>] {
  const first: Docs = {};
  const deferred = Object.fromEntries(DEFERRED_GROUPS.map((g) => [g, {}])) as Record<
    DeferredGroup,
    Docs
  >;
  for (const [path, doc] of Object.entries(docs.docs ?? {})) {
    const group = deferredGroup(path);
    (group ? deferred[group] : first)[path] = doc;
  }
  return [{ ...docs, docs: first }, deferred];
}

/** One record in one object store; the database is opened per call, so nothing stays locked. */
export function indexedDbPersistence(
  databaseName = 'tender-demo',
  factory: IDBFactory = indexedDB,
): DemoPersistence {
  const open = () =>
    new Promise<IDBDatabase>((resolve, reject) => {
      // Version 2 added the files store; a version-1 state keeps its files inline until saved.
      const request = factory.open(databaseName, 2);
      request.onupgradeneeded = () => {
        const db = request.result;
        if (!db.objectStoreNames.contains(STORE)) db.createObjectStore(STORE);
        if (!db.objectStoreNames.contains(FILES)) db.createObjectStore(FILES);
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
    });
  const run = async <T>(mode: IDBTransactionMode, op: (tx: IDBTransaction) => () => T) => {
    const db = await open();
    try {
      return await new Promise<T>((resolve, reject) => {
        const tx = db.transaction([STORE, FILES], mode);
        const result = op(tx);
        // Resolve on commit, not on the request: a save is durable only once the transaction is.
        tx.oncomplete = () => resolve(result());
        tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
        tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
      });
    } finally {
      db.close();
    }
  };
  return {
    async load() {
      const [value, files] = await run('readonly', (tx) => {
        const state = tx.objectStore(STORE).get(KEY);
        const stored = tx.objectStore(FILES).getAll();
        return () => [state.result as unknown, stored.result as ExportedFile[]] as const;
      });
      if (!isPersistedState(value)) return null;
      // A state saved before the files store kept its files inline.
      return {
        ...withoutFiles(value),
        files: files.length > 0 ? files : (value.files ?? []),
        deferred: async (group) => {
          const docs = await run('readonly', (tx) => {
            const request = tx.objectStore(STORE).get(deferredKey(group));
            return () => request.result as unknown;
          });
          // A state saved before the split holds every document in `docs`.
          return docs && typeof docs === 'object' ? (docs as DocStoreSnapshot['docs']) : {};
        },
      };
    },
    async save(state, changes) {
      await run('readwrite', (tx) => {
        const [first, deferred] = splitDocs(state.docs);
        tx.objectStore(STORE).put({ ...withoutFiles(state), docs: first }, KEY);
        for (const group of DEFERRED_GROUPS) {
          tx.objectStore(STORE).put(deferred[group], deferredKey(group));
        }
        const files = tx.objectStore(FILES);
        if (changes?.replaceAll) files.clear();
        for (const path of changes?.removed ?? []) files.delete(path);
        for (const file of changes?.put ?? []) files.put(file, file.path);
        return () => undefined;
      });
    },
  };
}

/** The browser's IndexedDB when there is one, else memory. */
export function defaultPersistence(): DemoPersistence {
  return typeof indexedDB === 'undefined' ? memoryPersistence() : indexedDbPersistence();
}

function isPersistedState(value: unknown): value is PersistedState {
  const v = value as Partial<PersistedState> | null | undefined;
  return (
    typeof v?.version === 'string' && typeof v.docs === 'object' && typeof v.identity === 'object'
  );
}
