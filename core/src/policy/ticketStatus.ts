/**
 * Ticket status machine (spec §4: open, inProgress, pending, closed; 'a ticket can be closed from
 * its detail'). Support moves tickets through work states; the creator can close and reopen.
 * A reply from the creator on a pending ticket moves it back to inProgress (ticketStatusAfterReply).
 */
import type { TicketStatus } from '../model/ticket';
import { ALLOW, type Actor, type Decision, deny, isActiveSupport } from './actor';
import { explain } from './permissions';

export type TicketTransitionBy = 'creator' | 'support';

export interface TicketTransition {
  readonly from: TicketStatus;
  readonly to: TicketStatus;
  readonly by: readonly TicketTransitionBy[];
}

export const TICKET_TRANSITIONS: readonly TicketTransition[] = Object.freeze([
  { from: 'open', to: 'inProgress', by: ['support'] },
  { from: 'open', to: 'pending', by: ['support'] },
  { from: 'inProgress', to: 'pending', by: ['support'] }, // waiting for the customer
  { from: 'pending', to: 'inProgress', by: ['support', 'creator'] },
  { from: 'open', to: 'closed', by: ['support', 'creator'] },
  { from: 'inProgress', to: 'closed', by: ['support', 'creator'] },
  { from: 'pending', to: 'closed', by: ['support', 'creator'] },
  { from: 'closed', to: 'open', by: ['support', 'creator'] }, // reopen
]);

/** Replies are not accepted on closed tickets (reopen first). */
export function ticketAcceptsReplies(status: TicketStatus): boolean {
  return status !== 'closed';
}

/** A creator's reply to a pending ticket means the ball is back with support. */
export function ticketStatusAfterReply(status: TicketStatus, fromSupport: boolean): TicketStatus {
  if (!fromSupport && status === 'pending') return 'inProgress';
  return status;
}

export type TicketFacts = {
  readonly companyId: string;
  readonly createdBy: string;
  readonly status: TicketStatus;
};

export function explainTicketTransition(
  actor: Actor | null | undefined,
  ticket: TicketFacts,
  to: TicketStatus,
): Decision {
  const read = explain(actor, 'ticket.read', ticket);
  if (!read.allowed) return read;
  const transition = TICKET_TRANSITIONS.find((t) => t.from === ticket.status && t.to === to);
  if (!transition) return deny('state');
  if (isActiveSupport(actor) && transition.by.includes('support')) return ALLOW;
  if (actor?.uid === ticket.createdBy && transition.by.includes('creator')) return ALLOW;
  return deny('role');
}

export function canTransitionTicket(
  actor: Actor | null | undefined,
  ticket: TicketFacts,
  to: TicketStatus,
): boolean {
  return explainTicketTransition(actor, ticket, to).allowed;
}
