/**
 * DocStore over the Firestore web SDK (modular), for the firebase backend (ARCHITECTURE §4). Thin
 * and generic: port paths become references, a port Query description becomes an SDK query one
 * constraint at a time, values convert both ways (port Timestamp/Vector/FieldSentinel ⇄ SDK
 * Timestamp, VectorValue, FieldValue sentinels) and SDK errors become DocStoreErrors. Every read
 * and write runs as the signed-in user, so the security rules decide; a refusal rejects (or ends
 * a listener) with 'permission-denied'. Held to core's DocStore contract against the Firestore
 * emulator (tests/emulator/adapters/firestoreWebDocStore.test.ts).
 */
import {
  type CollectionRef,
  type Cursor,
  type DocRef,
  type DocSnapshot,
  type DocStore,
  DocStoreError,
  type DocStoreErrorCode,
  DOCUMENT_ID,
  FieldSentinel,
  type Query,
  type QueryDocSnapshot,
  type QuerySnapshot,
  type SetOptions,
  Timestamp,
  type Transaction,
  type Unsubscribe,
  Vector,
  type WriteBatch,
  docRef,
} from '@tender/core';
import {
  DocumentReference,
  type DocumentData,
  type DocumentSnapshot as SdkDocSnapshot,
  type FieldValue,
  type Firestore,
  type Query as SdkQuery,
  type QueryConstraint as SdkConstraint,
  type QuerySnapshot as SdkQuerySnapshot,
  type SnapshotOptions,
  type Transaction as SdkTransaction,
  type WriteBatch as SdkWriteBatch,
  Timestamp as SdkTimestamp,
  VectorValue,
  arrayRemove,
  arrayUnion,
  collection,
  deleteDoc,
  deleteField,
  doc,
  documentId,
  getDoc,
  getDocs,
  increment,
  limit,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  startAfter,
  updateDoc,
  vector,
  where,
  writeBatch,
} from 'firebase/firestore';

// ---- values -------------------------------------------------------------------------------------

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function invalid(path: string, what: string): never {
  throw new DocStoreError('invalid-argument', `Unsupported value at '${path}': ${what}`);
}

function sentinelToSdk(value: FieldSentinel, path: string): FieldValue {
  const elements = () =>
    (Array.isArray(value.operand) ? value.operand : []).map((el: unknown, i: number) =>
      toSdk(el, `${path}<${i}>`, true),
    );
  switch (value.kind) {
    case 'serverTimestamp':
      return serverTimestamp();
    case 'deleteField':
      return deleteField();
    case 'arrayUnion':
      return arrayUnion(...elements());
    case 'arrayRemove':
      return arrayRemove(...elements());
    case 'increment':
      return increment(typeof value.operand === 'number' ? value.operand : 0);
  }
}

/**
 * Port value → SDK value. Rejects what the port rejects (undefined, Date, class instances,
 * functions, nested arrays) with 'invalid-argument' before the SDK sees it, so every
 * implementation fails the same way.
 */
export function toSdk(value: unknown, path = '', insideArray = false): unknown {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return value;
  if (value instanceof Timestamp) return new SdkTimestamp(value.seconds, value.nanoseconds);
  if (value instanceof Vector) return vector(value.toArray());
  if (value instanceof FieldSentinel) {
    if (insideArray) invalid(path, `${value.kind}() inside an array`);
    return sentinelToSdk(value, path);
  }
  if (Array.isArray(value)) {
    if (insideArray) invalid(path, 'nested arrays');
    return value.map((v, i) => toSdk(v, `${path}[${i}]`, true));
  }
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (k === '') invalid(path, 'empty field name');
      out[k] = toSdk(v, path ? `${path}.${k}` : k, false);
    }
    return out;
  }
  if (value === undefined) invalid(path, 'undefined (omit the field or use null)');
  if (value instanceof Date) invalid(path, 'Date (use Timestamp)');
  return invalid(
    path,
    typeof value === 'object' ? (value.constructor?.name ?? 'object') : typeof value,
  );
}

/** SDK value → port value (fresh objects). */
export function fromSdk(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof SdkTimestamp) return Timestamp.of(value.seconds, value.nanoseconds);
  if (Array.isArray(value)) return value.map(fromSdk);
  if (value instanceof VectorValue) return new Vector(value.toArray());
  if (value instanceof DocumentReference) return docRef(value.path);
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = fromSdk(v);
    return out;
  }
  return value; // GeoPoint, Bytes: not part of the port; passed through untouched
}

