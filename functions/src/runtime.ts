/**
 * The production wiring: firebase-admin adapters for core's ports and the core services on top,
 * created on first use (one set per function instance) so that deploy-time analysis of the bundle
 * touches no Firebase service.
 */
import { type DocStore, type Realtime, cryptoRandom } from '@tender/core';
import { createUserAdminService } from '@tender/core/services/index';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { getFirestore } from 'firebase-admin/firestore';
import { FirestoreAdminDocStore } from './adapters/firestoreAdminDocStore';
import { FirebaseIdentityAdmin } from './adapters/identityAdmin';
import { RealtimeAdmin } from './adapters/realtimeAdmin';
import type { CallableHandlers } from './callables/callableHandler';
import { chatHandlers } from './callables/chatCallables';
import { draftHandlers } from './callables/draftCallables';
import { knowledgeBaseHandlers } from './callables/knowledgeBaseCallables';
import { matchingHandlers } from './callables/rateTenderMatch';
import { signalingHandlers } from './callables/signalingCallables';
import { websiteHandlers } from './callables/websiteCallables';

export interface Services {
  readonly docs: DocStore;
  readonly identity: FirebaseIdentityAdmin;
  readonly handlers: CallableHandlers;
  /** The Realtime Database, opened on first use (only triggers that mirror state need it). */
  realtime(): Realtime;
}

let instance: Services | undefined;

/**
 * In the Functions emulator without a Realtime Database emulator (machines without Java 21, where
 * only Auth, Functions and gcloud's Firestore run), firebase-admin would wait forever for the
 * production database. There the database is absent: the user callables keep no /members
 * allow-list (it fails closed: nobody reads progress or chat), and anything that needs it fails
 * at once with this reason instead of hanging until the function's timeout.
 */
export function realtimeDatabaseAbsent(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.FUNCTIONS_EMULATOR === 'true' && !env.FIREBASE_DATABASE_EMULATOR_HOST;
}

/** Likewise for Storage: the Functions emulator without a Storage emulator (Java < 21). */
export function storageAbsent(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.FUNCTIONS_EMULATOR === 'true' && !env.FIREBASE_STORAGE_EMULATOR_HOST;
}

const NO_DATABASE =
  'No Realtime Database emulator is running (it needs Java 21+); nothing was written there.';

export function services(): Services {
  if (instance) return instance;
  // In Cloud Functions (and the emulator) FIREBASE_CONFIG names the project, bucket and database.
  const app = getApps()[0] ?? initializeApp();
  const docs = new FirestoreAdminDocStore(getFirestore(app));
  const identity = new FirebaseIdentityAdmin(getAuth(app));
  let realtime: Realtime | undefined;
  const databaseAbsent = realtimeDatabaseAbsent();
  const openRealtime = (): Realtime => {
    if (databaseAbsent) throw new Error(NO_DATABASE);
    return (realtime ??= new RealtimeAdmin(getDatabase(app)));
  };
  // The user callables keep the /members allow-list themselves too (review M3), so the
  // Realtime Database is opened on the first user-administration call.
  const lazyRealtime: Realtime = {
    get: (path) => openRealtime().get(path),
    set: (path, value) => openRealtime().set(path, value),
    update: (path, values) => openRealtime().update(path, values),
    remove: (path) => openRealtime().remove(path),
    onValue: (path, next, error) => openRealtime().onValue(path, next, error),
  };
  const users = createUserAdminService({
    docs,
    identity,
    random: cryptoRandom,
    ...(databaseAbsent ? {} : { realtime: lazyRealtime }),
  });
  instance = {
    docs,
    identity,
    handlers: {
      ...users,
      ...websiteHandlers(docs),
      ...knowledgeBaseHandlers(docs),
      ...signalingHandlers(docs),
      ...matchingHandlers(docs),
      ...draftHandlers(docs, openRealtime),
      ...chatHandlers(docs, openRealtime),
    },
    realtime: openRealtime,
  };
  return instance;
}
