/**
 * tickets/{tid} and tickets/{tid}/responses/{rid} → core's ticket services
 * (core/src/services/tickets): a new ticket gets its company's name; a new response is counted
 * on the ticket, and a support answer notifies the owner in the app and by e-mail (SMTP, the
 * digest's configuration); a status change by support notifies the owner. Retried on failure:
 * every step is idempotent (docs/decisions.md, "Help & Support").
 */
import type { Ticket } from '@tender/core';
import { ticketResponseCreated as countResponse } from '@tender/core/services/tickets/index';
import { onDocumentCreated, onDocumentWrittenWithAuthContext } from 'firebase-functions/firestore';
import { smtpMailer } from '../adapters/smtpMailer';
import { TICKET_MAIL_MESSAGES } from '../http/ticketMailMessages';
import { REGION } from '../options';
import { services } from '../runtime';
import {
  APP_URL,
  MAIL_FROM,
  SMTP_HOST,
  SMTP_PASSWORD,
  SMTP_PORT,
  SMTP_SECURE,
  SMTP_USER,
} from '../scheduled/sendTenderDigestsParams';
import { onTicketWritten } from './ticketEvents';

export const ticketWritten = onDocumentWrittenWithAuthContext(
  { document: 'tickets/{tid}', region: REGION, retry: true, memory: '256MiB' },
  async (event) => {
    await onTicketWritten(
      services().docs,
      event.params.tid,
      event.data?.before.data() as Ticket | undefined,
      event.data?.after.data() as Ticket | undefined,
      { authType: event.authType, ...(event.authId ? { authId: event.authId } : {}) },
    );
  },
);

export const ticketResponseCreated = onDocumentCreated(
  {
    document: 'tickets/{tid}/responses/{rid}',
    region: REGION,
    retry: true,
    memory: '256MiB',
    secrets: [SMTP_PASSWORD],
  },
  async (event) => {
    const mailer = smtpMailer({
      host: SMTP_HOST.value(),
      port: SMTP_PORT.value(),
      secure: SMTP_SECURE.value(),
      user: SMTP_USER.value(),
      password: SMTP_PASSWORD.value(),
      from: MAIL_FROM.value(),
    });
    try {
      await countResponse(
        {
          docs: services().docs,
          mailer,
          messages: TICKET_MAIL_MESSAGES,
          appUrl: APP_URL.value(),
        },
        event.params.tid,
        event.params.rid,
      );
    } finally {
      mailer.close();
    }
  },
);
