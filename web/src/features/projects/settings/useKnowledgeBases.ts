import { useMemo } from 'react';
import { orderBy, query, refs, type KnowledgeBase } from '@tender/core';
import { useLiveQuery, type LiveResult } from '../../../backend/hooks/useLiveQuery';

export interface KnowledgeBaseOption {
  readonly id: string;
  readonly name: string;
  readonly category: KnowledgeBase['category'];
}

/** The company's knowledge bases (the project's possible data sources), by name, live. */
export function useKnowledgeBases(
  companyId: string,
  enabled: boolean,
): LiveResult<KnowledgeBaseOption[]> {
  const result = useLiveQuery(
    enabled ? query(refs.knowledgeBases(companyId), orderBy('name')) : null,
  );
  const options = useMemo(
    () =>
      result.status === 'ready'
        ? result.data.map((d) => ({ id: d.id, name: d.data.name, category: d.data.category }))
        : null,
    [result],
  );
  if (!options) return result as LiveResult<KnowledgeBaseOption[]>;
  return { status: 'ready', data: options, error: null };
}
