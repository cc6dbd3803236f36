import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { PROJECT_WORKFLOW_STEPS, type ProjectWorkflowStep } from '@tender/core';
import { visuallyHidden } from '../../../components/visuallyHidden';

export function stepFromQuery(value: string | null): ProjectWorkflowStep {
  return (PROJECT_WORKFLOW_STEPS as readonly string[]).includes(value ?? '')
    ? (value as ProjectWorkflowStep)
    : 'documents';
}

/**
 * The guided 3-step workflow (spec §2): Documents → Award Criteria → Additional Info. Steps are
 * tabs (click, or arrow keys and Enter), Back/Next walk them in order, and the step is in the URL (?step=)
 * so a reload or a shared link opens the same step.
 */
export function ProjectWorkflow({
  render,
  completed,
}: {
  render: (step: ProjectWorkflowStep) => ReactNode;
  /** Steps that already hold what they ask for (ticked in the stepper). */
  completed: Partial<Record<ProjectWorkflowStep, boolean>>;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const vertical = useMediaQuery(theme.breakpoints.down('sm'));
  const [params, setParams] = useSearchParams();
  const step = stepFromQuery(params.get('step'));
  const index = PROJECT_WORKFLOW_STEPS.indexOf(step);
  const go = (next: ProjectWorkflowStep) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next === 'documents') out.delete('step');
        else out.set('step', next);
        return out;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
      component="section"
      aria-labelledby="workflow-heading"
    >
      <Typography id="workflow-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('projects.workflow.title')}
      </Typography>
      <Stepper
        nonLinear
        activeStep={index}
        orientation={vertical ? 'vertical' : 'horizontal'}
        sx={{ mb: 3 }}
        aria-label={t('projects.workflow.title')}
      >
        {PROJECT_WORKFLOW_STEPS.map((name) => (
          <Step key={name} completed={Boolean(completed[name])}>
            <StepButton
              onClick={() => go(name)}
              id={`workflow-tab-${name}`}
              aria-controls="workflow-panel"
              optional={
                <Typography variant="caption" color="text.secondary">
                  {t(`projects.workflow.steps.${name}Hint`)}
                </Typography>
              }
            >
              {t(`projects.workflow.steps.${name}`)}
              {completed[name] && (
                <Box component="span" sx={visuallyHidden}>
                  {` (${t('projects.workflow.stepDone')})`}
                </Box>
              )}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      {/* MUI's non-linear stepper is a tablist (arrow keys move between steps). */}
      <Box role="tabpanel" id="workflow-panel" aria-labelledby={`workflow-tab-${step}`}>
        {render(step)}
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 3 }}>
        <Button disabled={index === 0} onClick={() => go(PROJECT_WORKFLOW_STEPS[index - 1]!)}>
          {t('projects.workflow.back')}
        </Button>
        <Button
          variant="outlined"
          disabled={index === PROJECT_WORKFLOW_STEPS.length - 1}
          onClick={() => go(PROJECT_WORKFLOW_STEPS[index + 1]!)}
        >
          {t('projects.workflow.next')}
        </Button>
      </Stack>
    </Paper>
  );
}
