/**
 * The batch cases of the shared permission table (review M5) against firestore.rules on the
 * Firestore emulator: each batch is committed whole and allowed or refused as a whole. The demo's
 * runner is web/src/backend/demo/guardedDocStore.cases.test.ts.
 */
import {
  type RulesTestEnvironment,
  assertFails,
  assertSucceeds,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { FIRESTORE_BATCH_CASES } from '../../permissions/cases';
import { contextFor, loadFirestoreFixtures, rulesTestEnvironment, toSdkData } from './rulesEnv';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesTestEnvironment();
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await loadFirestoreFixtures(env);
});

describe('batch cases: firestore.rules', () => {
  it.each(FIRESTORE_BATCH_CASES.map((b) => [`${b.expect} ${b.actor}: ${b.note}`, b] as const))(
    '%s',
    async (_label, b) => {
      const db = contextFor(env, b.actor).firestore();
      const batch = db.batch();
      for (const w of b.writes) {
        const ref = db.doc(w.path);
        if (w.op === 'create') batch.set(ref, toSdkData(w.data ?? {}));
        else if (w.op === 'update') batch.update(ref, toSdkData(w.data ?? {}));
        else batch.delete(ref);
      }
      if (b.expect === 'allow') await assertSucceeds(batch.commit());
      else await assertFails(batch.commit());
    },
  );
});
