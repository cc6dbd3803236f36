import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import type { Backend } from '../types';
import type { startAppCheck as StartAppCheck } from './appCheck';
import { createFirebaseAuthApi } from './authApi';
import type { FirebaseBackendConfig } from './config';
import { type FirebaseData, type LazyFirebaseData, lazyFirebaseData } from './firebaseData';
import { watchProfile } from './profileWatch';
import { SessionStore } from './sessionStore';

/** The firebase Backend plus the SDK instances the reactfire providers need. */
export interface FirebaseBackend extends Backend {
  readonly kind: 'firebase';
  readonly app: FirebaseApp;
  readonly firebaseAuth: Auth;
  /** The full Firestore SDK, loaded once (docs goes through it once loaded, goLive). */
  readonly firestore: LazyFirebaseData['firestore'];
  /** Firestore Lite's one-time reads: what the dashboard's first screen reads with. */
  readonly liteReads: LazyFirebaseData['liteReads'];
  /**
   * Firestore, Functions, Storage and the Realtime Database with their services, each loaded once
   * (docs, call, files and realtime load only their own SDK), never before sign-in.
   */
  data(): Promise<FirebaseData>;
  /** Stops the session listener and deletes the app (tests create many backends). */
  dispose(): Promise<void>;
}

/**
 * What the sign-in page needs and nothing more: app and Auth load with this module (and App Check,
 * when configured, just before it: instance.ts);
 * each data SDK is a chunk of its own (firebaseData.ts) fetched the first time its service is used
 * — Firestore Lite for a signed-in user's first reads (the profile, the dashboard's figures), the
 * full Firestore SDK after the first screen (preload) or with the first write, Functions with the first callable, Storage
 * with the first file, the Realtime Database with the first progress listener — so `backend.docs`
 * and the others keep their synchronous shape for callers.
 */
export function createFirebaseBackend(
  config: FirebaseBackendConfig,
  /** appCheck.ts's startAppCheck, loaded by the caller when `config.appCheck` is set (instance.ts). */
  startAppCheck?: typeof StartAppCheck,
): FirebaseBackend {
  if (config.appCheck && !startAppCheck) {
    throw new Error('App Check is configured: pass startAppCheck (appCheck.ts) to start it.');
  }
  const app = initializeApp(config.options, config.appName);
  // Before any other SDK call, so every request carries an App Check token (review L6).
  startAppCheck?.(app, config.appCheck);
  // getAuth picks the platform's defaults: IndexedDB persistence and the popup resolver in the
  // browser (the session survives reloads), in-memory persistence in Node (the emulator tests).
  const firebaseAuth = getAuth(app);
  if (config.authEmulatorUrl) {
    // Must happen before the first call; the SDK then sends everything to the emulator.
    connectAuthEmulator(firebaseAuth, config.authEmulatorUrl, { disableWarnings: true });
  }
  const data = lazyFirebaseData(app, config);
  const { docs } = data;
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
    call: data.call,
    files: data.files,
    realtime: data.realtime,
    app,
    firebaseAuth,
    firestore: data.firestore,
    liteReads: data.liteReads,
    data: data.all,
    // After the first screen (DashboardLayout, AuthLayout): the full SDK, for live listeners.
    preload: () => void data.goLive().catch(() => undefined),
    async dispose() {
      sessions.dispose();
      await deleteApp(app);
    },
  };
}
