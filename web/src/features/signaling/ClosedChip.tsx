import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import type { SxProps, Theme } from '@mui/material/styles';

/** 'Closed': nobody can bid any more — the deadline has passed or the contract is awarded (issue 21). */
export function ClosedChip({ sx }: { sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t('signaling.list.closed')}
      data-testid="closed-mark"
      sx={[{ fontWeight: 600, flexShrink: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
