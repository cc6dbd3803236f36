import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import type { VisualStatus } from '@tender/core';

const COLOURS = { pending: 'info', ready: 'success', failed: 'error' } as const;

export function VisualStatusChip({ status }: { status: VisualStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant={status === 'ready' ? 'outlined' : 'filled'}
      color={COLOURS[status]}
      label={t(`visuals.status.${status}`)}
    />
  );
}
