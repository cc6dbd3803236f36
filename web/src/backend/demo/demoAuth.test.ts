import { describe, expect, it } from 'vitest';
import { AuthError, type Session } from '../types';
import { createDemoAuth } from './demoAuth';
import { seed } from './seed';

const make = () => createDemoAuth({ seedUsers: seed.users, storage: window.localStorage, latencyMs: 0 });
const codeOf = (promise: Promise<unknown>) => promise.then(() => 'ok', (e: unknown) => (e instanceof AuthError ? e.code : 'other'));
const nextSession = (auth: ReturnType<typeof make>) =>
  new Promise<Session | null>((resolve) => {
    const stop = auth.onSessionChange((s) => {
      stop();
      resolve(s);
    });
  });

describe('demo auth', () => {
  it('signs in a seeded admin with claims and keeps the session across instances (reloads)', async () => {
    const auth = make();
    await auth.signInWithPassword('ADMIN@vandijk.example ', 'Tender-Demo-2026');
    const session = await nextSession(make());
    expect(session?.user.email).toBe('admin@vandijk.example');
    expect(session?.access).toEqual({ companyId: 'van-dijk-bouw', role: 'admin', status: 'active', preferredLanguage: 'nl' });
  });

  it('answers with the identity service codes', async () => {
    const auth = make();
    expect(await codeOf(auth.signInWithPassword('admin@vandijk.example', 'wrong'))).toBe('invalid-credential');
    expect(await codeOf(auth.signInWithPassword('nobody@vandijk.example', 'x'))).toBe('invalid-credential');
    expect(await codeOf(auth.signInWithPassword('not-an-email', 'x'))).toBe('invalid-email');
    expect(await codeOf(auth.signInWithPassword('kees@vandijk.example', 'Tender-Demo-2026'))).toBe('user-disabled');
    expect(await codeOf(auth.signUp({ email: 'new@x.nl', password: '12345', name: 'N' }))).toBe('weak-password');
    expect(await codeOf(auth.signUp({ email: 'admin@vandijk.example', password: '123456', name: 'N' }))).toBe('email-already-in-use');
    expect(await codeOf(auth.sendSignInLink('a@b.nl', 'https://x'))).toBe('operation-not-allowed');
  });

  it('signs up a new account without a company and signs out', async () => {
    const auth = make();
    await auth.signUp({ email: 'nieuw@example.com', password: '123456', name: ' Nieuwe Collega ' });
    const session = await nextSession(auth);
    expect(session?.user.displayName).toBe('Nieuwe Collega');
    expect(session?.access.companyId).toBeNull();
    // The account persists: it can sign in again after signing out.
    await auth.signOut();
    expect(await nextSession(auth)).toBeNull();
    await auth.signInWithPassword('nieuw@example.com', '123456');
    expect((await nextSession(auth))?.user.email).toBe('nieuw@example.com');
  });
});
