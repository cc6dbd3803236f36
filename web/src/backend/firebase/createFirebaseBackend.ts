import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { CallableError } from '@tender/core';
import type { Backend } from '../types';
import { startAppCheck } from './appCheck';
import { createFirebaseAuthApi } from './authApi';
import type { FirebaseBackendConfig } from './config';
import type { FirebaseData } from './firebaseData';
import { lazyDocStore, once } from '../lazyDocStore';
import { lazyFiles, lazyRealtime } from '../lazyFiles';
import { watchProfile } from './profileWatch';
import { SessionStore } from './sessionStore';

/** The firebase Backend plus the SDK instances the reactfire providers need. */
export interface FirebaseBackend extends Backend {
  readonly kind: 'firebase';
  readonly app: FirebaseApp;
  readonly firebaseAuth: Auth;
  /**
   * Firestore, Functions, Storage and the Realtime Database with their services; loaded on first
   * use (docs, call, files, realtime all go through it), never before sign-in.
   */
  data(): Promise<FirebaseData>;
  /** Stops the session listener and deletes the app (tests create many backends). */
  dispose(): Promise<void>;
}

/**
 * What the sign-in page needs and nothing more: app, App Check and Auth load with this module;
 * the data SDKs are a separate chunk (firebaseData.ts) fetched the first time docs, call, files or
 * realtime is used — for a signed-in user, the session's profile watch — so `backend.docs` and the
 * others keep their synchronous shape for callers.
 */
export function createFirebaseBackend(config: FirebaseBackendConfig): FirebaseBackend {
  const app = initializeApp(config.options, config.appName);
  // Before any other SDK call, so every request carries an App Check token (review L6).
  startAppCheck(app, config.appCheck);
  // getAuth picks the platform's defaults: IndexedDB persistence and the popup resolver in the
  // browser (the session survives reloads), in-memory persistence in Node (the emulator tests).
  const firebaseAuth = getAuth(app);
  if (config.authEmulatorUrl) {
    // Must happen before the first call; the SDK then sends everything to the emulator.
    connectAuthEmulator(firebaseAuth, config.authEmulatorUrl, { disableWarnings: true });
  }
  const data = once(async () => (await import('./firebaseData')).connectFirebaseData(app, config));
  const docs = lazyDocStore(async () => (await data()).docs);
  // Without a Firestore emulator in emulator mode (no Java) there is no users/{uid} to follow:
  // the session then goes by the claims alone, as before.
  const followProfile = !config.authEmulatorUrl || !!config.firestoreEmulator;
  const sessions = new SessionStore(
    firebaseAuth,
    followProfile ? (uid, onChange) => watchProfile(docs, uid, onChange) : undefined,
  );
  return {
    kind: 'firebase',
    auth: createFirebaseAuthApi(firebaseAuth, sessions, config.uiLanguage),
    docs,
    call: async (name, input) => {
      const loaded = await data().catch((error: unknown) => {
        // The chunk could not be fetched (offline, or replaced by a deployment): try again later.
        throw new CallableError('unavailable', undefined, String(error));
      });
      return loaded.call(name, input);
    },
    files: lazyFiles(async () => (await data()).files),
    realtime: lazyRealtime(async () => (await data()).realtime),
    app,
    firebaseAuth,
    data,
    async dispose() {
      sessions.dispose();
      await deleteApp(app);
    },
  };
}
