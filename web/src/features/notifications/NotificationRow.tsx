import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { notificationMessageKey, type Locale, type Notification } from '@tender/core';
import { useLocale, useLocalePath } from '../../app/i18n/LocaleContext';
import { PreloadLink } from '../../components/PreloadLink';
import { formatDateTime } from '../../format/dates';
import { formatRelativeTime } from '../../format/relativeTime';
import { isAppPath } from './useOpenNotification';
import { visuallyHidden } from '../../components/visuallyHidden';

export interface NotificationItem extends Notification {
  readonly id: string;
}

/** The notification's text in the reader's language, from its kind and stored params. */
export function useNotificationText(): (n: Notification) => string {
  const { t } = useTranslation();
  return (n) => t(notificationMessageKey(n.kind), { ...n.params });
}

/**
 * One notification: its text, when (relative, the exact time on hover), and a dot plus the word
 * 'Unread' (for screen readers) while unread. The whole row is a link to its object (in the
 * reader's locale) and marks it read when followed; one without an object is a button.
 */
export function NotificationRow({
  item,
  now,
  onOpen,
}: {
  item: NotificationItem;
  now: number;
  onOpen: (item: NotificationItem) => void;
}) {
  const { t } = useTranslation();
  const locale: Locale = useLocale();
  const localePath = useLocalePath();
  const text = useNotificationText();
  const at = item.createdAt?.toMillis?.() ?? null;
  const link = isAppPath(item.link) ? { component: PreloadLink, to: localePath(item.link) } : {};
  return (
    <ListItemButton
      {...link}
      onClick={() => onOpen(item)}
      data-testid="notification"
      data-read={item.read}
      sx={{ alignItems: 'flex-start', gap: 1.5, py: 1 }}
    >
      <Box
        aria-hidden
        sx={{
          mt: 0.9,
          width: 8,
          height: 8,
          flexShrink: 0,
          borderRadius: '50%',
          bgcolor: item.read ? 'transparent' : 'primary.main',
        }}
      />
      <ListItemText
        primary={
          <>
            {!item.read && (
              <Box component="span" sx={visuallyHidden}>
                {t('notifications.unreadMark')}:{' '}
              </Box>
            )}
            {text(item)}
          </>
        }
        secondary={
          at === null ? null : (
            <time dateTime={new Date(at).toISOString()} title={formatDateTime(at, locale)}>
              {formatRelativeTime(at, now, locale)}
            </time>
          )
        }
        slotProps={{
          primary: { variant: 'body2', sx: { fontWeight: item.read ? 400 : 600 } },
          secondary: { variant: 'caption' },
        }}
      />
    </ListItemButton>
  );
}
