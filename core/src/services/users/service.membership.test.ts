/**
 * Review M2/M3: the user callables keep the Realtime Database allow-list /members/{cid}/{uid}
 * themselves, so progress and chat close at once on disable or delete, even if the users trigger
 * fails; the trigger (functions) repairs anything else.
 */
import { describe, expect, it } from 'vitest';
import { MemoryRealtime } from '../../memory/realtime';
import { cryptoRandom } from '../../memory/random';
import { createUserAdminService } from './service';
import { makeWorld } from './testFixture';

async function world() {
  const w = await makeWorld();
  const realtime = new MemoryRealtime();
  await realtime.set('members/c1/user', true);
  await realtime.set('members/c1/admin2', true);
  const service = createUserAdminService({
    docs: w.store,
    identity: w.identity,
    random: cryptoRandom,
    realtime,
  });
  return { ...w, realtime, service };
}

describe('user administration keeps /members', () => {
  it('removes a disabled user and adds them back when enabled', async () => {
    const w = await world();
    await w.service.setStatus(await w.actor('admin'), { uid: 'user', status: 'disabled' });
    expect(await w.realtime.get('members/c1/user')).toBeNull();
    await w.service.setStatus(await w.actor('admin'), { uid: 'user', status: 'active' });
    expect(await w.realtime.get('members/c1/user')).toBe(true);
  });

  it('removes a deleted user', async () => {
    const w = await world();
    await w.service.deleteUser(await w.actor('admin'), { uid: 'admin2' });
    expect(await w.realtime.get('members/c1/admin2')).toBeNull();
  });

  it('adds a created user to their company', async () => {
    const w = await world();
    const { uid } = await w.service.createUser(await w.actor('admin'), {
      name: 'Nieuw',
      email: 'nieuw@example.nl',
      role: 'user',
      preferredLanguage: 'nl',
    });
    expect(await w.realtime.get(`members/c1/${uid}`)).toBe(true);
  });
});
