/**
 * DocStore over firebase-admin Firestore (ARCHITECTURE §4), for the functions. Thin and generic:
 * port paths become references, and core's Firestore codec (adapters/firestoreCodec) does the
 * rest — a port Query description becomes an admin query one constraint at a time, values convert
 * both ways (port Timestamp/Vector/FieldSentinel ⇄ admin Timestamp, VectorValue, FieldValue) and
 * gRPC error codes become DocStoreError codes. This file only wires the admin SDK in. Held to
 * core's DocStore contract (firestoreAdminDocStore.test.ts with @firestore-emulator/server in the
 * unit tier; tests/emulator/adapters with the real emulator).
 *
 * The admin SDK bypasses security rules: whoever holds this store acts as the server.
 */
import type {
  CollectionRef,
  DocRef,
  DocSnapshot,
  DocStore,
  Query,
  QuerySnapshot,
  SetOptions,
  Transaction,
  Unsubscribe,
  WriteBatch,
} from '@tender/core';
import {
  type QuerySteps,
  type SdkWriter,
  createFirestoreCodec,
} from '@tender/core/adapters/firestoreCodec';
import {
  FieldPath,
  FieldValue,
  type Firestore,
  type DocumentSnapshot as AdminDocSnapshot,
  type Query as AdminQuery,
  type QuerySnapshot as AdminQuerySnapshot,
  type Transaction as AdminTransaction,
  type WriteBatch as AdminWriteBatch,
  Timestamp as AdminTimestamp,
  DocumentReference as AdminDocumentReference,
} from 'firebase-admin/firestore';

// ---- values, queries and errors: core's Firestore codec, wired to the admin SDK ----------------

const codec = createFirestoreCodec({
  timestamp: {
    make: (seconds, nanoseconds) => new AdminTimestamp(seconds, nanoseconds),
    is: (value) => value instanceof AdminTimestamp,
  },
  vector: { make: (values) => FieldValue.vector(values), is: isAdminVector },
  isDocRef: (value) => value instanceof AdminDocumentReference,
  sentinels: {
    serverTimestamp: () => FieldValue.serverTimestamp(),
    deleteField: () => FieldValue.delete(),
    arrayUnion: (...elements) => FieldValue.arrayUnion(...elements),
    arrayRemove: (...elements) => FieldValue.arrayRemove(...elements),
    increment: (n) => FieldValue.increment(n),
  },
  documentId: () => FieldPath.documentId(),
  // gRPC status numbers; a CallableError thrown inside a transaction has a string code.
  errorCode: (error) => (typeof error.code === 'number' ? error.code : undefined),
});

/** The admin SDK's VectorValue is not exported by firebase-admin's typings: recognise it by shape. */
function isAdminVector(value: object): value is { toArray(): number[] } {
  return (
    value.constructor?.name === 'VectorValue' &&
    typeof (value as { toArray?: unknown }).toArray === 'function'
  );
}

/** An SDK error as a DocStoreError when its code is one the port knows; others unchanged. */
export const toDocStoreError = codec.toDocStoreError;

// ---- snapshots and queries ---------------------------------------------------------------------

function docSnapshot<T>(snap: AdminDocSnapshot): DocSnapshot<T> {
  return codec.docSnapshot<T>({
    path: snap.ref.path,
    id: snap.id,
    exists: snap.exists,
    data: snap.data(),
  });
}

function querySnapshot<T>(snap: AdminQuerySnapshot): QuerySnapshot<T> {
  return codec.querySnapshot(snap.docs.map((d) => docSnapshot<T>(d)));
}

const ADMIN_STEPS: QuerySteps<AdminQuery, FieldPath> = {
  where: (q, field, op, value) => q.where(field, op, value),
  orderBy: (q, field, direction) => q.orderBy(field, direction),
  startAfter: (q, values) => q.startAfter(...values),
  limit: (q, n) => q.limit(n),
};

export function toAdminQuery(db: Firestore, source: Query<unknown> | CollectionRef<unknown>) {
  if (source.kind === 'collection') return db.collection(source.path) as AdminQuery;
  return codec.buildQuery<AdminQuery>(db.collection(source.collection.path), source, ADMIN_STEPS);
}

// ---- the store ---------------------------------------------------------------------------------

/** A batch's or transaction's writes (the same calls on both), on this database's references. */
function writerOn(db: Firestore, w: AdminWriteBatch | AdminTransaction): SdkWriter {
  const on = w as AdminWriteBatch;
  return {
    set: (path, data, merge) => {
      if (merge) on.set(db.doc(path), data, { merge: true });
      else on.set(db.doc(path), data);
    },
    update: (path, data) => on.update(db.doc(path), data),
    delete: (path) => on.delete(db.doc(path)),
  };
}

export class FirestoreAdminDocStore implements DocStore {
  constructor(readonly db: Firestore) {}

  getDoc<T>(ref: DocRef<T>): Promise<DocSnapshot<T>> {
    return codec.mapErrors(async () => docSnapshot<T>(await this.db.doc(ref.path).get()));
  }

  getDocs<T>(source: Query<T> | CollectionRef<T>): Promise<QuerySnapshot<T>> {
    return codec.mapErrors(async () => querySnapshot<T>(await toAdminQuery(this.db, source).get()));
  }

  setDoc<T>(ref: DocRef<T>, data: unknown, options?: SetOptions): Promise<void> {
    return codec.mapErrors(async () => {
      const target = this.db.doc(ref.path);
      if (options?.merge) await target.set(codec.dataToSdk(data), { merge: true });
      else await target.set(codec.dataToSdk(data));
    });
  }

  updateDoc<T>(ref: DocRef<T>, data: unknown): Promise<void> {
    return codec.mapErrors(async () => {
      await this.db.doc(ref.path).update(codec.updateToSdk(data));
    });
  }

  deleteDoc(ref: DocRef<unknown>): Promise<void> {
    return codec.mapErrors(async () => {
      await this.db.doc(ref.path).delete();
    });
  }

  batch(): WriteBatch {
    return codec.batch(async (writeAll) => {
      const inner = this.db.batch();
      writeAll(writerOn(this.db, inner));
      await inner.commit();
    });
  }

  runTransaction<R>(
    fn: (tx: Transaction) => Promise<R>,
    options?: { maxAttempts?: number },
  ): Promise<R> {
    const db = this.db;
    return codec.mapErrors(() =>
      db.runTransaction(
        async (inner) =>
          fn(
            codec.transaction({
              ...writerOn(db, inner),
              get: async (path) => docSnapshot(await inner.get(db.doc(path))),
            }),
          ),
        options?.maxAttempts ? { maxAttempts: options.maxAttempts } : undefined,
      ),
    );
  }

  onDocSnapshot<T>(
    ref: DocRef<T>,
    next: (snap: DocSnapshot<T>) => void,
    error?: (e: Error) => void,
  ): Unsubscribe {
    return this.db
      .doc(ref.path)
      .onSnapshot((snap) => next(docSnapshot<T>(snap)), codec.listenerError(error));
  }

  onQuerySnapshot<T>(
    source: Query<T> | CollectionRef<T>,
    next: (snap: QuerySnapshot<T>) => void,
    error?: (e: Error) => void,
  ): Unsubscribe {
    return toAdminQuery(this.db, source).onSnapshot(
      (snap) => next(querySnapshot<T>(snap)),
      codec.listenerError(error),
    );
  }
}
