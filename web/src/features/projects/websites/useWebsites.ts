import { useMemo } from 'react';
import { orderBy, query, refs, type Website } from '@tender/core';
import { useLiveQuery, type LiveResult } from '../../../backend/hooks/useLiveQuery';

/**
 * A watched website as stored. `changed` is set by the scheduled fetcher when the page's text
 * differs from the previous fetch (absent until that fetcher runs).
 */
export interface WebsiteRow extends Website {
  readonly id: string;
  readonly changed?: boolean;
}

/** The project's watched websites, oldest first, live. */
export function useWebsites(companyId: string, projectId: string): LiveResult<WebsiteRow[]> {
  const result = useLiveQuery(query(refs.websites(companyId, projectId), orderBy('createdAt')));
  const rows = useMemo(
    () => (result.status === 'ready' ? result.data.map((d) => ({ ...d.data, id: d.id })) : null),
    [result],
  );
  if (!rows) return result as LiveResult<WebsiteRow[]>;
  return { status: 'ready', data: rows, error: null };
}
