/**
 * The one document viewer (issues 6, 17, 18, 19): a document's text by page, opened at a cited
 * page with the quoted passage marked, Download original and Close. What it shows comes from a
 * small source port (ViewedDocument): a project document (features/projects/documents) adds its
 * Summary tab, its facts beside the text and Delete; a knowledge-base document
 * (features/knowledgebase) shows its text alone.
 */
import { type ReactNode, useEffect, useState } from 'react';
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
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useSnackbar } from '../../app/toasts/toasts';
import type { ExtractedPages } from './documentFile';
import { PAGES_PER_VIEW, PagedText } from './PagedText';

/** A page to show and the passage on it to mark (a citation's, a fact's, a brief line's). */
export interface ViewerFocus {
  readonly page: number;
  readonly quote: string;
}

/** The source port: one document, from wherever it lives. */
export interface ViewedDocument {
  /** Another key is another document: its pages are read again. */
  readonly key: string;
  readonly name: string;
  /**
   * 'loading': its record is still being read; 'processed': its text by page can be read;
   * 'unavailable': the viewer's `unavailable` content shows instead (still processing, failed,
   * deleted).
   */
  readonly state: 'loading' | 'processed' | 'unavailable';
  readonly loadPages: () => Promise<ExtractedPages>;
  /** A plain-text file (knowledge bases take TXT): its pages, always estimated, are said so. */
  readonly plainText?: boolean;
  /** Downloads the original; absent when there is none to download (a deleted document). */
  readonly download?: () => Promise<void>;
}

/** What the panes around the text can do: show a passage, or the text tab. */
export interface ViewerPanes {
  readonly show: (focus: ViewerFocus) => void;
  readonly showText: () => void;
  /** The printed page numbers, once the text is read. */
  readonly labels: readonly (string | null)[] | undefined;
}

type Pages = { status: 'loading' } | ({ status: 'ready' } & ExtractedPages) | { status: 'error' };

const viewOf = (page: number) => Math.floor((page - 1) / PAGES_PER_VIEW);

export function DocumentViewerDialog({
  document: doc,
  cited,
  onClose,
  unavailable,
  summary,
  aside,
  deleteButton,
}: {
  document: ViewedDocument;
  /** Opened from a citation: its page is shown first, the quoted passage marked. */
  cited?: ViewerFocus;
  onClose: () => void;
  /** Shown instead of the text when the document's state is 'unavailable'. */
  unavailable?: ReactNode;
  /** The Summary tab's content (absent: the text alone, no tabs). */
  summary?: (panes: ViewerPanes) => ReactNode;
  /** A pane beside the text (below it on a phone), with its accessible name. */
  aside?: { readonly label: string; readonly render: (panes: ViewerPanes) => ReactNode };
  /** Placed at the start of the actions (a document's Delete). */
  deleteButton?: ReactNode;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { enqueueSnackbar } = useSnackbar();
  const [tab, setTab] = useState<'text' | 'summary'>('text');
  // Kept with the document they belong to: another document starts at 'loading'.
  const [loaded, setLoaded] = useState<{ key: string; pages: Pages }>();
  const pages: Pages = loaded?.key === doc.key ? loaded.pages : { status: 'loading' };
  const [view, setView] = useState(cited ? viewOf(cited.page) : 0);
  const [shown, setShown] = useState<ViewerFocus | null>(null);
  const [downloading, setDownloading] = useState(false);
  const processed = doc.state === 'processed';
  const { key, loadPages } = doc;

  useEffect(() => {
    if (!processed) return;
    let active = true;
    loadPages().then(
      (read) => active && setLoaded({ key, pages: { status: 'ready', ...read } }),
      (error: unknown) => {
        console.warn('Extracted text could not be loaded', error);
        if (active) setLoaded({ key, pages: { status: 'error' } });
      },
    );
    return () => {
      active = false;
    };
    // loadPages belongs to the key: a new function for the same document is no reason to re-read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, processed]);

  const panes: ViewerPanes = {
    show: (focus) => {
      setShown(focus);
      setTab('text');
      setView(viewOf(focus.page));
    },
    showText: () => setTab('text'),
    labels: pages.status === 'ready' ? pages.labels : undefined,
  };
  const focus = shown ?? cited ?? null;

  const download = async () => {
    if (!doc.download) return;
    setDownloading(true);
    try {
      await doc.download();
    } catch (error) {
      console.warn('Download failed', error);
      enqueueSnackbar(t('documents.failed.download'), { variant: 'error' });
    } finally {
      setDownloading(false);
    }
  };

  const spinner = (
    <Box sx={{ display: 'grid', placeItems: 'center', p: 4, flex: 1 }}>
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
  const text =
    pages.status === 'loading' ? (
      spinner
    ) : pages.status === 'error' ? (
      <Alert severity="error">{t('documents.failed.load')}</Alert>
    ) : (
      <PagedText
        pages={pages.pages}
        labels={pages.labels}
        estimated={pages.pagination !== 'estimated' ? null : doc.plainText ? 'plainText' : 'word'}
        view={view}
        onViewChange={setView}
        focus={focus ? { page: focus.page, quote: focus.quote } : null}
      />
    );

  const body =
    doc.state === 'loading' ? (
      spinner
    ) : !processed ? (
      <Box sx={{ p: 3, flex: 1 }}>{unavailable}</Box>
    ) : tab === 'summary' && summary ? (
      <Box sx={{ p: 3, flex: 1, overflow: 'auto' }} data-testid="document-summary">
        {summary(panes)}
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
        {aside && (
          <Box
            component="aside"
            aria-label={aside.label}
            // On a phone the pane sits above the text, capped in height: it scrolls on its own
            // there too, or its list spills over the text below it.
            sx={{
              flex: { xs: '0 0 auto', md: 1 },
              overflow: 'auto',
              borderLeft: { md: 1 },
              borderTop: { xs: 1, md: 0 },
              borderColor: 'divider',
              order: { xs: -1, md: 0 },
              maxHeight: { xs: 280, md: 'none' },
            }}
          >
            {aside.render(panes)}
          </Box>
        )}
      </Stack>
    );

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      fullScreen={phone}
      aria-labelledby="document-viewer-title"
      slotProps={{ paper: { sx: { height: phone ? '100%' : '90vh' } } }}
    >
      <DialogTitle id="document-viewer-title" sx={{ pb: summary ? 1 : 2 }}>
        <bdi>{doc.name}</bdi>
      </DialogTitle>
      {summary && (
        <Box sx={{ px: 3 }}>
          <Tabs value={tab} onChange={(_, value: 'text' | 'summary') => setTab(value)}>
            <Tab value="text" label={t('documents.viewer.textTab')} />
            <Tab value="summary" label={t('documents.viewer.summaryTab')} />
          </Tabs>
        </Box>
      )}
      <DialogContent dividers sx={{ p: 0, display: 'flex', minHeight: 0 }}>
        {body}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {deleteButton}
        {doc.download && (
          <Button onClick={() => void download()} loading={downloading}>
            {t('documents.viewer.download')}
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
