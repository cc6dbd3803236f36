import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { LOCALE_TAGS } from '@tender/core';
import { useLocale } from '../../app/i18n/LocaleContext';
import { formatFileSize } from '../../format/fileSize';
import { translateMessage } from '../projects/documents/translateMessage';
import { useKbDocuments } from './useKnowledgeBases';

const STATUS_COLOR = {
  uploaded: 'default',
  processing: 'info',
  processed: 'success',
  failed: 'error',
} as const;

/** The base's documents, live: name, size (locale-formatted), processing status and warnings, chunks. */
export function KbDocumentsTable({ companyId, kbId }: { companyId: string; kbId: string }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const documents = useKbDocuments(companyId, kbId);
  const number = new Intl.NumberFormat(LOCALE_TAGS[locale]);

  if (documents.status === 'loading')
    return (
      <Stack spacing={1} aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton variant="rounded" height={40} />
        <Skeleton variant="rounded" height={40} />
      </Stack>
    );
  if (documents.status === 'error')
    return (
      <Alert severity="error" role="alert">
        {t('knowledgeBases.errors.documents')}
      </Alert>
    );
  if (documents.data.length === 0)
    return <Typography color="text.secondary">{t('knowledgeBases.documents.empty')}</Typography>;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('knowledgeBases.documents.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('knowledgeBases.documents.name')}</TableCell>
            <TableCell align="right">{t('knowledgeBases.documents.size')}</TableCell>
            <TableCell>{t('knowledgeBases.documents.status')}</TableCell>
            <TableCell align="right">{t('knowledgeBases.documents.chunks')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {documents.data.map(({ id, data }) => (
            <TableRow key={id} data-testid="kb-document-row">
              <TableCell sx={{ wordBreak: 'break-word' }}>
                {data.name}
                {/* Prompt-safety findings (core/src/ai/promptSafety.ts): the text stays evidence,
                    but the admin should know a document tries to instruct the model. */}
                {data.flags && data.flags.length > 0 && (
                  <Tooltip title={t('knowledgeBases.documents.flaggedHint')}>
                    <Chip
                      size="small"
                      color="warning"
                      variant="outlined"
                      label={t('knowledgeBases.documents.flagged')}
                      aria-description={t('knowledgeBases.documents.flaggedHint')}
                      sx={{ ml: 1 }}
                      tabIndex={0}
                    />
                  </Tooltip>
                )}
                {/* What to know about a processed document, e.g. only its first pages were read. */}
                {data.status === 'processed' &&
                  (data.warnings ?? []).map((warning) => (
                    <Typography key={warning} variant="body2" color="warning.main">
                      {translateMessage(warning, t, i18n.exists)}
                    </Typography>
                  ))}
                {data.status === 'failed' && data.error && (
                  <Typography variant="body2" color="error">
                    {i18n.exists(data.error) ? t(data.error) : t('documents.errors.unknown')}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatFileSize(data.size, locale)}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={STATUS_COLOR[data.status]}
                  variant={data.status === 'processed' ? 'filled' : 'outlined'}
                  label={t(`documents.status.${data.status}`)}
                />
              </TableCell>
              <TableCell align="right">
                {data.status === 'processed' ? number.format(data.chunkCount) : '—'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
