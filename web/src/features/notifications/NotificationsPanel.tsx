/**
 * The bell's panel (loaded on first open, so the top bar stays small): the newest notifications
 * live, 'Mark all read' and 'View all updates'.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../app/toasts/toasts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useBackend } from '../../backend/BackendContext';
import { useLiveQuery } from '../../backend/hooks/useLiveQuery';
import { useLocalePath } from '../../app/i18n/LocaleContext';
import { PreloadLink } from '../../components/PreloadLink';
import { useNow } from '../../hooks/useNow';
import { latestQuery, markAllRead } from './notificationQueries';
import { NotificationRow } from './NotificationRow';
import { useOpenNotification } from './useOpenNotification';

export const NOTIFICATIONS_PATH = '/dashboard/notifications';

export default function NotificationsPanel({
  uid,
  unread,
  onClose,
}: {
  uid: string;
  /** Unread notifications (from the bell's own count). */
  unread: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { docs } = useBackend();
  const localePath = useLocalePath();
  const { enqueueSnackbar } = useSnackbar();
  const now = useNow();
  const latest = useLiveQuery(latestQuery(uid));
  const open = useOpenNotification(uid, onClose);
  const [marking, setMarking] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const markAll = async () => {
    // The button disables itself while marking (and stays disabled with nothing unread). A disabled
    // button drops focus to the page body, outside the popover, where Escape no longer closes it:
    // keep keyboard users inside the panel by moving focus to its heading first.
    headingRef.current?.focus();
    setMarking(true);
    try {
      await markAllRead(docs, uid);
    } catch {
      enqueueSnackbar(t('notifications.markFailed'), { variant: 'error' });
    } finally {
      setMarking(false);
    }
  };

  return (
    <Box sx={{ width: { xs: 'calc(100vw - 32px)', sm: 380 }, maxWidth: 380 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5, gap: 1 }}
      >
        <Typography
          ref={headingRef}
          tabIndex={-1}
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 600, '&:focus': { outline: 'none' } }}
        >
          {t('notifications.title')}
        </Typography>
        <Button
          size="small"
          onClick={() => void markAll()}
          disabled={unread === 0 || marking}
          loading={marking}
        >
          {t('notifications.markAllRead')}
        </Button>
      </Stack>
      <Divider />
      <Box sx={{ maxHeight: 420, overflowY: 'auto' }}>
        {latest.status === 'loading' && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
            <CircularProgress size={24} aria-label={t('common.loading')} />
          </Box>
        )}
        {latest.status === 'error' && (
          <Alert severity="error" sx={{ m: 2 }}>
            {t('notifications.loadFailed')}
          </Alert>
        )}
        {latest.status === 'ready' && latest.data.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 3 }}>
            {t('notifications.empty')}
          </Typography>
        )}
        {latest.status === 'ready' && latest.data.length > 0 && (
          <List dense disablePadding aria-label={t('notifications.title')}>
            {latest.data.map((d) => (
              <NotificationRow key={d.id} item={{ ...d.data, id: d.id }} now={now} onOpen={open} />
            ))}
          </List>
        )}
      </Box>
      <Divider />
      <Box sx={{ p: 1, display: 'flex', justifyContent: 'center' }}>
        <Button
          fullWidth
          component={PreloadLink}
          to={localePath(NOTIFICATIONS_PATH)}
          onClick={onClose}
        >
          {t('notifications.viewAll')}
        </Button>
      </Box>
    </Box>
  );
}
