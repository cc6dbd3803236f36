/** /dashboard/notifications: every notification of the signed-in user, paginated ('View all updates'). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../app/toasts/toasts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useBackend } from '../../backend/BackendContext';
import { useLiveQuery } from '../../backend/hooks/useLiveQuery';
import { useSessionState } from '../../app/session/SessionContext';
import { PageHeader } from '../../components/PageHeader';
import { PageLoading } from '../../components/PageLoading';
import { useNow } from '../../hooks/useNow';
import { markAllRead, unreadQuery } from './notificationQueries';
import { NotificationRow } from './NotificationRow';
import { useNotificationPage } from './useNotificationPage';
import { useOpenNotification } from './useOpenNotification';

function NotificationsList({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const { docs } = useBackend();
  const { enqueueSnackbar } = useSnackbar();
  const now = useNow();
  const page = useNotificationPage(uid);
  const unread = useLiveQuery(unreadQuery(uid));
  const open = useOpenNotification(uid);
  const [marking, setMarking] = useState(false);
  const unreadCount = unread.status === 'ready' ? unread.data.length : 0;

  const markAll = async () => {
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
    <>
      <PageHeader
        title={t('pages.notifications.title')}
        actions={
          <Button
            variant="outlined"
            onClick={() => void markAll()}
            disabled={unreadCount === 0 || marking}
            loading={marking}
          >
            {t('notifications.markAllRead')}
          </Button>
        }
      />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('notifications.intro')}
      </Typography>
      {page.status === 'loading' && <PageLoading />}
      {page.status === 'error' && <Alert severity="error">{t('notifications.loadFailed')}</Alert>}
      {page.status === 'ready' && page.rows.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">{t('notifications.empty')}</Typography>
        </Paper>
      )}
      {page.status === 'ready' && page.rows.length > 0 && (
        <>
          <Paper variant="outlined">
            <List disablePadding aria-label={t('pages.notifications.title')}>
              {page.rows.map((item) => (
                <NotificationRow key={item.id} item={item} now={now} onOpen={open} />
              ))}
            </List>
          </Paper>
          {(page.hasNewer || page.hasOlder) && (
            <Stack
              direction="row"
              component="nav"
              aria-label={t('pages.notifications.title')}
              sx={{ mt: 2, alignItems: 'center', justifyContent: 'flex-end', gap: 2 }}
            >
              <Typography variant="body2" color="text.secondary">
                {t('notifications.page', { page: page.pageIndex + 1 })}
              </Typography>
              <Button onClick={page.newer} disabled={!page.hasNewer}>
                {t('notifications.newer')}
              </Button>
              <Button onClick={page.older} disabled={!page.hasOlder}>
                {t('notifications.older')}
              </Button>
            </Stack>
          )}
        </>
      )}
    </>
  );
}

/** Route module of /dashboard/notifications (loaded on demand). */
export function Component() {
  const session = useSessionState();
  if (session.status !== 'signedIn') return null;
  return <NotificationsList uid={session.session.user.uid} />;
}
