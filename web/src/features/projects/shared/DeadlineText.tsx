import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocale } from '../../../app/i18n/LocaleContext';
import { calendarDaysUntil, formatDateTime } from '../../../format/dates';
import { useNow } from '../../../hooks/useNow';

/** The submission deadline with what it means today: 'n days left', 'today' or 'overdue'. */
export function DeadlineText({
  deadlineMs,
  nowMs,
  closed = false,
}: {
  deadlineMs: number | null;
  /** Fixed "now" (tests); by default the current time, refreshed every minute. */
  nowMs?: number;
  /** Submitted or decided: the countdown no longer matters. */
  closed?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const liveNow = useNow();
  const now = nowMs ?? liveNow;
  if (deadlineMs === null)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('projects.deadline.none')}
      </Typography>
    );
  const days = calendarDaysUntil(deadlineMs, now);
  const overdue = deadlineMs < now;
  const hint = overdue
    ? t('projects.deadline.overdue')
    : days === 0
      ? t('projects.deadline.today')
      : t('projects.deadline.daysLeft', { count: days });
  return (
    <Stack spacing={0}>
      <Typography variant="body2">{formatDateTime(deadlineMs, locale)}</Typography>
      {!closed && (
        <Typography
          variant="caption"
          sx={(theme) => {
            // A darker shade on light paper, a lighter one on dark, so small text stays readable
            // (CSS-variable theme: theme.palette is the light scheme; dark goes through applyStyles).
            const tone = overdue ? 'error' : days <= 7 ? 'warning' : null;
            return {
              color: tone ? `${tone}.dark` : 'text.secondary',
              fontWeight: tone ? 600 : 400,
              ...theme.applyStyles('dark', { color: tone ? `${tone}.light` : 'text.secondary' }),
            };
          }}
        >
          {hint}
        </Typography>
      )}
    </Stack>
  );
}
