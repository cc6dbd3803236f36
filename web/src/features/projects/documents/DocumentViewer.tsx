/**
 * A document opened from its row: its text by page beside the facts found in it (choose a fact →
 * its page, the sentence marked), the Summary tab with the tender brief (choose a line → its page,
 * its quote marked), Download original and Delete.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
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
import { BriefPanel } from './BriefPanel';
import { DocumentMessages, DocumentStatus } from './DocumentStatus';
import { FactsPanel } from './FactsPanel';
import { PAGES_PER_VIEW, PagedText } from './PagedText';
import {
  type ExtractedPages,
  deleteProjectDocument,
  downloadOriginal,
  loadExtractedPages,
} from './documentFiles';
import type { DocumentRow } from './useProjectDocuments';

type Pages = { status: 'loading' } | ({ status: 'ready' } & ExtractedPages) | { status: 'error' };

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
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { enqueueSnackbar } = useSnackbar();
  const doc = row.data;
  const processed = doc.status === 'processed';
  const [tab, setTab] = useState<'text' | 'summary'>('text');
  // Kept with the document they belong to: another document starts at 'loading'.
  const [loaded, setLoaded] = useState<{ id: string; pages: Pages }>();
  const pages: Pages = loaded?.id === row.id ? loaded.pages : { status: 'loading' };
  const [view, setView] = useState(cited ? Math.floor((cited.page - 1) / PAGES_PER_VIEW) : 0);
  const [selected, setSelected] = useState<Fact<unknown> | null>(null);
  // A brief line chosen on the Summary tab: its page and quote, like a fact's.
  const [briefCited, setBriefCited] = useState<BriefCitation | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const facts = readTenderFacts(doc.facts) ?? emptyTenderFacts();
  // Documents processed before issue 17's brief have none: their summary text is shown instead.
  const brief = readTenderBrief(doc.brief);

  useEffect(() => {
    if (!processed) return;
    let active = true;
    const id = row.id;
    loadExtractedPages(backend, companyId, projectId, id).then(
      (read) => active && setLoaded({ id, pages: { status: 'ready', ...read } }),
      (error: unknown) => {
        console.warn('Extracted text could not be loaded', error);
        if (active) setLoaded({ id, pages: { status: 'error' } });
      },
    );
    return () => {
      active = false;
    };
  }, [backend, companyId, projectId, row.id, processed]);

  const selectFact = (fact: Fact<unknown>) => {
    setSelected(fact);
    setBriefCited(null);
    setTab('text');
    setView(Math.floor((fact.page - 1) / PAGES_PER_VIEW));
  };

  const openCitation = (citation: BriefCitation) => {
    setSelected(null);
    setBriefCited(citation);
    setTab('text');
    setView(Math.floor((citation.page - 1) / PAGES_PER_VIEW));
  };
  const focus = selected ?? briefCited ?? cited ?? null;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadOriginal(backend, doc);
    } catch (error) {
      console.warn('Download failed', error);
      enqueueSnackbar(t('documents.failed.download'), { variant: 'error' });
    } finally {
      setDownloading(false);
    }
  };

  const text =
    pages.status === 'loading' ? (
      <Box sx={{ display: 'grid', placeItems: 'center', p: 4 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    ) : pages.status === 'error' ? (
      <Alert severity="error">{t('documents.failed.load')}</Alert>
    ) : (
      <PagedText
        pages={pages.pages}
        labels={pages.labels}
        estimated={pages.pagination === 'estimated'}
        view={view}
        onViewChange={setView}
        focus={focus ? { page: focus.page, quote: focus.quote } : null}
      />
    );

  return (
    <>
      <Dialog
        open
        onClose={onClose}
        fullWidth
        maxWidth="lg"
        fullScreen={phone}
        aria-labelledby="document-viewer-title"
        slotProps={{ paper: { sx: { height: phone ? '100%' : '90vh' } } }}
      >
        <DialogTitle id="document-viewer-title" sx={{ pb: 1 }}>
          <bdi>{doc.name}</bdi>
        </DialogTitle>
        <Box sx={{ px: 3 }}>
          <Tabs value={tab} onChange={(_, value: 'text' | 'summary') => setTab(value)}>
            <Tab value="text" label={t('documents.viewer.textTab')} />
            <Tab value="summary" label={t('documents.viewer.summaryTab')} />
          </Tabs>
        </Box>
        <DialogContent dividers sx={{ p: 0, display: 'flex', minHeight: 0 }}>
          {!processed ? (
            <Box sx={{ p: 3, flex: 1 }}>
              <Typography sx={{ mb: 2 }}>{t('documents.viewer.notProcessed')}</Typography>
              <DocumentStatus doc={doc} progress={null} uploadFraction={null} />
              <Box sx={{ mt: 1 }}>
                <DocumentMessages doc={doc} />
              </Box>
            </Box>
          ) : tab === 'summary' ? (
            <Box sx={{ p: 3, flex: 1, overflow: 'auto' }} data-testid="document-summary">
              <Box sx={{ mb: 2 }}>
                <DocumentMessages doc={doc} />
              </Box>
              {brief && briefLineCount(brief) > 0 ? (
                <BriefPanel brief={brief} onCite={openCitation} />
              ) : (
                <>
                  {/* No brief: a document without key facts, or one processed before briefs. */}
                  {brief && countTenderFacts(facts) > 0 ? (
                    // Facts the brief does not use (requirements, limits): "states no key facts"
                    // would contradict the Text tab, so say what is missing and lead there.
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                      {t('documents.brief.noneButFacts')}{' '}
                      <Button size="small" onClick={() => setTab('text')} sx={{ py: 0 }}>
                        {t('documents.facts.title')}
                      </Button>
                    </Typography>
                  ) : (
                    (brief || doc.summary?.trim()) && (
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
            </Box>
          ) : (
            <Stack
              direction={{ xs: 'column', md: 'row' }}
              sx={{ flex: 1, minHeight: 0, overflow: { xs: 'auto', md: 'hidden' } }}
            >
              <Box
                component="section"
                aria-label={t('documents.viewer.textTab')}
                sx={{ flex: 2, overflow: { md: 'auto' }, p: 2 }}
              >
                {text}
              </Box>
              <Box
                component="aside"
                aria-label={t('documents.facts.title')}
                sx={{
                  flex: 1,
                  overflow: { md: 'auto' },
                  borderLeft: { md: 1 },
                  borderTop: { xs: 1, md: 0 },
                  borderColor: 'divider',
                  order: { xs: -1, md: 0 },
                  maxHeight: { xs: 280, md: 'none' },
                }}
              >
                <Typography variant="subtitle1" component="h3" sx={{ px: 2, pt: 1.5 }}>
                  {t('documents.facts.title')}
                </Typography>
                <FactsPanel
                  facts={facts}
                  labels={pages.status === 'ready' ? pages.labels : undefined}
                  selected={selected}
                  onSelect={selectFact}
                  history={history}
                  documentId={row.id}
                />
              </Box>
            </Stack>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {canDelete && (
            <Button color="error" onClick={() => setConfirming(true)} sx={{ mr: 'auto' }}>
              {t('documents.viewer.delete')}
            </Button>
          )}
          <Button onClick={() => void download()} loading={downloading}>
            {t('documents.viewer.download')}
          </Button>
          <Button variant="contained" onClick={onClose}>
            {t('common.close')}
          </Button>
        </DialogActions>
      </Dialog>
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
