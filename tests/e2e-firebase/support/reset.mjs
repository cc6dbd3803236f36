#!/usr/bin/env node
// Puts the emulators back to the seed for the next browser test: every Firestore document and
// every Auth account goes, then scripts/seed.mjs's steps load emulator-data/seed.json again.
// Imported by the Playwright worker (support/emulators.ts), which keeps one admin app and its
// Firestore channel from one test to the next: two Node processes per reset, each loading
// firebase-admin and opening a channel, took 6-8 s of a 10-15 s test on a busy machine
// (docs/decisions.md "CI time with margin for a slower machine"). `node reset.mjs` still works.
// The functions' background triggers are off meanwhile, as in the suite's own seed
// (scripts/shared/emulatorSuite.mjs): the seed is not a user action. With the full suite they are
// switched on again for the test. With gcloud's Firestore they stay off: there is no Realtime
// Database, and the users/{uid} trigger, which always syncs the membership mirror there, would hang
// until its 60 s timeout after every users/{uid} write (and hold up the next reset). The callables
// set the claims themselves, so the flows tested here do not need it; what the trigger adds (the
// claims marker, the mirror) is tier 4's tests/emulator/functions.
// `--triggers`: switch them on after the seed in either suite (and register them again with
// gcloud's Firestore), for the flows whose work a trigger finishes (a visual's rendering, a
// knowledge base's clean-up); without the Realtime Database and Storage the functions use the
// absent stand-ins (functions/src/adapters/absentStores.ts), which fail at once instead of hanging.
// Reads the hosts from the environment scripts/e2e-firebase.mjs passes (FIREBASE_EMULATOR_HUB is
// optional: without a hub, nothing to switch).
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { projectId } from '../../../scripts/shared/emulators.mjs';
import { backgroundTriggers } from '../../../scripts/shared/emulatorControl.mjs';
import { suiteVerdict } from '../../../scripts/shared/suiteVerdict.mjs';
import { registerFirestoreTriggers } from '../../../scripts/shared/firestoreTriggers.mjs';

function required(name) {
  const value = process.env[name];
  if (!value)
    throw new Error(`reset: ${name} is not set; run the tests with npm run test:e2e-firebase.`);
  return value;
}

async function wipe(url) {
  // The emulators' admin endpoints accept the owner token.
  const response = await fetch(url, {
    method: 'DELETE',
    headers: { authorization: 'Bearer owner' },
  });
  if (!response.ok)
    throw new Error(`DELETE ${url}: HTTP ${response.status} ${await response.text()}`);
}

/** The admin app the seed steps write through, made on the first reset and kept. */
let admin;
async function adminApp(project) {
  if (!admin) {
    // No Google metadata server locally; without this google-auth-library probes for one.
    process.env.METADATA_SERVER_DETECTION ??= 'none';
    const seed = await import('../../../scripts/seed.mjs');
    const { initializeApp } = await import('firebase-admin/app');
    const { getAuth } = await import('firebase-admin/auth');
    const app = initializeApp({ projectId: project }, 'e2e-reset');
    admin = { seed, app, auth: getAuth(app) };
  }
  return admin;
}

/** `triggers`: the functions' background triggers run during the test also on gcloud's Firestore. */
export async function resetEmulators({ triggers = false } = {}) {
  const project = projectId();
  const firestoreHost = required('FIRESTORE_EMULATOR_HOST');
  const authHost = required('FIREBASE_AUTH_EMULATOR_HOST');
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  const gcloud = suiteVerdict().mode === 'gcloud';
  const { seed, app, auth } = await adminApp(project);
  if (hub) await backgroundTriggers(hub, false);
  try {
    await wipe(
      `http://${firestoreHost}/emulator/v1/projects/${project}/databases/(default)/documents`,
    );
    await wipe(`http://${authHost}/emulator/v1/projects/${project}/accounts`);
    // Every account was just wiped: the users are made at once rather than one by one.
    await seed.seedAuthUsers(auth, { together: true });
    await seed.seedFirestore(app);
    await seed.seedKnowledge(app, () => {});
  } finally {
    if (hub && (triggers || !gcloud)) await backgroundTriggers(hub, true);
  }
  const functionsHost = process.env.FUNCTIONS_EMULATOR_HOST;
  if (hub && triggers && gcloud && functionsHost) {
    // Switched on again, the triggers are served under new keys: tell gcloud's Firestore now rather
    // than wait for the suite's watcher.
    await registerFirestoreTriggers({ firestoreHost, functionsHost, project });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  await resetEmulators({ triggers: process.argv.includes('--triggers') });
  // The admin app's Firestore channel would keep the process alive.
  process.exit(0);
}
