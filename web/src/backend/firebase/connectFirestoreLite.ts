/**
 * One-time reads (getDoc, getDocs) over Firestore Lite: a chunk of its own, about 26 kB gzip
 * against the full SDK's 90 (issue 22, item 7). Lite answers a read with one HTTPS request and has
 * no live listeners, no cache and no WebChannel; that is all a first screen needs before the full
 * SDK takes over (liteFirstDocStore.ts says when). The same codec as FirestoreWebDocStore, over
 * Lite's own classes (its Timestamp is not the full SDK's), so a read returns the same values.
 */
import type {
  CollectionRef,
  DocRef,
  DocSnapshot,
  DocStore,
  Query,
  QueryDocSnapshot,
  QuerySnapshot,
} from '@tender/core';
import { docRef } from '@tender/core';
import { type QuerySteps, createFirestoreCodec } from '@tender/core/adapters/firestoreCodec';
import type { FirebaseApp } from 'firebase/app';
import {
  DocumentReference,
  type DocumentSnapshot,
  type FieldPath,
  type Firestore,
  type QueryConstraint,
  Timestamp,
  VectorValue,
  arrayRemove,
  arrayUnion,
  collection,
  connectFirestoreEmulator,
  deleteField,
  doc,
  documentId,
  getDoc,
  getDocs,
  getFirestore,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  vector,
  where,
} from 'firebase/firestore/lite';
import type { FirebaseBackendConfig } from './config';

const codec = createFirestoreCodec({
  timestamp: {
    make: (seconds, nanoseconds) => new Timestamp(seconds, nanoseconds),
    is: (value) => value instanceof Timestamp,
  },
  vector: { make: vector, is: (value) => value instanceof VectorValue },
  isDocRef: (value) => value instanceof DocumentReference,
  sentinels: { serverTimestamp, deleteField, arrayUnion, arrayRemove, increment },
  documentId,
  errorCode: (error) =>
    (error as { name?: unknown }).name === 'FirebaseError' ? String(error.code) : undefined,
});

const STEPS: QuerySteps<QueryConstraint[], FieldPath> = {
  where: (cs, field, op, value) => [...cs, where(field, op, value)],
  orderBy: (cs, field, direction) => [...cs, orderBy(field, direction)],
  startAfter: (cs, values) => [...cs, startAfter(...values)],
  limit: (cs, n) => [...cs, limit(n)],
};

function snapshot<T>(snap: DocumentSnapshot): DocSnapshot<T> {
  const exists = snap.exists();
  const data = exists ? (codec.fromSdk(snap.data()) as T) : undefined;
  return { ref: docRef<T>(snap.ref.path), id: snap.id, exists, data };
}

/** DocStore's one-time reads over Firestore Lite; errors become DocStoreErrors as in the full store. */
export type FirestoreReads = Pick<DocStore, 'getDoc' | 'getDocs'>;

export function liteReads(db: Firestore): FirestoreReads {
  return {
    getDoc: <T>(ref: DocRef<T>) =>
      codec.mapErrors(async () => snapshot<T>(await getDoc(doc(db, ref.path)))),
    getDocs: <T>(source: Query<T> | CollectionRef<T>) =>
      codec.mapErrors(async (): Promise<QuerySnapshot<T>> => {
        const target =
          source.kind === 'collection'
            ? collection(db, source.path)
            : query(
                collection(db, source.collection.path),
                ...codec.buildQuery<QueryConstraint[]>([], source, STEPS),
              );
        const docs = (await getDocs(target)).docs.map((d) => snapshot<T>(d) as QueryDocSnapshot<T>);
        return { docs, size: docs.length, empty: docs.length === 0 };
      }),
  };
}

export function connectFirestoreLite(app: FirebaseApp, config: FirebaseBackendConfig) {
  const firestore = getFirestore(app);
  if (config.firestoreEmulator) {
    const { host, port } = config.firestoreEmulator;
    connectFirestoreEmulator(firestore, host, port);
  }
  return liteReads(firestore);
}
