/** The spec's ten draft-generation steps, in order, each done / running / waiting / failed with its time. */
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import RadioButtonUncheckedOutlined from '@mui/icons-material/RadioButtonUncheckedOutlined';
import type { DraftProgress } from '@tender/core';
import { useLocale } from '../../../app/i18n/LocaleContext';
import { formatElapsed, type StepState, stepRows } from './draftProgress';
import { visuallyHidden } from '../../../components/visuallyHidden';

function StepIcon({ state }: { state: StepState }) {
  if (state === 'done') return <CheckCircleOutlined color="success" fontSize="small" />;
  if (state === 'failed') return <ErrorOutlined color="error" fontSize="small" />;
  if (state === 'running') return <CircularProgress size={18} aria-hidden />;
  return <RadioButtonUncheckedOutlined color="disabled" fontSize="small" />;
}

export function GenerationSteps({ progress, now }: { progress: DraftProgress; now: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rows = stepRows(progress, now);
  return (
    <List dense aria-label={t('drafts.stepsLabel')} data-testid="draft-steps" disablePadding>
      {rows.map((row) => {
        const sections =
          row.step === 'generatingDocument' && row.state !== 'pending' && progress.sections
            ? t('drafts.sections', {
                done: progress.sections.done,
                count: progress.sections.total,
              })
            : null;
        return (
          <ListItem
            key={row.step}
            data-step={row.step}
            data-state={row.state}
            aria-current={row.state === 'running' ? 'step' : undefined}
            disableGutters
            secondaryAction={
              row.elapsedMs !== null ? (
                <Box
                  component="span"
                  sx={{
                    typography: 'body2',
                    color: 'text.secondary',
                    fontVariantNumeric: 'tabular-nums',
                  }}
                >
                  {formatElapsed(row.elapsedMs, locale)}
                </Box>
              ) : null
            }
          >
            <ListItemIcon sx={{ minWidth: 32 }}>
              <StepIcon state={row.state} />
            </ListItemIcon>
            <ListItemText
              primary={t(`drafts.steps.${row.step}`)}
              secondary={
                <>
                  <Box component="span" sx={visuallyHidden}>
                    {t(`drafts.stepState.${row.state}`)}
                  </Box>
                  {sections}
                </>
              }
              slotProps={{
                primary: {
                  sx: {
                    fontWeight: row.state === 'running' ? 600 : undefined,
                    color: row.state === 'pending' ? 'text.secondary' : undefined,
                  },
                },
              }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
