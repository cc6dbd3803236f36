import type { Ticket } from '@tender/core';
import {
  TICKETS_PAGE_SIZE,
  type TicketListView,
  ticketListQuery,
} from '@tender/core/services/tickets/index';
import { type CursorPage, type Row, useCursorPage } from '../../backend/hooks/useCursorPage';

export type TicketRow = Row<Ticket>;
export type TicketPage = CursorPage<Ticket>;

/**
 * One page of tickets, live, most recently active first; a new status filter starts again at
 * page one.
 */
export function useTicketPage(view: TicketListView): TicketPage {
  return useCursorPage({
    query: (after) => ticketListQuery(view, after),
    pageSize: TICKETS_PAGE_SIZE,
    viewKey: `${view.support}|${view.uid}|${view.companyId ?? ''}|${view.status}`,
  });
}
