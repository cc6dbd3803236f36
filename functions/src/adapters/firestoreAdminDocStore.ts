/**
 * DocStore over firebase-admin Firestore (ARCHITECTURE §4), for the functions. Thin and generic:
 * port paths become references, a port Query description becomes an admin query one constraint at
 * a time, and values convert both ways (port Timestamp/Vector/FieldSentinel ⇄ admin Timestamp,
 * VectorValue, FieldValue). Held to core's DocStore contract (firestoreAdminDocStore.test.ts with
 * @firestore-emulator/server in the unit tier; tests/emulator/adapters with the real emulator).
 *
 * The admin SDK bypasses security rules: whoever holds this store acts as the server.
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
  type Transaction,
  type Unsubscribe,
  type WriteBatch,
  Timestamp,
  Vector,
  docRef,
} from '@tender/core';
import {
  FieldPath,
  FieldValue,
  type Firestore,
  type DocumentData,
  type DocumentSnapshot as AdminDocSnapshot,
  type Query as AdminQuery,
  type QuerySnapshot as AdminQuerySnapshot,
  type Transaction as AdminTransaction,
  type WriteBatch as AdminWriteBatch,
  Timestamp as AdminTimestamp,
  DocumentReference as AdminDocumentReference,
} from 'firebase-admin/firestore';

// ---- values -------------------------------------------------------------------------------------

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function invalid(path: string, what: string): never {
  throw new DocStoreError('invalid-argument', `Unsupported value at '${path}': ${what}`);
}

function sentinelToAdmin(value: FieldSentinel, path: string): FieldValue {
  const elements = () =>
    (Array.isArray(value.operand) ? value.operand : []).map((el: unknown, i: number) =>
      toAdmin(el, `${path}<${i}>`, true),
    );
  switch (value.kind) {
    case 'serverTimestamp':
      return FieldValue.serverTimestamp();
    case 'deleteField':
      return FieldValue.delete();
    case 'arrayUnion':
      return FieldValue.arrayUnion(...elements());
    case 'arrayRemove':
      return FieldValue.arrayRemove(...elements());
    case 'increment':
      return FieldValue.increment(typeof value.operand === 'number' ? value.operand : 0);
  }
}

/**
 * Port value → admin value. Rejects what the port rejects (undefined, Date, class instances,
 * functions, nested arrays) with 'invalid-argument', before the SDK sees it, so every
 * implementation fails the same way.
 */
export function toAdmin(value: unknown, path = '', insideArray = false): unknown {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return value;
  if (value instanceof Timestamp) return new AdminTimestamp(value.seconds, value.nanoseconds);
  if (value instanceof Vector) return FieldValue.vector(value.toArray());
  if (value instanceof FieldSentinel) {
    if (insideArray) invalid(path, `${value.kind}() inside an array`);
    return sentinelToAdmin(value, path);
  }
  if (Array.isArray(value)) {
    if (insideArray) invalid(path, 'nested arrays');
    return value.map((v, i) => toAdmin(v, `${path}[${i}]`, true));
  }
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (k === '') invalid(path, 'empty field name');
      out[k] = toAdmin(v, path ? `${path}.${k}` : k, false);
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

/** The admin SDK's VectorValue is not exported by firebase-admin's typings: recognise it by shape. */
function isAdminVector(value: object): value is { toArray(): number[] } {
  return (
    value.constructor?.name === 'VectorValue' &&
    typeof (value as { toArray?: unknown }).toArray === 'function'
  );
}

/** Admin value → port value (fresh objects; nothing is shared with the SDK's cache). */
export function fromAdmin(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof AdminTimestamp) return Timestamp.of(value.seconds, value.nanoseconds);
  if (Array.isArray(value)) return value.map(fromAdmin);
  if (isAdminVector(value)) return new Vector(value.toArray());
  if (value instanceof AdminDocumentReference) return docRef(value.path);
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = fromAdmin(v);
    return out;
  }
  return value; // GeoPoint, Bytes: not part of the port; passed through untouched
}

