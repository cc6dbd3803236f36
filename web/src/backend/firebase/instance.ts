import { configFromEnv } from './config';
import { createFirebaseBackend, type FirebaseBackend } from './createFirebaseBackend';

let instance: FirebaseBackend | undefined;

/** The app's one firebase backend, configured from the Vite env on first use. */
export function firebaseBackend(): FirebaseBackend {
  // <html lang> follows the chosen locale, so reset and sign-in emails match the UI language.
  instance ??= createFirebaseBackend({
    ...configFromEnv(import.meta.env),
    uiLanguage: () => document.documentElement.lang || null,
  });
  return instance;
}
