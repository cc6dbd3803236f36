/**
 * Where the demo keeps its state between page loads: IndexedDB in the browser (structured clone,
 * no size limit worth worrying about, unlike localStorage's 5 MB), or memory for tests and for
 * browsers without IndexedDB (the demo then starts from the seed on every load).
 *
 * Files (uploaded documents) are kept one record each, apart from the documents and accounts, and
 * a save writes only the files that changed: saving every file's bytes at every write made
 * processing thirty uploads quadratic (each processed document's writes re-saved all of them).
 * The documents are kept in shards and a save writes only the shards that changed (docShards.ts);
 * the tenders' and matches' shards are read only when asked for (deferredDocs.ts), their heads
 * (each company's best and newest matches) with the first documents.
 */
import type { CollectionHead, DocStoreSnapshot, IdentitySnapshot } from '@tender/core';
import type { ExportedFile } from '@tender/core';
import { DEFERRED_GROUPS, type DeferredGroup } from './deferredDocs';
import { type DocWrites, type Docs, type ShardGroup, shardOf } from './docShards';

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
  /** Stored in the layout before shards (one record): the next save writes every shard. */
  readonly legacy?: boolean;
  /**
   * The heads of the deferred collections (deferredDocs.ts MATCH_HEAD_ORDERS), read with the
   * first documents; absent when the state was saved before heads were kept.
   */
  readonly heads?: readonly CollectionHead[];
}

/** What one save writes besides the documents and accounts. */
export interface FileChanges {
  /** Every file is in `put`; stored files not among them are removed. */
  readonly replaceAll: boolean;
  readonly put: readonly ExportedFile[];
  /** Paths deleted since the last save. */
  readonly removed: readonly string[];
}

/** The accounts and the documents' changed shards; the files travel as FileChanges. */
export interface SavedState {
  readonly version: string;
  readonly identity: IdentitySnapshot;
  readonly realtime?: unknown;
  readonly docs: DocWrites;
}

/** Every document of a snapshot as one save's writes (a fresh state, or a test's). */
export function allDocWrites(docs: Docs): DocWrites {
  const shards = new Map<string, Record<string, Docs[string]>>();
  for (const [path, doc] of Object.entries(docs)) {
    const shard = shardOf(path);
    let record = shards.get(shard);
    if (!record) shards.set(shard, (record = {}));
    record[path] = doc;
  }
  return { replaceAll: true, shards };
}

function applyDocWrites(stored: Map<string, string>, writes: DocWrites) {
  if (writes.replaceAll) stored.clear();
  for (const [shard, docs] of writes.shards) {
    if (Object.keys(docs).length === 0) stored.delete(shard);
    else stored.set(shard, JSON.stringify(docs));
  }
}

/** Whether a saved state keeps heads: every save since they exist writes them (docSaves.ts). */
const HEADS_KEPT = 'headsKept';

function applyHeadWrites(stored: Map<string, string>, writes: DocWrites) {
  if (writes.replaceAll) stored.clear();
  for (const [collection, heads] of writes.heads ?? []) {
    stored.set(collection, JSON.stringify(heads));
  }
}

const parseHeads = (texts: unknown[]): CollectionHead[] =>
  texts.flatMap((text) => (typeof text === 'string' ? (JSON.parse(text) as CollectionHead[]) : []));

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

/** Keeps the shards as JSON text, as IndexedDB does, so a load never shares objects with a save. */
export function memoryPersistence(initial: PersistedState | null = null): DemoPersistence {
  let meta: Omit<SavedState, 'docs'> | null = initial && metaOf(initial);
  const shards = new Map<string, string>();
  const heads = new Map<string, string>();
  let headsKept = false;
  if (initial) applyDocWrites(shards, allDocWrites(initial.docs.docs));
  const files = new Map((initial?.files ?? []).map((f) => [f.path, structuredClone(f)]));
  return {
    async load() {
      if (!meta) return null;
      const docs = parseShards([...shards.values()]);
      return {
        ...structuredClone(meta),
        docs: { format: 'tender-assistant/docstore', version: 1, docs },
        files: structuredClone([...files.values()]),
        ...(headsKept ? { heads: parseHeads([...heads.values()]) } : {}),
      };
    },
    async save(state, changes) {
      meta = structuredClone(metaOf(state));
      applyDocWrites(shards, state.docs);
      applyHeadWrites(heads, state.docs);
      headsKept = true;
      applyFileChanges(files, changes);
    },
  };
}

