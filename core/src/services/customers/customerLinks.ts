/**
 * The customer list's page query and a customer's projects and tenders.
 *
 * A project or a tender match belongs to a customer when its buyer's name folds to the
 * customer's nameKey (customerNameKey). Firestore cannot compare folded text, so the detail reads
 * the company's newest projects and best matches (bounded, like the Signaling page) and keeps
 * those whose buyer is the customer (docs/decisions.md, "Customers").
 */
import { type Customer, customerNameKey } from '../../model/customer';
import { refs } from '../../model/paths';
import type { Project } from '../../model/project';
import type { TenderMatch } from '../../model/tender';
import {
  type CursorSource,
  type Query,
  type QueryConstraint,
  limit,
  orderBy,
  query,
  startAfter,
} from '../../ports/query';

/** Customers per page of the list. */
export const CUSTOMERS_PAGE_SIZE = 50;
/** The newest projects and best matches a customer's detail looks through. */
export const CUSTOMER_LINKS_READ_LIMIT = 300;

/** One page of customers by name, one more than a page so the page knows whether another follows. */
export function customerListQuery(
  companyId: string,
  after: CursorSource | null = null,
): Query<Customer> {
  const constraints: QueryConstraint[] = [orderBy('nameKey', 'asc')];
  if (after) constraints.push(startAfter(after));
  constraints.push(limit(CUSTOMERS_PAGE_SIZE + 1));
  return query(refs.customers(companyId), ...constraints);
}

/** Every search word appears in the name, place, registration number, contact or notes. */
export function matchesCustomerSearch(customer: Customer, search: string): boolean {
  const words = customerNameKey(search).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = customerNameKey(
    [
      customer.name,
      customer.place,
      customer.registrationNumber,
      customer.contactName,
      customer.email,
      customer.notes,
    ].join(' '),
  );
  return words.every((word) => haystack.includes(word));
}

export function customerProjectsQuery(companyId: string): Query<Project> {
  return query(
    refs.projects(companyId),
    orderBy('createdAt', 'desc'),
    limit(CUSTOMER_LINKS_READ_LIMIT),
  );
}

export function customerMatchesQuery(companyId: string): Query<TenderMatch> {
  return query(
    refs.tenderMatches(companyId),
    orderBy('score', 'desc'),
    limit(CUSTOMER_LINKS_READ_LIMIT),
  );
}

export function isCustomersProject(project: Pick<Project, 'buyer'>, nameKey: string): boolean {
  return nameKey !== '' && customerNameKey(project.buyer ?? '') === nameKey;
}

export function isCustomersMatch(match: Pick<TenderMatch, 'tender'>, nameKey: string): boolean {
  return nameKey !== '' && customerNameKey(match.tender.buyer) === nameKey;
}
