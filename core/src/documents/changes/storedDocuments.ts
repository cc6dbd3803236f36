/**
 * Stored project documents as FactDocuments (factChanges.ts): the processor and the web client
 * read the same fields the same way. Documents not processed, or whose facts are unreadable
 * (older or damaged shape), take no part.
 */
import { readTenderFacts } from '../../model/documentFacts';
import type { ProjectDocument } from '../../model/projectDocument';
import type { FactDocument } from './factChanges';

export function factDocumentOf(id: string, data: ProjectDocument): FactDocument | null {
  if (data.status !== 'processed') return null;
  const facts = readTenderFacts(data.facts);
  if (!facts) return null;
  return {
    id,
    name: data.name,
    facts,
    kind: data.documentKind ?? null,
    statedDate: data.statedDate?.date ?? null,
    createdAtMs: data.createdAt?.toMillis() ?? 0,
    processedAtMs: data.processedAt?.toMillis() ?? null,
  };
}

export function factDocumentsOf(
  documents: readonly { readonly id: string; readonly data: ProjectDocument }[],
): FactDocument[] {
  return documents.flatMap((d) => factDocumentOf(d.id, d.data) ?? []);
}
