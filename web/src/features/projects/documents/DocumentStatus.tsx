import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type DocumentProgress,
  type ProjectDocument,
  countTenderFacts,
  readTenderFacts,
} from '@tender/core';
import { translateMessage } from './translateMessage';

const CHIP_COLOR = {
  uploaded: 'default',
  processing: 'info',
  processed: 'success',
  failed: 'error',
} as const;

/**
 * Where a document stands: a status chip and the processor's stage and percent while it runs
 * (DocumentMessages says why it failed, or warns, e.g. of a scanned PDF without text).
 */
export function DocumentStatus({
  doc,
  progress,
  uploadFraction,
}: {
  doc: ProjectDocument;
  progress: DocumentProgress | null;
  /** 0..1 while this tab uploads the file. */
  uploadFraction: number | null;
}) {
  const { t } = useTranslation();
  const uploading = uploadFraction !== null;
  const label = uploading ? t('documents.status.uploading') : t(`documents.status.${doc.status}`);
  const running = !uploading && (doc.status === 'uploaded' || doc.status === 'processing');
  const percent = uploading
    ? Math.round(uploadFraction * 100)
    : running && progress && progress.stage !== 'failed'
      ? progress.percent
      : null;
  return (
    <Stack spacing={0.75} sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          size="small"
          label={label}
          color={uploading ? 'default' : CHIP_COLOR[doc.status]}
          variant={doc.status === 'processed' && !uploading ? 'filled' : 'outlined'}
        />
        {running && (
          <Typography variant="caption" color="text.secondary">
            {progress ? t(`documents.stage.${progress.stage}`) : t('documents.stage.queued')}
            {percent !== null ? ` · ${percent}%` : ''}
          </Typography>
        )}
      </Stack>
      {(uploading || running) && (
        <LinearProgress
          variant={percent === null ? 'indeterminate' : 'determinate'}
          value={percent ?? undefined}
          aria-label={uploading ? t('documents.upload.progressLabel') : t('documents.stage.label')}
        />
      )}
    </Stack>
  );
}

/** Why a document failed, or what to know about a processed one, in plain words (full width). */
export function DocumentMessages({ doc }: { doc: ProjectDocument }) {
  const { t, i18n } = useTranslation();
  const warnings = doc.status === 'processed' ? (doc.warnings ?? []) : [];
  // Read, but nothing of a tender in it (a CV or a price list uploaded by mistake): said on the
  // row, not only in the viewer. A warning (a scan without text) already says why.
  const facts = doc.status === 'processed' ? readTenderFacts(doc.facts) : null;
  const noFacts = warnings.length === 0 && facts !== null && countTenderFacts(facts) === 0;
  if (doc.status !== 'failed' && warnings.length === 0 && !noFacts) return null;
  return (
    <Stack spacing={0.75}>
      {doc.status === 'failed' && (
        <Alert severity="error" variant="outlined" sx={{ py: 0 }}>
          {translateMessage(doc.error ?? 'documents.errors.unknown', t, i18n.exists) ??
            t('documents.errors.unknown')}
        </Alert>
      )}
      {noFacts && (
        <Alert severity="info" variant="outlined" sx={{ py: 0 }} data-testid="document-no-facts">
          {t('documents.facts.noneOnRow')}
        </Alert>
      )}
      {warnings.map((key) => (
        <Alert key={key} severity="warning" variant="outlined" sx={{ py: 0 }}>
          {translateMessage(key, t, i18n.exists) ?? key}
        </Alert>
      ))}
    </Stack>
  );
}