function dataToSdk(data: unknown): DocumentData {
  if (!isPlainObject(data)) invalid('', 'document data must be a map');
  return toSdk(data) as DocumentData;
}

/** Update data: keys are field paths ('a.b'), which the SDK reads the same way. */
function updateToSdk(data: unknown): DocumentData {
  if (!isPlainObject(data)) invalid('', 'update data must be a map');
  const out: DocumentData = {};
  for (const [k, v] of Object.entries(data)) out[k] = toSdk(v, k, false);
  return out;
}

// ---- errors ------------------------------------------------------------------------------------

const CODES: Record<string, DocStoreErrorCode> = {
  'invalid-argument': 'invalid-argument',
  'deadline-exceeded': 'unavailable',
  'not-found': 'not-found',
  'already-exists': 'already-exists',
  'permission-denied': 'permission-denied',
  'resource-exhausted': 'unavailable',
  'failed-precondition': 'failed-precondition',
  aborted: 'aborted',
  unavailable: 'unavailable',
  unauthenticated: 'permission-denied',
};

/**
 * An SDK error (FirestoreError) as a DocStoreError when its code is one the port knows; anything
 * else (a bug, an error thrown by a transaction's function) is returned unchanged.
 */
export function toDocStoreError(error: unknown): unknown {
  if (error instanceof DocStoreError) return error;
  if (typeof error !== 'object' || error === null || !('code' in error)) return error;
  // Only the SDK's errors: a CallableError thrown inside a transaction has codes too.
  if ((error as { name?: unknown }).name !== 'FirebaseError') return error;
  const code = CODES[String((error as { code: unknown }).code).replace(/^firestore\//, '')];
  if (!code) return error;
  const mapped = new DocStoreError(code, error instanceof Error ? error.message : String(error));
  (mapped as { cause?: unknown }).cause = error;
  return mapped;
}

async function mapped<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toDocStoreError(error);
  }
}

// ---- snapshots and queries ---------------------------------------------------------------------

/** Pending server timestamps read as the local estimate rather than null (decisions.md). */
const READ: SnapshotOptions = { serverTimestamps: 'estimate' };

function docSnapshot<T>(snap: SdkDocSnapshot): DocSnapshot<T> {
  const exists = snap.exists();
  const data = exists ? (fromSdk(snap.data(READ)) as T) : undefined;
  return { ref: docRef<T>(snap.ref.path), id: snap.id, exists, data };
}

function querySnapshot<T>(snap: SdkQuerySnapshot): QuerySnapshot<T> {
  const docs = snap.docs.map((d) => docSnapshot<T>(d) as QueryDocSnapshot<T>);
  return { docs, size: docs.length, empty: docs.length === 0 };
}

const fieldOf = (field: string) => (field === DOCUMENT_ID ? documentId() : field);

function cursorConstraints(orders: Query<unknown>['orders'], cursor: Cursor): SdkConstraint[] {
  const values = cursor.values.map((v) => toSdk(v, 'startAfter', true));
  if (cursor.documentId === undefined || orders.some((o) => o.field === DOCUMENT_ID)) {
    return [startAfter(...values)];
  }
  // A snapshot cursor breaks ties on the implicit final order by id: make that order explicit,
  // in the direction of the last orderBy, as Firestore orders implicitly.
  const direction = orders.at(-1)?.direction ?? 'asc';
  return [orderBy(documentId(), direction), startAfter(...values, cursor.documentId)];
}

export function toSdkQuery(db: Firestore, source: Query<unknown> | CollectionRef<unknown>) {
  if (source.kind === 'collection') return collection(db, source.path) as SdkQuery;
  const constraints: SdkConstraint[] = [
    ...source.filters.map((f) => where(fieldOf(f.field), f.op, toSdk(f.value, f.field))),
    ...source.orders.map((o) => orderBy(fieldOf(o.field), o.direction)),
    ...(source.startAfter ? cursorConstraints(source.orders, source.startAfter) : []),
    ...(source.limit !== undefined ? [limit(source.limit)] : []),
  ];
  return query(collection(db, source.collection.path), ...constraints);
}

// ---- the store ---------------------------------------------------------------------------------

type Writer = SdkWriteBatch | SdkTransaction;

