/**
 * The draft for a member who may edit it: each section opens in its own editor (Tiptap, loaded on
 * the first Edit), changes autosave (useDraftAutosave), a conflict with someone else's save is
 * shown with the way out, earlier versions can be restored, a section can be regenerated, and a
 * checklist item marked not applicable.
 */
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Actor, Draft, DraftCitation, DraftSection } from '@tender/core';
import { useSnackbar } from '../../../app/toasts/toasts';
import { useBackend } from '../../../backend/BackendContext';
import { CopyButton } from '../../../components/CopyButton';
import { citationLookup, DraftView } from './DraftView';
import { type SaveStatus, useDraftAutosave } from './useDraftAutosave';
import { PRINT } from './print/draftPrint';
import { VersionsButton } from './VersionsDialog';
import { SectionEditorFrame } from './SectionEditorFrame';

/** A body's text without markup, for copying what could not be saved. */
function plainText(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  doc.querySelectorAll('p, h3, li, br').forEach((el) => el.append('\n'));
  return (doc.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}

export function DraftEditing({
  companyId,
  projectId,
  draftId,
  draft,
  actor,
  onOpenDocument,
  actions,
  onSaveStatus,
}: {
  companyId: string;
  projectId: string;
  draftId: string;
  draft: Draft;
  actor: Actor;
  onOpenDocument?: (citation: DraftCitation) => (() => void) | undefined;
  /** More buttons for the bar above the draft (export, print). */
  actions?: ReactNode;
  /** Told whether everything is saved ("Generate again" waits for it: the kept draft has it). */
  onSaveStatus?: (status: SaveStatus) => void;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const backend = useBackend();
  const target = useMemo(
    () => ({ cid: companyId, pid: projectId, draftId }),
    [companyId, projectId, draftId],
  );
  const autosave = useDraftAutosave({ docs: backend.docs, target, draft, actor });
  const [editing, setEditing] = useState<ReadonlySet<string>>(new Set());
  const lookup = useMemo(() => citationLookup(draft.citations), [draft.citations]);
  const citationLabel = (id: string) => `[${lookup.byId.get(id)?.number ?? '?'}]`;
  const shown: Draft = {
    ...draft,
    content: [...autosave.content],
    checklist: [...autosave.checklist],
  };
  const { status } = autosave;
  useEffect(() => onSaveStatus?.(status), [onSaveStatus, status]);

  const [regenerating, setRegenerating] = useState<string | null>(null);
  const [regenerateFailed, setRegenerateFailed] = useState(false);
  // The new revision comes back through the live draft; the working copy follows it (nothing unsaved).
  const regenerate = async (section: DraftSection) => {
    setRegenerating(section.id);
    setRegenerateFailed(false);
    try {
      await backend.call('regenerateDraftSection', { projectId, draftId, sectionId: section.id });
      // The text the writer had (edits included) is gone from the page without a word otherwise.
      enqueueSnackbar(t('drafts.regenerate.done', { heading: section.heading }), {
        variant: 'success',
      });
    } catch (error) {
      console.warn('regenerateDraftSection failed', error);
      setRegenerateFailed(true);
    } finally {
      setRegenerating(null);
    }
  };

  const toggle = (id: string) =>
    setEditing((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={2}
        className={PRINT.hidden}
        sx={{ alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap' }}
      >
        <Typography
          variant="body2"
          color="text.secondary"
          role="status"
          data-testid="save-status"
          sx={{ mr: 'auto' }}
        >
          {status === 'saving'
            ? t('drafts.save.saving')
            : status === 'pending'
              ? t('drafts.save.pending')
              : status === 'saved'
                ? t('drafts.save.saved')
                : ''}
        </Typography>
        <VersionsButton
          companyId={companyId}
          projectId={projectId}
          draftId={draftId}
          revision={autosave.revision}
          canRestore={status === 'saved'}
          actor={actor}
        />
        {actions}
      </Stack>

      {status === 'conflict' && (
        <Alert
          severity="error"
          className={PRINT.hidden}
          data-testid="save-conflict"
          action={
            <Button color="inherit" size="small" onClick={autosave.reloadLatest}>
              {t('drafts.conflict.reload')}
            </Button>
          }
        >
          <AlertTitle>{t('drafts.errors.save')}</AlertTitle>
          {t('drafts.conflict.body')}
        </Alert>
      )}
      {status === 'error' && (
        <Alert
          severity="error"
          className={PRINT.hidden}
          action={
            <Button color="inherit" size="small" onClick={autosave.retry}>
              {t('drafts.retry')}
            </Button>
          }
        >
          {t('drafts.errors.save')}
        </Alert>
      )}
      {regenerateFailed && (
        <Alert severity="error" className={PRINT.hidden} onClose={() => setRegenerateFailed(false)}>
          {t('drafts.errors.regenerate')}
        </Alert>
      )}
      {autosave.kept && (
        <Alert
          severity="info"
          className={PRINT.hidden}
          data-testid="kept-text"
          onClose={autosave.dismissKept}
          slotProps={{ closeButton: { title: t('drafts.conflict.dismiss') } }}
        >
          <AlertTitle>{t('drafts.conflict.kept')}</AlertTitle>
          <Stack spacing={1}>
            {autosave.kept.map((section) => {
              const text = plainText(section.body);
              return (
                <Box key={section.id}>
                  <Stack direction="row" sx={{ alignItems: 'center' }}>
                    <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
                      {section.heading}
                    </Typography>
                    <CopyButton
                      text={text}
                      label={t('drafts.conflict.copy', { heading: section.heading })}
                      copiedMessage={t('drafts.conflict.copied')}
                    />
                  </Stack>
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                    {text}
                  </Typography>
                </Box>
              );
            })}
          </Stack>
        </Alert>
      )}

      <DraftView
        draft={shown}
        onOpenDocument={onOpenDocument}
        onMarkChecklist={autosave.mark}
        sectionActions={(section) => (
          <>
            {/* Only with nothing unsaved: the new revision would otherwise refuse the next save. */}
            <Button
              size="small"
              onClick={() => void regenerate(section)}
              disabled={status !== 'saved' || regenerating !== null}
              loading={regenerating === section.id}
              aria-label={t('drafts.regenerate.label', { heading: section.heading })}
            >
              {t('drafts.regenerate.button')}
            </Button>
            <Button
              size="small"
              variant={editing.has(section.id) ? 'contained' : 'outlined'}
              onClick={() => toggle(section.id)}
              aria-label={t(
                editing.has(section.id) ? 'drafts.edit.doneLabel' : 'drafts.edit.editLabel',
                {
                  heading: section.heading,
                },
              )}
            >
              {t(editing.has(section.id) ? 'drafts.edit.done' : 'drafts.edit.edit')}
            </Button>
          </>
        )}
        renderSection={(section, body) =>
          editing.has(section.id) ? (
            <SectionEditorFrame
              key={`${section.id}:${autosave.resetKey}`}
              heading={section.heading}
              body={section.body}
              citationLabel={citationLabel}
              onChange={(html) => autosave.change(section.id, html)}
            />
          ) : (
            body
          )
        }
      />
    </Stack>
  );
}
