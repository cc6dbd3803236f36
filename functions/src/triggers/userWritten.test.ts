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
    expect(first).toEqual({ claimsWritten: true, markerStamped: true, mirror: 'removed' });
    expect(w.identity.peek('u1')?.claims).toEqual({ companyId: 'c1', role: 'manager' });
    expect(await w.marker()).toBeInstanceOf(Timestamp);

    // The stamp is a write of users/{uid} too: same claims before and after.
    const again = await onUserWritten(w.deps, 'u1', after, after);
    expect(again).toEqual({ claimsWritten: false, markerStamped: false, mirror: 'unchanged' });
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
    expect(await onUserWritten(w.deps, 'u1', shape, shape)).toEqual({
      claimsWritten: false,
      markerStamped: false,
      mirror: 'unchanged',
    });
    expect(await w.marker()).toBeUndefined();
  });

  it('mirrors disabled accounts at /disabledUsers/{uid} and clears the mirror on enable and delete', async () => {
    const w = await world();
    const active = await w.write('c1', 'user', 'active');
    const disabled = await w.write('c1', 'user', 'disabled');
    expect((await onUserWritten(w.deps, 'u1', active, disabled)).mirror).toBe('set');
    expect(await w.realtime.get('disabledUsers/u1')).toBe(true);
    const enabled = await w.write('c1', 'user', 'active');
    expect((await onUserWritten(w.deps, 'u1', disabled, enabled)).mirror).toBe('removed');
    expect(await w.realtime.get('disabledUsers/u1')).toBeNull();

    await w.write('c1', 'user', 'disabled');
    await onUserWritten(w.deps, 'u1', enabled, disabled);
    await w.docs.deleteDoc(refs.user('u1'));
    const deleted = await onUserWritten(w.deps, 'u1', disabled, undefined);
    expect(deleted).toMatchObject({ markerStamped: false, mirror: 'removed' });
    expect(await w.realtime.get('disabledUsers/u1')).toBeNull();
    expect(w.identity.peek('u1')?.claims).toEqual({});
  });
});
