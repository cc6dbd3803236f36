import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import { useBackend } from '../../backend/BackendContext';
import { useLocalePath } from '../../app/i18n/LocaleContext';
import { markRead } from './notificationQueries';

export interface OpenableNotification {
  readonly id: string;
  readonly read: boolean;
  readonly link: string | null;
}

/** An in-app path only ('/dashboard/…'), never another origin ('//host', 'https:'). */
const isAppPath = (link: string | null): link is string =>
  link !== null && link.startsWith('/') && !link.startsWith('//');

/**
 * Opening a notification marks it read and goes to its object in the reader's locale. An object
 * deleted since shows its page's not-found state ('Project not found', …), never a crash.
 */
export function useOpenNotification(uid: string, afterOpen?: () => void) {
  const { docs } = useBackend();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    (n: OpenableNotification) => {
      if (!n.read) {
        markRead(docs, uid, n.id).catch(() =>
          enqueueSnackbar(t('notifications.markFailed'), { variant: 'error' }),
        );
      }
      afterOpen?.();
      if (isAppPath(n.link)) void navigate(localePath(n.link));
    },
    [docs, uid, t, navigate, localePath, enqueueSnackbar, afterOpen],
  );
}
