/**
 * Shared set-up for the security-rules tests (emulator tier): one RulesTestEnvironment loaded with
 * the repository's three rules files, contexts built from the case table's actors, and the case
 * table's fixtures and values translated to the Firebase SDK (core cannot import Firebase).
 *
 * Emulator hosts come from the *_EMULATOR_HOST variables the runner sets (scripts/emulator-tests.mjs
 * through scripts/shared/emulatorSuite.mjs), falling back to the ports in firebase.json.
 */
import { readFileSync } from 'node:fs';
import {
  type RulesTestContext,
  type RulesTestEnvironment,
  initializeTestEnvironment,
} from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { FieldSentinel, Timestamp } from '../../../core/src/ports/values';
import { ACTORS, type ActorName, FIXTURES, REALTIME_FIXTURES } from '../../permissions/cases';

const root = new URL('../../../', import.meta.url);
const readText = (file: string) => readFileSync(new URL(file, root), 'utf8');

type EmulatorName = 'firestore' | 'database' | 'storage';

const HOST_VARIABLES: Record<EmulatorName, string> = {
  firestore: 'FIRESTORE_EMULATOR_HOST',
  database: 'FIREBASE_DATABASE_EMULATOR_HOST',
  storage: 'FIREBASE_STORAGE_EMULATOR_HOST',
};

/** host and port of an emulator: the environment first, then firebase.json. */
export function emulatorAddress(name: EmulatorName): { host: string; port: number } {
  const fromEnv = process.env[HOST_VARIABLES[name]];
  if (fromEnv) {
    const url = new URL(`http://${fromEnv.replace(/^https?:\/\//, '')}`);
    return { host: url.hostname, port: Number(url.port) };
  }
  const config = JSON.parse(readText('firebase.json')) as {
    emulators: Record<string, { host?: string; port: number }>;
  };
  const emulator = config.emulators[name];
  if (!emulator) throw new Error(`firebase.json configures no ${name} emulator`);
  return { host: emulator.host ?? '127.0.0.1', port: emulator.port };
}

/**
 * Why the Realtime Database or Storage emulator is not part of this run, or null when it is.
 * A runner that started the emulators (scripts/emulator-tests.mjs through
 * scripts/shared/emulatorSuite.mjs, or `firebase emulators:exec`) sets FIRESTORE_EMULATOR_HOST and
 * the host variable of every other emulator it started; when it set Firestore's but not this
 * one's, this one is absent (gcloud's Firestore emulator runs without them on Java < 21). Run by
 * hand without any variables, the tests assume firebase.json's full suite.
 */
export function absentEmulator(name: 'database' | 'storage'): string | null {
  if (!process.env.FIRESTORE_EMULATOR_HOST || process.env[HOST_VARIABLES[name]]) return null;
  return (
    `no ${name} emulator in this run (${HOST_VARIABLES[name]} is not set): it needs Java 21+ ` +
    "and firebase-tools' emulator download"
  );
}

/** The project the emulators run for (emulators:exec sets GCLOUD_PROJECT). */
export function projectId(): string {
  if (process.env.GCLOUD_PROJECT) return process.env.GCLOUD_PROJECT;
  const rc = JSON.parse(readText('.firebaserc')) as { projects: { default: string } };
  return rc.projects.default;
}

/**
 * A test environment with firestore.rules, storage.rules and database.rules.json loaded; the
 * Database and Storage parts are left out when their emulators are absent (absentEmulator).
 */
export function rulesTestEnvironment(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: projectId(),
    firestore: { ...emulatorAddress('firestore'), rules: readText('firestore.rules') },
    ...(absentEmulator('database')
      ? {}
      : { database: { ...emulatorAddress('database'), rules: readText('database.rules.json') } }),
    ...(absentEmulator('storage')
      ? {}
      : { storage: { ...emulatorAddress('storage'), rules: readText('storage.rules') } }),
  });
}

/** A client signed in as the case table's actor, with exactly that actor's custom claims. */
export function contextFor(env: RulesTestEnvironment, actor: ActorName): RulesTestContext {
  if (actor === 'signedOut') return env.unauthenticatedContext();
  const { uid, claims } = ACTORS[actor];
  return env.authenticatedContext(uid, { ...claims });
}

/** Translates core values (port Timestamp, FieldSentinel) into the SDK's, recursively. */
export function toSdk(value: unknown): unknown {
  if (value instanceof Timestamp) {
    return new firebase.firestore.Timestamp(value.seconds, value.nanoseconds);
  }
  if (value instanceof FieldSentinel) {
    const FieldValue = firebase.firestore.FieldValue;
    switch (value.kind) {
      case 'serverTimestamp':
        return FieldValue.serverTimestamp();
      case 'deleteField':
        return FieldValue.delete();
      case 'increment':
        return FieldValue.increment(value.operand as number);
      case 'arrayUnion':
        return FieldValue.arrayUnion(...((value.operand as unknown[]) ?? []).map(toSdk));
      case 'arrayRemove':
        return FieldValue.arrayRemove(...((value.operand as unknown[]) ?? []).map(toSdk));
    }
  }
  if (Array.isArray(value)) return value.map(toSdk);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toSdk(v)]));
  }
  return value;
}

