/**
 * The data SDKs — Firestore, Functions, Storage, Realtime Database — and the Backend services over
 * them. This module is a chunk of its own that createFirebaseBackend imports on first use (after
 * sign-in), so the sign-in page loads only app, Auth and App Check (bench/bundle-size.mjs).
 * Each SDK instance connects lazily too, so creating them here costs no request.
 */
import type { FirebaseApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase, type Database } from 'firebase/database';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import type { FilesApi, RealtimeApi } from '../types';
import { type CallFn, createCall } from './callables';
import { DEFAULT_FUNCTIONS_REGION, type FirebaseBackendConfig } from './config';
import { absentFiles, absentRealtime } from './absentServices';
import { FirestoreWebDocStore } from './firestoreWebDocStore';
import { createRealtimeDatabase } from './realtimeDatabase';
import { createStorageFiles } from './storageFiles';

export interface FirebaseData {
  readonly firestore: Firestore;
  readonly functions: Functions;
  readonly storage: FirebaseStorage;
  readonly database: Database;
  readonly docs: FirestoreWebDocStore;
  readonly call: CallFn;
  readonly files: FilesApi;
  readonly realtime: RealtimeApi;
}

export function connectFirebaseData(app: FirebaseApp, config: FirebaseBackendConfig): FirebaseData {
  const firestore = getFirestore(app);
  if (config.firestoreEmulator) {
    const { host, port } = config.firestoreEmulator;
    connectFirestoreEmulator(firestore, host, port);
  }
  const functions = getFunctions(app, config.functionsRegion ?? DEFAULT_FUNCTIONS_REGION);
  if (config.functionsEmulator) {
    const { host, port } = config.functionsEmulator;
    connectFunctionsEmulator(functions, host, port);
  }
  const storage = getStorage(app);
  if (config.storageEmulator) {
    const { host, port } = config.storageEmulator;
    connectStorageEmulator(storage, host, port);
  }
  const database = getDatabase(app);
  if (config.databaseEmulator) {
    // The namespace comes from options.databaseURL (<project>-default-rtdb), as the functions use.
    const { host, port } = config.databaseEmulator;
    connectDatabaseEmulator(database, host, port);
  }
  // An emulator build never talks to production: a service without its emulator is absent.
  const emulated = config.authEmulatorUrl !== undefined;
  return {
    firestore,
    functions,
    storage,
    database,
    docs: new FirestoreWebDocStore(firestore),
    call: createCall(() => functions),
    files: emulated && !config.storageEmulator ? absentFiles() : createStorageFiles(storage),
    realtime:
      emulated && !config.databaseEmulator ? absentRealtime() : createRealtimeDatabase(database),
  };
}
