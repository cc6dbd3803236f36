import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventOutlined from '@mui/icons-material/EventOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type { Project } from '@tender/core';
import { useLocale } from '../../../app/i18n/LocaleContext';
import type { ProjectFacts } from '../documents/useProjectFacts';
import { formatFactDate } from '../documents/factText';
import { DeadlineText } from '../shared/DeadlineText';
import { formatDate, formatDateTime } from '../../../format/dates';
import { FactSource, SuggestionCard } from '../workflow/SuggestionCard';
import { useDismissed } from '../workflow/useDismissed';
import { submissionSuggestions } from './deadlineSuggestions';
import { downloadProjectIcs, projectDeadlines } from './downloadIcs';
import { OtherDates } from './OtherDates';
import { ProjectSettingsDialog } from './ProjectSettingsDialog';
import { useAcceptDeadline } from './useAcceptDeadline';

/**
 * The project's dates and data sources at a glance, with the settings dialog, the calendar file
 * and the deadlines the documents name (the submission one can be confirmed into the project).
 */
export function SettingsPanel({
  companyId,
  projectId,
  project,
  editable,
  facts,
}: {
  companyId: string;
  projectId: string;
  project: Project;
  editable: boolean;
  facts: ProjectFacts['deadlines'];
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  // A new key per opening: the dialog starts from the saved values each time.
  const [opening, setOpening] = useState(0);
  const [dismissed, dismiss] = useDismissed(`${projectId}:deadlines`);
  const current = project.submissionDeadline?.toMillis() ?? null;
  const suggestions = editable ? submissionSuggestions(facts, current, dismissed) : [];
  const others = facts.filter((f) => f.value.kind !== 'submission');
  const deadlines = projectDeadlines(project);

  const acceptDeadline = useAcceptDeadline(companyId, projectId, project);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="settings-heading"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="settings-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('projects.settings.heading')}
      </Typography>
      {suggestions.length > 0 && (
        <SuggestionCard
          title={t('projects.settings.deadlineSuggestions')}
          onDismissAll={() => dismiss(suggestions.map((s) => s.key))}
        >
          {suggestions.map((s) => {
            // The date as the document states it (its own time, its zone when named), as in the
            // key facts; the reader's own time beside it only when that differs.
            const local = formatDateTime(s.at, locale);
            const stated = s.fact.value.date.includes('T')
              ? formatFactDate(s.fact.value.date, locale)
              : null;
            return (
              <Stack
                key={s.key}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}
              >
                <Box sx={{ flex: 1, minWidth: 160 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {stated ?? local}
                  </Typography>
                  {stated !== null && !stated.startsWith(local) && (
                    <Typography variant="caption" sx={{ display: 'block' }}>
                      {t('projects.settings.yourTime', { date: local })}
                    </Typography>
                  )}
                  <Typography variant="caption" color="text.secondary">
                    <FactSource documentName={s.fact.documentName} page={s.fact.page} />
                  </Typography>
                  {s.check && (
                    <Typography variant="caption" color="warning.main" sx={{ display: 'block' }}>
                      {t('projects.settings.checkSuggestion')}
                    </Typography>
                  )}
                  {s.passed && (
                    <Typography
                      variant="caption"
                      color="warning.main"
                      sx={{ display: 'block' }}
                      data-testid="deadline-passed"
                    >
                      {t('projects.settings.passedSuggestion')}
                    </Typography>
                  )}
                </Box>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => void acceptDeadline(s.at)}
                  aria-label={t('projects.settings.useDeadline', {
                    date: formatDateTime(s.at, locale),
                  })}
                >
                  {t('projects.suggestions.accept')}
                </Button>
              </Stack>
            );
          })}
        </SuggestionCard>
      )}
      <Stack spacing={1.5}>
        <Box>
          <Typography variant="subtitle2">{t('projects.fields.submissionDeadline')}</Typography>
          <DeadlineText deadlineMs={current} />
        </Box>
        <Box>
          <Typography variant="subtitle2">{t('projects.fields.announcementDate')}</Typography>
          <Typography
            variant="body2"
            color={project.announcementDate ? 'text.primary' : 'text.secondary'}
          >
            {project.announcementDate
              ? formatDate(project.announcementDate.toMillis(), locale)
              : t('projects.deadline.none')}
          </Typography>
        </Box>
        <OtherDates facts={others} />
        <Box>
          <Typography variant="subtitle2">{t('projects.settings.dataSources')}</Typography>
          <Typography variant="body2">
            {project.dataSources.enableAll
              ? t('projects.settings.allKnowledgeBases')
              : t('projects.settings.someKnowledgeBases', {
                  count: project.dataSources.knowledgeBaseIds.length,
                })}
          </Typography>
        </Box>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
        {editable && (
          <Button
            variant="outlined"
            startIcon={<SettingsOutlined />}
            onClick={() => {
              setOpening((n) => n + 1);
              setOpen(true);
            }}
          >
            {t('projects.settings.edit')}
          </Button>
        )}
        <Button
          startIcon={<EventOutlined />}
          disabled={deadlines.length === 0}
          onClick={() =>
            downloadProjectIcs(
              projectId,
              project,
              t,
              window.location.origin + window.location.pathname,
            )
          }
        >
          {t('projects.calendar.add')}
        </Button>
      </Stack>
      {editable && (
        <ProjectSettingsDialog
          key={opening}
          open={open}
          onClose={() => setOpen(false)}
          companyId={companyId}
          projectId={projectId}
          project={project}
        />
      )}
    </Paper>
  );
}
