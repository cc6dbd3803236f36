import { useTranslation } from 'react-i18next';
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { TicketStatus } from '@tender/core';

const COLOR: Record<TicketStatus, ChipProps['color']> = {
  open: 'info',
  inProgress: 'primary',
  pending: 'warning',
  closed: 'default',
};

/** The ticket's status in words, coloured by who has the ball (support, the user, nobody). */
export function TicketStatusChip({
  status,
  size = 'small',
}: {
  status: TicketStatus;
  size?: ChipProps['size'];
}) {
  const { t } = useTranslation();
  return (
    <Chip
      size={size}
      color={COLOR[status]}
      variant={status === 'closed' ? 'filled' : 'outlined'}
      label={t(`tickets.status.${status}`)}
    />
  );
}
