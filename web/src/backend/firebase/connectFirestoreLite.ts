/**
 * One-time reads (getDoc, getDocs) over Firestore Lite: a chunk of its own, about 26 kB gzip
 * against the full SDK's 90 (issue 22, item 7). Lite answers a read with one HTTPS request and has
 * no live listeners, no cache and no WebChannel; that is all a first screen needs before the full
 * SDK takes over (liteFirstDocStore.ts says when). The codec is FirestoreWebDocStore's
 * (webFirestoreCodec.ts) over Lite's own classes, so a read returns the same values; this file
 * only wires Lite in.
 */
import type { CollectionRef, DocRef, Query } from '@tender/core';
import type { FirebaseApp } from 'firebase/app';
import {
  DocumentReference,
  type FieldPath,
  type Firestore,
  type QueryConstraint,
  type Query as LiteQuery,
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
import type { FirestoreReads } from './liteFirstDocStore';
import { webFirestoreCodec } from './webFirestoreCodec';

const codec = webFirestoreCodec<Firestore, LiteQuery, QueryConstraint, FieldPath>({
  classes: { Timestamp, VectorValue, DocumentReference },
  values: { vector, serverTimestamp, deleteField, arrayUnion, arrayRemove, increment },
  queries: { collection, query, where, orderBy, startAfter, limit, documentId },
});

/** DocStore's one-time reads over Firestore Lite; errors become DocStoreErrors as in the full store. */
export function liteReads(db: Firestore): FirestoreReads {
  return {
    getDoc: <T>(ref: DocRef<T>) =>
      codec.mapErrors(async () => codec.docSnapshot<T>(await getDoc(doc(db, ref.path)))),
    getDocs: <T>(source: Query<T> | CollectionRef<T>) =>
      codec.mapErrors(async () => codec.querySnapshot<T>(await getDocs(codec.toQuery(db, source)))),
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
