import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import type { Backend } from '../types';
import { createFirebaseAuthApi } from './authApi';
import type { FirebaseBackendConfig } from './config';
import { SessionStore } from './sessionStore';

/** The firebase Backend plus the SDK instances the reactfire providers need. */
export interface FirebaseBackend extends Backend {
  readonly kind: 'firebase';
  readonly app: FirebaseApp;
  readonly firebaseAuth: Auth;
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
  const sessions = new SessionStore(firebaseAuth);
  return {
    kind: 'firebase',
    auth: createFirebaseAuthApi(firebaseAuth, sessions, config.uiLanguage),
    app,
    firebaseAuth,
    async dispose() {
      sessions.dispose();
      await deleteApp(app);
    },
  };
}
