import { useMemo, useState } from 'react';
import { type Customer, type QueryDocSnapshot, refs } from '@tender/core';
import {
  CUSTOMERS_PAGE_SIZE,
  customerListQuery,
  matchesCustomerSearch,
} from '@tender/core/services/customers/index';
import { useLiveQuery } from '../../backend/hooks/useLiveQuery';
import { useDocById } from '../../backend/hooks/useDocById';

export interface CustomerRow extends Customer {
  readonly id: string;
}

export type CustomerPage =
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'ready';
      /** This page's customers that match the search. */
      rows: CustomerRow[];
      /** How many customers the page holds before the search. */
      loaded: number;
      pageIndex: number;
      hasNext: boolean;
      hasPrevious: boolean;
    };

/**
 * One page of the company's customers by name, live; the search narrows the page in the browser
 * (Firestore has no substring search). Paging is cursor-based, like the projects list.
 */
export function useCustomerPage(
  companyId: string,
  search: string,
): CustomerPage & { next(): void; previous(): void } {
  const [cursors, setCursors] = useState<QueryDocSnapshot<Customer>[]>([]);
  const after = cursors[cursors.length - 1] ?? null;
  const result = useLiveQuery(customerListQuery(companyId, after));
  const data = result.status === 'ready' ? result.data : null;
  const rows = useMemo(
    () =>
      (data ?? [])
        .slice(0, CUSTOMERS_PAGE_SIZE)
        .map((d) => ({ ...d.data, id: d.id }))
        .filter((c) => matchesCustomerSearch(c, search)),
    [data, search],
  );
  const next = () => {
    if (!data || data.length <= CUSTOMERS_PAGE_SIZE) return;
    setCursors([...cursors, data[CUSTOMERS_PAGE_SIZE - 1]!]);
  };
  const previous = () => setCursors(cursors.slice(0, -1));

  if (result.status === 'loading') return { status: 'loading', next, previous };
  if (result.status === 'error') return { status: 'error', next, previous };
  return {
    status: 'ready',
    rows,
    loaded: Math.min(data!.length, CUSTOMERS_PAGE_SIZE),
    pageIndex: cursors.length,
    hasNext: data!.length > CUSTOMERS_PAGE_SIZE,
    hasPrevious: cursors.length > 0,
    next,
    previous,
  };
}

export type CustomerState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'notFound' }
  | { status: 'ready'; customer: Customer };

/**
 * One customer, live. A bad id, a deleted customer and another company's customer (the rules
 * refuse the read) all read as 'Customer not found': nothing tells whether a foreign id exists.
 */
export function useCustomer(companyId: string, customerId: string): CustomerState {
  const state = useDocById(customerId, (id) => refs.customer(companyId, id));
  return state.status === 'ready' ? { status: 'ready', customer: state.data } : state;
}
