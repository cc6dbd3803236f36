import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { type KnowledgeBase, explainKbAction, refs } from '@tender/core';
import { useLocale, useLocalePath } from '../../app/i18n/LocaleContext';
import { useBackend } from '../../backend/BackendContext';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CopyButton } from '../../components/CopyButton';
import { PreloadLink } from '../../components/PreloadLink';
import { formatDate } from '../../format/dates';
import { FactSheetPanel } from './FactSheetPanel';
import { KbDocumentsTable } from './KbDocumentsTable';
import { KbUploadPanel } from './KbUploadPanel';
import { TrainingPanel } from './TrainingPanel';
import { type MemberSession, useMemberSession } from '../../app/session/useMemberSession';
import { kbFailure } from './kbMessages';
import { useKnowledgeBase } from './useKnowledgeBases';

/** /dashboard/knowledgebase/{id}: one knowledge base, its documents, upload, lock and training. */
export function Component() {
  const session = useMemberSession();
  const { id = '' } = useParams();
  if (!session) return null; // the dashboard guard shows Access Denied without a company
  return <KnowledgeBaseDetail session={session} kbId={id} />;
}

function KnowledgeBaseDetail({ session, kbId }: { session: MemberSession; kbId: string }) {
  const { t } = useTranslation();
  const path = useLocalePath();
  const state = useKnowledgeBase(session.companyId, kbId);
  if (state.status === 'loading')
    return (
      <Box aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton variant="text" sx={{ fontSize: '2.5rem', width: '40%' }} />
        <Skeleton variant="rounded" height={240} sx={{ mt: 2 }} />
      </Box>
    );
  if (state.status === 'error')
    return (
      <Alert severity="error" role="alert">
        {t('knowledgeBases.errors.load')}
      </Alert>
    );
  if (state.status === 'notFound')
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center' }}>
        <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
          {t('knowledgeBases.errors.notFound')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('knowledgeBases.notFoundHint')}
        </Typography>
        <Button variant="contained" component={PreloadLink} to={path('/dashboard/knowledgebase')}>
          {t('knowledgeBases.backToList')}
        </Button>
      </Paper>
    );
  return <KnowledgeBaseView session={session} kbId={kbId} kb={state.kb} />;
}

