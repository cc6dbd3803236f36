import { useMemo } from 'react';
import {
  type Ticket,
  type TicketResponse,
  isDocumentId,
  limit,
  orderBy,
  query,
  refs,
} from '@tender/core';
import { type LiveResult, useLiveDoc, useLiveQuery } from '../../backend/hooks/useLiveQuery';

export type TicketState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'notFound' }
  | { status: 'ready'; ticket: Ticket };

/**
 * One ticket, live. A bad id, a missing ticket and someone else's ticket (the rules refuse the
 * read) all read as 'Ticket not found': nothing tells whether a foreign id exists.
 */
export function useTicket(ticketId: string): TicketState {
  const valid = isDocumentId(ticketId);
  const live = useLiveDoc(valid ? refs.ticket(ticketId) : null, { retryRefusals: false });
  if (!valid) return { status: 'notFound' };
  if (live.status === 'loading') return { status: 'loading' };
  if (live.status === 'error') {
    const code = (live.error as { code?: string }).code;
    return code === 'permission-denied' || code === 'not-found'
      ? { status: 'notFound' }
      : { status: 'error' };
  }
  return live.data.data ? { status: 'ready', ticket: live.data.data } : { status: 'notFound' };
}

/** A thread longer than this shows its first part only (a ticket is a conversation, not a log). */
export const TICKET_THREAD_MAX = 200;

export interface ResponseRow extends TicketResponse {
  readonly id: string;
}

/** The ticket's responses, oldest first; null until the ticket itself could be read. */
export function useTicketResponses(ticketId: string | null): LiveResult<readonly ResponseRow[]> {
  const live = useLiveQuery(
    ticketId
      ? query(refs.ticketResponses(ticketId), orderBy('createdAt', 'asc'), limit(TICKET_THREAD_MAX))
      : null,
  );
  return useMemo(() => {
    if (live.status !== 'ready') return live;
    return { status: 'ready', data: live.data.map((d) => ({ ...d.data, id: d.id })), error: null };
  }, [live]);
}
