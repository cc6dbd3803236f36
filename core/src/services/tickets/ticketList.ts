/**
 * The Help page's ticket list and the one query a page of it costs. A member lists their own
 * tickets of their current company (the rules allow only a list filtered on companyId == the
 * caller's company and createdBy == uid, as a get checks both: someone moved to another company
 * no longer sees the old company's tickets; issue 20); support staff list every company's,
 * optionally one status. Most recently active first; indexes in firestore.indexes.json.
 */
import { TICKET_STATUSES, type Ticket, type TicketStatus } from '../../model/ticket';
import { refs } from '../../model/paths';
import {
  type CursorSource,
  type Query,
  type QueryConstraint,
  limit,
  orderBy,
  query,
  startAfter,
  where,
} from '../../ports/query';

/** Tickets per page. */
export const TICKETS_PAGE_SIZE = 20;

export type TicketStatusFilter = TicketStatus | 'all';
export const TICKET_STATUS_FILTERS: readonly TicketStatusFilter[] = ['all', ...TICKET_STATUSES];

export interface TicketListView {
  /** Support staff see every ticket; anyone else only their own (`uid`). */
  readonly support: boolean;
  readonly uid: string;
  /** The member's company (their own tickets of it); ignored for support staff. */
  readonly companyId: string | null;
  readonly status: TicketStatusFilter;
}

/** One page, one row more than a page so the page knows whether another follows. */
export function ticketListQuery(
  view: TicketListView,
  after: CursorSource | null = null,
): Query<Ticket> {
  const constraints: QueryConstraint[] = [];
  if (!view.support) {
    constraints.push(where('companyId', '==', view.companyId ?? ''));
    constraints.push(where('createdBy', '==', view.uid));
  }
  if (view.status !== 'all') constraints.push(where('status', '==', view.status));
  constraints.push(orderBy('updatedAt', 'desc'));
  if (after) constraints.push(startAfter(after));
  constraints.push(limit(TICKETS_PAGE_SIZE + 1));
  return query(refs.tickets(), ...constraints);
}
