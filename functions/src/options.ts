import { defineBoolean, defineString } from 'firebase-functions/params';
import type { CallableOptions } from 'firebase-functions/https';

/**
 * Where the functions run: europe-west4 (Netherlands), next to the Dutch and EU users and their
 * tender data. The web app's callable client must use the same region (VITE_FUNCTIONS_REGION,
 * default europe-west4). Firestore triggers run here too: keep the Firestore database in
 * europe-west4 or the eur3 multi-region, or move the triggers to the database's region.
 */
export const REGION = 'europe-west4';

/**
 * App Check for the callables, enforced unless a project's configuration says otherwise (review
 * L6): a production deploy that forgets the setting is protected. The emulators' project turns it
 * off in the committed `functions/.env.demo-tender`; a project that must run without App Check for
 * a while sets `ENFORCE_APP_CHECK=false` in `functions/.env.<project>` (docs/operations.md).
 */
export const ENFORCE_APP_CHECK = defineBoolean('ENFORCE_APP_CHECK', {
  default: true,
  description: 'Refuse callable requests without a valid App Check token (production: true).',
});

export const CALLABLE_OPTIONS: CallableOptions = {
  region: REGION,
  enforceAppCheck: ENFORCE_APP_CHECK,
};

/*
 * Tender sources (issue 9, scheduled ingestTedTenders / ingestTenderNedTenders). Parameters so
 * that tests and local runs point them at a local stand-in (docs/operations.md).
 */
export const TED_API_BASE_URL = defineString('TED_API_BASE_URL', {
  default: 'https://api.ted.europa.eu',
  description: 'TED Search API v3 base URL (POST {base}/v3/notices/search).',
});
export const TED_NOTICE_ORIGIN = defineString('TED_NOTICE_ORIGIN', {
  default: 'https://ted.europa.eu',
  description: 'The only origin notice XML links from the search answer are followed to.',
});
export const TENDERNED_API_BASE_URL = defineString('TENDERNED_API_BASE_URL', {
  default: 'https://www.tenderned.nl/papi/tenderned-rs-tns/v2',
  description: 'TenderNed publications API (TNS v2) base URL.',
});
