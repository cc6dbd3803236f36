/**
 * Every Firestore case of the shared permission table (tests/permissions/cases.ts) against
 * firestore.rules on the Firestore emulator. The same table runs against core's firestoreAccess
 * (the demo backend's enforcement) in core/src/policy/pathAccess.cases.test.ts.
 */
import {
  type RulesTestEnvironment,
  assertFails,
  assertSucceeds,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { FIRESTORE_CASES } from '../../permissions/cases';
import {
  caseLabel,
  contextFor,
  firestoreRequest,
  loadFirestoreFixtures,
  rulesTestEnvironment,
} from './rulesEnv';

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

describe('permission cases: firestore.rules', () => {
  it.each(FIRESTORE_CASES.map((c) => [caseLabel(c), c] as const))('%s', async (_label, c) => {
    const request = firestoreRequest(contextFor(env, c.actor), c);
    if (c.expect === 'allow') await assertSucceeds(request);
    else await assertFails(request);
  });
});
