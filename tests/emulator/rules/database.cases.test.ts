/**
 * Every Realtime Database case of the shared permission table against database.rules.json on the
 * Database emulator, with the /disabledUsers mirror (REALTIME_FIXTURES) in place.
 */
import {
  type RulesTestEnvironment,
  assertFails,
  assertSucceeds,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACTORS, REALTIME_CASES } from '../../permissions/cases';
import {
  caseLabel,
  contextFor,
  loadRealtimeFixtures,
  realtimeRequest,
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
  await loadRealtimeFixtures(env);
});

describe('permission cases: database.rules.json', () => {
  it.each(REALTIME_CASES.map((c) => [caseLabel(c), c] as const))('%s', async (_label, c) => {
    const request = realtimeRequest(contextFor(env, c.actor), c);
    if (c.expect === 'allow') await assertSucceeds(request);
    else await assertFails(request);
  });
});

describe('the /disabledUsers mirror', () => {
  it('is neither readable nor writable by clients, not even by the user it names', async () => {
    const own = `disabledUsers/${ACTORS.userA.uid}`;
    await assertFails(realtimeRequest(contextFor(env, 'userA'), { op: 'read', path: own }));
    await assertFails(realtimeRequest(contextFor(env, 'adminA'), { op: 'write', path: own }));
  });

  it('lets a member read again once functions remove the flag', async () => {
    const path = 'progress/van-dijk-bouw/p-own/draft';
    await assertFails(realtimeRequest(contextFor(env, 'disabledA'), { op: 'read', path }));
    await env.withSecurityRulesDisabled(async (context) => {
      await context.database().ref(`disabledUsers/${ACTORS.disabledA.uid}`).remove();
    });
    const snapshot = await assertSucceeds(
      realtimeRequest(contextFor(env, 'disabledA'), { op: 'read', path }),
    );
    expect(snapshot).toBeTruthy();
  });
});
