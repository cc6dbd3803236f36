/**
 * The project's draft (spec §2: draft-generation progress, ready-to-write state): Generate with the
 * readiness check, the live step list while the job runs (Cancel), failure with a retry, and the
 * latest draft; before writing, the plan to edit (DraftPlanEditor). Every member of the company may
 * generate (ARCHITECTURE §6); the callable decides again on the server.
 */
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type Actor,
  DRAFT_GENERATING_REVISION,
  type DraftCitation,
  type Project,
  refs,
} from '@tender/core';
import { useLiveDoc } from '../../../backend/hooks/useLiveQuery';
import { useNow } from '../../../hooks/useNow';
import { useDraftActions, useDraftReadiness, useLatestDrafts } from './draftPanelHooks';
import { DraftPlanEditorButton } from './DraftPlanEditor';
import { DraftEditing } from './DraftEditing';
import { jobPhase, useDraftProgress } from './draftProgress';
import { DraftView } from './DraftView';
import { ExportDocxButton } from './export/ExportDocxButton';
import type { DraftExportMeta } from './export/draftToDocx';
import { DraftPrintLayout, PRINT } from './print/draftPrint';
import { PrintDraftButton } from './print/PrintDraftButton';
import { GenerationSteps } from './GenerationSteps';
import type { SaveStatus } from './useDraftAutosave';
import { useCitedDocument } from './useCitedDocument';

