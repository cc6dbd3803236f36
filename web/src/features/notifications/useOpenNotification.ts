import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../app/toasts/toasts';
import { useBackend } from '../../backend/BackendContext';
import { markRead } from './notificationQueries';

export interface OpenableNotification {
  readonly id: string;
  readonly read: boolean;
}

/** An in-app path only ('/dashboard/…'), never another origin ('//host', 'https:'). */
export const isAppPath = (link: string | null): link is string =>
  link !== null && link.startsWith('/') && !link.startsWith('//');

/**
 * Opening a notification marks it read; its row is a link to the object (NotificationRow), so the
 * router goes there. An object deleted since shows its page's not-found state ('Project not
 * found', …), never a crash.
 */
export function useOpenNotification(uid: string, afterOpen?: () => void) {
  const { docs } = useBackend();
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    (n: OpenableNotification) => {
      if (!n.read) {
        markRead(docs, uid, n.id).catch(() =>
          enqueueSnackbar(t('notifications.markFailed'), { variant: 'error' }),
        );
      }
      afterOpen?.();
    },
    [docs, uid, t, enqueueSnackbar, afterOpen],
  );
}
