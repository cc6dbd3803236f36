/**
 * Firestore and Backend.docs over it: a chunk of its own, the one data SDK the dashboard's first
 * screen needs (firebaseData.ts loads it on the first read or write).
 */
import type { FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import type { FirebaseBackendConfig } from './config';
import { FirestoreWebDocStore } from './firestoreWebDocStore';

export function connectFirestore(app: FirebaseApp, config: FirebaseBackendConfig) {
  const firestore = getFirestore(app);
  if (config.firestoreEmulator) {
    const { host, port } = config.firestoreEmulator;
    connectFirestoreEmulator(firestore, host, port);
  }
  return { firestore, docs: new FirestoreWebDocStore(firestore) };
}
