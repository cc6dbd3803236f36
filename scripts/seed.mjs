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
import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { emulatorHost, isReachable, projectId } from './shared/emulators.mjs';
import { seedLargeCompany } from './shared/seedLargeCompany.mjs';

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

export async function seedAuthUser(auth, user) {
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
 * Every seeded Auth user with its claims; returns how many. One after the other, since an account
 * made by hand may hold a seeded email; `together` when the accounts were just wiped (the browser
 * tests' reset), so no two users' steps can meet.
 */
export async function seedAuthUsers(auth, { together = false } = {}) {
  if (together) await Promise.all(seed.users.map((user) => seedAuthUser(auth, user)));
  else for (const user of seed.users) await seedAuthUser(auth, user);
  return seed.users.length;
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

export async function seedFirestore(app) {
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
}

/**
 * The seeded company's knowledge base and projects (emulator-data/knowledge-base/, issue 19): the
 * projects and the knowledge base with its document records in Firestore, each file uploaded to
 * the Storage emulator where the functions' upload trigger processes it, as for an admin's upload.
 * Training is then one click for the company's admin (the demo trains it by itself). Documents that
 * exist already are left as they are, so running the seed again does not process them twice.
 */
export async function seedKnowledge(app, log = console.log) {
  const { getFirestore, FieldValue, Timestamp } = await import('firebase-admin/firestore');
  const list = JSON.parse(
    await readFile(new URL('../emulator-data/knowledge-base/seed-knowledge.json', import.meta.url)),
  );
  const db = getFirestore(app);
  const now = Timestamp.now();
  for (const p of list.projects) {
    await db.doc(`companies/${p.companyId}/projects/${p.id}`).set({
      name: p.name,
      description: p.description,
      type: 'ai_draft',
      status: 'draft',
      ownerId: p.ownerId,
      createdBy: p.ownerId,
      createdAt: now,
      updatedAt: now,
      submissionDeadline: null,
      announcementDate: null,
      dataSources: { knowledgeBaseIds: [], enableAll: true },
      awardCriteria: p.awardCriteria,
      additionalInfo: { writingStyle: '', focusAreas: '', notes: '' },
      tenderId: null,
    });
  }
  const storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? emulatorHost('storage');
  let storage = null;
  if (await isReachable(storageHost)) {
    process.env.FIREBASE_STORAGE_EMULATOR_HOST = storageHost;
    const { getStorage } = await import('firebase-admin/storage');
    storage = getStorage(app).bucket(`${project}.appspot.com`);
  }
  let uploaded = 0;
  for (const kb of list.knowledgeBases) {
    const kbPath = `companies/${kb.companyId}/knowledgeBases/${kb.id}`;
    const kbRef = db.doc(kbPath);
    if (!(await kbRef.get()).exists) {
      await kbRef.set({
        name: kb.name,
        description: kb.description,
        category: kb.category,
        type: 'pretrained',
        locked: true,
        permanentlyLocked: false,
        trainingState: 'not_trained',
        trainingError: null,
        trainingStartedAt: null,
        trainedAt: null,
        documentCount: 0,
        createdBy: kb.createdBy,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    if (!storage) continue;
    for (const [index, name] of kb.documents.entries()) {
      const documentId = `seed-${index + 1}`;
      const record = db.doc(`${kbPath}/documents/${documentId}`);
      if ((await record.get()).exists) continue;
      const bytes = await readFile(
        new URL(`../emulator-data/knowledge-base/${name}`, import.meta.url),
      );
      const storagePath = `${kbPath}/documents/${documentId}/original.txt`;
      await record.set({
        name,
        size: bytes.length,
        contentType: 'text/plain',
        storagePath,
        status: 'uploaded',
        error: null,
        chunkCount: 0,
        uploadedBy: kb.createdBy,
        createdAt: FieldValue.serverTimestamp(),
        processedAt: null,
        contentHash: createHash('sha256').update(bytes).digest('hex'),
      });
      await storage.file(storagePath).save(bytes, { contentType: 'text/plain' });
      uploaded++;
    }
  }
  log(
    `seed: ${list.projects.length} projects and ${list.knowledgeBases.length} knowledge base(s); ` +
      (storage
        ? `${uploaded} knowledge-base files uploaded for the functions to process (train the base as its admin).`
        : `Storage emulator not reachable at ${storageHost}: knowledge-base files skipped.`),
  );
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
  await seedAuthUsers(auth);
  console.log(`seed: ${seed.users.length} Auth users with claims in ${project} (${authHost}).`);

  if (authOnly) {
    console.log('seed: Firestore skipped (--auth-only).');
  } else if (await isReachable(firestoreHost)) {
    await seedFirestore(app);
    console.log(
      `seed: ${seed.companies.length} companies and ${seed.users.length} users in Firestore (${firestoreHost}).`,
    );
    await seedKnowledge(app);
    if (large) {
      const admin = seed.users.find((u) => u.uid === 'u-admin-vandijk');
      const company = seed.companies.find((c) => c.id === admin.companyId);
      const started = Date.now();
      const written = await seedLargeCompany({
        app,
        auth,
        admin,
        company,
        seedAuthUser,
        log: console.log,
      });
      console.log(
        `seed: the large company, ${written} documents, in Firestore (${firestoreHost}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      );
    }
    // One Firestore instance served every step above; closing it lets the script exit.
    const { getFirestore } = await import('firebase-admin/firestore');
    await getFirestore(app).terminate();
  } else {
    console.log(
      `seed: Firestore emulator not reachable at ${firestoreHost}; companies/ and users/ documents skipped ` +
        '(the Firestore emulator needs Java 21+).',
    );
  }
  return 0;
}

// Run as a script; tests/e2e-firebase/support/reset.mjs imports the steps above instead, so the
// browser tests' reset before every test keeps one warm admin app rather than start a process.
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  process.exitCode = await main();
}
