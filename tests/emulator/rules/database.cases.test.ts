/**
 * Every Realtime Database case of the shared permission table against database.rules.json on the
 * Database emulator, with the /members allow-list (REALTIME_FIXTURES) in place.
 */
import {
  type RulesTestEnvironment,
  assertFails,
  assertSucceeds,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACTORS, REALTIME_CASES } from '../../permissions/cases';
import {
  absentEmulator,
  caseLabel,
  contextFor,
  loadRealtimeFixtures,
  realtimeRequest,
  rulesTestEnvironment,
} from './rulesEnv';

// Skipped, with the reason listed by the runner, when this run has no Database emulator (Java < 21).
const describeRules = describe.skipIf(absentEmulator('database') !== null);

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

describeRules('permission cases: database.rules.json', () => {
  it.each(REALTIME_CASES.map((c) => [caseLabel(c), c] as const))('%s', async (_label, c) => {
    const request = realtimeRequest(contextFor(env, c.actor), c);
    if (c.expect === 'allow') await assertSucceeds(request);
    else await assertFails(request);
  });
});

describeRules('the /members allow-list (review M2)', () => {
  it('is neither readable nor writable by clients, not even by the member it names', async () => {
    const own = `members/van-dijk-bouw/${ACTORS.userA.uid}`;
    await assertFails(realtimeRequest(contextFor(env, 'userA'), { op: 'read', path: own }));
    await assertFails(realtimeRequest(contextFor(env, 'adminA'), { op: 'write', path: own }));
  });

  it('refuses a member as soon as functions remove the entry, whatever the token says', async () => {
    const path = 'progress/van-dijk-bouw/p-own/draft';
    await assertSucceeds(realtimeRequest(contextFor(env, 'userA'), { op: 'read', path }));
    await env.withSecurityRulesDisabled(async (context) => {
      await context.database().ref(`members/van-dijk-bouw/${ACTORS.userA.uid}`).remove();
    });
    await assertFails(realtimeRequest(contextFor(env, 'userA'), { op: 'read', path }));
  });

  it('lets a member read again once functions add the entry back', async () => {
    const path = 'progress/van-dijk-bouw/p-own/draft';
    await assertFails(realtimeRequest(contextFor(env, 'disabledA'), { op: 'read', path }));
    await env.withSecurityRulesDisabled(async (context) => {
      await context.database().ref(`members/van-dijk-bouw/${ACTORS.disabledA.uid}`).set(true);
    });
    const snapshot = await assertSucceeds(
      realtimeRequest(contextFor(env, 'disabledA'), { op: 'read', path }),
    );
    expect(snapshot).toBeTruthy();
  });
});
