#!/usr/bin/env node
// Creates a product-support account (review L15): an Auth account with the custom claim
// `support: true` AND its users/{uid} profile (active, no company, no role), which the rules need
// (core/src/services/users/supportAccount.ts does the work; this script only wires firebase-admin).
// Prints the uid and a one-time password to hand over privately; the agent changes it in My Account.
//
//   node scripts/create-support-account.mjs --email fenna@tender.example --name "Fenna Kuipers" [--language nl]
//       → the running emulators (hosts from firebase.json), like npm run seed
//   node scripts/create-support-account.mjs --project <project-id> --production --email ... --name ...
//       → a real project, with the machine's application-default credentials
//         (gcloud auth application-default login, an account allowed to manage Auth and Firestore)
import { parseArgs } from 'node:util';
import { emulatorHost, isReachable, projectId } from './shared/emulators.mjs';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    language: { type: 'string', default: 'en' },
    project: { type: 'string' },
    production: { type: 'boolean', default: false },
  },
});

function usage(message) {
  console.error(`create-support-account: ${message}`);
  console.error(
    'usage: node scripts/create-support-account.mjs --email <address> --name "<name>" ' +
      '[--language en|nl] [--project <id> --production]',
  );
  return 2;
}

async function main() {
  if (!values.email || !values.name) return usage('--email and --name are required.');
  if (values.production && !values.project) return usage('--production needs --project <id>.');
  if (!values.production) {
    // Never a real project by accident: without --production the admin SDK talks to emulators.
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??= emulatorHost('auth');
    process.env.FIRESTORE_EMULATOR_HOST ??= emulatorHost('firestore');
    process.env.METADATA_SERVER_DETECTION ??= 'none';
    for (const host of [
      process.env.FIREBASE_AUTH_EMULATOR_HOST,
      process.env.FIRESTORE_EMULATOR_HOST,
    ]) {
      if (!(await isReachable(host))) {
        console.error(`create-support-account: no emulator at ${host}; start the emulators first.`);
        return 1;
      }
    }
  }

  // core and the functions' adapters are TypeScript: load them through tsx.
  const { register } = await import('tsx/esm/api');
  register();
  const { initializeApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const { getFirestore } = await import('firebase-admin/firestore');
  const { cryptoRandom } = await import('@tender/core');
  const { createSupportAccount } = await import('@tender/core/services/users/supportAccount');
  const { FirebaseIdentityAdmin } = await import('../functions/src/adapters/identityAdmin.ts');
  const { FirestoreAdminDocStore } =
    await import('../functions/src/adapters/firestoreAdminDocStore.ts');

  const project = values.project ?? projectId();
  const app = initializeApp({ projectId: project }, 'support-account');
  const db = getFirestore(app);
  try {
    const { uid, password } = await createSupportAccount(
      {
        docs: new FirestoreAdminDocStore(db),
        identity: new FirebaseIdentityAdmin(getAuth(app)),
        random: cryptoRandom,
      },
      { email: values.email, name: values.name, preferredLanguage: values.language },
    );
    console.log(`Support account created in ${project}: uid ${uid}`);
    console.log(`One-time password (hand it over privately): ${password}`);
    return 0;
  } catch (error) {
    console.error(`create-support-account: ${error?.reason ?? error?.message ?? error}`);
    return 1;
  } finally {
    await db.terminate();
  }
}

process.exitCode = await main();
