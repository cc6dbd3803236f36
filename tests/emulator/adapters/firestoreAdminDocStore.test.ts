/**
 * The whole DocStore contract against FirestoreAdminDocStore on the real Firestore emulator,
 * including the cases @firestore-emulator/server cannot serve in the unit tier (full replace on
 * set, deleteField, increment, cross-type filters, missing-field ordering, tie order, cursors,
 * atomic batches, conflicting transactions).
 */
import { describeDocStoreContract } from '@tender/core/ports/docStoreContract';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll } from 'vitest';
import { FirestoreAdminDocStore } from '../../../functions/src/adapters/firestoreAdminDocStore';
import { pointAdminAtEmulators, projectId } from './emulatorEnv';

let app: App | undefined;
let store: FirestoreAdminDocStore | undefined;

beforeAll(() => {
  pointAdminAtEmulators();
  app = initializeApp({ projectId: projectId() }, `admin-contract-${process.pid}`);
  store = new FirestoreAdminDocStore(getFirestore(app));
});

afterAll(async () => {
  await store?.db.terminate();
  if (app) await deleteApp(app);
});

describeDocStoreContract('firestore admin on the Firestore emulator', () => {
  if (!store) throw new Error('not initialised');
  return { store, toleranceMs: 5_000 };
});
