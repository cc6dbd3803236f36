/**
 * The data SDKs — Firestore, Functions, Storage, Realtime Database — each a chunk of its own,
 * loaded the first time its service is used (issue 22, item 7): the dashboard's first screen needs
 * Firestore's one-time reads only, which Firestore Lite answers until the full SDK has loaded after
 * it (liteFirstDocStore.ts); Functions comes with the first callable, Storage with the first file, the
 * Realtime Database with the first progress listener. This module imports no SDK itself, so it
 * costs the sign-in page nothing but these few lines. Each SDK instance connects lazily too.
 */
import type { FirebaseApp } from 'firebase/app';
import type { Database } from 'firebase/database';
import type { Firestore } from 'firebase/firestore';
import type { Functions } from 'firebase/functions';
import type { FirebaseStorage } from 'firebase/storage';
import { CallableError } from '@tender/core';
import type { Backend, FilesApi, RealtimeApi } from '../types';
import { once } from '../lazyDocStore';
import { lazyFiles, lazyRealtime } from '../lazyFiles';
import type { CallFn } from './callables';
import type { FirebaseBackendConfig } from './config';
import { absentFiles, absentRealtime } from './absentServices';
import type { FirestoreWebDocStore } from './firestoreWebDocStore';
import { liteFirstDocStore } from './liteFirstDocStore';

/** All four SDK instances with their services (what reactfire's providers hand to its hooks). */
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

/** The Backend's data services over SDKs loaded on first use, and a loader of all four. */
export interface LazyFirebaseData extends Pick<Backend, 'docs' | 'call' | 'files' | 'realtime'> {
  /** Firestore alone (what the dashboard needs first); the session's profile watch loads it. */
  firestore(): Promise<{ firestore: Firestore; docs: FirestoreWebDocStore }>;
  /** Every data SDK, each loaded once (reactfire's providers need all four instances). */
  all(): Promise<FirebaseData>;
  /** Firestore Lite's one-time reads (what `docs` reads with until the full SDK is loaded). */
  liteReads(): Promise<unknown>;
  /** Loads the full Firestore SDK and moves `docs`'s waiting listeners to it. */
  goLive(): Promise<void>;
}

export function lazyFirebaseData(
  app: FirebaseApp,
  config: FirebaseBackendConfig,
): LazyFirebaseData {
  const firestore = once(async () =>
    (await import('./connectFirestore')).connectFirestore(app, config),
  );
  const liteReads = once(async () =>
    (await import('./connectFirestoreLite')).connectFirestoreLite(app, config),
  );
  const store = liteFirstDocStore(liteReads, async () => (await firestore()).docs);
  const functions = once(async () =>
    (await import('./connectFunctions')).connectFunctions(app, config),
  );
  const storage = once(async () => (await import('./connectStorage')).connectStorage(app, config));
  const database = once(async () =>
    (await import('./connectDatabase')).connectDatabase(app, config),
  );
  // An emulator build never talks to production: a service without its emulator is absent, and
  // its SDK is never loaded.
  const emulated = config.authEmulatorUrl !== undefined;
  const files =
    emulated && !config.storageEmulator
      ? absentFiles()
      : lazyFiles(async () => (await storage()).files);
  const realtime =
    emulated && !config.databaseEmulator
      ? absentRealtime()
      : lazyRealtime(async () => (await database()).realtime);
  return {
    firestore,
    docs: store.docs,
    liteReads,
    goLive: store.goLive,
    call: async (name, input) => {
      // A callable changes data the screen shows: its listeners go live alongside (the full
      // SDK's chunk is usually there before the function answers; liteFirstDocStore.ts).
      void store.goLive().catch(() => undefined);
      const loaded = await functions().catch((error: unknown) => {
        // The chunk could not be fetched (offline, or replaced by a deployment): try again later.
        throw new CallableError('unavailable', undefined, String(error));
      });
      return loaded.call(name, input);
    },
    files,
    realtime,
    all: async () => {
      const [f, fn, s, db] = await Promise.all([firestore(), functions(), storage(), database()]);
      return {
        firestore: f.firestore,
        docs: f.docs,
        functions: fn.functions,
        call: fn.call,
        storage: s.storage,
        database: db.database,
        // The services the Backend uses (absent ones stay absent).
        files,
        realtime,
      };
    },
  };
}
