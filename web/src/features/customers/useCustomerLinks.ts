import { useMemo } from 'react';
import type { Project, TenderMatch } from '@tender/core';
import {
  CUSTOMER_LINKS_READ_LIMIT,
  customerMatchesQuery,
  customerProjectsQuery,
  isCustomersMatch,
  isCustomersProject,
} from '@tender/core/services/customers/index';
import { useLiveQuery } from '../../backend/hooks/useLiveQuery';

export type Linked<T> =
  | { status: 'loading' }
  | { status: 'error' }
  /** capped: the company has more than the read looks through, so older ones may be missing. */
  | { status: 'ready'; rows: (T & { id: string })[]; capped: boolean };

function useLinked<T>(
  live: ReturnType<typeof useLiveQuery<T>>,
  belongs: (row: T) => boolean,
): Linked<T> {
  return useMemo(() => {
    if (live.status === 'loading') return { status: 'loading' };
    if (live.status === 'error') return { status: 'error' };
    return {
      status: 'ready',
      rows: live.data.filter((d) => belongs(d.data)).map((d) => ({ ...d.data, id: d.id })),
      capped: live.data.length >= CUSTOMER_LINKS_READ_LIMIT,
    };
  }, [live, belongs]);
}

/** The customer's projects (newest first) and tenders (best match first), live. */
export function useCustomerLinks(companyId: string, nameKey: string) {
  const projectsLive = useLiveQuery(customerProjectsQuery(companyId));
  const matchesLive = useLiveQuery(customerMatchesQuery(companyId));
  const ofProject = useMemo(() => (p: Project) => isCustomersProject(p, nameKey), [nameKey]);
  const ofMatch = useMemo(() => (m: TenderMatch) => isCustomersMatch(m, nameKey), [nameKey]);
  return {
    projects: useLinked(projectsLive, ofProject),
    tenders: useLinked(matchesLive, ofMatch),
  };
}
