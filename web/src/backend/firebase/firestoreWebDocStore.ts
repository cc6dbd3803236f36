/**
 * DocStore over the Firestore web SDK (modular), for the firebase backend (ARCHITECTURE §4). Thin
 * and generic: port paths become references, and core's Firestore codec (adapters/firestoreCodec)
 * does the rest — a port Query description becomes SDK query constraints, values convert both
 * ways (port Timestamp/Vector/FieldSentinel ⇄ SDK Timestamp, VectorValue, FieldValue sentinels)
 * and SDK errors become DocStoreErrors. This file only wires the web SDK in. Every read and write
 * runs as the signed-in user, so the security rules decide; a refusal rejects (or ends a
 * listener) with 'permission-denied'. Held to core's DocStore contract against the Firestore
 * emulator (tests/emulator/adapters/firestoreWebDocStore.test.ts).
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
  DocumentReference,
  type DocumentSnapshot as SdkDocSnapshot,
  type FieldPath,
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

// ---- values, queries and errors: core's Firestore codec, wired to the web SDK ------------------

const codec = createFirestoreCodec({
  timestamp: {
    make: (seconds, nanoseconds) => new SdkTimestamp(seconds, nanoseconds),
    is: (value) => value instanceof SdkTimestamp,
  },
  vector: { make: vector, is: (value) => value instanceof VectorValue },
  isDocRef: (value) => value instanceof DocumentReference,
  sentinels: { serverTimestamp, deleteField, arrayUnion, arrayRemove, increment },
  documentId,
  // Only the SDK's errors (FirestoreError): a CallableError thrown in a transaction has codes too.
  errorCode: (error) =>
    (error as { name?: unknown }).name === 'FirebaseError' ? String(error.code) : undefined,
});

/** An SDK error as a DocStoreError when its code is one the port knows; others unchanged. */
export const toDocStoreError = codec.toDocStoreError;

// ---- snapshots and queries ---------------------------------------------------------------------

/** Pending server timestamps read as the local estimate rather than null (decisions.md). */
const READ: SnapshotOptions = { serverTimestamps: 'estimate' };

function docSnapshot<T>(snap: SdkDocSnapshot): DocSnapshot<T> {
  return codec.docSnapshot<T>({
    path: snap.ref.path,
    id: snap.id,
    exists: snap.exists(),
    data: snap.data(READ),
  });
}

function querySnapshot<T>(snap: SdkQuerySnapshot): QuerySnapshot<T> {
  return codec.querySnapshot(snap.docs.map((d) => docSnapshot<T>(d)));
}

const SDK_STEPS: QuerySteps<SdkConstraint[], FieldPath> = {
  where: (cs, field, op, value) => [...cs, where(field, op, value)],
  orderBy: (cs, field, direction) => [...cs, orderBy(field, direction)],
  startAfter: (cs, values) => [...cs, startAfter(...values)],
  limit: (cs, n) => [...cs, limit(n)],
};

export function toSdkQuery(db: Firestore, source: Query<unknown> | CollectionRef<unknown>) {
  if (source.kind === 'collection') return collection(db, source.path) as SdkQuery;
  const constraints = codec.buildQuery<SdkConstraint[]>([], source, SDK_STEPS);
  return query(collection(db, source.collection.path), ...constraints);
}

// ---- the store ---------------------------------------------------------------------------------

/** A batch's or transaction's writes (the same calls on both), on this database's references. */
function writerOn(db: Firestore, w: SdkWriteBatch | SdkTransaction): SdkWriter {
  const on = w as SdkWriteBatch;
  return {
    set: (path, data, merge) => {
      if (merge) on.set(doc(db, path), data, { merge: true });
      else on.set(doc(db, path), data);
    },
    update: (path, data) => on.update(doc(db, path), data),
    delete: (path) => on.delete(doc(db, path)),
  };
}

export class FirestoreWebDocStore implements DocStore {
  constructor(readonly db: Firestore) {}

  getDoc<T>(ref: DocRef<T>): Promise<DocSnapshot<T>> {
    return codec.mapErrors(async () => docSnapshot<T>(await getDoc(doc(this.db, ref.path))));
  }

  getDocs<T>(source: Query<T> | CollectionRef<T>): Promise<QuerySnapshot<T>> {
    return codec.mapErrors(async () =>
      querySnapshot<T>(await getDocs(toSdkQuery(this.db, source))),
    );
  }

  setDoc<T>(ref: DocRef<T>, data: unknown, options?: SetOptions): Promise<void> {
    return codec.mapErrors(async () => {
      const target = doc(this.db, ref.path);
      if (options?.merge) await setDoc(target, codec.dataToSdk(data), { merge: true });
      else await setDoc(target, codec.dataToSdk(data));
    });
  }

  updateDoc<T>(ref: DocRef<T>, data: unknown): Promise<void> {
    return codec.mapErrors(() => updateDoc(doc(this.db, ref.path), codec.updateToSdk(data)));
  }

  deleteDoc(ref: DocRef<unknown>): Promise<void> {
    return codec.mapErrors(() => deleteDoc(doc(this.db, ref.path)));
  }

  batch(): WriteBatch {
    return codec.batch(async (writeAll) => {
      const inner = writeBatch(this.db);
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
      runTransaction(
        db,
        async (inner) =>
          fn(
            codec.transaction({
              ...writerOn(db, inner),
              get: async (path) => docSnapshot(await inner.get(doc(db, path))),
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
    return onSnapshot(
      doc(this.db, ref.path),
      (snap) => next(docSnapshot<T>(snap)),
      codec.listenerError(error),
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
      codec.listenerError(error),
    );
  }
}