export function DraftPanel({
  companyId,
  projectId,
  project,
  contentEditable,
  editor,
  exportInfo,
}: {
  companyId: string;
  projectId: string;
  project: Pick<Project, 'dataSources'>;
  /** False after submission: nothing is generated any more. */
  contentEditable: boolean;
  /** Given to a member who may edit the draft (project.edit, before submission): the editor. */
  editor?: { actor: Actor };
  /** What the Word file's title page and the print name besides the draft. */
  exportInfo: { projectName: string; tenderReference: string | null };
}) {
  const { t } = useTranslation();
  const progress = useDraftProgress(companyId, projectId);
  const running = progress?.state === 'running';
  // Every second while a job runs (elapsed times, the deadline); otherwise rarely.
  const now = useNow(running ? 1000 : 60_000);
  const phase = progress ? jobPhase(progress, now) : null;
  const { readiness, documents } = useDraftReadiness(companyId, projectId, project);
  const latest = useLatestDrafts(companyId, projectId);
  const [busy, setBusy] = useState<'starting' | 'cancelling' | null>(null);
  const [error, setError] = useState<'generate' | 'cancel' | null>(null);
  // "Generate again" asks first (issue 19); the editor says whether its edits are all saved.
  const [confirming, setConfirming] = useState(false);
  const [saveStatus, setSaveStatus] = useState<SaveStatus>('saved');

  // A draft being written is shown (its sections arrive as they are written) while its job runs;
  // one whose run was cancelled, failed or died is not: the finished draft before it is.
  const draft =
    latest.status === 'ready'
      ? (latest.data.find(
          (d) =>
            d.data.revision !== DRAFT_GENERATING_REVISION ||
            (phase === 'running' && progress?.jobId === d.id),
        ) ?? null)
      : null;
  const writing = draft?.data.revision === DRAFT_GENERATING_REVISION;
  const company = useLiveDoc(refs.company(companyId));
  const meta: DraftExportMeta | null = draft
    ? {
        companyName: company.status === 'ready' ? (company.data.data?.name ?? '') : '',
        tenderReference: exportInfo.tenderReference,
        projectName: exportInfo.projectName,
        language: draft.data.language,
      }
    : null;
  const canStart =
    contentEditable && readiness?.canGenerate === true && phase !== 'running' && busy === null;

  const { generate, generateAgain, cancel } = useDraftActions(projectId, {
    setBusy,
    setError,
    onStarted: () => setConfirming(false),
  });

  const cited = useCitedDocument(companyId, projectId, documents);
  const openDocument = (citation: DraftCitation) => cited.opener(citation);

  // Export and print: beside Versions in the editor's bar, or in a bar of their own; not while
  // the draft is still being written.
  const output =
    draft && meta && !writing ? (
      <>
        <ExportDocxButton draft={draft.data} meta={meta} size="small" />
        <PrintDraftButton size="small" />
      </>
    ) : null;

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
      component="section"
      aria-labelledby="draft-heading"
      data-testid="draft-panel"
    >
      {/* Gaps, not margins, between wrapping items: a wrapped button keeps no stray indent. */}
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, flexWrap: 'wrap' }}
      >
        <Typography id="draft-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {draft ? draft.data.title || t('drafts.title') : t('drafts.title')}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          {phase === 'running' ? (
            <Button
              variant="outlined"
              color="inherit"
              onClick={cancel}
              loading={busy === 'cancelling'}
            >
              {t('drafts.cancel')}
            </Button>
          ) : (
            <>
              {contentEditable && (
                <DraftPlanEditorButton projectId={projectId} disabled={busy !== null} />
              )}
              <Button
                variant={draft ? 'outlined' : 'contained'}
                onClick={draft && !writing ? () => setConfirming(true) : generate}
                disabled={!canStart}
                loading={busy === 'starting'}
              >
                {t(draft ? 'drafts.generateAgain' : 'drafts.generate')}
              </Button>
            </>
          )}
        </Stack>
      </Stack>

      <Stack spacing={2}>
        {readiness?.errors.map((key) => (
          <Alert key={key} severity="error" data-testid="draft-readiness">
            {t(key)}
          </Alert>
        ))}
        {readiness?.warnings.map((key) => (
          <Alert key={key} severity="warning" data-testid="draft-readiness">
            {t(key)}
          </Alert>
        ))}
        {error && (
          <Alert severity="error" role="alert">
            {t(error === 'generate' ? 'drafts.errors.generate' : 'drafts.errors.cancel')}
          </Alert>
        )}
        {phase === 'failed' && (
          <Alert
            severity="error"
            role="alert"
            action={
              <Button color="inherit" size="small" onClick={generate} disabled={!canStart}>
                {t('drafts.retry')}
              </Button>
            }
          >
            {t('drafts.errors.generateTender')}
          </Alert>
        )}
        {phase === 'cancelled' && <Alert severity="info">{t('drafts.cancelled')}</Alert>}
        {phase === 'done' && draft && (
          <Alert severity="success" data-testid="draft-ready">
            <AlertTitle>{t('drafts.ready.title')}</AlertTitle>
            {t('drafts.ready.body')}
          </Alert>
        )}
        {progress && phase !== 'cancelled' && phase !== 'done' && (
          <Box>
            {phase === 'running' && !progress.current && (
              <Typography color="text.secondary">{t('drafts.starting')}</Typography>
            )}
            <GenerationSteps progress={progress} now={now} />
          </Box>
        )}

        {latest.status === 'loading' ? (
          <Box aria-busy="true" aria-label={t('common.loading')}>
            <Skeleton variant="text" sx={{ width: '50%' }} />
            <Skeleton variant="rounded" height={120} sx={{ mt: 1 }} />
          </Box>
        ) : latest.status === 'error' ? (
          <Alert severity="error">{t('drafts.errors.load')}</Alert>
        ) : draft && meta ? (
          <DraftPrintLayout draft={draft.data} meta={meta}>
            {writing ? (
              // Read-only until the job has finished it (a save would be overwritten).
              <DraftView draft={draft.data} onOpenDocument={openDocument} writing />
            ) : editor ? (
              <DraftEditing
                key={draft.id}
                companyId={companyId}
                projectId={projectId}
                draftId={draft.id}
                draft={draft.data}
                actor={editor.actor}
                onOpenDocument={openDocument}
                actions={output}
                onSaveStatus={setSaveStatus}
              />
            ) : (
              <Stack spacing={2}>
                <Stack
                  direction="row"
                  spacing={1}
                  className={PRINT.hidden}
                  sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}
                >
                  {output}
                </Stack>
                <DraftView draft={draft.data} onOpenDocument={openDocument} />
              </Stack>
            )}
          </DraftPrintLayout>
        ) : phase !== 'running' ? (
          <Box sx={{ textAlign: 'center', py: 3 }} data-testid="draft-empty">
            <Typography sx={{ fontWeight: 600 }}>{t('drafts.empty.title')}</Typography>
            <Typography color="text.secondary">{t('drafts.empty.body')}</Typography>
          </Box>
        ) : null}
      </Stack>
      {cited.viewer}
      <ConfirmDialog
        open={confirming}
        title={t('drafts.generateAgainConfirm.title')}
        body={
          <>
            {t('drafts.generateAgainConfirm.body')}
            {editor && saveStatus !== 'saved' && (
              <Alert severity="warning" sx={{ mt: 2 }} data-testid="generate-again-unsaved">
                {t(
                  saveStatus === 'pending' || saveStatus === 'saving'
                    ? 'drafts.generateAgainConfirm.saving'
                    : 'drafts.generateAgainConfirm.unsaved',
                )}
              </Alert>
            )}
          </>
        }
        confirmLabel={t('drafts.generateAgainConfirm.confirm')}
        // Edits still on their way would not be in the kept draft: wait for them.
        confirmDisabled={!canStart || (!!editor && saveStatus !== 'saved')}
        onConfirm={generateAgain}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
