/**
 * Where the demo keeps its state between page loads: IndexedDB in the browser (structured clone,
 * no size limit worth worrying about, unlike localStorage's 5 MB), or memory for tests and for
 * browsers without IndexedDB (the demo then starts from the seed on every load).
 */
import type { DocStoreSnapshot, IdentitySnapshot } from '@tender/core';
import type { ExportedFile } from '@tender/core';

/** Everything the demo's server side holds. */
export interface PersistedState {
  /** Which seed (and state format) the data grew from; a different one starts over. */
  readonly version: string;
  readonly docs: DocStoreSnapshot;
  readonly identity: IdentitySnapshot;
  /** Uploaded and server-written files (Storage); absent in states saved before uploads existed. */
  readonly files?: readonly ExportedFile[];
}

export interface DemoPersistence {
  load(): Promise<PersistedState | null>;
  save(state: PersistedState): Promise<void>;
}

export function memoryPersistence(initial: PersistedState | null = null): DemoPersistence {
  let stored = initial;
  return {
    async load() {
      return stored && structuredClone(stored);
    },
    async save(state) {
      stored = structuredClone(state);
    },
  };
}

const STORE = 'state';
const KEY = 'current';

/** One record in one object store; the database is opened per call, so nothing stays locked. */
export function indexedDbPersistence(
  databaseName = 'tender-demo',
  factory: IDBFactory = indexedDB,
): DemoPersistence {
  const open = () =>
    new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(databaseName, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
    });
  const run = async <T>(mode: IDBTransactionMode, op: (store: IDBObjectStore) => IDBRequest<T>) => {
    const db = await open();
    try {
      return await new Promise<T>((resolve, reject) => {
        const tx = db.transaction(STORE, mode);
        const request = op(tx.objectStore(STORE));
        // Resolve on commit, not on the request: a save is durable only once the transaction is.
        tx.oncomplete = () => resolve(request.result);
        tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
        tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
      });
    } finally {
      db.close();
    }
  };
  return {
    async load() {
      const value = await run<unknown>('readonly', (store) => store.get(KEY));
      return isPersistedState(value) ? value : null;
    },
    async save(state) {
      await run('readwrite', (store) => store.put(state, KEY));
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
