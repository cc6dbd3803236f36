/**
 * The draft's earlier versions (newest first), each restorable (core's restoreDraftVersion), and
 * under "Before generating again" the project's earlier drafts as the server kept them when a new
 * one was generated (issue 19), restorable into this draft.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../app/toasts/toasts';
import {
  type Actor,
  DRAFT_GENERATING_REVISION,
  DocStoreError,
  limit,
  orderBy,
  query,
  refs,
} from '@tender/core';
import { draftVersionId, restoreDraftVersion } from '@tender/core/services/drafts/saveDraft';
import { useLocale } from '../../../app/i18n/LocaleContext';
import { useBackend } from '../../../backend/BackendContext';
import { useLiveQuery } from '../../../backend/hooks/useLiveQuery';
import { formatDateTime } from '../../../format/dates';

/** How many of the project's drafts the dialog looks at (the newest; older ones stay stored). */
const EARLIER_DRAFTS = 6;

interface Props {
  companyId: string;
  projectId: string;
  draftId: string;
  /** The revision the editor works on; a restore names it (someone else's save in between: refused). */
  revision: number;
  /** False while changes are unsaved: a restore would silently drop them. */
  canRestore: boolean;
  actor: Actor;
}

export function VersionsButton(props: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {t('drafts.versions.open')}
      </Button>
      {open && <VersionsDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}

function VersionsDialog({
  companyId,
  projectId,
  draftId,
  revision,
  canRestore,
  actor,
  onClose,
}: Props & { onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const backend = useBackend();
  const { enqueueSnackbar } = useSnackbar();
  const versions = useLiveQuery(
    query(refs.draftVersions(companyId, projectId, draftId), orderBy('revision', 'desc')),
  );
  // The drafts generated before this one (the newest few); one still being written is not one.
  const drafts = useLiveQuery(
    query(refs.drafts(companyId, projectId), orderBy('createdAt', 'desc'), limit(EARLIER_DRAFTS)),
  );
  const earlier =
    drafts.status === 'ready'
      ? drafts.data.filter((d) => d.id !== draftId && d.data.revision !== DRAFT_GENERATING_REVISION)
      : [];
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const restore = async (versionId: string, fromDraftId?: string) => {
    setBusy(fromDraftId ? `${fromDraftId}/${versionId}` : versionId);
    setFailed(false);
    try {
      await restoreDraftVersion(
        backend.docs,
        {
          cid: companyId,
          pid: projectId,
          draftId,
          versionId,
          expectedRevision: revision,
          ...(fromDraftId ? { fromDraftId } : {}),
        },
        actor,
      );
      enqueueSnackbar(t('drafts.versions.restored'), { variant: 'success' });
      onClose();
    } catch (error) {
      if (!(error instanceof DocStoreError && error.code === 'aborted'))
        console.warn('Restore failed', error);
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="versions-title" maxWidth="sm" fullWidth>
      <DialogTitle id="versions-title">{t('drafts.versions.title')}</DialogTitle>
      <DialogContent>
        {!canRestore && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {t('drafts.versions.busy')}
          </Alert>
        )}
        {failed && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {t('drafts.errors.save')}
          </Alert>
        )}
        {versions.status === 'loading' ? (
          <Skeleton variant="rounded" height={80} />
        ) : versions.status === 'error' ? (
          <Alert severity="error">{t('drafts.errors.load')}</Alert>
        ) : versions.data.length === 0 && earlier.length === 0 ? (
          <Typography color="text.secondary">{t('drafts.versions.empty')}</Typography>
        ) : (
          <>
            {versions.data.length > 0 && (
              <List dense data-testid="draft-versions">
                {versions.data.map((v) => (
                  <ListItem
                    key={v.id}
                    disableGutters
                    secondaryAction={
                      <Button
                        size="small"
                        onClick={() => void restore(v.id)}
                        disabled={!canRestore || busy !== null}
                        loading={busy === v.id}
                        aria-label={t('drafts.versions.restoreLabel', { n: v.data.revision })}
                      >
                        {t('drafts.versions.restore')}
                      </Button>
                    }
                  >
                    <ListItemText
                      primary={`${t('drafts.versions.revision', { n: v.data.revision })} · ${t(
                        `drafts.versions.reason.${v.data.reason}`,
                      )}`}
                      secondary={
                        v.data.savedAt?.toMillis
                          ? formatDateTime(v.data.savedAt.toMillis(), locale)
                          : null
                      }
                    />
                  </ListItem>
                ))}
              </List>
            )}
            {earlier.length > 0 && (
              <>
                <Typography
                  id="earlier-drafts-title"
                  variant="subtitle2"
                  color="text.secondary"
                  sx={{ mt: 1 }}
                >
                  {t('drafts.versions.earlier')}
                </Typography>
                <List dense data-testid="earlier-drafts" aria-labelledby="earlier-drafts-title">
                  {earlier.map((d) => {
                    const versionId = draftVersionId(d.data.revision);
                    const when = d.data.updatedAt?.toMillis
                      ? formatDateTime(d.data.updatedAt.toMillis(), locale)
                      : '';
                    return (
                      <ListItem
                        key={d.id}
                        disableGutters
                        secondaryAction={
                          <Button
                            size="small"
                            onClick={() => void restore(versionId, d.id)}
                            disabled={!canRestore || busy !== null}
                            loading={busy === `${d.id}/${versionId}`}
                            aria-label={t('drafts.versions.restoreEarlierLabel', { date: when })}
                          >
                            {t('drafts.versions.restore')}
                          </Button>
                        }
                      >
                        <ListItemText
                          primary={t('drafts.versions.earlierDraft', { n: d.data.revision })}
                          secondary={when}
                        />
                      </ListItem>
                    );
                  })}
                </List>
              </>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
