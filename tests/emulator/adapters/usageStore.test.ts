/**
 * Model usage (issue 7) on the real Firestore emulator through firebase-admin: concurrent calls
 * add up exactly (atomic increments in a set-with-merge, nested per-model totals included).
 */
import { docStoreUsageStore } from '@tender/core/services/usage/usageStore';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FirestoreAdminDocStore } from '../../../functions/src/adapters/firestoreAdminDocStore';
import { pointAdminAtEmulators, projectId } from './emulatorEnv';

let app: App | undefined;
let store: FirestoreAdminDocStore | undefined;

beforeAll(() => {
  pointAdminAtEmulators();
  app = initializeApp({ projectId: projectId() }, `admin-usage-${process.pid}`);
  store = new FirestoreAdminDocStore(getFirestore(app));
});

afterAll(async () => {
  await store?.db.terminate();
  if (app) await deleteApp(app);
});

describe('usage store on the Firestore emulator', () => {
  it('adds 20 concurrent calls of two models without losing one', async () => {
    const usage = docStoreUsageStore(store!);
    const companyId = `usage-${Date.now()}`;
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        usage.add(companyId, '2026-11-23', {
          modelId: i % 2 ? 'gemini-2.5-flash' : 'text-multilingual-embedding-002',
          inputTokens: 100,
          outputTokens: i % 2 ? 10 : 0,
          images: 0,
          costUsd: 0.25,
        }),
      ),
    );
    const day = await usage.read(companyId, '2026-11-23');
    expect(day).toMatchObject({
      day: '2026-11-23',
      calls: 20,
      inputTokens: 2_000,
      outputTokens: 100,
      costUsd: 5,
      byModel: {
        'gemini-2_5-flash': { calls: 10, outputTokens: 100 },
        'text-multilingual-embedding-002': { calls: 10, outputTokens: 0 },
      },
    });
  });
});
