import { useMemo, useState } from 'react';
import type { QueryDocSnapshot, Ticket } from '@tender/core';
import {
  TICKETS_PAGE_SIZE,
  type TicketListView,
  ticketListQuery,
} from '@tender/core/services/tickets/index';
import { useLiveQuery } from '../../backend/hooks/useLiveQuery';

export interface TicketRow extends Ticket {
  readonly id: string;
}

export type TicketPage =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | {
      status: 'ready';
      rows: TicketRow[];
      pageIndex: number;
      hasNext: boolean;
      hasPrevious: boolean;
    };

/**
 * One page of tickets, live, most recently active first. Paging is cursor-based as on the
 * projects list: each page starts after the last row of the one before; a new status filter
 * starts again at page one.
 */
export function useTicketPage(view: TicketListView): TicketPage & {
  next(): void;
  previous(): void;
} {
  const viewKey = `${view.support}|${view.uid}|${view.status}`;
  const [paging, setPaging] = useState<{ viewKey: string; cursors: QueryDocSnapshot<Ticket>[] }>({
    viewKey,
    cursors: [],
  });
  const cursors = paging.viewKey === viewKey ? paging.cursors : [];
  const after = cursors[cursors.length - 1] ?? null;
  const result = useLiveQuery(ticketListQuery(view, after));
  const data = result.status === 'ready' ? result.data : null;
  const rows = useMemo(
    () => (data ? data.slice(0, TICKETS_PAGE_SIZE).map((d) => ({ ...d.data, id: d.id })) : []),
    [data],
  );
  const next = () => {
    if (!data || data.length <= TICKETS_PAGE_SIZE) return;
    setPaging({ viewKey, cursors: [...cursors, data[TICKETS_PAGE_SIZE - 1]!] });
  };
  const previous = () => setPaging({ viewKey, cursors: cursors.slice(0, -1) });

  if (result.status === 'loading') return { status: 'loading', next, previous };
  if (result.status === 'error') return { status: 'error', error: result.error, next, previous };
  return {
    status: 'ready',
    rows,
    pageIndex: cursors.length,
    hasNext: data!.length > TICKETS_PAGE_SIZE,
    hasPrevious: cursors.length > 0,
    next,
    previous,
  };
}
