/**
 * The ticket-answer e-mail over real SMTP: core's ticket service with the nodemailer adapter and
 * the functions' locale texts against the loopback SMTP catcher; a refused delivery is retried by
 * the trigger's redelivery without counting the answer twice.
 */
import { MemoryDocStore, Timestamp, newTicket, newTicketResponse, refs } from '@tender/core';
import { ticketResponseCreated } from '@tender/core/services/tickets/index';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type SmtpCatcher, startSmtpCatcher } from '../../../scripts/shared/smtpCatcher.mjs';
import { smtpMailer } from '../adapters/smtpMailer';
import { TICKET_MAIL_MESSAGES } from '../http/ticketMailMessages';

const MOHAMED = 'mohamed@vandijk.example';
let catcher: SmtpCatcher;

beforeEach(async () => {
  catcher = await startSmtpCatcher({ port: 0 });
});
afterEach(async () => {
  await catcher.close();
});

describe('ticket answer e-mail over SMTP', () => {
  it('reaches the owner once, in Dutch, with the answer and a link to the ticket', async () => {
    const docs = new MemoryDocStore();
    await docs.setDoc(refs.user('mohamed'), {
      name: 'Mohamed El Amrani',
      email: MOHAMED,
      companyId: 'van-dijk-bouw',
      role: 'user',
      status: 'active',
      preferredLanguage: 'nl',
      createdAt: Timestamp.fromMillis(0),
      updatedAt: Timestamp.fromMillis(0),
    });
    await docs.setDoc(
      refs.ticket('t1'),
      newTicket(
        {
          category: 'access',
          subject: 'Geen toegang',
          description: 'Inloggen mislukt.',
          priority: 'high',
        },
        { uid: 'mohamed', name: 'Mohamed El Amrani', companyId: 'van-dijk-bouw' },
      ),
    );
    await docs.setDoc(
      refs.ticketResponse('t1', 'r1'),
      newTicketResponse('Je account is weer actief.', {
        uid: 'fenna',
        name: 'Fenna Kuipers',
        support: true,
      }),
    );
    const mailer = smtpMailer({
      host: catcher.host,
      port: catcher.port,
      secure: false,
      from: 'Tender Assistant <support@example.nl>',
    });
    const deps = { docs, mailer, messages: TICKET_MAIL_MESSAGES, appUrl: 'https://app.example.nl' };

    catcher.rejectRecipients.add(MOHAMED);
    await expect(ticketResponseCreated(deps, 't1', 'r1')).rejects.toThrow();
    catcher.rejectRecipients.clear();
    expect(await ticketResponseCreated(deps, 't1', 'r1')).toEqual({
      counted: false,
      notified: true,
      mailed: true,
    });
    expect(await ticketResponseCreated(deps, 't1', 'r1')).toMatchObject({ mailed: false });
    mailer.close();

    await catcher.waitFor(1);
    expect(catcher.mails).toHaveLength(1);
    const [mail] = catcher.mails;
    expect(mail!.to).toEqual([MOHAMED]);
    expect(mail!.subject).toBe('Antwoord op je ticket ‘Geen toegang’');
    expect(mail!.text).toContain('Hallo Mohamed El Amrani,');
    expect(mail!.text).toContain('Je account is weer actief.');
    expect(mail!.html).toContain('href="https://app.example.nl/nl/dashboard/help/t1"');
    expect((await docs.getDoc(refs.ticket('t1'))).data).toMatchObject({
      responseCount: 1,
      status: 'inProgress',
    });
  });
});
