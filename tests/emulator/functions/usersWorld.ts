/**
 * A fresh company with a signed-in admin on the emulator suite, for the end-to-end tests of the
 * user callables and the users/{uid} trigger: the web app's firebase backend (as the browser uses
 * it) against the Auth, Firestore and Functions emulators, and the Realtime Database emulator when
 * the run has one. Each test file gets its own company, so files neither depend on nor disturb
 * the seed or each other.
 */
import { CallableError } from '@tender/core';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import { configFromEnv } from '../../../web/src/backend/firebase/config';
import {
  createFirebaseBackend,
  type FirebaseBackend,
} from '../../../web/src/backend/firebase/createFirebaseBackend';
import type { Session } from '../../../web/src/backend/types';
import { emulator, hostPort, pointAdminAtEmulators, projectId } from '../adapters/emulatorEnv';

export interface UsersWorld {
  readonly run: string;
  readonly companyId: string;
  /** firebase-admin on the emulators: to look behind the app's back. */
  readonly admin: App;
  /** The company's admin, signed in through the web backend. */
  readonly adminBackend: FirebaseBackend;
  /** Another web backend (a browser of its own), disposed with the world. */
  newBackend(): FirebaseBackend;
  /**
   * A member of the company put in place behind the callables' back (Auth account, claims, users
   * document), for tests that must not depend on createUser.
   */
  addMember(name: string, role: 'user' | 'manager'): Promise<Member>;
  dispose(): Promise<void>;
}

export interface Member {
  readonly uid: string;
  readonly email: string;
  readonly password: string;
}

/** Creates the company and its admin (Auth account, claims, users document) and signs in. */
export async function createUsersWorld(label: string): Promise<UsersWorld> {
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const companyId = `e2e-${label}-${run}`;
  const adminEmail = `admin-${run}@e2e.example`;
  const adminPassword = 'Admin-Secret-2026';
  const backends: FirebaseBackend[] = [];

  pointAdminAtEmulators();
  const admin = initializeApp({ projectId: projectId() }, `${label}-admin-${run}`);
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

  const newBackend = () => {
    const database = process.env.FIREBASE_DATABASE_EMULATOR_HOST;
    const backend = createFirebaseBackend({
      ...configFromEnv({
        VITE_AUTH_EMULATOR_HOST: hostPort(emulator('auth')),
        VITE_FIRESTORE_EMULATOR_HOST: hostPort(emulator('firestore')),
        VITE_FUNCTIONS_EMULATOR_HOST: hostPort(emulator('functions')),
        ...(database ? { VITE_DATABASE_EMULATOR_HOST: database } : {}),
        VITE_FIREBASE_PROJECT_ID: projectId(),
      }),
      appName: `${label}-${run}-${backends.length}`,
    });
    backends.push(backend);
    return backend;
  };
  const adminBackend = newBackend();
  await adminBackend.auth.signInWithPassword(adminEmail, adminPassword);

  let members = 0;
  const addMember = async (name: string, role: 'user' | 'manager'): Promise<Member> => {
    // Numbered, so a retried test (CI retries once) makes a new account rather than failing on
    // the address its first attempt took.
    members += 1;
    const email = `${name.split(' ')[0]?.toLowerCase()}-${run}-${members}@e2e.example`;
    const password = 'Member-Secret-2026';
    const member = await getAuth(admin).createUser({ email, password, displayName: name });
    await getAuth(admin).setCustomUserClaims(member.uid, { companyId, role });
    await db.doc(`users/${member.uid}`).set({
      name,
      email,
      companyId,
      role,
      status: 'active',
      preferredLanguage: 'nl',
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return { uid: member.uid, email, password };
  };

  return {
    run,
    companyId,
    admin,
    adminBackend,
    newBackend,
    addMember,
    dispose: async () => {
      for (const backend of backends) await backend.dispose();
      await deleteApp(admin);
    },
  };
}

/** The latest session a backend published. */
export function follow(backend: FirebaseBackend) {
  const state: { session: Session | null } = { session: null };
  backend.auth.onSessionChange((session) => (state.session = session));
  return state;
}

/**
 * Polls until `test` holds. Trigger deliveries go through the Functions emulator, which may first
 * start a worker (25–55 s measured on the shared 2-core machine at load 20–30), hence the generous
 * default (the emulator tier's test timeout is 120 s).
 */
export async function until(
  what: string,
  test: () => boolean | Promise<boolean>,
  timeoutMs = 90_000,
) {
  const start = Date.now();
  while (!(await test())) {
    if (Date.now() - start > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The CallableError a call rejects with (fails the test when it resolves). */
export async function callableError(promise: Promise<unknown>): Promise<CallableError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CallableError);
  return error as CallableError;
}
