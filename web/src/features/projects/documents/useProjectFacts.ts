/**
 * The tender facts of all processed documents of a project, merged, each fact with the document
 * it came from. The Award Criteria step and the deadline settings offer them as suggestions the
 * user confirms (they are never applied by themselves).
 */
import { useMemo } from 'react';
import { type Fact, type TenderFacts, emptyTenderFacts, readTenderFacts } from '@tender/core';
import { useProjectDocuments } from './useProjectDocuments';

export type SourcedFact<T> = Fact<T> & {
  readonly documentId: string;
  readonly documentName: string;
};

type Sourced<F> = F extends Fact<infer T> ? SourcedFact<T> : never;

/** TenderFacts with every single fact turned into a list (several documents may name a buyer). */
export type ProjectFacts = {
  readonly [K in keyof TenderFacts]: readonly Sourced<
    NonNullable<TenderFacts[K]> extends (infer E)[] ? E : NonNullable<TenderFacts[K]>
  >[];
};

export function emptyProjectFacts(): ProjectFacts {
  return Object.fromEntries(
    Object.keys(emptyTenderFacts()).map((key) => [key, []]),
  ) as unknown as ProjectFacts;
}

/** Merges documents' facts in list order; pure, for tests and other callers. */
export function mergeFacts(
  documents: readonly { id: string; name: string; facts: unknown }[],
): ProjectFacts {
  const out = emptyProjectFacts() as unknown as {
    [K in keyof ProjectFacts]: SourcedFact<unknown>[];
  };
  for (const doc of documents) {
    // Facts are server-written; an older or damaged shape is skipped rather than shown wrongly.
    const facts: TenderFacts | null = readTenderFacts(doc.facts);
    if (!facts) continue;
    const source = { documentId: doc.id, documentName: doc.name };
    for (const key of Object.keys(out) as (keyof ProjectFacts)[]) {
      const value = facts[key];
      const list = Array.isArray(value) ? value : value ? [value] : [];
      for (const fact of list as Fact<unknown>[]) out[key].push({ ...fact, ...source });
    }
  }
  return out as unknown as ProjectFacts;
}

export function useProjectFacts(
  companyId: string,
  projectId: string,
): { loading: boolean; facts: ProjectFacts } {
  const documents = useProjectDocuments(companyId, projectId);
  return useMemo(() => {
    if (documents.status !== 'ready') {
      return { loading: documents.status === 'loading', facts: emptyProjectFacts() };
    }
    const processed = documents.data
      .filter((d) => d.data.status === 'processed')
      .map((d) => ({ id: d.id, name: d.data.name, facts: d.data.facts }));
    return { loading: false, facts: mergeFacts(processed) };
  }, [documents]);
}