export const toSdkData = (data: Record<string, unknown>) =>
  toSdk(data) as firebase.firestore.DocumentData;

/**
 * gcloud's Firestore emulator now and then answers a reset with a bare 500 under load; the reset
 * is idempotent, so it is tried again (up to three times) instead of failing the case.
 */
export async function clearFirestoreReliably(env: RulesTestEnvironment): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await env.clearFirestore();
      return;
    } catch (error) {
      if (attempt >= 3 || !String((error as Error)?.message ?? error).includes('500')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
}

/**
 * Empties Firestore and writes the case table's FIXTURES (plus `extra`, which may replace a
 * fixture), bypassing the rules. Runs before every case, as the runner contract says.
 */
export async function loadFirestoreFixtures(
  env: RulesTestEnvironment,
  extra: Readonly<Record<string, Record<string, unknown>>> = {},
): Promise<void> {
  await clearFirestoreReliably(env);
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const batch = db.batch();
    for (const [path, data] of Object.entries({ ...FIXTURES, ...extra })) {
      batch.set(db.doc(path), toSdkData(data));
    }
    await batch.commit();
  });
}

/** Empties the Realtime Database and writes REALTIME_FIXTURES (the /disabledUsers mirror). */
export async function loadRealtimeFixtures(env: RulesTestEnvironment): Promise<void> {
  await env.clearDatabase();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.database();
    for (const [path, value] of Object.entries(REALTIME_FIXTURES)) {
      await db.ref(path).set(value);
    }
  });
}

/** Writes Storage objects bypassing the rules (for read and delete cases). */
export async function putStorageObjects(
  env: RulesTestEnvironment,
  objects: readonly { path: string; contentType: string }[],
): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const storage = context.storage();
    for (const { path, contentType } of objects) {
      await storage.ref(path).put(new Uint8Array([37, 80, 68, 70]), { contentType });
    }
  });
}

export type FirestoreOp = 'get' | 'list' | 'create' | 'update' | 'delete';

/**
 * Performs one Firestore request the way the runner contract of tests/permissions/cases.ts
 * describes: create = set, update = update with top-level fields, list = query with == filters.
 */
export function firestoreRequest(
  context: RulesTestContext,
  request: {
    readonly op: FirestoreOp;
    readonly path: string;
    readonly data?: Record<string, unknown>;
    readonly where?: readonly (readonly [string, '==', unknown])[];
  },
): Promise<unknown> {
  const db = context.firestore();
  switch (request.op) {
    case 'get':
      return db.doc(request.path).get();
    case 'list': {
      let query: firebase.firestore.Query = db.collection(request.path);
      for (const [field, op, value] of request.where ?? []) {
        query = query.where(field, op, toSdk(value));
      }
      return query.get();
    }
    case 'create':
      return db.doc(request.path).set(toSdkData(request.data ?? {}));
    case 'update':
      return db.doc(request.path).update(toSdkData(request.data ?? {}));
    case 'delete':
      return db.doc(request.path).delete();
  }
}

export type StorageOp = 'read' | 'write' | 'delete';

/** One Storage request: read = metadata, write = upload of `size` bytes, delete. */
export function storageRequest(
  context: RulesTestContext,
  request: {
    readonly op: StorageOp;
    readonly path: string;
    readonly contentType?: string;
    readonly size?: number;
  },
): Promise<unknown> {
  const ref = context.storage().ref(request.path);
  switch (request.op) {
    case 'read':
      return ref.getMetadata();
    case 'write': {
      const bytes = new Uint8Array(request.size ?? 0);
      const metadata = request.contentType ? { contentType: request.contentType } : {};
      // An UploadTask is only thenable; give the assertions a real promise.
      return new Promise((resolve, reject) => {
        ref.put(bytes, metadata).then(resolve, reject);
      });
    }
    case 'delete':
      return ref.delete();
  }
}

export type RealtimeOp = 'read' | 'write';

export function realtimeRequest(
  context: RulesTestContext,
  request: { readonly op: RealtimeOp; readonly path: string },
): Promise<unknown> {
  const ref = context.database().ref(request.path);
  return request.op === 'read' ? ref.once('value') : ref.set({ state: 'tampered' });
}

/** "allow userA get companies/x (note)": the test name of a case. */
export function caseLabel(c: {
  actor: string;
  op: string;
  path: string;
  expect: string;
  note?: string;
}): string {
  return `${c.expect} ${c.actor} ${c.op} ${c.path}${c.note ? ` (${c.note})` : ''}`;
}
