import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import type { Backend } from '../types';
import { createFirebaseAuthApi } from './authApi';
import { createCall } from './callables';
import { DEFAULT_FUNCTIONS_REGION, type FirebaseBackendConfig } from './config';
import { FirestoreWebDocStore } from './firestoreWebDocStore';
import { watchProfile } from './profileWatch';
import { SessionStore } from './sessionStore';

/** The firebase Backend plus the SDK instances the reactfire providers need. */
export interface FirebaseBackend extends Backend {
  readonly kind: 'firebase';
  readonly app: FirebaseApp;
  readonly firebaseAuth: Auth;
  readonly firestore: Firestore;
  readonly functions: Functions;
  /** Stops the session listener and deletes the app (tests create many backends). */
  dispose(): Promise<void>;
}

export function createFirebaseBackend(config: FirebaseBackendConfig): FirebaseBackend {
  const app = initializeApp(config.options, config.appName);
  // getAuth picks the platform's defaults: IndexedDB persistence and the popup resolver in the
  // browser (the session survives reloads), in-memory persistence in Node (the emulator tests).
  const firebaseAuth = getAuth(app);
  if (config.authEmulatorUrl) {
    // Must happen before the first call; the SDK then sends everything to the emulator.
    connectAuthEmulator(firebaseAuth, config.authEmulatorUrl, { disableWarnings: true });
  }
  // Firestore and Functions only connect on first use, so creating them here costs no request.
  const firestore = getFirestore(app);
  if (config.firestoreEmulator) {
    connectFirestoreEmulator(
      firestore,
      config.firestoreEmulator.host,
      config.firestoreEmulator.port,
    );
  }
  const functions = getFunctions(app, config.functionsRegion ?? DEFAULT_FUNCTIONS_REGION);
  if (config.functionsEmulator) {
    connectFunctionsEmulator(
      functions,
      config.functionsEmulator.host,
      config.functionsEmulator.port,
    );
  }
  const docs = new FirestoreWebDocStore(firestore);
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
    call: createCall(() => functions),
    app,
    firebaseAuth,
    firestore,
    functions,
    async dispose() {
      sessions.dispose();
      await deleteApp(app);
    },
  };
}
