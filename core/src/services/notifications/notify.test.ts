import { describe, expect, it } from 'vitest';
import { ManualClock, MemoryDocStore } from '../../memory';
import { refs } from '../../model/paths';
import { notificationId, notifyCompany, notifyUsers } from './notify';

const event = {
  kind: 'draftReady' as const,
  params: { project: 'Roadworks Utrecht' },
  link: '/dashboard/projects/p1',
  key: 'draftReady-p1-d1',
};

const user = (companyId: string | null, status: string, role: string | null = 'user') =>
  ({ companyId, status, role }) as never;

async function world() {
  const docs = new MemoryDocStore({ clock: new ManualClock(Date.UTC(2026, 10, 25)) });
  await docs.setDoc(refs.user('u1'), user('A', 'active'));
  await docs.setDoc(refs.user('u2'), user('A', 'active', 'admin'));
  return { docs };
}

describe('notifyUsers', () => {
  it('writes one unread notification per user with the event and the time', async () => {
    const { docs } = await world();
    await notifyUsers(docs, 'A', ['u1', 'u2', 'u1'], event);
    for (const uid of ['u1', 'u2']) {
      const snap = await docs.getDocs(refs.notifications(uid));
      expect(snap.size).toBe(1);
      expect(snap.docs[0]!.data).toMatchObject({
        kind: 'draftReady',
        params: { project: 'Roadworks Utrecht' },
        link: '/dashboard/projects/p1',
        read: false,
      });
      expect(snap.docs[0]!.data.createdAt.toMillis()).toBe(Date.UTC(2026, 10, 25));
    }
  });

  it('reports the same event once however often it is delivered', async () => {
    const { docs } = await world();
    await notifyUsers(docs, 'A', ['u1'], event);
    await notifyUsers(docs, 'A', ['u1'], event);
    expect((await docs.getDocs(refs.notifications('u1'))).size).toBe(1);
  });

  it("reaches only active members of the event's company (issue 20)", async () => {
    const { docs } = await world();
    await docs.setDoc(refs.user('other'), user('B', 'active'));
    await docs.setDoc(refs.user('moved'), user('B', 'active'));
    await docs.setDoc(refs.user('disabled'), user('A', 'disabled'));
    await docs.setDoc(refs.user('joining'), user(null, 'active', null));
    const uids = ['u1', 'other', 'moved', 'disabled', 'joining', 'deleted'];
    await notifyUsers(docs, 'A', [...uids, 'a/b', ''], event);
    const reached = [];
    for (const uid of uids)
      if ((await docs.getDocs(refs.notifications(uid))).size > 0) reached.push(uid);
    expect(reached).toEqual(['u1']);
  });

  it('makes a valid id from any key', () => {
    expect(notificationId('a/b c')).toBe('a_b_c');
    expect(notificationId('')).toBe('event');
  });
});

describe('notifyCompany', () => {
  it('reaches the active members of the company only', async () => {
    const { docs } = await world();
    await docs.setDoc(refs.user('a1'), user('A', 'active'));
    await docs.setDoc(refs.user('a2'), user('A', 'disabled'));
    await docs.setDoc(refs.user('b1'), user('B', 'active'));
    await notifyCompany(docs, 'A', event);
    expect((await docs.getDocs(refs.notifications('a1'))).size).toBe(1);
    expect((await docs.getDocs(refs.notifications('a2'))).size).toBe(0);
    expect((await docs.getDocs(refs.notifications('b1'))).size).toBe(0);
  });
});
