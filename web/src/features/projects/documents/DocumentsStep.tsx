/**
 * Step 1 of the project workflow: the tender's documents. Upload (drop or choose, several at
 * once), each document's role and processing status, the 'Missing Tender document' warning until
 * a main tender document exists, and the viewer for a processed document.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../app/toasts/toasts';
import { type DocumentRole, refs } from '@tender/core';
import { projectFactHistory } from '@tender/core/documents/changes/factChanges';
import { factDocumentsOf } from '@tender/core/documents/changes/storedDocuments';
import { useBackend } from '../../../backend/BackendContext';
import { useSessionState } from '../../../app/session/SessionContext';
import { DocumentRow } from './DocumentRow';
import { DocumentViewer } from './DocumentViewer';
import { DropZone } from './DropZone';
import { QueueRow } from './QueueRow';
import { useProjectDocuments } from './useProjectDocuments';
import { useUploadQueue } from './useUploadQueue';

export function DocumentsStep({
  companyId,
  projectId,
  canEdit,
  contentEditable,
}: {
  companyId: string;
  projectId: string;
  /** May change roles and delete (the project's owner, managers, admins). */
  canEdit: boolean;
  /** The project still takes new content (not submitted or decided). */
  contentEditable: boolean;
}) {
  const { t } = useTranslation();
  const backend = useBackend();
  const { enqueueSnackbar } = useSnackbar();
  const session = useSessionState();
  const uid = session.status === 'signedIn' ? session.session.user.uid : null;
  const documents = useProjectDocuments(companyId, projectId);
  const queue = useUploadQueue(companyId, projectId, uid);
  const [openId, setOpenId] = useState<string | null>(null);

  const rows = documents.status === 'ready' ? documents.data : [];
  const known = new Set(rows.map((r) => r.id));
  const queueRows = queue.items.filter(
    (i) => i.state !== 'uploading' || !i.documentId || !known.has(i.documentId),
  );
  const hasMainTender = rows.some((r) => r.data.role === 'main_tender');
  const open = rows.find((r) => r.id === openId) ?? null;
  const history = useMemo(
    () => projectFactHistory(factDocumentsOf(documents.status === 'ready' ? documents.data : [])),
    [documents],
  );

  const changeRole = async (documentId: string, role: DocumentRole) => {
    try {
      await backend.docs.updateDoc(refs.projectDocument(companyId, projectId, documentId), {
        role,
      });
    } catch (error) {
      console.warn('Role change failed', error);
      enqueueSnackbar(t('documents.failed.roleChange'), { variant: 'error' });
    }
  };

  return (
    <Stack spacing={2} data-testid="documents-step">
      <Typography variant="h6" component="h2">
        {t('documents.title')}
      </Typography>
      {documents.status === 'ready' && !hasMainTender && (
        <Alert severity="warning" data-testid="missing-main-tender">
          <AlertTitle>{t('documents.missingMainTender.title')}</AlertTitle>
          {t('documents.missingMainTender.body')}
        </Alert>
      )}
      {contentEditable ? (
        <DropZone onFiles={(files) => queue.add(files, 'annex')} disabled={!uid} />
      ) : (
        <Alert severity="info">{t('documents.upload.closed')}</Alert>
      )}
      {documents.status === 'error' && (
        <Alert severity="error" role="alert">
          {t('documents.failed.fetch')}
        </Alert>
      )}
      {queueRows.length > 0 && (
        <Box
          component="ul"
          aria-label={t('documents.upload.queueLabel')}
          sx={{ m: 0, p: 0, display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr)' }}
        >
          {queueRows.map((item) => (
            <QueueRow
              key={item.key}
              item={item}
              onCancel={() => queue.cancel(item.key)}
              onRetry={() => queue.retry(item.key)}
              onDismiss={() => queue.dismiss(item.key)}
              onUploadAnyway={() => queue.uploadAnyway(item.key)}
            />
          ))}
        </Box>
      )}
      {documents.status === 'loading' && (
        <Stack spacing={1} aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton variant="rounded" height={64} />
          <Skeleton variant="rounded" height={64} />
        </Stack>
      )}
      {documents.status === 'ready' && rows.length === 0 && queueRows.length === 0 && (
        <Typography color="text.secondary">{t('documents.empty')}</Typography>
      )}
      {rows.length > 0 && (
        <Box
          component="ul"
          aria-label={t('documents.listLabel')}
          sx={{ m: 0, p: 0, display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr)' }}
        >
          {rows.map((row) => {
            const upload = queue.forDocument(row.id);
            return (
              <DocumentRow
                key={row.id}
                companyId={companyId}
                projectId={projectId}
                row={row}
                upload={upload}
                canEdit={canEdit && contentEditable && !upload}
                onRoleChange={(role) => void changeRole(row.id, role)}
                onOpen={() => setOpenId(row.id)}
                onCancelUpload={() => upload && queue.cancel(upload.key)}
              />
            );
          })}
        </Box>
      )}
      {open && (
        <DocumentViewer
          companyId={companyId}
          projectId={projectId}
          row={open}
          canDelete={canEdit && contentEditable}
          onClose={() => setOpenId(null)}
          history={history}
        />
      )}
    </Stack>
  );
}
