#!/usr/bin/env node
// Loads emulator-data/seed.json into running emulators (never a real project): Auth users with
// their tenant claims, and, when the Firestore emulator is up, the companies/ and users/ documents.
// Idempotent: run it as often as you like; seeded records are overwritten, nothing else is touched.
//
//   npm run seed                  # emulators started separately (npm run start:emulators does it)
//   node scripts/seed.mjs --auth-only
import { readFile } from 'node:fs/promises';
import { emulatorHost, isReachable, projectId } from './shared/emulators.mjs';

const authOnly = process.argv.includes('--auth-only');

// The admin SDK talks to an emulator only when these are set; we always set them, so a seed can
// never reach a production project whatever credentials the machine has.
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= emulatorHost('auth');
const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? emulatorHost('firestore');

const { initializeApp } = await import('firebase-admin/app');
const { getAuth } = await import('firebase-admin/auth');

const seed = JSON.parse(
  await readFile(new URL('../emulator-data/seed.json', import.meta.url), 'utf8'),
);
const project = projectId();

/** Claims as functions set them (ARCHITECTURE §5); `lang` lets the client pick the UI language. */
function claimsOf(user) {
  const lang = user.preferredLanguage ? { lang: user.preferredLanguage } : {};
  return user.companyId ? { companyId: user.companyId, role: user.role, ...lang } : lang;
}

async function seedAuthUser(auth, user) {
  const record = {
    email: user.email,
    password: user.password,
    displayName: user.name,
    emailVerified: true,
    disabled: user.status === 'disabled',
  };
  // A different account may hold the email (e.g. signed up by hand); the seed's uid wins.
  const holder = await auth.getUserByEmail(user.email).catch(() => null);
  if (holder && holder.uid !== user.uid) await auth.deleteUser(holder.uid);
  const existing = await auth.getUser(user.uid).catch(() => null);
  if (existing) await auth.updateUser(user.uid, record);
  else await auth.createUser({ uid: user.uid, ...record });
  await auth.setCustomUserClaims(user.uid, claimsOf(user));
}

async function seedFirestore(app) {
  process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
  const { getFirestore } = await import('firebase-admin/firestore');
  const db = getFirestore(app);
  const batch = db.batch();
  for (const { id, ...company } of seed.companies) batch.set(db.doc(`companies/${id}`), company);
  for (const { uid, password: _password, ...user } of seed.users) {
    batch.set(db.doc(`users/${uid}`), user);
  }
  await batch.commit();
  await db.terminate();
}

async function main() {
  const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!(await isReachable(authHost))) {
    console.error(
      `seed: no Auth emulator at ${authHost}. Start the emulators first ` +
        '(npm run start:emulators, or firebase emulators:start --only auth).',
    );
    return 1;
  }
  const app = initializeApp({ projectId: project }, 'seed');
  const auth = getAuth(app);
  for (const user of seed.users) await seedAuthUser(auth, user);
  console.log(`seed: ${seed.users.length} Auth users with claims in ${project} (${authHost}).`);

  if (authOnly) {
    console.log('seed: Firestore skipped (--auth-only).');
  } else if (await isReachable(firestoreHost)) {
    await seedFirestore(app);
    console.log(
      `seed: ${seed.companies.length} companies and ${seed.users.length} users in Firestore (${firestoreHost}).`,
    );
  } else {
    console.log(
      `seed: Firestore emulator not reachable at ${firestoreHost}; companies/ and users/ documents skipped ` +
        '(the Firestore emulator needs Java 21+).',
    );
  }
  return 0;
}

process.exitCode = await main();
