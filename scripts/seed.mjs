#!/usr/bin/env node
// Loads emulator-data/seed.json into running emulators (never a real project): Auth users with
// their tenant claims, and, when the Firestore emulator is up, the companies/ and users/ documents.
// Idempotent: run it as often as you like; seeded records are overwritten, nothing else is touched.
//
//   npm run seed                  # emulators started separately (npm run start:emulators does it)
//   node scripts/seed.mjs --auth-only
//   npm run seed -- --large       # and Van Dijk Bouw as a large company (issue 22): 1,000 projects,
//                                 # 50 users, 20,000 tenders with a year of matches, 500
//                                 # notifications, 200 tickets (core/src/largeSeed, generated)
import { readFile } from 'node:fs/promises';
import { emulatorHost, isReachable, projectId } from './shared/emulators.mjs';

const authOnly = process.argv.includes('--auth-only');
const large = process.argv.includes('--large');

// The admin SDK talks to an emulator only when these are set; we always set them, so a seed can
// never reach a production project whatever credentials the machine has.
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= emulatorHost('auth');
const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? emulatorHost('firestore');
// No Google metadata server locally; without this google-auth-library probes for one and warns.
process.env.METADATA_SERVER_DETECTION ??= 'none';

const { initializeApp } = await import('firebase-admin/app');
const { getAuth } = await import('firebase-admin/auth');

const seed = JSON.parse(
  await readFile(new URL('../emulator-data/seed.json', import.meta.url), 'utf8'),
);
const project = projectId();

/** Claims as functions set them (ARCHITECTURE §5); `lang` lets the client pick the UI language. */
function claimsOf(user) {
  const lang = user.preferredLanguage ? { lang: user.preferredLanguage } : {};
  // Product support staff (review L15): the claim, with a no-company profile like any other.
  const support = user.support === true ? { support: true } : {};
  return user.companyId
    ? { companyId: user.companyId, role: user.role, ...lang }
    : { ...lang, ...support };
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

/**
 * companies/{id} and users/{uid} in the shape of core's model (core/src/model/company.ts, user.ts):
 * every field present, instants as Firestore Timestamps, no passwords. Fields the seed leaves out
 * get the model's defaults (empty profile lists, no criteria, notifications off).
 */
function companyDoc({ id: _id, ...company }, now) {
  const profile = company.profile ?? {};
  return {
    name: company.name,
    profile: {
      description: profile.description ?? '',
      cpvCodes: profile.cpvCodes ?? [],
      contractTypes: profile.contractTypes ?? [],
      publicationTypes: profile.publicationTypes ?? [],
      scope: profile.scope ?? [],
    },
    bidNoBid: company.bidNoBid ?? [],
    writingStyle: company.writingStyle ?? '',
    focusAreas: company.focusAreas ?? '',
    notificationSettings: company.notificationSettings ?? {
      enabled: false,
      frequency: 'daily',
      weekday: 1,
      hour: 8,
      recipientUids: [],
      minScore: 70,
    },
    createdAt: now,
    updatedAt: now,
  };
}

function userDoc(user, now) {
  return {
    name: user.name,
    email: user.email.trim().toLowerCase(),
    companyId: user.companyId ?? null,
    role: user.companyId ? (user.role ?? null) : null,
    status: user.status === 'disabled' ? 'disabled' : 'active',
    preferredLanguage: user.preferredLanguage ?? 'en',
    createdAt: now,
    updatedAt: now,
  };
}

async function seedFirestore(app) {
  process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
  const { getFirestore, Timestamp } = await import('firebase-admin/firestore');
  const db = getFirestore(app);
  const now = Timestamp.now();
  const batch = db.batch();
  for (const company of seed.companies) {
    batch.set(db.doc(`companies/${company.id}`), companyDoc(company, now));
  }
  for (const user of seed.users) batch.set(db.doc(`users/${user.uid}`), userDoc(user, now));
  await batch.commit();
  // With --large the same instance writes the large company next (and terminates it).
  if (!large) await db.terminate();
}

/**
 * The large company (core's generator, the same as the demo's ?seed=large): its users in Auth,
 * every document in Firestore, 500 writes a batch. Core's Timestamps become the Admin SDK's.
 */
async function seedLargeCompany(app, auth) {
  const { register } = await import('tsx/esm/api');
  register();
  const { largeCompany, largeCompanyDocuments } =
    await import('../core/src/largeSeed/largeCompany.ts');
  const { Timestamp: CoreTimestamp } = await import('../core/src/ports/values.ts');
  const { getFirestore, Timestamp } = await import('firebase-admin/firestore');
  const admin = seed.users.find((u) => u.uid === 'u-admin-vandijk');
  const company = seed.companies.find((c) => c.id === admin.companyId);
  const generated = largeCompany({
    companyId: company.id,
    companyName: company.name,
    adminUid: admin.uid,
    adminName: admin.name,
    now: Date.now(),
  });
  for (const u of generated.users) {
    await seedAuthUser(auth, {
      uid: u.uid,
      email: u.email,
      password: u.password,
      name: u.user.name,
      companyId: company.id,
      role: u.user.role,
      status: u.user.status,
      preferredLanguage: u.user.preferredLanguage,
    });
  }
  const toAdmin = (value) => {
    if (value instanceof CoreTimestamp) return new Timestamp(value.seconds, value.nanoseconds);
    if (Array.isArray(value)) return value.map(toAdmin);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toAdmin(v)]));
    return value;
  };
  const db = getFirestore(app);
  const all = largeCompanyDocuments(generated);
  for (let i = 0; i < all.length; i += 500) {
    const batch = db.batch();
    for (const [path, data] of all.slice(i, i + 500)) batch.set(db.doc(path), toAdmin(data));
    await batch.commit();
  }
  await db.terminate();
  return all.length;
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
    if (large) {
      const written = await seedLargeCompany(app, auth);
      console.log(
        `seed: the large company, ${written} documents, in Firestore (${firestoreHost}).`,
      );
    }
  } else {
    console.log(
      `seed: Firestore emulator not reachable at ${firestoreHost}; companies/ and users/ documents skipped ` +
        '(the Firestore emulator needs Java 21+).',
    );
  }
  return 0;
}

process.exitCode = await main();
