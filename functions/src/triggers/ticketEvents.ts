/**
 * The ticket triggers' logic (ticketTriggers.ts wraps it): who changed a ticket decides whether
 * its owner hears of a status change. Only a signed-in user's write counts as a change by someone;
 * the functions' own writes (counting a response, the company name) have no user and notify nobody.
 */
import type { DocStore, Ticket } from '@tender/core';
import { ticketCreated, ticketStatusChanged } from '@tender/core/services/tickets/index';

export interface WriteAuth {
  readonly authType: string;
  readonly authId?: string;
}

/** The uid of the user behind a write, or null for the server's own (or unknown) writes. */
export function writerUid(auth: WriteAuth): string | null {
  return auth.authType === 'app_user' && auth.authId ? auth.authId : null;
}

export async function onTicketWritten(
  docs: DocStore,
  tid: string,
  before: Ticket | undefined,
  after: Ticket | undefined,
  auth: WriteAuth,
): Promise<'created' | 'notified' | 'none'> {
  if (!before && after) return (await ticketCreated(docs, tid)) ? 'created' : 'none';
  return (await ticketStatusChanged(docs, tid, before, after, writerUid(auth)))
    ? 'notified'
    : 'none';
}
