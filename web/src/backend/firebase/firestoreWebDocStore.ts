/**
 * DocStore over the Firestore web SDK (modular), for the firebase backend (ARCHITECTURE §4). Thin
 * and generic: port paths become references, and core's Firestore codec (adapters/firestoreCodec),
 * wired to the web SDKs once in webFirestoreCodec.ts (Firestore Lite's first reads use it too),
 * does the rest — a port Query description becomes SDK query constraints, values convert both
 * ways (port Timestamp/Vector/FieldSentinel ⇄ SDK Timestamp, VectorValue, FieldValue sentinels)
 * and SDK errors become DocStoreErrors. This file only wires the full SDK in. Every read and write
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
import type { SdkWriter } from '@tender/core/adapters/firestoreCodec';
import {
  DocumentReference,
  type FieldPath,
  type Firestore,
  type Query as SdkQuery,
  type QueryConstraint,
  type Transaction as SdkTransaction,
  type WriteBatch as SdkWriteBatch,
  Timestamp,
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
import { webFirestoreCodec } from './webFirestoreCodec';

// ---- values, queries, snapshots and errors: core's Firestore codec, wired to the full SDK -------

const codec = webFirestoreCodec<Firestore, SdkQuery, QueryConstraint, FieldPath>({
  classes: { Timestamp, VectorValue, DocumentReference },
  values: { vector, serverTimestamp, deleteField, arrayUnion, arrayRemove, increment },
  queries: { collection, query, where, orderBy, startAfter, limit, documentId },
});

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
    return codec.mapErrors(async () => codec.docSnapshot<T>(await getDoc(doc(this.db, ref.path))));
  }

  getDocs<T>(source: Query<T> | CollectionRef<T>): Promise<QuerySnapshot<T>> {
    return codec.mapErrors(async () =>
      codec.querySnapshot<T>(await getDocs(codec.toQuery(this.db, source))),
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
              get: async (path) => codec.docSnapshot(await inner.get(doc(db, path))),
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
      (snap) => next(codec.docSnapshot<T>(snap)),
      codec.listenerError(error),
    );
  }

  onQuerySnapshot<T>(
    source: Query<T> | CollectionRef<T>,
    next: (snap: QuerySnapshot<T>) => void,
    error?: (e: Error) => void,
  ): Unsubscribe {
    return onSnapshot(
      codec.toQuery(this.db, source),
      (snap) => next(codec.querySnapshot<T>(snap)),
      codec.listenerError(error),
    );
  }
}
