/** What each user-administration operation does, and the self / last-admin rules. */
import { describe, expect, it } from 'vitest';
import { Timestamp } from '../../ports/values';
import type { DocStore } from '../../ports/docStore';
import { PASSWORD_ALPHABET } from './password';
import { PASSWORD, expectCallableError, makeWorld } from './testFixture';

const newUser = { name: ' Nieuwe Collega ', email: ' Nieuw@Example.NL ' };

describe('createUser', () => {
  it("creates account, profile in the admin's company and claims; returns the password once", async () => {
    const world = await makeWorld();
    const { uid, password } = await world.service.createUser(await world.actor('admin'), {
      ...newUser,
      role: 'manager',
    });
    expect(password).toHaveLength(16);
    expect([...password].every((c) => PASSWORD_ALPHABET.includes(c))).toBe(true);
    expect(await world.userDoc(uid)).toEqual({
      name: 'Nieuwe Collega',
      email: 'nieuw@example.nl',
      companyId: 'c1',
      role: 'manager',
      status: 'active',
      preferredLanguage: 'en',
      createdAt: Timestamp.fromMillis(world.clock.now()),
      updatedAt: Timestamp.fromMillis(world.clock.now()),
    });
    expect(world.identity.peek(uid)).toMatchObject({
      email: 'nieuw@example.nl',
      displayName: 'Nieuwe Collega',
      disabled: false,
      claims: { companyId: 'c1', role: 'manager' },
    });
    expect(world.identity.verifyPassword('nieuw@example.nl', password).ok).toBe(true);
  });

  it('defaults the role to user', async () => {
    const world = await makeWorld();
    const { uid } = await world.service.createUser(await world.actor('admin'), newUser);
    expect((await world.userDoc(uid))?.role).toBe('user');
  });

  it('gives two users different passwords', async () => {
    const world = await makeWorld();
    const admin = await world.actor('admin');
    const a = await world.service.createUser(admin, newUser);
    const b = await world.service.createUser(admin, { ...newUser, email: 'b@example.nl' });
    expect(a.password).not.toBe(b.password);
  });

  it('refuses an address that already has an account, in any company, writing nothing', async () => {
    const world = await makeWorld();
    await expectCallableError(
      world.service.createUser(await world.actor('admin'), {
        ...newUser,
        email: 'OTHERUSER@example.nl',
      }),
      // Another company's account: not told as "already exists" (review L8).
      'failed-precondition',
      'users.errors.emailUnavailable',
    );
    expect(world.identity.peek('new-0001')).toBeNull();
    expect(await world.userDoc('new-0001')).toBeUndefined();
  });

  it('takes the account back when the profile cannot be written', async () => {
    const failing = (store: DocStore): DocStore =>
      Object.assign(Object.create(store) as DocStore, {
        setDoc: () => Promise.reject(new Error('disk full')),
      });
    const world = await makeWorld({ docs: failing });
    await expect(world.service.createUser(await world.actor('admin'), newUser)).rejects.toThrow(
      'disk full',
    );
    expect(world.identity.findByEmail('nieuw@example.nl')).toBeNull();
  });
});

describe('deleteUser', () => {
  it('removes the account and the profile', async () => {
    const world = await makeWorld();
    await world.service.deleteUser(await world.actor('admin'), { uid: 'manager' });
    expect(world.identity.peek('manager')).toBeNull();
    expect(await world.userDoc('manager')).toBeUndefined();
  });

  it('also removes a profile whose account is already gone', async () => {
    const world = await makeWorld();
    await world.identity.deleteAccount('user');
    await world.service.deleteUser(await world.actor('admin'), { uid: 'user' });
    expect(await world.userDoc('user')).toBeUndefined();
  });

  it('deletes another admin while one active admin remains', async () => {
    const world = await makeWorld();
    await world.service.deleteUser(await world.actor('admin'), { uid: 'admin2' });
    expect(await world.userDoc('admin2')).toBeUndefined();
  });

  it('refuses the admin themselves', async () => {
    const world = await makeWorld();
    await expectCallableError(
      world.service.deleteUser(await world.actor('admin'), { uid: 'admin' }),
      'failed-precondition',
      'users.errors.self',
    );
    expect(world.identity.peek('admin')).not.toBeNull();
  });

  it('refuses a caller whose admin token is stale (demoted a moment ago), so the last admin stays', async () => {
    const world = await makeWorld({ people: ['admin', 'admin2', 'disabledAdmin', 'user'] });
    // admin2 was demoted a moment ago; their token still says admin. users/{uid} decides (H2).
    const staleAdmin2 = await world.actor('admin2');
    await world.service.setRole(await world.actor('admin'), { uid: 'admin2', role: 'user' });
    await expectCallableError(
      world.service.deleteUser(staleAdmin2, { uid: 'admin' }),
      'permission-denied',
      'users.errors.forbidden',
    );
    expect(world.identity.peek('admin')).not.toBeNull();
    expect((await world.userDoc('admin'))?.role).toBe('admin');
  });
});

