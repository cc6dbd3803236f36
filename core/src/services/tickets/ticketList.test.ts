import { describe, expect, it } from 'vitest';
import { ManualClock, MemoryDocStore } from '../../memory';
import { newTicket } from '../../model/factories';
import { refs } from '../../model/paths';
import { TICKETS_PAGE_SIZE, ticketListQuery } from './ticketList';

async function world() {
  const clock = new ManualClock(Date.UTC(2026, 10, 25));
  const docs = new MemoryDocStore({ clock });
  const add = async (id: string, uid: string, companyId = 'c1') => {
    clock.advance(1000);
    await docs.setDoc(
      refs.ticket(id),
      newTicket(
        { category: 'other', subject: id, description: 'x', priority: 'low' },
        { uid, name: uid, companyId },
      ),
    );
  };
  return { docs, add };
}

describe('ticketListQuery', () => {
  it("lists a member's own tickets, most recently active first, a page and one more", async () => {
    const { docs, add } = await world();
    for (let i = 0; i < TICKETS_PAGE_SIZE + 3; i++)
      await add(`a${String(i).padStart(2, '0')}`, 'u1');
    await add('other', 'u2');
    const first = await docs.getDocs(
      ticketListQuery({ support: false, uid: 'u1', companyId: 'c1', status: 'all' }),
    );
    expect(first.size).toBe(TICKETS_PAGE_SIZE + 1);
    expect(first.docs[0]!.id).toBe(`a${TICKETS_PAGE_SIZE + 2}`);
    const last = first.docs[TICKETS_PAGE_SIZE - 1]!;
    const second = await docs.getDocs(
      ticketListQuery({ support: false, uid: 'u1', companyId: 'c1', status: 'all' }, last),
    );
    expect(second.docs.map((d) => d.id)).toEqual(['a02', 'a01', 'a00']);
  });

  it('gives support staff every ticket, filtered on a status when asked', async () => {
    const { docs, add } = await world();
    await add('t1', 'u1');
    await add('t2', 'u2');
    await docs.updateDoc(refs.ticket('t1'), { status: 'closed' });
    const all = await docs.getDocs(
      ticketListQuery({ support: true, uid: 's', companyId: null, status: 'all' }),
    );
    expect(all.size).toBe(2);
    const closed = await docs.getDocs(
      ticketListQuery({ support: true, uid: 's', companyId: null, status: 'closed' }),
    );
    expect(closed.docs.map((d) => d.id)).toEqual(['t1']);
  });

  it("leaves out a member's tickets of a company they have left (issue 20)", async () => {
    const { docs, add } = await world();
    await add('old', 'u1', 'c1');
    await add('new', 'u1', 'c2');
    const mine = await docs.getDocs(
      ticketListQuery({ support: false, uid: 'u1', companyId: 'c2', status: 'all' }),
    );
    expect(mine.docs.map((d) => d.id)).toEqual(['new']);
  });
});