function metaOf(state: Omit<SavedState, 'docs'>): Omit<SavedState, 'docs'> {
  const { version, identity, realtime } = state;
  return realtime === undefined ? { version, identity } : { version, identity, realtime };
}

const STORE = 'state';
const FILES = 'files';
const KEY = 'current';
/** A shard's record (docShards.ts): its documents as JSON text, in the state store. */
const shardKey = (shard: string) => `docs-${shard}`;
const groupRange = (group: ShardGroup) =>
  IDBKeyRange.bound(`docs-${group}-`, `docs-${group}-\uffff`);
const ALL_SHARDS = () => IDBKeyRange.bound('docs-', 'docs-\uffff');
/** A collection's heads (core/src/memory/queryHeads.ts) as JSON text, in the state store. */
const headsKey = (collection: string) => `heads-${collection}`;
const ALL_HEADS = () => IDBKeyRange.bound('heads-', 'heads-\uffff');
/** The layout before shards: the documents in `current`, each deferred group in one record. */
const legacyDeferredKey = (group: DeferredGroup) => `deferred-${group}`;

/** The documents of a group's shards, merged. */
function parseShards(texts: unknown[]): Docs {
  const docs: Record<string, Docs[string]> = {};
  for (const text of texts) if (typeof text === 'string') Object.assign(docs, JSON.parse(text));
  return docs;
}

/** The state store's records; the database is opened per call, so nothing stays locked. */
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
  const readGroup = (group: ShardGroup) =>
    run('readonly', (tx) => {
      const request = tx.objectStore(STORE).getAll(groupRange(group));
      return () => parseShards(request.result);
    });
  return {
    async load() {
      const [value, files, first, heads] = await run('readonly', (tx) => {
        const state = tx.objectStore(STORE).get(KEY);
        const stored = tx.objectStore(FILES).getAll();
        const shards = tx.objectStore(STORE).getAll(groupRange('first'));
        const kept = tx.objectStore(STORE).getAll(ALL_HEADS());
        return () =>
          [
            state.result as unknown,
            stored.result as ExportedFile[],
            shards.result,
            kept.result,
          ] as const;
      });
      if (!isStoredMeta(value)) return null;
      const legacy = isLegacyState(value);
      // The company and its users are always there: a state without them is damaged.
      if (!legacy && first.length === 0) return null;
      return {
        ...metaOf(value),
        docs: {
          format: 'tender-assistant/docstore',
          version: 1,
          docs: legacy ? value.docs.docs : parseShards(first),
        },
        // A state saved before the files store kept its files inline.
        files: files.length > 0 ? files : ((value as Partial<PersistedState>).files ?? []),
        deferred: legacy
          ? async (group) => {
              const docs = await run('readonly', (tx) => {
                const request = tx.objectStore(STORE).get(legacyDeferredKey(group));
                return () => request.result as unknown;
              });
              // A state saved before the split holds every document in `docs`.
              return docs && typeof docs === 'object' ? (docs as Docs) : {};
            }
          : readGroup,
        ...(legacy ? { legacy } : {}),
        ...((value as Record<string, unknown>)[HEADS_KEPT] === true && !legacy
          ? { heads: parseHeads(heads) }
          : {}),
      };
    },
    async save(state, changes) {
      await run('readwrite', (tx) => {
        const store = tx.objectStore(STORE);
        if (state.docs.replaceAll) {
          store.delete(ALL_SHARDS());
          store.delete(ALL_HEADS());
          for (const group of DEFERRED_GROUPS) store.delete(legacyDeferredKey(group));
        }
        store.put({ ...metaOf(state), [HEADS_KEPT]: true }, KEY);
        for (const [collection, heads] of state.docs.heads ?? []) {
          store.put(JSON.stringify(heads), headsKey(collection));
        }
        for (const [shard, docs] of state.docs.shards) {
          if (Object.keys(docs).length === 0) store.delete(shardKey(shard));
          else store.put(JSON.stringify(docs), shardKey(shard));
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

function isStoredMeta(value: unknown): value is Omit<SavedState, 'docs'> {
  const v = value as Partial<SavedState> | null | undefined;
  return typeof v?.version === 'string' && typeof v.identity === 'object' && v.identity !== null;
}

/** A state of the layout before shards: its documents inside the record. */
function isLegacyState(value: object): value is { docs: DocStoreSnapshot } {
  const docs = (value as { docs?: Partial<DocStoreSnapshot> }).docs;
  return typeof docs?.docs === 'object' && docs.docs !== null;
}
