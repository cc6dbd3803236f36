#!/usr/bin/env node
// npm run ingest: one run of the scheduled tender ingestion (TED, then TenderNed) against the
// running emulators, so a fresh emulator start has tenders to signal (issue 22 item 3): no Cloud
// Scheduler fires there and the emulators have no Pub/Sub. It runs the functions' own
// runTenderIngestion and matching, with the Admin SDK on the Firestore emulator. In the app, a
// company admin does the same with "Fetch new tenders now" on Signaling (callable ingestTendersNow).
//
//   npm run ingest                 the local TED/TenderNed stand-in, serving the real notices in
//                                  ../shared/data/ted (no internet needed)
//   npm run ingest -- --live       the real TED Search API and TenderNed (needs internet)
//   FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 GCLOUD_PROJECT=demo-tender  (the defaults)
import { register } from 'tsx/esm/api';

const live = process.argv.includes('--live');
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.GCLOUD_PROJECT ??= 'demo-tender';
// Off the cloud: google-auth-library must not ask the metadata server (169.254.169.254) who we are.
process.env.METADATA_SERVER_DETECTION ??= 'none';

register();
const { initializeApp } = await import('firebase-admin/app');
const { getFirestore } = await import('firebase-admin/firestore');
const { FirestoreAdminDocStore } =
  await import('../functions/src/adapters/firestoreAdminDocStore.ts');
const { TedSearchSource } = await import('../functions/src/adapters/tedSearchSource.ts');
const { TenderNedSource } = await import('../functions/src/adapters/tenderNedSource.ts');
const { runTenderIngestion } = await import('../functions/src/scheduled/ingestTenders.ts');
const { createRunMatcher } = await import('../core/src/services/signaling/index.ts');

const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT });
const docs = new FirestoreAdminDocStore(getFirestore(app));
let server = null;
let sources;
if (live) {
  sources = [
    new TedSearchSource({
      apiBaseUrl: 'https://api.ted.europa.eu',
      noticeOrigin: 'https://ted.europa.eu',
    }),
    new TenderNedSource({ apiBaseUrl: 'https://www.tenderned.nl/papi/tenderned-rs-tns/v2' }),
  ];
} else {
  const { startTenderApiServer } =
    await import('../functions/src/adapters/testing/tenderApiServer.ts');
  server = await startTenderApiServer();
  sources = [
    new TedSearchSource({ apiBaseUrl: server.tedBaseUrl, noticeOrigin: server.origin }),
    new TenderNedSource({ apiBaseUrl: server.tenderNedBaseUrl }),
  ];
}
const log = (message, details) =>
  console.log(`ingest: ${message}`, details ? JSON.stringify(details) : '');
let failed = false;
try {
  for (const source of sources) {
    const result = await runTenderIngestion({
      docs,
      source,
      log,
      // One matcher per run: companies and their index are loaded once for all pages.
      matchTenders: createRunMatcher({ docs, now: () => Date.now() }),
    });
    failed ||= !result.ok;
  }
} catch (error) {
  console.error(
    `ingest: ${error instanceof Error ? error.message : error} — is the Firestore emulator running at ${process.env.FIRESTORE_EMULATOR_HOST}? (npm run start:emulators)`,
  );
  failed = true;
} finally {
  await server?.close();
}
process.exit(failed ? 1 : 0);
