/**
 * Every Storage case of the shared permission table against storage.rules on the Storage
 * emulator. The rules read Firestore (users/{uid}.status, the project, the knowledge base), so the
 * Firestore fixtures are loaded too, among them the pending document records uploads need (review
 * M1). Objects that read, delete and overwrite cases address are put in place first, so that an
 * allowed request succeeds instead of meeting 'object not found'.
 */
import {
  type RulesTestEnvironment,
  assertFails,
  assertSucceeds,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { STORAGE_CASES } from '../../permissions/cases';
import {
  absentEmulator,
  caseLabel,
  contextFor,
  loadFirestoreFixtures,
  putStorageObjects,
  rulesTestEnvironment,
  storageRequest,
} from './rulesEnv';

// Reads and deletes need the object; so do writes marked `existing` (an overwrite, review M1).
const EXISTING = [
  ...new Set(STORAGE_CASES.filter((c) => c.op !== 'write' || c.existing).map((c) => c.path)),
].map((path) => ({
  path,
  contentType: path.endsWith('.svg') ? 'image/svg+xml' : 'application/pdf',
}));

// Skipped, with the reason listed by the runner, when this run has no Storage emulator (Java < 21).
const describeRules = describe.skipIf(absentEmulator('storage') !== null);

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesTestEnvironment();
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await loadFirestoreFixtures(env);
  await putStorageObjects(env, EXISTING);
});

describeRules('permission cases: storage.rules', () => {
  it.each(STORAGE_CASES.map((c) => [caseLabel(c), c] as const))('%s', async (_label, c) => {
    const request = storageRequest(contextFor(env, c.actor), c);
    if (c.expect === 'allow') await assertSucceeds(request);
    else await assertFails(request);
  });
});