function writeSet(
  db: Firestore,
  w: Writer,
  ref: DocRef<unknown>,
  data: unknown,
  options?: SetOptions,
) {
  const target = doc(db, ref.path);
  if (options?.merge) (w as SdkWriteBatch).set(target, dataToSdk(data), { merge: true });
  else (w as SdkWriteBatch).set(target, dataToSdk(data));
}

export class FirestoreWebDocStore implements DocStore {
  constructor(readonly db: Firestore) {}

  getDoc<T>(ref: DocRef<T>): Promise<DocSnapshot<T>> {
    return mapped(async () => docSnapshot<T>(await getDoc(doc(this.db, ref.path))));
  }

  getDocs<T>(source: Query<T> | CollectionRef<T>): Promise<QuerySnapshot<T>> {
    return mapped(async () => querySnapshot<T>(await getDocs(toSdkQuery(this.db, source))));
  }

  setDoc<T>(ref: DocRef<T>, data: unknown, options?: SetOptions): Promise<void> {
    return mapped(async () => {
      const target = doc(this.db, ref.path);
      if (options?.merge) await setDoc(target, dataToSdk(data), { merge: true });
      else await setDoc(target, dataToSdk(data));
    });
  }

  updateDoc<T>(ref: DocRef<T>, data: unknown): Promise<void> {
    return mapped(() => updateDoc(doc(this.db, ref.path), updateToSdk(data)));
  }

  deleteDoc(ref: DocRef<unknown>): Promise<void> {
    return mapped(() => deleteDoc(doc(this.db, ref.path)));
  }

  batch(): WriteBatch {
    const db = this.db;
    // Conversion errors surface at commit, as the other implementations report them.
    const ops: ((inner: SdkWriteBatch) => void)[] = [];
    const batch = {
      set(ref: DocRef<unknown>, data: unknown, options?: SetOptions) {
        ops.push((inner) => writeSet(db, inner, ref, data, options));
        return batch;
      },
      update(ref: DocRef<unknown>, data: unknown) {
        ops.push((inner) => inner.update(doc(db, ref.path), updateToSdk(data)));
        return batch;
      },
      delete(ref: DocRef<unknown>) {
        ops.push((inner) => inner.delete(doc(db, ref.path)));
        return batch;
      },
      commit: () =>
        mapped(async () => {
          const inner = writeBatch(db);
          ops.forEach((op) => op(inner));
          await inner.commit();
        }),
    } as WriteBatch;
    return batch;
  }

  runTransaction<R>(
    fn: (tx: Transaction) => Promise<R>,
    options?: { maxAttempts?: number },
  ): Promise<R> {
    const db = this.db;
    return mapped(() =>
      runTransaction(
        db,
        async (inner) => {
          let wrote = false;
          const tx = {
            async get<T>(ref: DocRef<T>) {
              if (wrote) {
                throw new DocStoreError(
                  'invalid-argument',
                  'Transactions must read every document before writing any.',
                );
              }
              return docSnapshot<T>(await inner.get(doc(db, ref.path)));
            },
            set(ref: DocRef<unknown>, data: unknown, opts?: SetOptions) {
              wrote = true;
              writeSet(db, inner, ref, data, opts);
              return tx;
            },
            update(ref: DocRef<unknown>, data: unknown) {
              wrote = true;
              inner.update(doc(db, ref.path), updateToSdk(data));
              return tx;
            },
            delete(ref: DocRef<unknown>) {
              wrote = true;
              inner.delete(doc(db, ref.path));
              return tx;
            },
          } as Transaction;
          return fn(tx);
        },
        options?.maxAttempts ? { maxAttempts: options.maxAttempts } : undefined,
      ),
    );
  }

  onDocSnapshot<T>(
    ref: DocRef<T>,
    next: (snap: DocSnapshot<T>) => void,
    error?: (e: Error) => void,
  ): Unsubscribe {
    return onSnapshot(
      doc(this.db, ref.path),
      (snap) => next(docSnapshot<T>(snap)),
      (e) => error?.(toDocStoreError(e) as Error),
    );
  }

  onQuerySnapshot<T>(
    source: Query<T> | CollectionRef<T>,
    next: (snap: QuerySnapshot<T>) => void,
    error?: (e: Error) => void,
  ): Unsubscribe {
    return onSnapshot(
      toSdkQuery(this.db, source),
      (snap) => next(querySnapshot<T>(snap)),
      (e) => error?.(toDocStoreError(e) as Error),
    );
  }
}
