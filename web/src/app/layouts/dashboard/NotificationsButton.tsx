import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { useLiveQuery } from '../../../backend/hooks/useLiveQuery';
import { unreadQuery, UNREAD_COUNT_MAX } from '../../../features/notifications/notificationQueries';
import { deferred, afterFirstScreen } from '../../../components/preferences/deferred';
import { useSessionState } from '../../session/SessionContext';

/** The popover (and Modal under it) after the first screen; the panel itself on the first open. */
const Popover = deferred(() => import('./NotificationsPopover'));
const preloadPopover = () => void Popover.preload().catch(() => undefined);

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
  // Mounted from the first opening on, so the popover keeps its closing transition.
  const [opened, setOpened] = useState(false);
  useEffect(() => afterFirstScreen(preloadPopover), []);
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
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        onPointerEnter={preloadPopover}
        onFocus={preloadPopover}
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
      {opened && (
        <Suspense fallback={null}>
          <Popover.Component anchor={anchor} uid={uid} unread={count} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
