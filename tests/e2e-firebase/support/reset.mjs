#!/usr/bin/env node
// Puts the emulators back to the seed for the next browser test: every Firestore document and
// every Auth account goes, then scripts/seed.mjs loads emulator-data/seed.json again.
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
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { projectId, repoRoot } from '../../../scripts/shared/emulators.mjs';
import { backgroundTriggers } from '../../../scripts/shared/emulatorControl.mjs';
import { suiteVerdict } from '../../../scripts/shared/suiteVerdict.mjs';
import { registerFirestoreTriggers } from '../../../scripts/shared/firestoreTriggers.mjs';

const project = projectId();
const firestoreHost = required('FIRESTORE_EMULATOR_HOST');
const authHost = required('FIREBASE_AUTH_EMULATOR_HOST');
const hub = process.env.FIREBASE_EMULATOR_HUB;
const withTriggers = process.argv.includes('--triggers');
const gcloud = suiteVerdict().mode === 'gcloud';

function required(name) {
  const value = process.env[name];
  if (!value) {
    console.error(`reset: ${name} is not set; run the tests with npm run test:e2e-firebase.`);
    process.exit(1);
  }
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

if (hub) await backgroundTriggers(hub, false);
try {
  await wipe(
    `http://${firestoreHost}/emulator/v1/projects/${project}/databases/(default)/documents`,
  );
  await wipe(`http://${authHost}/emulator/v1/projects/${project}/accounts`);
  await promisify(execFile)(process.execPath, ['scripts/seed.mjs'], { cwd: repoRoot });
} finally {
  if (hub && (withTriggers || !gcloud)) await backgroundTriggers(hub, true);
}
const functionsHost = process.env.FUNCTIONS_EMULATOR_HOST;
if (hub && withTriggers && gcloud && functionsHost) {
  // Switched on again, the triggers are served under new keys: tell gcloud's Firestore now rather
  // than wait for the suite's watcher.
  await registerFirestoreTriggers({ firestoreHost, functionsHost, project });
}
