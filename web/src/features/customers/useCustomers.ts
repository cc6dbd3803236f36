import { type Customer, refs } from '@tender/core';
import {
  CUSTOMERS_PAGE_SIZE,
  customerListQuery,
  matchesCustomerSearch,
} from '@tender/core/services/customers/index';
import { useDocById } from '../../backend/hooks/useDocById';
import { type CursorPage, type Row, useCursorPage } from '../../backend/hooks/useCursorPage';

export type CustomerRow = Row<Customer>;
export type CustomerPage = CursorPage<Customer>;

/**
 * One page of the company's customers by name, live; the search narrows the page in the browser
 * (Firestore has no substring search).
 */
export function useCustomerPage(companyId: string, search: string): CustomerPage {
  return useCursorPage({
    query: (after) => customerListQuery(companyId, after),
    pageSize: CUSTOMERS_PAGE_SIZE,
    keep: (c) => matchesCustomerSearch(c, search),
  });
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
