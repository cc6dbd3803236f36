/**
 * A project document opened from its row or a citation, in the one document viewer
 * (components/documentViewer): its text by page beside the facts found in it (choose a fact →
 * its page, the sentence marked), the Summary tab with the tender brief (choose a line → its page,
 * its quote marked), Download original and Delete.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../app/toasts/toasts';
import {
  type BriefCitation,
  type Fact,
  briefLineCount,
  countTenderFacts,
  emptyTenderFacts,
  readTenderBrief,
  readTenderFacts,
} from '@tender/core';
import type { ProjectFactHistory } from '@tender/core/documents/changes/factChanges';
import { useBackend } from '../../../backend/BackendContext';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import {
  DocumentViewerDialog,
  type ViewedDocument,
  type ViewerPanes,
} from '../../../components/documentViewer/DocumentViewerDialog';
import { downloadOriginal } from '../../../components/documentViewer/documentFile';
import { BriefPanel } from './BriefPanel';
import { DocumentMessages, DocumentStatus } from './DocumentStatus';
import { FactsPanel } from './FactsPanel';
import { deleteProjectDocument, loadExtractedPages } from './documentFiles';
import type { DocumentRow } from './useProjectDocuments';

export function DocumentViewer({
  companyId,
  projectId,
  row,
  canDelete,
  onClose,
  cited,
  history,
}: {
  companyId: string;
  projectId: string;
  row: DocumentRow;
  canDelete: boolean;
  onClose: () => void;
  /** Opened from a draft's citation: its page is shown first, the quoted passage marked. */
  cited?: { page: number; quote: string };
  /** The project's fact history: superseded and conflicting facts are marked in the panel. */
  history?: ProjectFactHistory;
}) {
  const { t } = useTranslation();
  const backend = useBackend();
  const { enqueueSnackbar } = useSnackbar();
  const doc = row.data;
  const [selected, setSelected] = useState<Fact<unknown> | null>(null);
  const [confirming, setConfirming] = useState(false);
  const facts = readTenderFacts(doc.facts) ?? emptyTenderFacts();
  // Documents processed before issue 17's brief have none: their summary text is shown instead.
  const brief = readTenderBrief(doc.brief);

  const source: ViewedDocument = {
    key: `${projectId}/${row.id}`,
    name: doc.name,
    state: doc.status === 'processed' ? 'processed' : 'unavailable',
    loadPages: () => loadExtractedPages(backend, companyId, projectId, row.id),
    download: () => downloadOriginal(backend, doc),
  };

  const selectFact = (panes: ViewerPanes) => (fact: Fact<unknown>) => {
    setSelected(fact);
    panes.show(fact);
  };
  // A brief line chosen on the Summary tab: its page and quote, like a fact's.
  const openCitation = (panes: ViewerPanes) => (citation: BriefCitation) => {
    setSelected(null);
    panes.show(citation);
  };

  const summary = (panes: ViewerPanes) => (
    <>
      <Box sx={{ mb: 2 }}>
        <DocumentMessages doc={doc} />
      </Box>
      {brief && briefLineCount(brief) > 0 ? (
        <BriefPanel brief={brief} onCite={openCitation(panes)} />
      ) : (
        <>
          {/* No brief: a document without key facts, or one processed before briefs. */}
          {brief && countTenderFacts(facts) > 0 ? (
            // Facts the brief does not use (requirements, limits): "states no key facts"
            // would contradict the Text tab, so say what is missing and lead there.
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('documents.brief.noneButFacts')}{' '}
              <Button size="small" onClick={panes.showText} sx={{ py: 0 }}>
                {t('documents.facts.title')}
              </Button>
            </Typography>
          ) : (
            // A warning above (a scan whose text could not be read) already says why there is
            // no brief; "states no key facts" would blame the document.
            (brief ? (doc.warnings ?? []).length === 0 : Boolean(doc.summary?.trim())) && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {brief ? t('documents.brief.none') : t('documents.brief.summaryOnly')}
              </Typography>
            )
          )}
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>
            {doc.summary?.trim() ? doc.summary : t('documents.viewer.noSummary')}
          </Typography>
        </>
      )}
    </>
  );

  return (
    <>
      <DocumentViewerDialog
        document={source}
        {...(cited ? { cited } : {})}
        onClose={onClose}
        unavailable={
          <>
            <Typography sx={{ mb: 2 }}>{t('documents.viewer.notProcessed')}</Typography>
            <DocumentStatus doc={doc} progress={null} uploadFraction={null} />
            <Box sx={{ mt: 1 }}>
              <DocumentMessages doc={doc} />
            </Box>
          </>
        }
        summary={summary}
        aside={{
          label: t('documents.facts.title'),
          render: (panes) => (
            <>
              <Typography variant="subtitle1" component="h3" sx={{ px: 2, pt: 1.5 }}>
                {t('documents.facts.title')}
              </Typography>
              <FactsPanel
                facts={facts}
                labels={panes.labels}
                selected={selected}
                onSelect={selectFact(panes)}
                history={history}
                documentId={row.id}
              />
            </>
          ),
        }}
        deleteButton={
          canDelete && (
            <Button color="error" onClick={() => setConfirming(true)} sx={{ mr: 'auto' }}>
              {t('documents.viewer.delete')}
            </Button>
          )
        }
      />
      <ConfirmDialog
        open={confirming}
        title={t('documents.delete.title')}
        body={t('documents.delete.body', { name: doc.name })}
        confirmLabel={t('documents.delete.confirm')}
        destructive
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          try {
            await deleteProjectDocument(backend, companyId, projectId, row.id, doc.storagePath);
            setConfirming(false);
            enqueueSnackbar(t('documents.delete.done', { name: doc.name }), {
              variant: 'success',
            });
            onClose();
            return null;
          } catch (error) {
            console.warn('Delete failed', error);
            return { title: t('documents.failed.delete'), detail: null };
          }
        }}
      />
    </>
  );
}
