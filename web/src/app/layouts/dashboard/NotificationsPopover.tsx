import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Popover from '@mui/material/Popover';

/** The panel is a chunk of its own, fetched on the first open. */
const NotificationsPanel = lazy(() => import('../../../features/notifications/NotificationsPanel'));

/**
 * The bell's popover: a chunk of its own (MUI's Popover brings Modal), loaded when the browser is
 * idle after the dashboard's first screen, or when the bell is pointed at.
 */
export default function NotificationsPopover({
  anchor,
  uid,
  unread,
  onClose,
}: {
  anchor: HTMLElement | null;
  uid: string;
  unread: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Popover
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: { role: 'dialog', 'aria-label': t('notifications.title') } as object,
      }}
    >
      <Suspense
        fallback={
          <Box sx={{ p: 3, display: 'flex', justifyContent: 'center', width: 300 }}>
            <CircularProgress size={24} aria-label={t('common.loading')} />
          </Box>
        }
      >
        <NotificationsPanel uid={uid} unread={unread} onClose={onClose} />
      </Suspense>
    </Popover>
  );
}
