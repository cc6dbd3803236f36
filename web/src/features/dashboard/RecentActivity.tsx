import { useTranslation } from 'react-i18next';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ActivityItem } from '@tender/core/services/dashboard/index';
import { useLocale, useLocalePath } from '../../app/i18n/LocaleContext';
import { PreloadLink } from '../../components/PreloadLink';
import { formatDateTime } from '../../format/dates';

/** What happened lately, from the data the dashboard already read (no reads of its own). */
export function RecentActivity({ items }: { items: ActivityItem[] | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const path = useLocalePath();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="activity-title" sx={{ p: 2 }}>
      <Typography id="activity-title" variant="h2" component="h2" sx={{ mb: 1 }}>
        {t('overview.activity.title')}
      </Typography>
      {items === null ? (
        [0, 1, 2].map((i) => <Skeleton key={i} variant="text" height={36} />)
      ) : items.length === 0 ? (
        <Typography color="text.secondary">{t('overview.activity.empty')}</Typography>
      ) : (
        <List dense disablePadding aria-labelledby="activity-title">
          {items.map((a) => {
            const text = (
              <ListItemText
                primary={t(`overview.activity.${a.kind}`, {
                  name: a.projectName ?? '',
                  count: a.count,
                })}
                secondary={formatDateTime(a.at, locale)}
              />
            );
            const to = a.projectId
              ? path(`/dashboard/projects/${a.projectId}`)
              : path('/dashboard/signaling');
            return (
              <ListItem key={`${a.kind}-${a.projectId ?? ''}-${a.at}`} disablePadding>
                <ListItemButton component={PreloadLink} to={to} sx={{ borderRadius: 1 }}>
                  {text}
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
    </Paper>
  );
}
