/**
 * A knowledge-base document opened from a citation (a draft's, the chat's, the fact sheet's;
 * issues 18, 19), in the one document viewer: its text by page at the cited page, the quoted
 * passage marked, and its original to download. A document still being processed, one that
 * failed, or one removed from the base since it was cited says so instead.
 */
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { type DocSnapshot, type KbDocument, baseContentType, refs } from '@tender/core';
import { useBackend } from '../../backend/BackendContext';
import { type LiveResult, useLiveDoc } from '../../backend/hooks/useLiveQuery';
import {
  DocumentViewerDialog,
  type ViewedDocument,
  type ViewerFocus,
} from '../../components/documentViewer/DocumentViewerDialog';
import { downloadOriginal } from '../../components/documentViewer/documentFile';
import { loadKbDocumentPages } from './kbDocumentPages';

/** Where a cited knowledge-base document is. */
export interface KbDocumentAddress {
  readonly companyId: string;
  readonly knowledgeBaseId: string;
  readonly documentId: string;
}

/** What a citation can say of its knowledge-base document before it is opened. */
export type KbDocumentState = 'loading' | 'missing' | 'processing' | 'failed' | 'processed';

/** The cited knowledge-base document's record, live (null: no address, nothing is read). */
export function useKbDocument(
  address: KbDocumentAddress | null,
): LiveResult<DocSnapshot<KbDocument>> {
  return useLiveDoc(
    address
      ? refs.kbDocument(address.companyId, address.knowledgeBaseId, address.documentId)
      : null,
    // A refusal is "not found" here too: the document's id comes from a stored citation.
    { retryRefusals: false },
  );
}

export function kbDocumentState(record: LiveResult<DocSnapshot<KbDocument>>): KbDocumentState {
  if (record.status === 'loading') return 'loading';
  if (record.status === 'error' || !record.data.data) return 'missing';
  const { status } = record.data.data;
  return status === 'processed' ? 'processed' : status === 'failed' ? 'failed' : 'processing';
}

export function KbDocumentViewer({
  address,
  documentName,
  cited,
  onClose,
}: {
  address: KbDocumentAddress;
  /** The name the citation gives, shown while the record is read and once it is gone. */
  documentName: string;
  /** The cited page and passage; absent: the document opens at its start. */
  cited?: ViewerFocus;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const backend = useBackend();
  const record = useKbDocument(address);
  const state = kbDocumentState(record);
  const doc = record.status === 'ready' ? record.data.data : undefined;
  const { companyId, knowledgeBaseId, documentId } = address;

  const source: ViewedDocument = {
    key: `${knowledgeBaseId}/${documentId}`,
    name: doc?.name ?? documentName,
    state: state === 'loading' ? 'loading' : state === 'processed' ? 'processed' : 'unavailable',
    plainText: !!doc && baseContentType(doc.contentType) === 'text/plain',
    loadPages: () => loadKbDocumentPages(backend, companyId, knowledgeBaseId, documentId),
    ...(doc ? { download: () => downloadOriginal(backend, doc) } : {}),
  };

  return (
    <DocumentViewerDialog
      document={source}
      {...(cited ? { cited } : {})}
      onClose={onClose}
      unavailable={
        state === 'missing' ? (
          <Alert severity="info">{t('knowledgeBases.viewer.deleted')}</Alert>
        ) : state === 'failed' ? (
          <Alert severity="warning">
            {t('knowledgeBases.viewer.failed')}
            {doc?.error
              ? ` ${i18n.exists(doc.error) ? t(doc.error) : t('documents.errors.unknown')}`
              : ''}
          </Alert>
        ) : (
          <Typography>{t('knowledgeBases.viewer.processing')}</Typography>
        )
      }
    />
  );
}
