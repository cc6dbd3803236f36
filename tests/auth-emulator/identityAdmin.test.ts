// The functions' IdentityAdmin adapter (firebase-admin Auth) against the Auth emulator: the port's
// operations and error codes as the user-administration service relies on them.
import { IdentityError } from '@tender/core';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FirebaseIdentityAdmin } from '../../functions/src/adapters/identityAdmin';
import { AUTH_HOST, PROJECT_ID, freshEmail, newBackend } from './emulator';

let app: App;
let identity: FirebaseIdentityAdmin;

beforeAll(() => {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = AUTH_HOST;
  app = initializeApp({ projectId: PROJECT_ID }, `identity-admin-${process.pid}`);
  identity = new FirebaseIdentityAdmin(getAuth(app));
});

afterAll(async () => {
  await deleteApp(app);
});

async function identityCode(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(IdentityError);
  return (error as IdentityError).code;
}

describe('FirebaseIdentityAdmin on the Auth emulator', () => {
  it('creates, reads, updates and deletes an account', async () => {
    const email = freshEmail('identity');
    const uid = await identity.createAccount({ email, password: 'secret-12', displayName: 'Eva' });
    expect(await identity.getAccount(uid)).toEqual({
      uid,
      email,
      displayName: 'Eva',
      disabled: false,
      claims: {},
    });
    await identity.setDisplayName(uid, 'Eva de Vries');
    await identity.setClaims(uid, { companyId: 'c1', role: 'manager' });
    await identity.setDisabled(uid, true);
    expect(await identity.getAccount(uid)).toMatchObject({
      displayName: 'Eva de Vries',
      disabled: true,
      claims: { companyId: 'c1', role: 'manager' },
    });
    await identity.deleteAccount(uid);
    expect(await identity.getAccount(uid)).toBeNull();
    expect(await identityCode(identity.deleteAccount(uid))).toBe('user-not-found');
  });

  it('refuses a taken address, a malformed one and a too-short password with the port codes', async () => {
    const email = freshEmail('taken');
    const uid = await identity.createAccount({ email, password: 'secret-12', displayName: 'T' });
    expect(
      await identityCode(
        identity.createAccount({ email, password: 'secret-12', displayName: 'T' }),
      ),
    ).toBe('email-already-exists');
    expect(
      await identityCode(
        identity.createAccount({ email: 'not-an-email', password: 'secret-12', displayName: 'T' }),
      ),
    ).toBe('invalid-email');
    expect(await identityCode(identity.setPassword(uid, '123'))).toBe('invalid-password');
    await identity.deleteAccount(uid);
  });

  it('sets a password the user can sign in with, and revokes sessions', async () => {
    const email = freshEmail('password');
    const uid = await identity.createAccount({ email, password: 'secret-12', displayName: 'P' });
    await identity.setPassword(uid, 'another-secret-34');
    const backend = newBackend();
    try {
      await backend.auth.signInWithPassword(email, 'another-secret-34');
      expect(backend.firebaseAuth.currentUser?.uid).toBe(uid);
      const token = (await backend.firebaseAuth.currentUser?.getIdToken()) ?? '';
      // Revocation is recorded in whole seconds: let the token's second pass first.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      await identity.revokeSessions(uid);
      // Tokens issued before the revocation no longer pass a revocation-checking verification.
      await expect(getAuth(app).verifyIdToken(token, true)).rejects.toMatchObject({
        code: 'auth/id-token-revoked',
      });
    } finally {
      await backend.dispose();
      await identity.deleteAccount(uid);
    }
  });
});
