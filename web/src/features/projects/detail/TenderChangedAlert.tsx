import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import type { Project } from '@tender/core';
import { useLocale } from '../../../app/i18n/LocaleContext';
import { formatDate } from '../../../format/dates';

/**
 * Ingestion stamps `tenderChangedAt` on a project made from a tender when that tender changes
 * afterwards (a rectification or a re-published notice, issue 9): the deadlines and criteria
 * copied into the project may be out of date.
 */
export function TenderChangedAlert({ project }: { project: Project }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!project.tenderId || !project.tenderChangedAt) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {t('projects.detail.tenderChanged', {
        date: formatDate(project.tenderChangedAt.toMillis(), locale),
      })}
    </Alert>
  );
}
