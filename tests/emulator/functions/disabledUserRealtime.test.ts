/**
 * Review L13: what a disabled account may still read in the Realtime Database, end to end on the
 * namespace the app and the functions really use (<project>-default-rtdb, from the web config's
 * databaseURL), not rules-unit-testing's own namespace. An admin disables and re-enables a user
 * through the callables; the users/{uid} trigger keeps the database's membership data in step and
 * database.rules.json decide what the user's browser may read. The test reads as the user, so it
 * holds whatever that membership data looks like.
 *
 * Needs the Realtime Database emulator (Java 21+ and firebase-tools' download). Without it the
 * tests are skipped and tier 4's summary says why (scripts/emulator-tests.mjs).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FirebaseBackend } from '../../../web/src/backend/firebase/createFirebaseBackend';
import { type UsersWorld, createUsersWorld, follow, until } from './usersWorld';

const databaseRuns = Boolean(process.env.FIREBASE_DATABASE_EMULATOR_HOST);

/** One read through Backend.realtime as the signed-in user: 'allowed' or 'denied'. */
function readAs(backend: FirebaseBackend, path: string): Promise<'allowed' | 'denied'> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: 'allowed' | 'denied') => {
      if (settled) return;
      settled = true;
      // Stop listening once the call that set up the listener has returned.
      queueMicrotask(() => stop());
      resolve(outcome);
    };
    const stop = backend.realtime.onValue(
      path,
      () => settle('allowed'),
      () => settle('denied'),
    );
  });
}

describe.skipIf(!databaseRuns)('Realtime Database: a disabled user (review L13)', () => {
  let world: UsersWorld;
  let user: FirebaseBackend;
  let uid: string;
  let password: string;
  let progressPath: string;

  beforeAll(async () => {
    world = await createUsersWorld('rtdb');
    const created = await world.adminBackend.call('createUser', {
      name: 'Daan Bakker',
      email: `daan-${world.run}@e2e.example`,
      role: 'user',
      preferredLanguage: 'nl',
    });
    ({ uid, password } = created);
    progressPath = `progress/${world.companyId}/p-any/draft`;
    user = world.newBackend();
    const session = follow(user);
    await user.auth.signInWithPassword(`daan-${world.run}@e2e.example`, password);
    await until('the new user’s session', () => session.session?.access.role === 'user');
  });

  afterAll(async () => {
    await world?.dispose();
  });

  it('lets an active member read the company’s live progress', async () => {
    await until(
      'the progress readable',
      async () => (await readAs(user, progressPath)) === 'allowed',
    );
  });

  it('refuses the progress once an admin disabled the user, whatever the token still says', async () => {
    await world.adminBackend.call('setStatus', { uid, status: 'disabled' });
    await until(
      'the progress refused',
      async () => (await readAs(user, progressPath)) === 'denied',
    );
  });

  it('lets the user read again once an admin enabled them', async () => {
    await world.adminBackend.call('setStatus', { uid, status: 'active' });
    // Disabling the Auth account ended the session: sign in again for a fresh token.
    await user.auth.signOut();
    await user.auth.signInWithPassword(`daan-${world.run}@e2e.example`, password);
    await until('the progress readable again', async () => {
      return (await readAs(user, progressPath)) === 'allowed';
    });
    expect(await readAs(user, `progress/another-company/p-any/draft`)).toBe('denied');
  });
});
