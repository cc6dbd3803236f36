import { useMemo } from 'react';
import { type ProjectDocument, refs } from '@tender/core';
import { type LiveResult, useLiveQuery } from '../../../backend/hooks/useLiveQuery';

export interface DocumentRow {
  readonly id: string;
  readonly data: ProjectDocument;
}

/** The project's documents, live, oldest first (an upload appears at the end of the list). */
export function useProjectDocuments(
  companyId: string,
  projectId: string,
): LiveResult<readonly DocumentRow[]> {
  const live = useLiveQuery(refs.projectDocuments(companyId, projectId));
  return useMemo(() => {
    if (live.status !== 'ready') return live;
    const rows = live.data
      .map((snap) => ({ id: snap.id, data: snap.data }))
      // A just-created record has no server time yet: it is the newest.
      .sort(
        (a, b) =>
          (a.data.createdAt?.toMillis() ?? Number.MAX_SAFE_INTEGER) -
            (b.data.createdAt?.toMillis() ?? Number.MAX_SAFE_INTEGER) || (a.id < b.id ? -1 : 1),
      );
    return { status: 'ready', data: rows, error: null };
  }, [live]);
}

/** Uploaded and waiting for the processor, or being processed. */
export function isInProgress(doc: ProjectDocument): boolean {
  return doc.status === 'uploaded' || doc.status === 'processing';
}
