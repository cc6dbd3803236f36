import {
  ManualClock,
  MemoryDocStore,
  MemoryIdentity,
  MemoryRealtime,
  type Role,
  Timestamp,
  type User,
  type UserStatus,
  refs,
  serverTimestamp,
} from '@tender/core';
import { describe, expect, it } from 'vitest';
import { onUserWritten } from './userWritten';

type Shape = Pick<User, 'companyId' | 'role' | 'status'>;

async function world() {
  const clock = new ManualClock(Date.UTC(2026, 4, 1, 9));
  const docs = new MemoryDocStore({ clock });
  const identity = new MemoryIdentity({ clock });
  const realtime = new MemoryRealtime();
  await identity.createAccount({
    uid: 'u1',
    email: 'u1@example.nl',
    password: 'secret-1',
    displayName: 'U',
  });
  const deps = { docs, identity, realtime: () => realtime };
  const write = async (companyId: string | null, role: Role | null, status: UserStatus) => {
    await docs.setDoc(refs.user('u1'), {
      name: 'U',
      email: 'u1@example.nl',
      companyId,
      role,
      status,
      preferredLanguage: 'en',
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    return { companyId, role, status } satisfies Shape;
  };
  const marker = async () =>
    ((await docs.getDoc(refs.user('u1'))).data as { claimsUpdatedAt?: Timestamp } | undefined)
      ?.claimsUpdatedAt;
  return { clock, docs, identity, realtime, deps, write, marker };
}

describe('onUserWritten (users/{uid} trigger)', () => {
  it('sets the claims from the document and stamps the marker; the stamp’s own event changes nothing', async () => {
    const w = await world();
    const after = await w.write('c1', 'manager', 'active');
    const first = await onUserWritten(w.deps, 'u1', undefined, after);
    expect(first).toEqual({
      claimsWritten: true,
      markerStamped: true,
      members: { added: 'c1', removed: [] },
    });
    expect(w.identity.peek('u1')?.claims).toEqual({ companyId: 'c1', role: 'manager' });
    expect(await w.marker()).toBeInstanceOf(Timestamp);

    // The stamp is a write of users/{uid} too: same claims before and after.
    const again = await onUserWritten(w.deps, 'u1', after, after);
    expect(again).toMatchObject({ claimsWritten: false, markerStamped: false });
  });

  it('stamps the marker when the callable already synced the claims itself', async () => {
    const w = await world();
    const before = await w.write('c1', 'user', 'active');
    await w.identity.setClaims('u1', { companyId: 'c1', role: 'user' });
    const after = await w.write('c1', 'admin', 'active');
    await w.identity.setClaims('u1', { companyId: 'c1', role: 'admin' }); // as setRole does
    const result = await onUserWritten(w.deps, 'u1', before, after);
    expect(result).toMatchObject({ claimsWritten: false, markerStamped: true });
  });

  it('does nothing for a name or language edit', async () => {
    const w = await world();
    const shape = await w.write('c1', 'user', 'active');
    await w.identity.setClaims('u1', { companyId: 'c1', role: 'user' });
    expect(await onUserWritten(w.deps, 'u1', shape, shape)).toMatchObject({
      claimsWritten: false,
      markerStamped: false,
    });
    expect(await w.marker()).toBeUndefined();
  });

  it('keeps /members/{cid}/{uid} for an active member only: removed on disable and delete (review M2)', async () => {
    const w = await world();
    const active = await w.write('c1', 'user', 'active');
    expect((await onUserWritten(w.deps, 'u1', undefined, active)).members).toEqual({
      added: 'c1',
      removed: [],
    });
    expect(await w.realtime.get('members/c1/u1')).toBe(true);

    const disabled = await w.write('c1', 'user', 'disabled');
    await onUserWritten(w.deps, 'u1', active, disabled);
    expect(await w.realtime.get('members/c1/u1')).toBeNull();

    const enabled = await w.write('c1', 'user', 'active');
    await onUserWritten(w.deps, 'u1', disabled, enabled);
    expect(await w.realtime.get('members/c1/u1')).toBe(true);

    await w.docs.deleteDoc(refs.user('u1'));
    await onUserWritten(w.deps, 'u1', enabled, undefined);
    expect(await w.realtime.get('members/c1/u1')).toBeNull();
    expect(w.identity.peek('u1')?.claims).toEqual({});
  });

  it('moves the entry when the company changes, and removes it when the company is taken away', async () => {
    const w = await world();
    const inC1 = await w.write('c1', 'manager', 'active');
    await onUserWritten(w.deps, 'u1', undefined, inC1);
    const inC2 = await w.write('c2', 'manager', 'active');
    await onUserWritten(w.deps, 'u1', inC1, inC2);
    expect(await w.realtime.get('members/c1/u1')).toBeNull();
    expect(await w.realtime.get('members/c2/u1')).toBe(true);
    const none = await w.write(null, null, 'active');
    await onUserWritten(w.deps, 'u1', inC2, none);
    expect(await w.realtime.get('members/c2/u1')).toBeNull();
  });

  it('converges on retries and late deliveries: it writes what the current document says (review M3)', async () => {
    const w = await world();
    const active = await w.write('c1', 'user', 'active');
    const disabled = await w.write('c1', 'user', 'disabled');
    // The disable's event, delivered twice (a retry after a transient error)...
    await onUserWritten(w.deps, 'u1', active, disabled);
    await onUserWritten(w.deps, 'u1', active, disabled);
    // ...and the older create event arriving last: the document still says disabled.
    await onUserWritten(w.deps, 'u1', undefined, active);
    expect(await w.realtime.get('members/c1/u1')).toBeNull();
  });

  it('recovers the allow-list from a failure on the next delivery', async () => {
    const w = await world();
    const active = await w.write('c1', 'user', 'active');
    const failing = {
      ...w.deps,
      realtime: () => ({
        ...w.realtime,
        set: () => Promise.reject(new Error('unavailable')),
        remove: (p: string) => w.realtime.remove(p),
      }),
    } as unknown as typeof w.deps;
    await expect(onUserWritten(failing, 'u1', undefined, active)).rejects.toThrow('unavailable');
    await onUserWritten(w.deps, 'u1', undefined, active); // the retry
    expect(await w.realtime.get('members/c1/u1')).toBe(true);
  });
});
