import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { useLiveQuery } from '../../../backend/hooks/useLiveQuery';
import { unreadQuery, UNREAD_COUNT_MAX } from '../../../features/notifications/notificationQueries';
import { useSessionState } from '../../session/SessionContext';

/** The panel is a chunk of its own, fetched on the first open. */
const NotificationsPanel = lazy(() => import('../../../features/notifications/NotificationsPanel'));

/**
 * The bell: the unread count, live, as a badge and in the button's name ("3 unread
 * notifications"); opens the notifications panel. Members only: support staff have no company
 * and no notifications to read.
 */
export function NotificationsButton() {
  const { t } = useTranslation();
  const session = useSessionState();
  const uid =
    session.status === 'signedIn' && session.session.access.companyId
      ? session.session.user.uid
      : null;
  const unread = useLiveQuery(uid ? unreadQuery(uid) : null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (uid === null) return null;
  const count = unread.status === 'ready' ? unread.data.length : 0;
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        color="inherit"
        data-testid="notifications-button"
        aria-label={count > 0 ? t('notifications.unread', { count }) : t('notifications.open')}
        aria-haspopup="dialog"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge
          color="error"
          badgeContent={count}
          max={UNREAD_COUNT_MAX - 1}
          data-testid="notifications-count"
        >
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
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
          <NotificationsPanel uid={uid} unread={count} onClose={close} />
        </Suspense>
      </Popover>
    </>
  );
}
