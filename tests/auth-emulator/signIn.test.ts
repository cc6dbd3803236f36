import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FirebaseBackend } from '../../web/src/backend/firebase/createFirebaseBackend';
import type { Session } from '../../web/src/backend/types';
import { accountByEmail, newBackend, SEEDED_PASSWORD } from './emulator';
import { expectAuthError } from './expectAuthError';

let backend: FirebaseBackend;

beforeAll(async () => {
  // Fail once, plainly, rather than every test with a confusing 'user-not-found'.
  const admin = await accountByEmail('admin@vandijk.example').catch(() => undefined);
  if (!admin)
    throw new Error(
      'The Auth emulator is not running or not seeded: use `npm run test:auth-emulator`.',
    );
});

afterEach(async () => {
  await backend?.dispose();
});

/** The sessions a backend publishes, in order. */
function recordSessions(b: FirebaseBackend): Array<Session | null> {
  const seen: Array<Session | null> = [];
  b.auth.onSessionChange((session) => seen.push(session));
  return seen;
}

describe('password sign-in against the Auth emulator', () => {
  it('signs in a seeded admin, with the tenant claims as access', async () => {
    backend = newBackend();
    const sessions = recordSessions(backend);
    await backend.auth.signInWithPassword('admin@vandijk.example', SEEDED_PASSWORD);

    // signInWithPassword resolves only once the session (with claims) has been published.
    const session = sessions.at(-1);
    expect(session).toEqual({
      user: {
        uid: 'u-admin-vandijk',
        email: 'admin@vandijk.example',
        displayName: 'Anouk van Dijk',
      },
      access: {
        companyId: 'van-dijk-bouw',
        role: 'admin',
        status: 'active',
        preferredLanguage: 'nl',
      },
    });
    // Claims come from the server-signed token, not from anything the client set.
    const token = await backend.firebaseAuth.currentUser?.getIdTokenResult();
    expect(token?.claims).toMatchObject({ companyId: 'van-dijk-bouw', role: 'admin' });
  });

  it('gives a user without a company a session without access', async () => {
    backend = newBackend();
    const sessions = recordSessions(backend);
    await backend.auth.signInWithPassword('lotte@example.com', SEEDED_PASSWORD);
    expect(sessions.at(-1)?.access).toEqual({
      companyId: null,
      role: null,
      status: 'active',
      preferredLanguage: 'en',
    });
  });

  it('first reports the restored session (none), then each change', async () => {
    backend = newBackend();
    const sessions = recordSessions(backend);
    await backend.auth.signInWithPassword('manager@vandijk.example', SEEDED_PASSWORD);
    await backend.auth.signOut();
    expect(sessions.map((s) => s && s.access.role)).toEqual([null, 'manager', null]);
    expect(backend.firebaseAuth.currentUser).toBeNull();
  });

  it('rejects a wrong password', async () => {
    backend = newBackend();
    await expectAuthError(
      backend.auth.signInWithPassword('admin@vandijk.example', 'not-the-password'),
      ['wrong-password', 'invalid-credential'],
    );
    expect(backend.firebaseAuth.currentUser).toBeNull();
  });

  it('rejects an unknown user', async () => {
    backend = newBackend();
    await expectAuthError(
      backend.auth.signInWithPassword('nobody@vandijk.example', SEEDED_PASSWORD),
      ['user-not-found', 'invalid-credential'],
    );
  });

  it('rejects a malformed email address', async () => {
    backend = newBackend();
    await expectAuthError(backend.auth.signInWithPassword('not-an-email', SEEDED_PASSWORD), [
      'invalid-email',
    ]);
  });

  it('refuses a disabled account even with the right password', async () => {
    backend = newBackend();
    await expectAuthError(
      backend.auth.signInWithPassword('kees@vandijk.example', SEEDED_PASSWORD),
      ['user-disabled'],
    );
    expect(backend.firebaseAuth.currentUser).toBeNull();
  });
});
