import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ModelTrainingOutlined from '@mui/icons-material/ModelTrainingOutlined';
import {
  type Actor,
  type KnowledgeBase,
  LOCALE_TAGS,
  TRAINING_ESTIMATE,
  explainKbAction,
} from '@tender/core';
import type { TrainingProgress } from '@tender/core/services/training/trainKnowledgeBase';
import { useLocale } from '../../app/i18n/LocaleContext';
import { useBackend } from '../../backend/BackendContext';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { kbFailure } from './kbMessages';
import { TrainingStateChip } from './TrainingStateChip';
import { useTrainingProgress } from './useTrainingProgress';

/** The label of each step of the job (TrainingProgress.step; absent means embedding). */
const STEP_KEYS = {
  embedding: 'knowledgeBases.training.steps.embedding',
  extractingFacts: 'knowledgeBases.training.steps.extractingFacts',
} as const satisfies Record<NonNullable<TrainingProgress['step']>, string>;

/** Why Start training is not available now, as an i18n key; null when it is. */
function trainBlocker(actor: Actor, kb: KnowledgeBase, companyId: string): string | null {
  const decision = explainKbAction(actor, { ...kb, companyId }, 'train');
  if (decision.allowed) return null;
  if (decision.reason !== 'state') return 'knowledgeBases.reasons.trainRole';
  if (kb.trainingState === 'in_progress') return 'knowledgeBases.reasons.trainRunning';
  if (kb.trainingState === 'trained') return 'knowledgeBases.reasons.trainDone';
  return 'knowledgeBases.reasons.trainLockFirst';
}

/**
 * Training (spec §4, §9): its state, the live progress while it runs, and Start training for
 * admins of a locked base, after a confirmation stating the estimate (about 10 minutes, $10) and
 * that it locks the base permanently. While it runs, the step under way (indexing the passages,
 * then extracting the fact sheet) is named above the bar. A failed run says 'Training Failed'
 * and offers Retry.
 */
export function TrainingPanel({
  companyId,
  kbId,
  kb,
  actor,
}: {
  companyId: string;
  kbId: string;
  kb: KnowledgeBase;
  actor: Actor;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const backend = useBackend();
  const [confirming, setConfirming] = useState(false);
  const running = kb.trainingState === 'in_progress';
  const progress = useTrainingProgress(companyId, kbId, running);
  const blocker = trainBlocker(actor, kb, companyId);
  const failed = kb.trainingState === 'not_trained' && !!kb.trainingError;
  const step = progress ? (progress.step ?? 'embedding') : null;
  // The fact sheet step has no count of its own: the bar runs without a value until it is done.
  const determinate = step === 'embedding';
  const cost = new Intl.NumberFormat(LOCALE_TAGS[locale], {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(TRAINING_ESTIMATE.costUsd);

  const start = async () => {
    try {
      await backend.call('startKnowledgeBaseTraining', { knowledgeBaseId: kbId });
      setConfirming(false);
      return null;
    } catch (error) {
      return {
        title: t('knowledgeBases.training.startFailed'),
        detail: kbFailure(error, 'knowledgeBases.training.startFailed', t),
      };
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="training-panel">
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ mr: 1 }}>
            {t('knowledgeBases.training.title')}
          </Typography>
          <TrainingStateChip state={kb.trainingState} failed={failed} />
        </Stack>
        {failed && (
          <Alert
            severity="error"
            role="alert"
            action={
              !blocker && (
                <Button color="inherit" size="small" onClick={() => setConfirming(true)}>
                  {t('knowledgeBases.training.retry')}
                </Button>
              )
            }
          >
            <AlertTitle>{t('knowledgeBases.training.failedTitle')}</AlertTitle>
            {t('knowledgeBases.training.failedBody')}
          </Alert>
        )}
        {running && (
          <Stack spacing={0.5} data-testid="training-progress">
            {step && (
              <Typography variant="subtitle2" component="p" data-testid="training-step">
                {t(STEP_KEYS[step])}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {progress
                ? t('knowledgeBases.training.progress', {
                    done: progress.chunksDone,
                    count: progress.totalChunks,
                    percent: progress.percent,
                  })
                : t('knowledgeBases.training.queued')}
            </Typography>
            <LinearProgress
              variant={determinate ? 'determinate' : 'indeterminate'}
              value={determinate ? progress?.percent : undefined}
              aria-label={t('knowledgeBases.training.progressLabel')}
            />
          </Stack>
        )}
        {kb.trainingState === 'trained' && (
          <Typography color="text.secondary">{t('knowledgeBases.training.trainedBody')}</Typography>
        )}
        {kb.trainingState === 'not_trained' && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <Button
              variant="contained"
              startIcon={<ModelTrainingOutlined />}
              disabled={blocker !== null}
              onClick={() => setConfirming(true)}
              aria-describedby={blocker ? 'train-blocker' : undefined}
            >
              {t('knowledgeBases.training.start')}
            </Button>
            {blocker && (
              <Typography id="train-blocker" variant="body2" color="text.secondary">
                {t(blocker)}
              </Typography>
            )}
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('knowledgeBases.training.confirmTitle')}
        body={t('knowledgeBases.training.confirmBody', {
          minutes: TRAINING_ESTIMATE.minutes,
          cost,
        })}
        confirmLabel={t('knowledgeBases.training.confirm')}
        destructive
        onConfirm={start}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
