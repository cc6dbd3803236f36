import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import type { TrainingState } from '@tender/core';

/** Not trained / In progress / Trained (spec §4); 'Training Failed' after a failed run. */
export function TrainingStateChip({ state, failed }: { state: TrainingState; failed: boolean }) {
  const { t } = useTranslation();
  if (failed && state === 'not_trained')
    return <Chip size="small" color="error" label={t('knowledgeBases.training.failedTitle')} />;
  const color = state === 'trained' ? 'success' : state === 'in_progress' ? 'info' : 'default';
  return (
    <Chip
      size="small"
      color={color}
      variant={state === 'not_trained' ? 'outlined' : 'filled'}
      label={t(`knowledgeBases.training.states.${state}`)}
      data-testid="training-state"
    />
  );
}
