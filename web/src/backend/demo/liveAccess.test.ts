/**
 * A signed-in session follows what an admin does to its account, without signing out: role
 * changes, disabling (Access Denied), re-enabling, deletion, a password reset, its own language.
 */
import { describe, expect, it } from 'vitest';
import type { Session } from '../types';
import { createDemoAuth } from './demoAuth';
import { ADMIN, MemoryStorage, PASSWORD, makeDemo, sessions } from './testing';

const SANNE = 'u-user1-vandijk';

function until(check: () => boolean, ms = 2_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const tick = () => {
      if (check()) resolve();
      else if (Date.now() - started > ms) reject(new Error('timed out'));
      else setTimeout(tick, 5);
    };
    tick();
  });
}

/** Sanne signed in on her own browser; the admin on the demo's own one. */
async function scene() {
  const { backend, clock } = await makeDemo();
  await backend.auth.signInWithPassword(ADMIN, PASSWORD);
  const sanneStorage = new MemoryStorage();
  const openSanne = () =>
    createDemoAuth({
      identity: backend.state.identity,
      docs: backend.state.docs,
      clock,
      storage: sanneStorage,
      latencyMs: 0,
    });
  const sanne = openSanne();
  await sanne.signInWithPassword('sanne@vandijk.example', PASSWORD);
  const watch = sessions(sanne);
  await until(() => watch.latest?.user.uid === SANNE);
  clock.advance(1_000);
  return { backend, sanne, watch, openSanne, clock };
}

const accessOf = (s: Session | null | undefined) => s?.access;

describe('live access in a signed-in session', () => {
  it('a role change applies at once, and after a reload', async () => {
    const { backend, watch, openSanne } = await scene();
    await backend.call('setRole', { uid: SANNE, role: 'manager' });
    await until(() => accessOf(watch.latest)?.role === 'manager');
    expect(accessOf(watch.latest)).toMatchObject({ companyId: 'van-dijk-bouw', status: 'active' });
    const reloaded = sessions(openSanne());
    await until(() => accessOf(reloaded.latest)?.role === 'manager');
  });

  it('disabling shows Access Denied (status disabled); re-enabling asks for a new sign-in', async () => {
    const { backend, sanne, watch } = await scene();
    await backend.call('setStatus', { uid: SANNE, status: 'disabled' });
    await until(() => accessOf(watch.latest)?.status === 'disabled');
    expect(watch.latest?.user.uid).toBe(SANNE);
    expect(await sanne.actors.current()).toMatchObject({ status: 'disabled' });

    await backend.call('setStatus', { uid: SANNE, status: 'active' });
    // The disable revoked the session; a fresh sign-in works again.
    await until(() => watch.latest === null);
    await sanne.signInWithPassword('sanne@vandijk.example', PASSWORD);
    await until(() => accessOf(watch.latest)?.status === 'active');
  });

  it('deletion signs the session out', async () => {
    const { backend, watch } = await scene();
    await backend.call('deleteUser', { uid: SANNE });
    await until(() => watch.latest === null);
  });

  it('a password reset signs the session out; the new password signs in', async () => {
    const { backend, sanne, watch } = await scene();
    const { password } = await backend.call('resetPassword', { uid: SANNE });
    await until(() => watch.latest === null);
    await sanne.signInWithPassword('sanne@vandijk.example', password);
    await until(() => watch.latest?.user.uid === SANNE);
  });

  it('My Account changes reach the own session (language, display name)', async () => {
    const { backend } = await makeDemo();
    await backend.auth.signInWithPassword('sanne@vandijk.example', PASSWORD);
    const watch = sessions(backend.auth);
    await backend.call('updateMyAccount', { name: 'Sanne J.', preferredLanguage: 'nl' });
    await until(
      () =>
        watch.latest?.access.preferredLanguage === 'nl' &&
        watch.latest.user.displayName === 'Sanne J.',
    );
  });

  it('tells a session listener only about real changes', async () => {
    const { backend, watch } = await scene();
    const before = watch.seen.length;
    await backend.call('updateMyAccount', { name: 'Anouk', preferredLanguage: 'nl' }); // the admin's own
    await new Promise((r) => setTimeout(r, 20));
    expect(watch.seen.length).toBe(before);
  });
});
