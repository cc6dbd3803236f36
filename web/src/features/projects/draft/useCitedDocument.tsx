/**
 * Opening the document a citation names (the draft's and the chat's) in the document viewer, at
 * the cited page with the quoted passage marked: a project document (a tender citation) or a
 * document of the company's knowledge base (issues 18, 19).
 */
import { type ReactNode, useState } from 'react';
import type { DraftCitation } from '@tender/core';
import type { ViewerFocus } from '../../../components/documentViewer/DocumentViewerDialog';
import { type KbDocumentAddress, KbDocumentViewer } from '../../knowledgebase';
import { DocumentViewer } from '../documents/DocumentViewer';
import type { DocumentRow } from '../documents/useProjectDocuments';

type Viewing =
  | { readonly row: DocumentRow; readonly cited?: ViewerFocus }
  | { readonly kb: KbDocumentAddress; readonly name: string; readonly cited?: ViewerFocus };

/** The knowledge-base document a citation names, or null (a tender citation, or no ids). */
export function kbAddressOf(
  companyId: string,
  citation: DraftCitation | null | undefined,
): KbDocumentAddress | null {
  if (citation?.source !== 'knowledgeBase') return null;
  const { knowledgeBaseId, documentId } = citation;
  return knowledgeBaseId && documentId ? { companyId, knowledgeBaseId, documentId } : null;
}

export function useCitedDocument(
  companyId: string,
  projectId: string,
  documents: readonly DocumentRow[],
): {
  /**
   * A function opening the cited document: a project document when it still exists, a
   * knowledge-base one whenever the citation names it (the viewer says when it is gone).
   */
  opener: (citation: DraftCitation | null | undefined) => (() => void) | undefined;
  viewer: ReactNode;
} {
  const [viewing, setViewing] = useState<Viewing | null>(null);
  const opener = (citation: DraftCitation | null | undefined) => {
    if (!citation) return undefined;
    // A citation without a page opens the document at its start.
    const cited =
      citation.page !== null ? { page: citation.page, quote: citation.quote } : undefined;
    const kb = kbAddressOf(companyId, citation);
    if (kb) return () => setViewing({ kb, name: citation.documentName, cited });
    if (citation.source !== 'tender') return undefined;
    // A checklist requirement names its document only by name (DraftChecklistItem.documentName).
    const row =
      documents.find((d) => d.id === citation.documentId) ??
      (citation.documentId === ''
        ? documents.find((d) => d.data.name === citation.documentName)
        : undefined);
    if (!row) return undefined;
    return () => setViewing({ row, cited });
  };
  const close = () => setViewing(null);
  const viewer = !viewing ? null : 'kb' in viewing ? (
    <KbDocumentViewer
      address={viewing.kb}
      documentName={viewing.name}
      {...(viewing.cited ? { cited: viewing.cited } : {})}
      onClose={close}
    />
  ) : (
    <DocumentViewer
      companyId={companyId}
      projectId={projectId}
      row={viewing.row}
      {...(viewing.cited ? { cited: viewing.cited } : {})}
      canDelete={false}
      onClose={close}
    />
  );
  return { opener, viewer };
}
