import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import { type Visual, DocStoreError, limit, orderBy, query, refs } from '@tender/core';
import { visualParagraph } from '@tender/core/services/drafts/draftHtml';
import { saveDraftContent } from '@tender/core/services/drafts/saveDraft';
import { useLocalePath } from '../../app/i18n/LocaleContext';
import { useBackend } from '../../backend/BackendContext';
import { useLiveQuery } from '../../backend/hooks/useLiveQuery';
import { PreloadLink } from '../../components/PreloadLink';
import { visualFailure } from './visualMessages';
import type { MemberSession } from '../../app/session/useMemberSession';

/** Projects offered, newest first (one read of at most this many). */
const PROJECTS_SHOWN = 50;

/** "Insert into a draft": choose a project and a section of its draft; the visual goes at its end. */
export function InsertIntoDraftButton({
  session,
  visualId,
  visual,
  disabled,
}: {
  session: MemberSession;
  visualId: string;
  visual: Visual;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<NoteAddOutlined />}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        {t('visuals.insert.open')}
      </Button>
      {open && (
        <InsertIntoDraftDialog
          session={session}
          visualId={visualId}
          visual={visual}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

function InsertIntoDraftDialog({
  session,
  visualId,
  visual,
  onClose,
}: {
  session: MemberSession;
  visualId: string;
  visual: Visual;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const backend = useBackend();
  const path = useLocalePath();
  const cid = session.companyId;
  const projects = useLiveQuery(
    query(refs.projects(cid), orderBy('createdAt', 'desc'), limit(PROJECTS_SHOWN)),
  );
  const [projectId, setProjectId] = useState('');
  const drafts = useLiveQuery(
    projectId ? query(refs.drafts(cid, projectId), orderBy('createdAt', 'desc'), limit(1)) : null,
  );
  const draft = drafts.status === 'ready' ? drafts.data[0] : undefined;
  const [sectionId, setSectionId] = useState('');
  const section = draft?.data.content.find((s) => s.id === sectionId) ?? draft?.data.content[0];
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<{ project: string; section: string; pid: string } | null>(null);

  const insert = async () => {
    if (!draft || !section) return;
    setBusy(true);
    setFailure(null);
    try {
      await saveDraftContent(
        backend.docs,
        {
          cid,
          pid: projectId,
          draftId: draft.id,
          expectedRevision: draft.data.revision,
          content: draft.data.content.map((s) =>
            s.id === section.id
              ? { ...s, body: s.body + visualParagraph(visualId, visual.name) }
              : s,
          ),
        },
        session.actor,
      );
      const project =
        projects.status === 'ready' ? projects.data.find((p) => p.id === projectId) : undefined;
      setDone({ project: project?.data.name ?? '', section: section.heading, pid: projectId });
    } catch (error) {
      setFailure(
        error instanceof DocStoreError && error.code === 'aborted'
          ? `${t('visuals.insert.failed')}. ${t('visuals.insert.conflict')}`
          : visualFailure(error, 'visuals.insert.failed', t),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby="insert-visual-title"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="insert-visual-title">{t('visuals.insert.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          {done ? (
            <Alert severity="success" role="status">
              {t('visuals.insert.done', { section: done.section, project: done.project })}{' '}
              <Link component={PreloadLink} to={path(`/dashboard/projects/${done.pid}`)}>
                {t('visuals.insert.openDraft')}
              </Link>
            </Alert>
          ) : projects.status === 'loading' ? (
            <Skeleton variant="rounded" height={56} aria-label={t('common.loading')} />
          ) : projects.status === 'error' ? (
            <Alert severity="error" role="alert">
              {t('visuals.insert.failed')}
            </Alert>
          ) : (
            <>
              <TextField
                id="insert-visual-project"
                select
                label={t('visuals.insert.project')}
                value={projectId}
                onChange={(e) => {
                  setProjectId(e.target.value);
                  setSectionId('');
                }}
              >
                {projects.data.map((p) => (
                  <MenuItem key={p.id} value={p.id}>
                    {p.data.name}
                  </MenuItem>
                ))}
              </TextField>
              {projectId && drafts.status === 'loading' && (
                <Typography color="text.secondary">{t('visuals.insert.loading')}</Typography>
              )}
              {projectId && drafts.status === 'ready' && !draft && (
                <Alert severity="info">{t('visuals.insert.noDrafts')}</Alert>
              )}
              {draft && (
                <TextField
                  id="insert-visual-section"
                  select
                  label={t('visuals.insert.section')}
                  value={section?.id ?? ''}
                  onChange={(e) => setSectionId(e.target.value)}
                >
                  {draft.data.content.map((s, i) => (
                    <MenuItem key={s.id} value={s.id}>
                      {s.heading || `${i + 1}`}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {done ? t('common.close') : t('common.cancel')}
        </Button>
        {!done && (
          <Button
            variant="contained"
            loading={busy}
            disabled={!draft || !section}
            onClick={() => void insert()}
          >
            {t('visuals.insert.submit')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
