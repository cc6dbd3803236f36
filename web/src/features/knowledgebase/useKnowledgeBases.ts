import { useMemo } from 'react';
import { type KbDocument, type KnowledgeBase, refs } from '@tender/core';
import { type LiveResult, useLiveQuery } from '../../backend/hooks/useLiveQuery';
import { useDocById } from '../../backend/hooks/useDocById';

export interface Row<T> {
  readonly id: string;
  readonly data: T;
}

const newestFirst = <T extends { createdAt: { toMillis(): number } | null }>(
  a: Row<T>,
  b: Row<T>,
) =>
  // A just-created record has no server time yet: it is the newest.
  (b.data.createdAt?.toMillis() ?? Number.MAX_SAFE_INTEGER) -
    (a.data.createdAt?.toMillis() ?? Number.MAX_SAFE_INTEGER) || (a.id < b.id ? -1 : 1);

/** The company's knowledge bases, live, newest first. */
export function useKnowledgeBases(companyId: string): LiveResult<readonly Row<KnowledgeBase>[]> {
  const live = useLiveQuery(refs.knowledgeBases(companyId));
  return useMemo(() => {
    if (live.status !== 'ready') return live;
    const rows = live.data.map((s) => ({ id: s.id, data: s.data })).sort(newestFirst);
    return { status: 'ready', data: rows, error: null };
  }, [live]);
}

export type KnowledgeBaseState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'notFound' }
  | { status: 'ready'; kb: KnowledgeBase };

/**
 * One knowledge base, live. A bad id, a deleted base and another company's base (the rules refuse
 * the read) all read as 'Knowledge base not found': nothing tells whether a foreign id exists.
 */
export function useKnowledgeBase(companyId: string, kbId: string): KnowledgeBaseState {
  const state = useDocById(kbId, (id) => refs.knowledgeBase(companyId, id));
  return state.status === 'ready' ? { status: 'ready', kb: state.data } : state;
}

/** The base's documents, live, oldest first (an upload appears at the end). */
export function useKbDocuments(
  companyId: string,
  kbId: string,
): LiveResult<readonly Row<KbDocument>[]> {
  const live = useLiveQuery(refs.kbDocuments(companyId, kbId));
  return useMemo(() => {
    if (live.status !== 'ready') return live;
    const rows = live.data
      .map((s) => ({ id: s.id, data: s.data }))
      .sort((a, b) => -newestFirst(a, b));
    return { status: 'ready', data: rows, error: null };
  }, [live]);
}