describe('resetPassword', () => {
  it('sets a new generated password, ends the old sessions and returns it', async () => {
    const world = await makeWorld();
    world.clock.advance(60_000);
    const { password } = await world.service.resetPassword(await world.actor('admin'), {
      uid: 'user',
    });
    expect(password).toHaveLength(16);
    expect(world.identity.verifyPassword('user@example.nl', PASSWORD).ok).toBe(false);
    expect(world.identity.verifyPassword('user@example.nl', password).ok).toBe(true);
    expect(world.identity.sessionsValidSince('user')).toBe(world.clock.now());
  });

  it('works for a disabled user without enabling them', async () => {
    const world = await makeWorld();
    const { password } = await world.service.resetPassword(await world.actor('admin'), {
      uid: 'disabledUser',
    });
    expect(world.identity.verifyPassword('disableduser@example.nl', password)).toEqual({
      ok: false,
      code: 'user-disabled',
    });
  });

  it('refuses the admin themselves (My Account changes their own password)', async () => {
    const world = await makeWorld();
    await expectCallableError(
      world.service.resetPassword(await world.actor('admin'), { uid: 'admin' }),
      'failed-precondition',
      'users.errors.self',
    );
    expect(world.identity.verifyPassword('admin@example.nl', PASSWORD).ok).toBe(true);
  });
});

