/** Who may call which operation, and input validation, for every user-administration callable. */
import { describe, expect, it } from 'vitest';
import { USER_ADMIN_CALLABLES } from './service';
import { expectCallableError, makeWorld } from './testFixture';

const validInput = {
  createUser: { name: 'Nieuw', email: 'nieuw@example.nl', role: 'user', preferredLanguage: 'nl' },
  deleteUser: { uid: 'user' },
  resetPassword: { uid: 'user' },
  setRole: { uid: 'user', role: 'manager' },
  setStatus: { uid: 'user', status: 'disabled' },
  updateMyAccount: { name: 'Naam', preferredLanguage: 'en' },
} as const;

const adminOnly = USER_ADMIN_CALLABLES.filter((n) => n !== 'updateMyAccount');

describe('user administration: callers', () => {
  it.each(USER_ADMIN_CALLABLES)('%s: signed out → unauthenticated', async (name) => {
    const { service } = await makeWorld();
    await expectCallableError(service[name](null, validInput[name]), 'unauthenticated');
  });

  it.each(
    adminOnly.flatMap((n) =>
      (['manager', 'user', 'loner', 'disabledAdmin'] as const).map((who) => [n, who] as const),
    ),
  )('%s by %s → forbidden, nothing changed', async (name, who) => {
    const world = await makeWorld();
    const before = JSON.stringify(world.store.exportSnapshot());
    const accounts = JSON.stringify(world.identity.exportSnapshot());
    await expectCallableError(
      world.service[name](await world.actor(who), validInput[name]),
      'permission-denied',
      'users.errors.forbidden',
    );
    expect(JSON.stringify(world.store.exportSnapshot())).toBe(before);
    expect(JSON.stringify(world.identity.exportSnapshot())).toBe(accounts);
  });

  it.each(adminOnly)("%s: another company's user is not found", async (name) => {
    const world = await makeWorld();
    const input = { ...validInput[name], uid: 'otherUser' };
    if (name === 'createUser') return; // creates in the caller's own company; see createUser tests
    await expectCallableError(
      world.service[name](await world.actor('admin'), input),
      'not-found',
      'users.errors.notFound',
    );
    expect((await world.userDoc('otherUser'))?.role).toBe('user');
    expect(world.identity.peek('otherUser')?.disabled).toBe(false);
  });

  it.each(adminOnly.filter((n) => n !== 'createUser'))(
    '%s: unknown uid is not found',
    async (name) => {
      const world = await makeWorld();
      await expectCallableError(
        world.service[name](await world.actor('admin'), { ...validInput[name], uid: 'ghost' }),
        'not-found',
        'users.errors.notFound',
      );
    },
  );

  it.each([
    ['createUser', { ...validInput.createUser, email: 'not-an-email' }, 'validation.email'],
    ['createUser', { ...validInput.createUser, companyId: 'c2' }, undefined],
    ['createUser', { ...validInput.createUser, role: 'owner' }, 'validation.oneOf'],
    ['deleteUser', { uid: 'a/b' }, 'validation.id'],
    ['setRole', { uid: 'user', role: 'root' }, 'validation.oneOf'],
    ['setStatus', { uid: 'user', status: 'gone' }, 'validation.oneOf'],
    ['resetPassword', {}, 'validation.required'],
    ['updateMyAccount', { name: ' ', preferredLanguage: 'en' }, 'validation.required'],
    ['updateMyAccount', { name: 'X', preferredLanguage: 'en', role: 'admin' }, undefined],
  ] as const)('%s with %j → invalid-argument', async (name, input, messageKey) => {
    const world = await makeWorld();
    const error = await expectCallableError(
      world.service[name](await world.actor('admin'), input),
      'invalid-argument',
      'users.errors.invalid',
    );
    if (messageKey) expect(error.message).toBe(messageKey);
    else expect(error.message).toMatch(/^validation\.unknownField/);
  });

  it('My Account is open to an active user without a company, closed to a disabled one', async () => {
    const world = await makeWorld();
    await world.service.updateMyAccount(await world.actor('loner'), validInput.updateMyAccount);
    await expectCallableError(
      world.service.updateMyAccount(await world.actor('disabledUser'), validInput.updateMyAccount),
      'permission-denied',
      'users.errors.forbidden',
    );
  });
});
