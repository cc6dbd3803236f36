/**
 * The tender facts of all processed documents of a project, merged, each fact with the document
 * it came from. The Award Criteria step and the deadline settings offer them as suggestions the
 * user confirms (they are never applied by themselves).
 */
import { useMemo } from 'react';
import { type Fact, type TenderFacts, emptyTenderFacts, readTenderFacts } from '@tender/core';
// The pure modules only: the documents barrel would bring the fact rules into this chunk.
import {
  type FactState,
  type ProjectFactHistory,
  projectFactHistory,
  stateOfFact,
} from '@tender/core/documents/changes/factChanges';
import { factDocumentsOf } from '@tender/core/documents/changes/storedDocuments';
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

/**
 * Merges documents' facts in list order; pure, for tests and other callers. With `stateOf`, a
 * fact a later document superseded is left out (it stays visible as history in the facts panel,
 * never as a suggestion).
 */
export function mergeFacts(
  documents: readonly { id: string; name: string; facts: unknown }[],
  stateOf?: (documentId: string, key: string, index: number) => FactState,
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
      (list as Fact<unknown>[]).forEach((fact, index) => {
        if (stateOf?.(doc.id, key, index) === 'superseded') return;
        out[key].push({ ...fact, ...source });
      });
    }
  }
  return out as unknown as ProjectFacts;
}

const NO_HISTORY: ProjectFactHistory = projectFactHistory([]);

/**
 * The project's facts (superseded ones left out) and their history: which facts a later document
 * moved, which conflict (core/src/documents/changes/factChanges.ts).
 */
export function useProjectFacts(
  companyId: string,
  projectId: string,
): { loading: boolean; facts: ProjectFacts; history: ProjectFactHistory } {
  const documents = useProjectDocuments(companyId, projectId);
  return useMemo(() => {
    if (documents.status !== 'ready') {
      return {
        loading: documents.status === 'loading',
        facts: emptyProjectFacts(),
        history: NO_HISTORY,
      };
    }
    const processed = documents.data
      .filter((d) => d.data.status === 'processed')
      .map((d) => ({ id: d.id, name: d.data.name, facts: d.data.facts }));
    const history = projectFactHistory(factDocumentsOf(documents.data));
    const stateOf = (id: string, key: string, index: number) =>
      stateOfFact(history, id, key, index);
    return { loading: false, facts: mergeFacts(processed, stateOf), history };
  }, [documents]);
}