function dataToAdmin(data: unknown): DocumentData {
  if (!isPlainObject(data)) invalid('', 'document data must be a map');
  return toAdmin(data) as DocumentData;
}

/** Update data: keys are field paths ('a.b'), which the admin SDK reads the same way. */
function updateToAdmin(data: unknown): DocumentData {
  if (!isPlainObject(data)) invalid('', 'update data must be a map');
  const out: DocumentData = {};
  for (const [k, v] of Object.entries(data)) out[k] = toAdmin(v, k, false);
  return out;
}

// ---- errors ------------------------------------------------------------------------------------

/** gRPC status numbers, which the admin SDK's errors carry as `code` → port codes. */
const CODES: Record<number, DocStoreErrorCode> = {
  3: 'invalid-argument',
  4: 'unavailable', // deadline exceeded
  5: 'not-found',
  6: 'already-exists',
  7: 'permission-denied',
  8: 'unavailable', // resource exhausted
  9: 'failed-precondition',
  10: 'aborted',
  14: 'unavailable',
  16: 'permission-denied', // unauthenticated
};

/**
 * An SDK error as a DocStoreError when its code is one the port knows; anything else (a bug, an
 * error thrown by a transaction's function such as a CallableError, whose codes are strings) is
 * returned unchanged.
 */
