/**
 * User administration end to end on the full emulator suite: the web app's firebase backend calls
 * the deployed bundle's callables (Functions emulator) which run core's service on the admin
 * adapters (Auth, Firestore); the users/{uid} trigger keeps claims in step, stamps the claims
 * marker and mirrors disabled accounts into the Realtime Database; the signed-in client follows
 * its users document and refreshes its token, so a role change applies without signing out.
 *
 * Works in its own fresh company, so it does not depend on (or disturb) the seed.
 */
import { CallableError } from '@tender/core';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../../web/src/backend/firebase/config';
import type { Session } from '../../../web/src/backend/types';
import {
  createFirebaseBackend,
  type FirebaseBackend,
} from '../../../web/src/backend/firebase/createFirebaseBackend';
import { emulator, hostPort, pointAdminAtEmulators, projectId } from '../adapters/emulatorEnv';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const companyId = `e2e-users-${run}`;
const adminEmail = `admin-${run}@e2e.example`;
const adminPassword = 'Admin-Secret-2026';

let admin: App;
const backends: FirebaseBackend[] = [];

function newBackend(): FirebaseBackend {
  const backend = createFirebaseBackend({
    ...configFromEnv({
      VITE_AUTH_EMULATOR_HOST: hostPort(emulator('auth')),
      VITE_FIRESTORE_EMULATOR_HOST: hostPort(emulator('firestore')),
      VITE_FUNCTIONS_EMULATOR_HOST: hostPort(emulator('functions')),
      VITE_FIREBASE_PROJECT_ID: projectId(),
    }),
    appName: `users-e2e-${run}-${backends.length}`,
  });
  backends.push(backend);
  return backend;
}

/** The latest session a backend published. */
function follow(backend: FirebaseBackend) {
  const state: { session: Session | null } = { session: null };
  backend.auth.onSessionChange((session) => (state.session = session));
  return state;
}

async function until(what: string, test: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const start = Date.now();
  while (!(await test())) {
    if (Date.now() - start > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function callableError(promise: Promise<unknown>): Promise<CallableError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CallableError);
  return error as CallableError;
}

let adminBackend: FirebaseBackend;

beforeAll(async () => {
  pointAdminAtEmulators();
  admin = initializeApp({ projectId: projectId() }, `users-e2e-admin-${run}`);
  const { uid } = await getAuth(admin).createUser({
    email: adminEmail,
    password: adminPassword,
    displayName: 'E2E Admin',
  });
  const db = getFirestore(admin);
  await db.doc(`companies/${companyId}`).set({ name: 'E2E company' });
  await db.doc(`users/${uid}`).set({
    name: 'E2E Admin',
    email: adminEmail,
    companyId,
    role: 'admin',
    status: 'active',
    preferredLanguage: 'en',
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  await getAuth(admin).setCustomUserClaims(uid, { companyId, role: 'admin' });
  adminBackend = newBackend();
  await adminBackend.auth.signInWithPassword(adminEmail, adminPassword);
});

afterAll(async () => {
  for (const backend of backends) await backend.dispose();
  await deleteApp(admin);
});

describe('user administration on the emulator suite', () => {
  let created: { uid: string; password: string };
  let userBackend: FirebaseBackend;
  let userSession: { session: Session | null };

  it('creates a user who signs in with the generated password and has the tenant claims', async () => {
    created = await adminBackend.call('createUser', {
      name: 'Eva de Vries',
      email: `eva-${run}@e2e.example`,
      role: 'user',
      preferredLanguage: 'nl',
    });
    const doc = await getFirestore(admin).doc(`users/${created.uid}`).get();
    expect(doc.data()).toMatchObject({ companyId, role: 'user', status: 'active' });

    userBackend = newBackend();
    userSession = follow(userBackend);
    await userBackend.auth.signInWithPassword(`eva-${run}@e2e.example`, created.password);
    await until('the new user’s session', () => userSession.session?.access.role === 'user');
    expect(userSession.session?.access).toMatchObject({
      companyId,
      role: 'user',
      status: 'active',
      preferredLanguage: 'nl',
    });
  });

  it('applies a role change to the signed-in user without signing out (claims marker → token refresh)', async () => {
    await adminBackend.call('setRole', { uid: created.uid, role: 'manager' });
    await until(
      'the new role in the session',
      () => userSession.session?.access.role === 'manager',
    );
    const marker = (await getFirestore(admin).doc(`users/${created.uid}`).get()).get(
      'claimsUpdatedAt',
    );
    expect(marker).toBeDefined();
  });

  it('disables a user: Auth account, session status and the Realtime Database mirror', async () => {
    await adminBackend.call('setStatus', { uid: created.uid, status: 'disabled' });
    expect((await getAuth(admin).getUser(created.uid)).disabled).toBe(true);
    await until(
      'the disabled status in the session',
      () => userSession.session === null || userSession.session.access.status === 'disabled',
    );
    const mirror = getDatabase(admin).ref(`disabledUsers/${created.uid}`);
    await until('the /disabledUsers mirror', async () => (await mirror.get()).val() === true);

    await adminBackend.call('setStatus', { uid: created.uid, status: 'active' });
    await until('the mirror cleared', async () => !(await mirror.get()).exists());
  });

  it('refuses what the service refuses, with its reason', async () => {
    const adminUid = adminBackend.firebaseAuth.currentUser?.uid ?? '';
    const self = await callableError(
      adminBackend.call('setStatus', { uid: adminUid, status: 'disabled' }),
    );
    expect({ code: self.code, reason: self.reason }).toEqual({
      code: 'failed-precondition',
      reason: 'users.errors.self',
    });
    const foreign = await callableError(
      adminBackend.call('deleteUser', { uid: 'u-admin-noordzee' }),
    );
    expect({ code: foreign.code, reason: foreign.reason }).toEqual({
      code: 'not-found',
      reason: 'users.errors.notFound',
    });
  });

  it('deletes a user: account and users document', async () => {
    await adminBackend.call('deleteUser', { uid: created.uid });
    expect((await getFirestore(admin).doc(`users/${created.uid}`).get()).exists).toBe(false);
    await expect(getAuth(admin).getUser(created.uid)).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
  });
});
