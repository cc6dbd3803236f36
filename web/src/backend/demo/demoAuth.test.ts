import { describe, expect, it } from 'vitest';
import { refs } from '@tender/core';
import { AuthError, type Session } from '../types';
import { createDemoAuth } from './demoAuth';
import { ADMIN, MemoryStorage, PASSWORD, makeDemo } from './testing';

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (e: unknown) => (e instanceof AuthError ? e.code : String(e)),
  );
const nextSession = (auth: { onSessionChange(l: (s: Session | null) => void): () => void }) =>
  new Promise<Session | null>((resolve) => {
    const stop = auth.onSessionChange((s) => {
      stop();
      resolve(s);
    });
  });

describe('demo auth', () => {
  it('signs in a seeded admin with claims and keeps the session across instances (reloads)', async () => {
    const { backend, clock } = await makeDemo({ storage: window.localStorage });
    await backend.auth.signInWithPassword('ADMIN@vandijk.example ', PASSWORD);
    // A second AuthApi on the same storage and state is what a reload gets.
    const reloaded = createDemoAuth({
      identity: backend.state.identity,
      docs: backend.state.docs,
      clock,
      storage: window.localStorage,
      latencyMs: 0,
    });
    const session = await nextSession(reloaded);
    expect(session?.user.email).toBe('admin@vandijk.example');
    expect(session?.access).toEqual({
      companyId: 'van-dijk-bouw',
      role: 'admin',
      status: 'active',
      preferredLanguage: 'nl',
    });
  });

  it('answers with the identity service codes', async () => {
    const { auth } = (await makeDemo()).backend;
    expect(await codeOf(auth.signInWithPassword(ADMIN, 'wrong'))).toBe('invalid-credential');
    expect(await codeOf(auth.signInWithPassword('nobody@vandijk.example', 'x'))).toBe(
      'invalid-credential',
    );
    expect(await codeOf(auth.signInWithPassword('not-an-email', 'x'))).toBe('invalid-email');
    expect(await codeOf(auth.signInWithPassword('kees@vandijk.example', PASSWORD))).toBe(
      'user-disabled',
    );
    expect(await codeOf(auth.signUp({ email: 'new@x.nl', password: '12345', name: 'N' }))).toBe(
      'weak-password',
    );
    expect(await codeOf(auth.signUp({ email: ADMIN, password: '123456', name: 'N' }))).toBe(
      'email-already-in-use',
    );
    expect(await codeOf(auth.sendSignInLink('a@b.nl', 'https://x'))).toBe('operation-not-allowed');
  });

  it('signs up a new account without a company (with a profile) and signs out', async () => {
    const { backend } = await makeDemo();
    const { auth } = backend;
    await auth.signUp({ email: 'Nieuw@example.com', password: '123456', name: ' Nieuwe Collega ' });
    const session = await nextSession(auth);
    expect(session?.user.displayName).toBe('Nieuwe Collega');
    expect(session?.access).toMatchObject({ companyId: null, role: null, status: 'active' });
    const profile = (await backend.docs.getDoc(refs.user(session?.user.uid ?? 'missing'))).data;
    expect(profile).toMatchObject({ email: 'nieuw@example.com', companyId: null, role: null });
    // The account persists: it can sign in again after signing out.
    await auth.signOut();
    expect(await nextSession(auth)).toBeNull();
    await auth.signInWithPassword('nieuw@example.com', '123456');
    expect((await nextSession(auth))?.user.email).toBe('nieuw@example.com');
  });

  it('signing out removes the session from storage', async () => {
    const storage = new MemoryStorage();
    const { auth } = (await makeDemo({ storage })).backend;
    await auth.signInWithPassword(ADMIN, PASSWORD);
    expect(storage.length).toBe(1);
    await auth.signOut();
    expect(storage.length).toBe(0);
  });
});

describe('demo auth: changing the password', () => {
  it('needs a sign-in of at most five minutes ago, and reauthenticate renews it', async () => {
    const { backend, clock } = await makeDemo();
    const { auth } = backend;
    await auth.signInWithPassword(ADMIN, PASSWORD);
    clock.advance(5 * 60_000 + 1);
    expect(await codeOf(auth.changePassword('Nieuw-Wachtwoord-1'))).toBe('requires-recent-login');
    expect(await codeOf(auth.reauthenticate('wrong'))).toBe('invalid-credential');
    await auth.reauthenticate(PASSWORD);
    expect(await codeOf(auth.changePassword('12345'))).toBe('weak-password');
    await auth.changePassword('Nieuw-Wachtwoord-1');
    // Still signed in here; the old password no longer works.
    expect((await nextSession(auth))?.user.email).toBe(ADMIN);
    await auth.signOut();
    expect(await codeOf(auth.signInWithPassword(ADMIN, PASSWORD))).toBe('invalid-credential');
    await auth.signInWithPassword(ADMIN, 'Nieuw-Wachtwoord-1');
  });

  it('takes the window from the options', async () => {
    const { backend, clock } = await makeDemo({ recentLoginMs: 1_000 });
    await backend.auth.signInWithPassword(ADMIN, PASSWORD);
    clock.advance(1_001);
    expect(await codeOf(backend.auth.changePassword('Nieuw-Wachtwoord-1'))).toBe(
      'requires-recent-login',
    );
  });

  it('signs out the other sessions of the account', async () => {
    const { backend, clock } = await makeDemo();
    const elsewhere = createDemoAuth({
      identity: backend.state.identity,
      docs: backend.state.docs,
      clock,
      storage: new MemoryStorage(),
      latencyMs: 0,
    });
    await elsewhere.signInWithPassword(ADMIN, PASSWORD);
    clock.advance(1_000);
    await backend.auth.signInWithPassword(ADMIN, PASSWORD);
    await backend.auth.changePassword('Nieuw-Wachtwoord-1');
    expect(await nextSession(elsewhere)).toBeNull();
    expect((await nextSession(backend.auth))?.user.email).toBe(ADMIN);
  });

  it('refuses without a session', async () => {
    const { auth } = (await makeDemo()).backend;
    expect(await codeOf(auth.changePassword('Nieuw-Wachtwoord-1'))).toBe('requires-recent-login');
    expect(await codeOf(auth.reauthenticate(PASSWORD))).toBe('requires-recent-login');
  });
});
