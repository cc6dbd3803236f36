import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type KnowledgeBase, parseValidationMessage } from '@tender/core';
import { FileDropZone } from '../../components/upload/FileDropZone';
import { useKbUploads } from './useKbUploads';

/** Why nothing can be uploaded, by how the base is locked. */
function lockedNote(kb: Pick<KnowledgeBase, 'permanentlyLocked' | 'trainingState'>): string {
  // A base whose training started is locked for good: unlocking is no way out, so say why.
  if (!kb.permanentlyLocked) return 'knowledgeBases.upload.locked';
  return kb.trainingState === 'trained'
    ? 'knowledgeBases.upload.lockedTrained'
    : 'knowledgeBases.upload.lockedTraining';
}

/**
 * Upload to a knowledge base. While it is locked nothing can be added: the drop zone is replaced
 * by a plain explanation (the rules refuse such an upload too) — unlock to upload, or, once
 * training has started, that it is locked permanently.
 */
export function KbUploadPanel({
  companyId,
  kbId,
  uid,
  kb,
  mayUpload,
}: {
  companyId: string;
  kbId: string;
  uid: string;
  kb: Pick<KnowledgeBase, 'locked' | 'permanentlyLocked' | 'trainingState'>;
  /** Admins and managers. */
  mayUpload: boolean;
}) {
  const { t, i18n } = useTranslation();
  const uploads = useKbUploads(companyId, kbId, uid);
  const message = (error: string) => {
    const { key, params } = parseValidationMessage(error);
    return i18n.exists(key) ? t(key, params) : error;
  };

  if (!mayUpload) return <Alert severity="info">{t('knowledgeBases.reasons.uploadRole')}</Alert>;
  return (
    <Stack spacing={1.5}>
      {kb.locked ? (
        <Alert severity="info" data-testid="kb-locked-upload">
          {t(lockedNote(kb))}
        </Alert>
      ) : (
        <FileDropZone
          target="knowledgeBase"
          title={t('knowledgeBases.upload.dropHere')}
          onFiles={uploads.add}
        />
      )}
      {uploads.outcome === 'allFailed' && (
        <Alert severity="error" role="alert" onClose={uploads.dismiss}>
          <AlertTitle>{t('knowledgeBases.upload.failedTitle')}</AlertTitle>
          {t('knowledgeBases.upload.allFailed')}
        </Alert>
      )}
      {uploads.outcome === 'partial' && (
        <Alert severity="warning" role="alert" onClose={uploads.dismiss}>
          <AlertTitle>{t('knowledgeBases.upload.partialTitle')}</AlertTitle>
          {t('knowledgeBases.upload.partialBody')}
        </Alert>
      )}
      {uploads.items.length > 0 && (
        <Box
          component="ul"
          aria-label={t('knowledgeBases.upload.queueLabel')}
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}
        >
          {uploads.items.map((item) => (
            <Box component="li" key={item.key}>
              {item.state === 'checking' ? (
                <Typography variant="body2" color="text.secondary" noWrap>
                  {item.name} · {t('documents.upload.checking')}
                </Typography>
              ) : item.state === 'uploading' ? (
                <Stack spacing={0.5}>
                  <Typography variant="body2" noWrap>
                    {item.name} · {Math.round(item.progress * 100)}%
                  </Typography>
                  <LinearProgress
                    variant="determinate"
                    value={Math.round(item.progress * 100)}
                    aria-label={t('knowledgeBases.upload.progressLabel', { name: item.name })}
                  />
                </Stack>
              ) : (
                <Alert severity="error" variant="outlined" sx={{ py: 0 }}>
                  <strong>{t('knowledgeBases.upload.failedTitle')}</strong>: {item.name} —{' '}
                  {message(item.error ?? 'knowledgeBases.upload.errors.generic')}
                </Alert>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}
