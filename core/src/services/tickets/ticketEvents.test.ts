import { describe, expect, it } from 'vitest';
import { ManualClock, MemoryDocStore } from '../../memory';
import { newTicket, newTicketResponse } from '../../model/factories';
import { refs } from '../../model/paths';
import type { User } from '../../model/user';
import { Timestamp } from '../../ports/values';
import { RecordingMailer } from '../digest/digestTestWorld';
import {
  statusAfterResponse,
  ticketCreated,
  ticketResponseCreated,
  ticketStatusChanged,
} from './ticketEvents';

const MESSAGES = {
  en: {
    subject: 'Answer to your ticket “{{subject}}”',
    greeting: 'Hello {{name}},',
    intro: '{{author}} answered your ticket “{{subject}}”:',
    open: 'Open the ticket',
    why: 'You get this e-mail because you opened this ticket.',
  },
  nl: {
    subject: 'Antwoord op je ticket ‘{{subject}}’',
    greeting: 'Hallo {{name}},',
    intro: '{{author}} heeft je ticket ‘{{subject}}’ beantwoord:',
    open: 'Ticket openen',
    why: 'Je krijgt deze e-mail omdat je dit ticket hebt aangemaakt.',
  },
};

const user = (name: string, email: string, extra: Partial<User> = {}): User => ({
  name,
  email,
  companyId: 'vandijk',
  role: 'user',
  status: 'active',
  preferredLanguage: 'nl',
  createdAt: Timestamp.fromMillis(0),
  updatedAt: Timestamp.fromMillis(0),
  ...extra,
});

async function world() {
  const clock = new ManualClock(Date.UTC(2026, 10, 25, 9));
  const docs = new MemoryDocStore({ clock });
  const mailer = new RecordingMailer();
  await docs.setDoc(refs.user('sanne'), user('Sanne Jansen', 'sanne@vandijk.example'));
  await docs.setDoc(refs.company('vandijk'), { name: 'Van Dijk Bouw B.V.' } as never);
  await docs.setDoc(
    refs.ticket('t1'),
    newTicket(
      {
        category: 'technical',
        subject: 'Upload hangt',
        description: 'De upload blijft op 0%.',
        priority: 'high',
      },
      { uid: 'sanne', name: 'Sanne Jansen', companyId: 'vandijk' },
    ),
  );
  const deps = { docs, mailer, messages: MESSAGES, appUrl: 'https://tender.example' };
  const respond = async (rid: string, text: string, by: 'support' | 'owner') => {
    await docs.setDoc(
      refs.ticketResponse('t1', rid),
      newTicketResponse(
        text,
        by === 'support'
          ? { uid: 'fenna', name: 'Fenna Kuipers', support: true }
          : { uid: 'sanne', name: 'Sanne Jansen', support: false },
      ),
    );
    clock.advance(60_000);
    return ticketResponseCreated(deps, 't1', rid);
  };
  const ticket = async () => (await docs.getDoc(refs.ticket('t1'))).data!;
  const notifications = async () => (await docs.getDocs(refs.notifications('sanne'))).docs;
  return { docs, mailer, deps, clock, respond, ticket, notifications };
}

