/**
 * "Fetch new tenders now" (issue 22 item 3): a company admin runs the scheduled ingestion at
 * once (callable ingestTendersNow), e.g. on a fresh emulator start where no schedule fires. It
 * takes up to a few minutes: the button says so while it runs, and the result is one line.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../app/toasts/toasts';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import CloudDownloadOutlined from '@mui/icons-material/CloudDownloadOutlined';
import { useBackend } from '../../backend/BackendContext';
import { signalingFailure } from './signalingFailure';

export function IngestNowButton() {
  const { t } = useTranslation();
  const backend = useBackend();
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { created, changed, sources } = await backend.call('ingestTendersNow', {});
      const stopped = sources.filter((s) => !s.ok).map((s) => s.source);
      enqueueSnackbar(
        [
          t('signaling.ingestNow.done', { count: created, changed }),
          ...(stopped.length
            ? [t('signaling.ingestNow.stopped', { sources: stopped.join(', ') })]
            : []),
        ].join(' '),
        { variant: stopped.length ? 'warning' : 'success' },
      );
    } catch (error) {
      enqueueSnackbar(signalingFailure(error, 'signaling.ingestNow.failed', t), {
        variant: 'error',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <CloudDownloadOutlined />}
      onClick={() => void run()}
      disabled={busy}
      aria-busy={busy}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {busy ? t('signaling.ingestNow.running') : t('signaling.ingestNow.label')}
    </Button>
  );
}
