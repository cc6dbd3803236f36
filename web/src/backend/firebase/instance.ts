import { configFromEnv } from './config';
import { createFirebaseBackend, type FirebaseBackend } from './createFirebaseBackend';

let instance: FirebaseBackend | undefined;

/** The app's one firebase backend, configured from the Vite env on first use. */
export function firebaseBackend(): FirebaseBackend {
  instance ??= createFirebaseBackend(configFromEnv(import.meta.env));
  return instance;
}
