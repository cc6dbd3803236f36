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

function world() {
  const docs = new MemoryDocStore({ clock: new ManualClock(Date.UTC(2026, 10, 25)) });
  return { docs };
}

describe('notifyUsers', () => {
  it('writes one unread notification per user with the event and the time', async () => {
    const { docs } = world();
    await notifyUsers(docs, ['u1', 'u2', 'u1'], event);
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
    const { docs } = world();
    await notifyUsers(docs, ['u1'], event);
    await notifyUsers(docs, ['u1'], event);
    expect((await docs.getDocs(refs.notifications('u1'))).size).toBe(1);
  });

  it('makes a valid id from any key', () => {
    expect(notificationId('a/b c')).toBe('a_b_c');
    expect(notificationId('')).toBe('event');
  });
});

describe('notifyCompany', () => {
  it('reaches the active members of the company only', async () => {
    const { docs } = world();
    const user = (companyId: string, status: string) =>
      ({ companyId, status, role: 'user' }) as never;
    await docs.setDoc(refs.user('a1'), user('A', 'active'));
    await docs.setDoc(refs.user('a2'), user('A', 'disabled'));
    await docs.setDoc(refs.user('b1'), user('B', 'active'));
    await notifyCompany(docs, 'A', event);
    expect((await docs.getDocs(refs.notifications('a1'))).size).toBe(1);
    expect((await docs.getDocs(refs.notifications('a2'))).size).toBe(0);
    expect((await docs.getDocs(refs.notifications('b1'))).size).toBe(0);
  });
});
