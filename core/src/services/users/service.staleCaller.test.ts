/**
 * Review H2: the service re-checks its caller against users/{uid} where it writes. An actor
 * object built a moment earlier (or from a token up to an hour old) must not be enough: a caller
 * demoted, disabled, deleted or moved in the meantime is refused and nothing changes.
 */
import { describe, expect, it } from 'vitest';
import { refs } from '../../model/paths';
import { serverTimestamp } from '../../ports/values';
import { USER_ADMIN_CALLABLES } from './service';
import { expectCallableError, makeWorld } from './testFixture';

const input = {
  createUser: { name: 'Nieuw', email: 'nieuw@example.nl', role: 'admin', preferredLanguage: 'nl' },
  deleteUser: { uid: 'user' },
  resetPassword: { uid: 'admin2' },
  setRole: { uid: 'user', role: 'admin' },
  setStatus: { uid: 'admin2', status: 'disabled' },
} as const;
const adminOnly = USER_ADMIN_CALLABLES.filter((n) => n !== 'updateMyAccount');

const changes = {
  demoted: { role: 'user' },
  disabled: { status: 'disabled' },
  moved: { companyId: 'c2' },
} as const;

describe('user administration: the caller is re-read where the service writes (review H2)', () => {
  it.each(
    adminOnly.flatMap((n) => (Object.keys(changes) as (keyof typeof changes)[]).map((c) => [n, c])),
  )(
    '%s by an admin %s after the actor was built → forbidden, nothing changed',
    async (name, change) => {
      const world = await makeWorld();
      const staleActor = await world.actor('admin');
      await world.store.updateDoc(refs.user('admin'), {
        ...changes[change as keyof typeof changes],
        updatedAt: serverTimestamp(),
      });
      const before = JSON.stringify(world.store.exportSnapshot());
      const accounts = JSON.stringify(world.identity.exportSnapshot());
      await expectCallableError(
        world.service[name as (typeof adminOnly)[number]](
          staleActor,
          input[name as keyof typeof input],
        ),
        'permission-denied',
        'users.errors.forbidden',
      );
      expect(JSON.stringify(world.store.exportSnapshot())).toBe(before);
      expect(JSON.stringify(world.identity.exportSnapshot())).toBe(accounts);
    },
  );

  it('refuses an admin whose users document was deleted', async () => {
    const world = await makeWorld();
    const staleActor = await world.actor('admin');
    await world.store.deleteDoc(refs.user('admin'));
    await expectCallableError(
      world.service.setRole(staleActor, input.setRole),
      'permission-denied',
      'users.errors.forbidden',
    );
    expect((await world.userDoc('user'))?.role).toBe('user');
  });
});
