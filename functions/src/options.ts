import type { CallableOptions } from 'firebase-functions/https';

/**
 * Where the functions run: europe-west4 (Netherlands), next to the Dutch and EU users and their
 * tender data. The web app's callable client must use the same region.
 */
export const REGION = 'europe-west4';

export const CALLABLE_OPTIONS: CallableOptions = {
  region: REGION,
  // App Check is not set up yet (docs/operations.md); turn enforcement on once the web app sends tokens.
  enforceAppCheck: false,
};
