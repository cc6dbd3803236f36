import { afterEach, describe, expect, it } from 'vitest';
import type { FirebaseBackend } from '../../web/src/backend/firebase/createFirebaseBackend';
import type { Session } from '../../web/src/backend/types';
import { accountByEmail, freshEmail, newBackend, SEEDED_PASSWORD, setClaims } from './emulator';
import { expectAuthError } from './expectAuthError';

let backend: FirebaseBackend;

afterEach(async () => {
  await backend?.dispose();
});

describe('sign-up against the Auth emulator', () => {
  it('creates the account with its name, signed in but without access until claims are set', async () => {
    backend = newBackend();
    const sessions: Array<Session | null> = [];
    backend.auth.onSessionChange((session) => sessions.push(session));
    const email = freshEmail('signup');

    await backend.auth.signUp({ email, password: 'secret1', name: '  Joost Mulder ' });

    const account = await accountByEmail(email);
    expect(account?.displayName).toBe('Joost Mulder');
    expect(sessions.at(-1)).toEqual({
      user: { uid: account?.localId, email, displayName: 'Joost Mulder' },
      access: { companyId: null, role: null, status: 'active', preferredLanguage: null },
    });
  });

  it('sees claims set on the server once the token is refreshed', async () => {
    backend = newBackend();
    const sessions: Array<Session | null> = [];
    backend.auth.onSessionChange((session) => sessions.push(session));
    await backend.auth.signUp({ email: freshEmail('claims'), password: 'secret1', name: 'Nina' });
    const uid = backend.firebaseAuth.currentUser!.uid;

    await setClaims(uid, { companyId: 'noordzee-infra', role: 'user', lang: 'nl' });
    await backend.firebaseAuth.currentUser!.getIdToken(true);
    await expect
      .poll(() => sessions.at(-1)?.access)
      .toEqual({
        companyId: 'noordzee-infra',
        role: 'user',
        status: 'active',
        preferredLanguage: 'nl',
      });
  });

  it('ignores claims that are not a known role', async () => {
    backend = newBackend();
    const sessions: Array<Session | null> = [];
    backend.auth.onSessionChange((session) => sessions.push(session));
    await backend.auth.signUp({
      email: freshEmail('badrole'),
      password: 'secret1',
      name: 'Mallory',
    });
    await setClaims(backend.firebaseAuth.currentUser!.uid, {
      companyId: 'van-dijk-bouw',
      role: 'owner',
    });
    await backend.firebaseAuth.currentUser!.getIdToken(true);
    await expect.poll(() => sessions.at(-1)?.access.companyId).toBe('van-dijk-bouw');
    expect(sessions.at(-1)?.access.role).toBeNull();
  });

  it('honours the minimum password length of 6, creating no account', async () => {
    backend = newBackend();
    const email = freshEmail('short');
    await expectAuthError(backend.auth.signUp({ email, password: '12345', name: 'Kort' }), [
      'weak-password',
    ]);
    expect(await accountByEmail(email)).toBeUndefined();
    expect(backend.firebaseAuth.currentUser).toBeNull();
  });

  it('accepts exactly 6 characters', async () => {
    backend = newBackend();
    const email = freshEmail('six');
    await backend.auth.signUp({ email, password: '123456', name: 'Zes' });
    expect(await accountByEmail(email)).toBeDefined();
  });

  it('refuses an address that already has an account', async () => {
    backend = newBackend();
    await expectAuthError(
      backend.auth.signUp({
        email: 'admin@vandijk.example',
        password: SEEDED_PASSWORD,
        name: 'Impostor',
      }),
      ['email-already-in-use'],
    );
  });

  it('reports the password policy, falling back to minimum 6 where the server has none', async () => {
    backend = newBackend();
    // The Auth emulator does not serve a password policy, so this is the fallback path.
    await expect(backend.auth.getPasswordPolicy()).resolves.toEqual({ minLength: 6 });
  });
});
