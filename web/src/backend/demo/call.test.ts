/** backend.call: dispatch to core's user-admin service for the signed-in actor. */
import { CallableError, refs } from '@tender/core';
import { describe, expect, it } from 'vitest';
import { createDemoAuth } from './demoAuth';
import { ADMIN, MemoryStorage, PASSWORD, makeDemo } from './testing';

const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof CallableError ? { code: e.code, reason: e.reason } : e),
  );

describe('demo callables', () => {
  it('refuses a signed-out caller', async () => {
    const { backend } = await makeDemo();
    expect(await failure(backend.call('deleteUser', { uid: 'u-user1-vandijk' }))).toEqual({
      code: 'unauthenticated',
      reason: undefined,
    });
  });

  it('creates a user who then signs in with the generated password', async () => {
    const { backend, clock } = await makeDemo();
    await backend.auth.signInWithPassword(ADMIN, PASSWORD);
    const { uid, password } = await backend.call('createUser', {
      name: 'Joris Mulder',
      email: 'joris@vandijk.example',
      role: 'manager',
      preferredLanguage: 'nl',
    });
    const profile = await backend.docs.getDoc(refs.user(uid));
    expect(profile.data).toMatchObject({ companyId: 'van-dijk-bouw', role: 'manager' });

    const joris = createDemoAuth({
      identity: backend.state.identity,
      docs: backend.state.docs,
      clock,
      storage: new MemoryStorage(),
      latencyMs: 0,
    });
    await joris.signInWithPassword('joris@vandijk.example', password);
    expect((await joris.actors.current())?.role).toBe('manager');
  });

  it("passes the service's refusals through as CallableError", async () => {
    const { backend } = await makeDemo();
    await backend.auth.signInWithPassword('manager@vandijk.example', PASSWORD);
    expect(
      await failure(backend.call('setRole', { uid: 'u-user1-vandijk', role: 'admin' })),
    ).toEqual({
      code: 'permission-denied',
      reason: 'users.errors.forbidden',
    });
    await backend.auth.signOut();
    await backend.auth.signInWithPassword(ADMIN, PASSWORD);
    expect(await failure(backend.call('deleteUser', { uid: 'u-admin-vandijk' }))).toEqual({
      code: 'failed-precondition',
      reason: 'users.errors.self',
    });
    expect(
      await failure(backend.call('createUser', { name: 'X', email: 'nope' } as never)),
    ).toEqual({ code: 'invalid-argument', reason: 'users.errors.invalid' });
  });

  it('sends only JSON, as the network would', async () => {
    const { backend } = await makeDemo();
    await backend.auth.signInWithPassword('lotte@example.com', PASSWORD);
    // undefined fields vanish on the wire instead of failing the schema's unknown-field check.
    await backend.call('updateMyAccount', {
      name: 'Lotte V.',
      preferredLanguage: 'nl',
      extra: undefined,
    } as never);
    expect((await backend.state.docs.getDoc(refs.user('u-nocompany'))).data?.name).toBe('Lotte V.');
  });

  it('answers an unknown callable with not-found', async () => {
    const { backend } = await makeDemo();
    await backend.auth.signInWithPassword(ADMIN, PASSWORD);
    expect(await failure(backend.call('dropDatabase' as never, {} as never))).toMatchObject({
      code: 'not-found',
    });
  });

  it('hides unexpected failures behind internal', async () => {
    const { backend } = await makeDemo();
    await backend.auth.signInWithPassword(ADMIN, PASSWORD);
    const original = backend.state.identity.setDisplayName.bind(backend.state.identity);
    backend.state.identity.setDisplayName = () => Promise.reject(new Error('disk on fire'));
    const quiet = console.error;
    console.error = () => undefined;
    try {
      expect(
        await failure(backend.call('updateMyAccount', { name: 'A', preferredLanguage: 'en' })),
      ).toEqual({ code: 'internal', reason: undefined });
    } finally {
      console.error = quiet;
      backend.state.identity.setDisplayName = original;
    }
  });
});
