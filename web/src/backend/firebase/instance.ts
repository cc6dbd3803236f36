import { configFromEnv } from './config';
import { createFirebaseBackend, type FirebaseBackend } from './createFirebaseBackend';

let instance: FirebaseBackend | undefined;

/**
 * Starts the app's one firebase backend, configured from the Vite env. App Check's SDK is a chunk
 * loaded first, and only when a site key is configured: it must start before Auth's first request
 * (a returning user's token refresh comes at boot), and a build without App Check does not
 * download it (issue 22, item 7).
 */
export async function startFirebaseBackend(): Promise<FirebaseBackend> {
  if (instance) return instance;
  const config = {
    ...configFromEnv(import.meta.env),
    // <html lang> follows the chosen locale, so reset and sign-in emails match the UI language.
    uiLanguage: () => document.documentElement.lang || null,
  };
  const startAppCheck = config.appCheck ? (await import('./appCheck')).startAppCheck : undefined;
  instance ??= createFirebaseBackend(config, startAppCheck);
  return instance;
}

/** The backend startFirebaseBackend started (createBackend awaits it before the first render). */
export function firebaseBackend(): FirebaseBackend {
  if (!instance) throw new Error('The firebase backend is used before startFirebaseBackend().');
  return instance;
}