function KnowledgeBaseView({
  session,
  kbId,
  kb,
}: {
  session: MemberSession;
  kbId: string;
  kb: KnowledgeBase;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const path = useLocalePath();
  const navigate = useNavigate();
  const backend = useBackend();
  const { companyId, actor } = session;
  const facts = { ...kb, companyId };
  const [deleting, setDeleting] = useState(false);
  const [lockError, setLockError] = useState<string | null>(null);
  const [lockBusy, setLockBusy] = useState(false);

  const lockAction = kb.locked ? 'unlock' : 'lock';
  const mayLock = explainKbAction(actor, facts, lockAction);
  const mayDelete = explainKbAction(actor, facts, 'delete');
  const mayUpload = explainKbAction(actor, { ...facts, locked: false }, 'upload').allowed;
  const lockReason = mayLock.allowed
    ? null
    : mayLock.reason === 'state'
      ? 'knowledgeBases.reasons.permanentlyLocked'
      : 'knowledgeBases.reasons.lockRole';
  const deleteReason = mayDelete.allowed
    ? null
    : mayDelete.reason === 'state'
      ? kb.permanentlyLocked
        ? 'knowledgeBases.reasons.deleteTrained'
        : 'knowledgeBases.reasons.deleteLocked'
      : 'knowledgeBases.reasons.deleteRole';

  const toggleLock = async () => {
    setLockBusy(true);
    setLockError(null);
    try {
      await backend.docs.updateDoc(refs.knowledgeBase(companyId, kbId), {
        locked: !kb.locked,
      });
    } catch (error) {
      setLockError(kbFailure(error, `knowledgeBases.errors.${lockAction}`, t));
    } finally {
      setLockBusy(false);
    }
  };

  const remove = async () => {
    try {
      await backend.docs.deleteDoc(refs.knowledgeBase(companyId, kbId));
      void navigate(path('/dashboard/knowledgebase'));
      return null;
    } catch (error) {
      return {
        title: t('knowledgeBases.errors.delete'),
        detail: kbFailure(error, 'knowledgeBases.errors.delete', t),
      };
    }
  };

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1" component="h1" sx={{ wordBreak: 'break-word' }}>
            {kb.name}
          </Typography>
          {kb.description && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {kb.description}
            </Typography>
          )}
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
            <Chip size="small" label={t(`knowledgeBases.categories.${kb.category}`)} />
            <Chip size="small" variant="outlined" label={t(`knowledgeBases.types.${kb.type}`)} />
            <Chip
              size="small"
              data-testid="kb-lock-state"
              icon={kb.locked ? <LockOutlined /> : <LockOpenOutlined />}
              color={kb.locked ? 'warning' : 'default'}
              variant="outlined"
              label={
                kb.permanentlyLocked
                  ? t('knowledgeBases.permanentlyLocked')
                  : kb.locked
                    ? t('knowledgeBases.locked')
                    : t('knowledgeBases.unlocked')
              }
            />
            {kb.createdAt && (
              <Chip
                size="small"
                variant="outlined"
                label={t('knowledgeBases.createdOn', {
                  date: formatDate(kb.createdAt.toMillis(), locale),
                })}
              />
            )}
          </Stack>
          <Stack direction="row" spacing={0.5} sx={{ mt: 1, alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              {t('knowledgeBases.databaseId')}:
            </Typography>
            <Typography variant="body2" component="code" sx={{ fontFamily: 'monospace' }}>
              {kbId}
            </Typography>
            <CopyButton
              text={kbId}
              label={t('knowledgeBases.copyId')}
              copiedMessage={t('knowledgeBases.idCopied')}
            />
          </Stack>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Tooltip title={lockReason ? t(lockReason) : ''}>
            <span>
              <Button
                variant="outlined"
                startIcon={kb.locked ? <LockOpenOutlined /> : <LockOutlined />}
                disabled={!mayLock.allowed}
                loading={lockBusy}
                onClick={() => void toggleLock()}
              >
                {kb.locked ? t('knowledgeBases.unlock') : t('knowledgeBases.lock')}
              </Button>
            </span>
          </Tooltip>
          <Tooltip title={deleteReason ? t(deleteReason) : ''}>
            <span>
              <Button
                variant="outlined"
                color="error"
                startIcon={<DeleteOutlined />}
                disabled={!mayDelete.allowed}
                onClick={() => setDeleting(true)}
              >
                {t('knowledgeBases.delete')}
              </Button>
            </span>
          </Tooltip>
        </Stack>
      </Stack>
      {lockError && (
        <Alert severity="error" role="alert" onClose={() => setLockError(null)}>
          {lockError}
        </Alert>
      )}
      {(lockReason || deleteReason) && (
        <Typography variant="body2" color="text.secondary" data-testid="kb-action-reasons">
          {[lockReason, deleteReason]
            .filter((r): r is string => r !== null)
            .map((r) => t(r))
            .join(' ')}
        </Typography>
      )}
      <TrainingPanel companyId={companyId} kbId={kbId} kb={kb} actor={actor} />
      <FactSheetPanel companyId={companyId} kbId={kbId} />
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2">
          {t('knowledgeBases.documents.title')}
        </Typography>
        <KbUploadPanel
          companyId={companyId}
          kbId={kbId}
          uid={session.uid}
          kb={kb}
          mayUpload={mayUpload}
        />
        <KbDocumentsTable companyId={companyId} kbId={kbId} />
      </Stack>
      <ConfirmDialog
        open={deleting}
        title={t('knowledgeBases.deleteConfirm.title')}
        body={t('knowledgeBases.deleteConfirm.body', { name: kb.name })}
        confirmLabel={t('knowledgeBases.delete')}
        destructive
        onConfirm={remove}
        onClose={() => setDeleting(false)}
      />
    </Stack>
  );
}
