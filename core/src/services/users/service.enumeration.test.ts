/**
 * Review L8: createUser must not tell an admin that an address belongs to an account in another
 * company (or to a signed-up person without one). Only an address of their own company, whom they
 * see in their user list anyway, is answered with "already exists".
 */
import { describe, expect, it } from 'vitest';
import { expectCallableError, makeWorld } from './testFixture';

const create = (email: string) => ({
  name: 'Nieuw',
  email,
  role: 'user',
  preferredLanguage: 'nl',
});

describe('createUser and addresses that already have an account (review L8)', () => {
  it('says "already exists" for a colleague of the own company', async () => {
    const world = await makeWorld();
    await expectCallableError(
      world.service.createUser(await world.actor('admin'), create('user@example.nl')),
      'already-exists',
      'users.errors.emailInUse',
    );
  });

  it('answers alike, without saying an account exists, for another company and for no company', async () => {
    const world = await makeWorld();
    const admin = await world.actor('admin');
    const elsewhere = await expectCallableError(
      world.service.createUser(admin, create('otheruser@example.nl')),
      'failed-precondition',
      'users.errors.emailUnavailable',
    );
    const loner = await expectCallableError(
      world.service.createUser(admin, create('loner@example.nl')),
      'failed-precondition',
      'users.errors.emailUnavailable',
    );
    expect(elsewhere.message).toBe(loner.message);
    expect(world.identity.findByEmail('otheruser@example.nl')?.uid).toBe('otherUser');
    expect((await world.userDoc('otherUser'))?.companyId).toBe('c2');
  });
});