describe('ticketResponseCreated', () => {
  it('counts a support answer, moves an open ticket to inProgress, notifies and mails the owner in Dutch', async () => {
    const w = await world();
    const created = (await w.ticket()).updatedAt.toMillis();
    expect(
      await w.respond('r1', 'Probeer het bestand\nopnieuw <b>te</b> uploaden.', 'support'),
    ).toEqual({
      counted: true,
      notified: true,
      mailed: true,
    });
    const ticket = await w.ticket();
    expect(ticket.responseCount).toBe(1);
    expect(ticket.status).toBe('inProgress');
    expect(ticket.updatedAt.toMillis()).toBeGreaterThan(created);

    const [note] = await w.notifications();
    expect(note!.data).toMatchObject({
      kind: 'ticketResponse',
      params: { subject: 'Upload hangt', author: 'Fenna Kuipers' },
      link: '/dashboard/help/t1',
      read: false,
    });
    const [mail] = w.mailer.to('sanne@vandijk.example');
    expect(mail!.subject).toBe('Antwoord op je ticket ‘Upload hangt’');
    expect(mail!.text).toContain('Fenna Kuipers heeft je ticket ‘Upload hangt’ beantwoord:');
    expect(mail!.text).toContain('https://tender.example/nl/dashboard/help/t1');
    // The answer is escaped in HTML, its line breaks kept.
    expect(mail!.html).toContain('Probeer het bestand<br>opnieuw &lt;b&gt;te&lt;/b&gt; uploaden.');
    expect(mail!.html).toContain('lang="nl-NL"');
  });

  it('does everything once when the trigger is delivered twice', async () => {
    const w = await world();
    await w.respond('r1', 'Opgelost?', 'support');
    expect(await ticketResponseCreated(w.deps, 't1', 'r1')).toEqual({
      counted: false,
      notified: true,
      mailed: false,
    });
    expect((await w.ticket()).responseCount).toBe(1);
    expect(await w.notifications()).toHaveLength(1);
    expect(w.mailer.sent).toHaveLength(1);
  });

  it('retries a failed e-mail on redelivery without counting the answer again', async () => {
    const w = await world();
    w.mailer.failFor.add('sanne@vandijk.example');
    await expect(w.respond('r1', 'Opgelost?', 'support')).rejects.toThrow(/550/);
    w.mailer.failFor.clear();
    expect((await ticketResponseCreated(w.deps, 't1', 'r1')).mailed).toBe(true);
    expect((await w.ticket()).responseCount).toBe(1);
    expect(w.mailer.sent).toHaveLength(1);
  });

  it("counts the owner's own reply without notifying them, and takes a pending ticket back to inProgress", async () => {
    const w = await world();
    await w.docs.updateDoc(refs.ticket('t1'), { status: 'pending' });
    expect(await w.respond('r1', 'Nog steeds kapot.', 'owner')).toEqual({
      counted: true,
      notified: false,
      mailed: false,
    });
    expect(await w.ticket()).toMatchObject({ responseCount: 1, status: 'inProgress' });
    expect(await w.notifications()).toHaveLength(0);
    expect(w.mailer.sent).toHaveLength(0);
  });

  it('mails in English when the owner prefers English; a disabled owner gets no mail nor notification', async () => {
    const w = await world();
    await w.docs.updateDoc(refs.user('sanne'), { preferredLanguage: 'en' });
    await w.respond('r1', 'Try again.', 'support');
    expect(w.mailer.sent[0]!.subject).toBe('Answer to your ticket “Upload hangt”');
    expect(w.mailer.sent[0]!.text).toContain('https://tender.example/dashboard/help/t1');
    await w.docs.updateDoc(refs.user('sanne'), { status: 'disabled' });
    expect((await w.respond('r2', 'Still there?', 'support')).mailed).toBe(false);
    expect(w.mailer.sent).toHaveLength(1);
    // Notifications reach active members of the ticket's company only (issue 20).
    expect(await w.notifications()).toHaveLength(1);
  });

  it('writes the notification without a mailer (the demo)', async () => {
    const w = await world();
    const result = await ticketResponseCreated({ ...w.deps, mailer: null }, 't1', 'missing');
    expect(result.counted).toBe(false);
    await w.docs.setDoc(
      refs.ticketResponse('t1', 'r1'),
      newTicketResponse('Hoi', { uid: 'fenna', name: 'Fenna Kuipers', support: true }),
    );
    expect(await ticketResponseCreated({ ...w.deps, mailer: null }, 't1', 'r1')).toEqual({
      counted: true,
      notified: true,
      mailed: false,
    });
  });
});

describe('ticketStatusChanged', () => {
  it('notifies the owner of a change by support, not of their own', async () => {
    const w = await world();
    const before = await w.ticket();
    const after = { ...before, status: 'closed' as const };
    expect(await ticketStatusChanged(w.docs, 't1', before, after, 'sanne')).toBe(false);
    expect(await ticketStatusChanged(w.docs, 't1', before, after, null)).toBe(false);
    expect(await ticketStatusChanged(w.docs, 't1', before, before, 'fenna')).toBe(false);
    expect(await ticketStatusChanged(w.docs, 't1', before, after, 'fenna')).toBe(true);
    expect(await ticketStatusChanged(w.docs, 't1', before, after, 'fenna')).toBe(true);
    const notes = await w.notifications();
    expect(notes).toHaveLength(1);
    expect(notes[0]!.data).toMatchObject({
      kind: 'ticketStatus',
      params: { subject: 'Upload hangt', status: 'closed' },
      link: '/dashboard/help/t1',
    });
  });
});

describe('ticketCreated', () => {
  it("stamps the company's name once", async () => {
    const w = await world();
    expect(await ticketCreated(w.docs, 't1')).toBe(true);
    expect((await w.ticket()).companyName).toBe('Van Dijk Bouw B.V.');
    expect(await ticketCreated(w.docs, 't1')).toBe(false);
    expect(await ticketCreated(w.docs, 'nope')).toBe(false);
  });
});

describe('statusAfterResponse', () => {
  it('moves only an open ticket on a support answer and a pending one on an owner reply', () => {
    expect(statusAfterResponse('open', true)).toBe('inProgress');
    expect(statusAfterResponse('pending', true)).toBe('pending');
    expect(statusAfterResponse('pending', false)).toBe('inProgress');
    expect(statusAfterResponse('open', false)).toBe('open');
  });
});
