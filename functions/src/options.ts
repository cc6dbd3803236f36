import { defineBoolean } from 'firebase-functions/params';
import type { CallableOptions } from 'firebase-functions/https';

/**
 * Where the functions run: europe-west4 (Netherlands), next to the Dutch and EU users and their
 * tender data. The web app's callable client must use the same region (VITE_FUNCTIONS_REGION,
 * default europe-west4). Firestore triggers run here too: keep the Firestore database in
 * europe-west4 or the eur3 multi-region, or move the triggers to the database's region.
 */
export const REGION = 'europe-west4';

/**
 * App Check for the callables, off by default so local runs and the emulators need no tokens.
 * Turn it on per project once the web app sends App Check tokens (docs/operations.md):
 * `ENFORCE_APP_CHECK=true` in `functions/.env.<project>` (or answer the deploy prompt).
 */
export const ENFORCE_APP_CHECK = defineBoolean('ENFORCE_APP_CHECK', {
  default: false,
  description: 'Refuse callable requests without a valid App Check token (production: true).',
});

export const CALLABLE_OPTIONS: CallableOptions = {
  region: REGION,
  enforceAppCheck: ENFORCE_APP_CHECK,
};
