import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocale } from '../../../app/i18n/LocaleContext';
import { formatFileSize } from '../../../format/fileSize';
import { translateMessage } from './translateMessage';
import type { QueueItem } from './useUploadQueue';

/**
 * A file not (or no longer) backed by a document: being checked, waiting its turn, refused, a
 * duplicate waiting for the uploader's choice, or failed.
 */
export function QueueRow({
  item,
  onCancel,
  onRetry,
  onDismiss,
  onUploadAnyway,
}: {
  item: QueueItem;
  onCancel: () => void;
  onRetry: () => void;
  onDismiss: () => void;
  /** A duplicate: upload it as a new document after all. */
  onUploadAnyway: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const problem =
    item.state === 'refused'
      ? (translateMessage(item.error ?? '', t, i18n.exists) ?? t('validation.invalid'))
      : item.state === 'failed'
        ? (translateMessage(item.error ?? '', t, i18n.exists) ??
          t('documents.upload.errors.generic'))
        : null;
  return (
    <Paper
      variant="outlined"
      component="li"
      data-testid="upload-row"
      aria-label={item.name}
      sx={{ p: 1.5, listStyle: 'none' }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="bdi" noWrap sx={{ fontWeight: 500 }} title={item.name}>
            {item.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatFileSize(item.size, locale)}
            {item.state === 'checking' ? ` · ${t('documents.upload.checking')}` : ''}
            {item.state === 'waiting' ? ` · ${t('documents.upload.waiting')}` : ''}
            {item.state === 'uploading' ? ` · ${t('documents.status.uploading')}` : ''}
          </Typography>
        </Stack>
        {problem && (
          <Alert severity="error" sx={{ flex: 2, py: 0 }}>
            <strong>
              {item.state === 'refused'
                ? t('documents.upload.refused')
                : t('documents.upload.failed')}
            </strong>{' '}
            {problem}
          </Alert>
        )}
        {item.state === 'duplicate' && (
          <Alert severity="warning" sx={{ flex: 2, py: 0 }}>
            {t('documents.upload.duplicate', { name: item.duplicateOf ?? '' })}
          </Alert>
        )}
        <Stack direction="row" spacing={1}>
          {item.state === 'duplicate' && (
            <Button size="small" variant="outlined" onClick={onUploadAnyway}>
              {t('documents.upload.uploadAnyway')}
            </Button>
          )}
          {item.state === 'failed' && (
            <Button size="small" variant="outlined" onClick={onRetry}>
              {t('documents.upload.retry')}
            </Button>
          )}
          {item.state === 'duplicate' ? (
            <Button size="small" onClick={onDismiss}>
              {t('documents.upload.skip')}
            </Button>
          ) : item.state === 'waiting' || item.state === 'uploading' ? (
            <Button size="small" onClick={onCancel}>
              {t('documents.upload.cancel')}
            </Button>
          ) : (
            <Button size="small" onClick={onDismiss}>
              {t('documents.upload.dismiss')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
