import { afterEach, describe, expect, it } from 'vitest';
import type { FirebaseBackend } from '../../web/src/backend/firebase/createFirebaseBackend';
import { freshEmail, newBackend } from './emulator';
import { expectAuthError } from './expectAuthError';

let backend: FirebaseBackend;

afterEach(async () => {
  await backend?.dispose();
});

/** A fresh account, signed in, so changing its password disturbs no seeded user. */
async function signedUpBackend(password: string): Promise<{ email: string }> {
  backend = newBackend();
  const email = freshEmail('pw');
  await backend.auth.signUp({ email, password, name: 'Wachtwoord' });
  return { email };
}

describe('password change against the Auth emulator', () => {
  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const { email } = await signedUpBackend('first-secret');
    await backend.auth.reauthenticate('first-secret');
    await backend.auth.changePassword('second-secret');
    await backend.auth.signOut();

    await expectAuthError(backend.auth.signInWithPassword(email, 'first-secret'), [
      'wrong-password',
      'invalid-credential',
    ]);
    await backend.auth.signInWithPassword(email, 'second-secret');
    expect(backend.firebaseAuth.currentUser?.email).toBe(email);
  });

  it('refuses a new password shorter than 6 characters', async () => {
    const { email } = await signedUpBackend('first-secret');
    await expectAuthError(backend.auth.changePassword('12345'), ['weak-password']);
    await backend.auth.signOut();
    await backend.auth.signInWithPassword(email, 'first-secret');
  });

  it('refuses to reauthenticate with a wrong current password', async () => {
    await signedUpBackend('first-secret');
    await expectAuthError(backend.auth.reauthenticate('not-it'), [
      'wrong-password',
      'invalid-credential',
    ]);
  });

  it('asks for a sign-in when nobody is signed in', async () => {
    backend = newBackend();
    await expectAuthError(backend.auth.changePassword('whatever-1'), ['requires-recent-login']);
  });
});
