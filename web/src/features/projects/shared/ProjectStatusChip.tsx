import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { ProjectStatus } from '@tender/core';

/** One colour per stage, so a list scanned by eye shows where each bid stands. */
export const STATUS_COLORS: Record<ProjectStatus, ChipProps['color']> = {
  draft: 'default',
  in_progress: 'info',
  review: 'warning',
  submitted: 'secondary',
  approved: 'success',
  rejected: 'error',
  published: 'primary',
};

export function ProjectStatusChip({
  status,
  trailing,
  ...rest
}: { status: ProjectStatus; trailing?: ReactNode } & Omit<ChipProps, 'label' | 'color'>) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLORS[status]}
      label={
        trailing ? (
          <span style={{ display: 'inline-flex', alignItems: 'center' }}>
            {t(`projects.status.${status}`)}
            {trailing}
          </span>
        ) : (
          t(`projects.status.${status}`)
        )
      }
      {...rest}
    />
  );
}