export function toDocStoreError(error: unknown): unknown {
  if (error instanceof DocStoreError) return error;
  if (typeof error !== 'object' || error === null || !('code' in error)) return error;
  const raw = (error as { code: unknown }).code;
  const code = typeof raw === 'number' ? CODES[raw] : undefined;
  if (!code) return error;
  const message = error instanceof Error ? error.message : String(error);
  const mapped = new DocStoreError(code, message);
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

function docSnapshot<T>(snap: AdminDocSnapshot): DocSnapshot<T> {
  const data = snap.exists ? (fromAdmin(snap.data()) as T) : undefined;
  return { ref: docRef<T>(snap.ref.path), id: snap.id, exists: snap.exists, data };
}

function querySnapshot<T>(snap: AdminQuerySnapshot): QuerySnapshot<T> {
  const docs = snap.docs.map((d) => docSnapshot<T>(d) as QueryDocSnapshot<T>);
  return { docs, size: docs.length, empty: docs.length === 0 };
}

const fieldOf = (field: string): string | FieldPath =>
  field === DOCUMENT_ID ? FieldPath.documentId() : field;

function applyCursor(q: AdminQuery, orders: Query<unknown>['orders'], cursor: Cursor): AdminQuery {
  const values = cursor.values.map((v) => toAdmin(v, 'startAfter', true));
  if (cursor.documentId === undefined) return q.startAfter(...values);
  // A snapshot cursor breaks ties on the implicit final order by id; make that order explicit,
  // in the direction of the last orderBy, as Firestore orders implicitly.
  if (orders.some((o) => o.field === DOCUMENT_ID)) return q.startAfter(...values);
  const direction = orders.at(-1)?.direction ?? 'asc';
  return q.orderBy(FieldPath.documentId(), direction).startAfter(...values, cursor.documentId);
}

export function toAdminQuery(db: Firestore, source: Query<unknown> | CollectionRef<unknown>) {
  if (source.kind === 'collection') return db.collection(source.path) as AdminQuery;
  let q: AdminQuery = db.collection(source.collection.path);
  for (const f of source.filters) q = q.where(fieldOf(f.field), f.op, toAdmin(f.value, f.field));
  for (const o of source.orders) q = q.orderBy(fieldOf(o.field), o.direction);
  if (source.startAfter) q = applyCursor(q, source.orders, source.startAfter);
  if (source.limit !== undefined) q = q.limit(source.limit);
  return q;
}

// ---- the store ---------------------------------------------------------------------------------

type Writer = Pick<AdminWriteBatch, 'set' | 'update' | 'delete'> | AdminTransaction;

function writeSet(
  db: Firestore,
  w: Writer,
  ref: DocRef<unknown>,
  data: unknown,
  options?: SetOptions,
) {
  const target = db.doc(ref.path);
  if (options?.merge) (w as AdminWriteBatch).set(target, dataToAdmin(data), { merge: true });
  else (w as AdminWriteBatch).set(target, dataToAdmin(data));
}

export class FirestoreAdminDocStore implements DocStore {
  constructor(readonly db: Firestore) {}

  getDoc<T>(ref: DocRef<T>): Promise<DocSnapshot<T>> {
    return mapped(async () => docSnapshot<T>(await this.db.doc(ref.path).get()));
  }

  getDocs<T>(source: Query<T> | CollectionRef<T>): Promise<QuerySnapshot<T>> {
    return mapped(async () => querySnapshot<T>(await toAdminQuery(this.db, source).get()));
  }

  setDoc<T>(ref: DocRef<T>, data: unknown, options?: SetOptions): Promise<void> {
    return mapped(async () => {
      const target = this.db.doc(ref.path);
      if (options?.merge) await target.set(dataToAdmin(data), { merge: true });
      else await target.set(dataToAdmin(data));
    });
  }

  updateDoc<T>(ref: DocRef<T>, data: unknown): Promise<void> {
    return mapped(async () => {
      await this.db.doc(ref.path).update(updateToAdmin(data));
    });
  }

  deleteDoc(ref: DocRef<unknown>): Promise<void> {
    return mapped(async () => {
      await this.db.doc(ref.path).delete();
    });
  }

  batch(): WriteBatch {
    const db = this.db;
    const inner = db.batch();
    // Conversion errors surface at commit, as the other implementations report them.
    const ops: (() => void)[] = [];
    const batch: WriteBatch = {
      set(ref: DocRef<unknown>, data: unknown, options?: SetOptions) {
        ops.push(() => writeSet(db, inner, ref, data, options));
        return batch;
      },
      update(ref: DocRef<unknown>, data: unknown) {
        ops.push(() => inner.update(db.doc(ref.path), updateToAdmin(data)));
        return batch;
      },
      delete(ref: DocRef<unknown>) {
        ops.push(() => inner.delete(db.doc(ref.path)));
        return batch;
      },
      commit: () =>
        mapped(async () => {
          ops.forEach((op) => op());
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
      db.runTransaction(
        async (inner) => {
          let wrote = false;
          const tx: Transaction = {
            async get<T>(ref: DocRef<T>) {
              if (wrote) {
                throw new DocStoreError(
                  'invalid-argument',
                  'Transactions must read every document before writing any.',
                );
              }
              return docSnapshot<T>(await inner.get(db.doc(ref.path)));
            },
            set(ref: DocRef<unknown>, data: unknown, opts?: SetOptions) {
              wrote = true;
              writeSet(db, inner, ref, data, opts);
              return tx;
            },
            update(ref: DocRef<unknown>, data: unknown) {
              wrote = true;
              inner.update(db.doc(ref.path), updateToAdmin(data));
              return tx;
            },
            delete(ref: DocRef<unknown>) {
              wrote = true;
              inner.delete(db.doc(ref.path));
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
    return this.db.doc(ref.path).onSnapshot(
      (snap) => next(docSnapshot<T>(snap)),
      (e) => error?.(toDocStoreError(e) as Error),
    );
  }

  onQuerySnapshot<T>(
    source: Query<T> | CollectionRef<T>,
    next: (snap: QuerySnapshot<T>) => void,
    error?: (e: Error) => void,
  ): Unsubscribe {
    return toAdminQuery(this.db, source).onSnapshot(
      (snap) => next(querySnapshot<T>(snap)),
      (e) => error?.(toDocStoreError(e) as Error),
    );
  }
}