describe('setRole', () => {
  it('changes the profile and the claims', async () => {
    const world = await makeWorld();
    await world.service.setRole(await world.actor('admin'), { uid: 'user', role: 'admin' });
    expect((await world.userDoc('user'))?.role).toBe('admin');
    expect(world.identity.peek('user')?.claims).toEqual({ companyId: 'c1', role: 'admin' });
  });

  it('demotes another admin while one active admin remains', async () => {
    const world = await makeWorld();
    await world.service.setRole(await world.actor('admin'), { uid: 'admin2', role: 'manager' });
    expect(world.identity.peek('admin2')?.claims.role).toBe('manager');
  });

  it('refuses to demote oneself, accepts confirming oneself as admin', async () => {
    const world = await makeWorld();
    const admin = await world.actor('admin');
    await expectCallableError(
      world.service.setRole(admin, { uid: 'admin', role: 'manager' }),
      'failed-precondition',
      'users.errors.self',
    );
    await expect(world.service.setRole(admin, { uid: 'admin', role: 'admin' })).resolves.toEqual({
      ok: true,
    });
    expect((await world.userDoc('admin'))?.role).toBe('admin');
  });

  it('does not count disabled admins as remaining admins', async () => {
    const world = await makeWorld({ people: ['admin', 'admin2', 'disabledAdmin'] });
    const staleAdmin2 = await world.actor('admin2');
    await world.service.setRole(await world.actor('admin'), { uid: 'admin2', role: 'user' });
    // Refused already as a stale caller (review H2); the last-admin rule would refuse it too.
    await expectCallableError(
      world.service.setRole(staleAdmin2, { uid: 'admin', role: 'user' }),
      'permission-denied',
      'users.errors.forbidden',
    );
    await expectCallableError(
      world.service.setStatus(await world.actor('admin'), { uid: 'admin', status: 'disabled' }),
      'failed-precondition',
      'users.errors.self',
    );
  });

  it('lets a disabled admin be demoted (no active admin is lost)', async () => {
    const world = await makeWorld();
    await world.service.setRole(await world.actor('admin'), { uid: 'disabledAdmin', role: 'user' });
    expect((await world.userDoc('disabledAdmin'))?.role).toBe('user');
  });

  it('when two admins demote each other at once, exactly one succeeds', async () => {
    const world = await makeWorld({ people: ['admin', 'admin2', 'user'] });
    const [a, b] = [await world.actor('admin'), await world.actor('admin2')];
    const results = await Promise.allSettled([
      world.service.setRole(a, { uid: 'admin2', role: 'user' }),
      world.service.setRole(b, { uid: 'admin', role: 'user' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const roles = [(await world.userDoc('admin'))?.role, (await world.userDoc('admin2'))?.role];
    expect(roles.filter((r) => r === 'admin')).toHaveLength(1);
  });
});

describe('setStatus', () => {
  it('disables the profile and the account and ends its sessions; enabling undoes both', async () => {
    const world = await makeWorld();
    const admin = await world.actor('admin');
    world.clock.advance(5_000);
    await world.service.setStatus(admin, { uid: 'manager', status: 'disabled' });
    expect((await world.userDoc('manager'))?.status).toBe('disabled');
    expect(world.identity.peek('manager')?.disabled).toBe(true);
    expect(world.identity.sessionsValidSince('manager')).toBe(world.clock.now());

    await world.service.setStatus(admin, { uid: 'manager', status: 'active' });
    expect((await world.userDoc('manager'))?.status).toBe('active');
    expect(world.identity.verifyPassword('manager@example.nl', PASSWORD).ok).toBe(true);
  });

  it('keeps the claims of a disabled user (status is read from the profile, not the token)', async () => {
    const world = await makeWorld();
    await world.service.setStatus(await world.actor('admin'), { uid: 'user', status: 'disabled' });
    expect(world.identity.peek('user')?.claims).toEqual({ companyId: 'c1', role: 'user' });
  });

  it('refuses to disable oneself, accepts re-activating oneself as a no-op', async () => {
    const world = await makeWorld();
    const admin = await world.actor('admin');
    await expectCallableError(
      world.service.setStatus(admin, { uid: 'admin', status: 'disabled' }),
      'failed-precondition',
      'users.errors.self',
    );
    await world.service.setStatus(admin, { uid: 'admin', status: 'active' });
    expect(world.identity.peek('admin')?.disabled).toBe(false);
  });

  it('refuses to disable the last active admin', async () => {
    const world = await makeWorld({ people: ['admin', 'admin2'] });
    const staleAdmin2 = await world.actor('admin2');
    await world.service.setStatus(await world.actor('admin'), {
      uid: 'admin2',
      status: 'disabled',
    });
    // admin2's session is disabled now, but a callable racing the change could still arrive:
    // users/{uid} is re-read in the transaction (review H2).
    await expectCallableError(
      world.service.setStatus({ ...staleAdmin2 }, { uid: 'admin', status: 'disabled' }),
      'permission-denied',
      'users.errors.forbidden',
    );
    expect(world.identity.peek('admin')?.disabled).toBe(false);
  });
});

describe('updateMyAccount', () => {
  it('updates name and language in the profile and the display name, nothing else', async () => {
    const world = await makeWorld();
    world.clock.advance(1_000);
    await world.service.updateMyAccount(await world.actor('user'), {
      name: ' Sanne J. ',
      preferredLanguage: 'en',
    });
    expect(await world.userDoc('user')).toMatchObject({
      name: 'Sanne J.',
      preferredLanguage: 'en',
      role: 'user',
      companyId: 'c1',
      status: 'active',
      updatedAt: Timestamp.fromMillis(world.clock.now()),
    });
    expect(world.identity.peek('user')?.displayName).toBe('Sanne J.');
  });

  it('works for a user without a company', async () => {
    const world = await makeWorld();
    await world.service.updateMyAccount(await world.actor('loner'), {
      name: 'Lotte',
      preferredLanguage: 'nl',
    });
    expect(await world.userDoc('loner')).toMatchObject({ name: 'Lotte', companyId: null });
  });

  it('reports a missing profile as not found', async () => {
    const world = await makeWorld();
    await world.store.deleteDoc({ kind: 'doc', path: 'users/user', id: 'user' });
    await expectCallableError(
      world.service.updateMyAccount(
        { uid: 'user', companyId: 'c1', role: 'user', status: 'active' },
        { name: 'X', preferredLanguage: 'en' },
      ),
      'not-found',
      'users.errors.notFound',
    );
  });
});
