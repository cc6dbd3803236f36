/**
 * Opening the project document a citation names (the draft's and the chat's): at the cited page,
 * the quoted passage marked. Only tender citations name a project document; a knowledge-base
 * document has no viewer on the project page.
 */
import { type ReactNode, useState } from 'react';
import type { DraftCitation } from '@tender/core';
import { DocumentViewer } from '../documents/DocumentViewer';
import type { DocumentRow } from '../documents/useProjectDocuments';

interface Viewing {
  readonly row: DocumentRow;
  readonly cited?: { page: number; quote: string };
}

export function useCitedDocument(
  companyId: string,
  projectId: string,
  documents: readonly DocumentRow[],
): {
  /** A function opening the cited document, when it still exists. */
  opener: (citation: DraftCitation | null | undefined) => (() => void) | undefined;
  viewer: ReactNode;
} {
  const [viewing, setViewing] = useState<Viewing | null>(null);
  const opener = (citation: DraftCitation | null | undefined) => {
    if (citation?.source !== 'tender') return undefined;
    // A checklist requirement names its document only by name (DraftChecklistItem.documentName).
    const row =
      documents.find((d) => d.id === citation.documentId) ??
      (citation.documentId === ''
        ? documents.find((d) => d.data.name === citation.documentName)
        : undefined);
    if (!row) return undefined;
    // A citation without a page opens the document at its start.
    const cited =
      citation.page !== null ? { page: citation.page, quote: citation.quote } : undefined;
    return () => setViewing({ row, cited });
  };
  const viewer = viewing ? (
    <DocumentViewer
      companyId={companyId}
      projectId={projectId}
      row={viewing.row}
      cited={viewing.cited}
      canDelete={false}
      onClose={() => setViewing(null)}
    />
  ) : null;
  return { opener, viewer };
}
