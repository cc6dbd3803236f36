/**
 * The production wiring: firebase-admin adapters for core's ports and the core services on top,
 * created on first use (one set per function instance) so that deploy-time analysis of the bundle
 * touches no Firebase service.
 */
import { type DocStore, type FileStore, type Realtime, cryptoRandom } from '@tender/core';
import { createUserAdminService } from '@tender/core/services/index';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { NO_DATABASE_EMULATOR, absentFileStore, absentRealtime } from './adapters/absentStores';
import { FirestoreAdminDocStore } from './adapters/firestoreAdminDocStore';
import { FirebaseIdentityAdmin } from './adapters/identityAdmin';
import { RealtimeAdmin } from './adapters/realtimeAdmin';
import { StorageAdminFileStore } from './adapters/storageAdminFileStore';
import type { CallableHandlers } from './callables/callableHandler';
import { chatHandlers } from './callables/chatCallables';
import { draftHandlers } from './callables/draftCallables';
import { knowledgeBaseHandlers } from './callables/knowledgeBaseCallables';
import { ingestNowHandlers } from './callables/ingestNowCallable';
import { matchingHandlers } from './callables/rateTenderMatch';
import { signalingHandlers } from './callables/signalingCallables';
import { websiteHandlers } from './callables/websiteCallables';

export interface Services {
  readonly docs: DocStore;
  readonly identity: FirebaseIdentityAdmin;
  readonly handlers: CallableHandlers;
  /** The Realtime Database, opened on first use (only triggers that mirror state need it). */
  realtime(): Realtime;
  /**
   * The same database opened by its first call: a trigger that may not need it (a lock or unlock
   * seen by the training trigger) or needs it last (a delete's cleanup removes progress after
   * Firestore and Storage) does its other work even when the database fails (issue 22). In the
   * emulator without a database emulator it is absentRealtime: reads find nothing, removals
   * succeed, writes fail with the reason.
   */
  readonly realtimeOnUse: Realtime;
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

/** Likewise Storage: in the emulator without its Storage emulator, files go nowhere (issue 22). */
export function storageAbsent(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.FUNCTIONS_EMULATOR === 'true' && !env.FIREBASE_STORAGE_EMULATOR_HOST;
}

/** The default bucket, or absentFileStore where the emulator suite has no Storage emulator. */
export function fileStore(env: NodeJS.ProcessEnv = process.env): FileStore {
  if (storageAbsent(env)) return absentFileStore();
  return new StorageAdminFileStore(getStorage(getApps()[0] ?? initializeApp()).bucket());
}

export function services(): Services {
  if (instance) return instance;
  // In Cloud Functions (and the emulator) FIREBASE_CONFIG names the project, bucket and database.
  const app = getApps()[0] ?? initializeApp();
  const docs = new FirestoreAdminDocStore(getFirestore(app));
  const identity = new FirebaseIdentityAdmin(getAuth(app));
  let realtime: Realtime | undefined;
  const databaseAbsent = realtimeDatabaseAbsent();
  const openRealtime = (): Realtime => {
    if (databaseAbsent) throw new Error(NO_DATABASE_EMULATOR);
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
      ...ingestNowHandlers(docs),
      ...draftHandlers(docs, openRealtime),
      ...chatHandlers(docs, openRealtime),
    },
    realtime: openRealtime,
    // Absent in the emulator: nothing can be stored there, so a cleanup's removal succeeds.
    realtimeOnUse: databaseAbsent ? absentRealtime() : lazyRealtime,
  };
  return instance;
}
