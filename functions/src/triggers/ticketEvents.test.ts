import { MemoryDocStore, newTicket, refs } from '@tender/core';
import { describe, expect, it } from 'vitest';
import { onTicketWritten, writerUid } from './ticketEvents';

async function world() {
  const docs = new MemoryDocStore();
  await docs.setDoc(refs.company('c1'), { name: 'Van Dijk Bouw B.V.' } as never);
  // The ticket's owner, an active member: notifications reach no one else (issue 20).
  await docs.setDoc(refs.user('owner'), {
    companyId: 'c1',
    role: 'user',
    status: 'active',
  } as never);
  await docs.setDoc(
    refs.ticket('t1'),
    newTicket(
      {
        category: 'billing',
        subject: 'Factuur',
        description: 'Dubbel gefactureerd',
        priority: 'low',
      },
      { uid: 'owner', name: 'Sanne Jansen', companyId: 'c1' },
    ),
  );
  const ticket = (await docs.getDoc(refs.ticket('t1'))).data!;
  const notes = async () => (await docs.getDocs(refs.notifications('owner'))).size;
  return { docs, ticket, notes };
}

describe('ticket triggers', () => {
  it('tells a user from the server by the write’s auth context', () => {
    expect(writerUid({ authType: 'app_user', authId: 'u1' })).toBe('u1');
    expect(writerUid({ authType: 'service_account', authId: 'x@y' })).toBeNull();
    expect(writerUid({ authType: 'unknown' })).toBeNull();
  });

  it('stamps a new ticket with its company and notifies only changes by someone else', async () => {
    const { docs, ticket, notes } = await world();
    expect(
      await onTicketWritten(docs, 't1', undefined, ticket, {
        authType: 'app_user',
        authId: 'owner',
      }),
    ).toBe('created');
    expect((await docs.getDoc(refs.ticket('t1'))).data!.companyName).toBe('Van Dijk Bouw B.V.');
    const closed = { ...ticket, status: 'closed' as const };
    const owner = { authType: 'app_user', authId: 'owner' };
    const support = { authType: 'app_user', authId: 'fenna' };
    const server = { authType: 'service_account', authId: 'functions@demo' };
    expect(await onTicketWritten(docs, 't1', ticket, closed, owner)).toBe('none');
    expect(await onTicketWritten(docs, 't1', ticket, closed, server)).toBe('none');
    expect(await notes()).toBe(0);
    expect(await onTicketWritten(docs, 't1', ticket, closed, support)).toBe('notified');
    expect(await notes()).toBe(1);
  });
});
