/**
 * App Check (review L6): attests that requests come from this web app, so Firestore, Storage, the
 * Realtime Database, Auth and the callables can refuse others once enforcement is on
 * (docs/operations.md). It must start before any other SDK call, so the first requests already
 * carry a token; createFirebaseBackend calls it right after initializeApp.
 */
import type { FirebaseApp } from 'firebase/app';
import {
  type AppCheck,
  initializeAppCheck,
  ReCaptchaEnterpriseProvider,
  ReCaptchaV3Provider,
} from 'firebase/app-check';
import type { AppCheckConfig } from './config';

/** The SDK reads its debug token from this global, before initializeAppCheck. */
type DebugGlobal = { FIREBASE_APPCHECK_DEBUG_TOKEN?: string | boolean };

export function startAppCheck(
  app: FirebaseApp,
  config: AppCheckConfig | undefined,
): AppCheck | null {
  if (!config) return null;
  if (config.debugToken !== undefined) {
    (globalThis as DebugGlobal).FIREBASE_APPCHECK_DEBUG_TOKEN = config.debugToken;
  }
  const provider =
    config.provider === 'v3'
      ? new ReCaptchaV3Provider(config.siteKey)
      : new ReCaptchaEnterpriseProvider(config.siteKey);
  // Auto refresh: a token is ready before the first request and renewed before it expires.
  return initializeAppCheck(app, { provider, isTokenAutoRefreshEnabled: true });
}
