import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { DashboardData } from '@tender/core/services/dashboard/index';
import { useLocale, useLocalePath } from '../../app/i18n/LocaleContext';
import { PreloadLink } from '../../components/PreloadLink';
import { calendarDaysUntil, formatDateTime } from '../../format/dates';
import { formatCount } from './dashboardFormat';

type Entry = {
  key: string;
  to: string;
  primary: ReactNode;
  secondary: ReactNode;
  chip?: ReactNode;
};

function Group({
  id,
  title,
  empty,
  entries,
  more,
  footer,
}: {
  id: string;
  title: string;
  empty: string;
  entries: Entry[] | null;
  more?: number;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = `attention-${id}`;
  return (
    <Box component="section" aria-labelledby={headingId} data-testid={headingId}>
      <Typography id={headingId} variant="h3" component="h3" sx={{ fontSize: '1rem', mb: 0.5 }}>
        {title}
      </Typography>
      {entries === null ? (
        <Skeleton variant="rounded" height={56} />
      ) : entries.length === 0 ? (
        <Typography color="text.secondary" variant="body2" sx={{ py: 1 }}>
          {empty}
        </Typography>
      ) : (
        <List dense disablePadding aria-labelledby={headingId}>
          {entries.map((e) => (
            <ListItemButton key={e.key} component={PreloadLink} to={e.to} sx={{ borderRadius: 1 }}>
              <ListItemText primary={e.primary} secondary={e.secondary} />
              {e.chip}
            </ListItemButton>
          ))}
        </List>
      )}
      {more ? (
        <Typography variant="body2" color="text.secondary" sx={{ pl: 2 }}>
          {t('overview.attention.more', { count: more })}
        </Typography>
      ) : null}
      {footer}
    </Box>
  );
}

/** Deadlines, running drafts, failed documents and this week's matches; each opens its object. */
export function AttentionPanel({ data }: { data: DashboardData | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const path = useLocalePath();
  const project = (id: string) => path(`/dashboard/projects/${id}`);

  const deadlines: Entry[] | null =
    data &&
    data.deadlines.map((d) => {
      const days = calendarDaysUntil(d.at, data.now);
      return {
        key: `${d.kind}-${d.projectId}`,
        to: project(d.projectId),
        primary: d.projectName,
        secondary: `${t(`overview.attention.deadlines.${d.kind}`)} · ${formatDateTime(d.at, locale)}`,
        chip: (
          <Chip
            size="small"
            color={days <= 3 ? 'warning' : 'default'}
            label={
              days === 0
                ? t('overview.attention.deadlines.today')
                : t('overview.attention.deadlines.daysLeft', { count: days })
            }
          />
        ),
      };
    });
  // Running drafts and failed documents come from the progress: skeletons until it is read.
  const progress = data && !data.progressPending ? data : null;
  const drafts: Entry[] | null =
    progress &&
    progress.drafts.items.map((d) => ({
      key: d.projectId,
      to: project(d.projectId),
      primary: d.projectName,
      secondary: [
        d.step ? t(`drafts.steps.${d.step}`) : t('overview.attention.drafts.starting'),
        d.sections
          ? t('overview.attention.drafts.sections', {
              done: d.sections.done,
              count: d.sections.total,
            })
          : null,
      ]
        .filter(Boolean)
        .join(' · '),
    }));
  const failed: Entry[] | null =
    progress &&
    progress.failedDocuments.items.map((f) => ({
      key: f.projectId,
      to: project(f.projectId),
      primary: f.projectName,
      secondary: t('overview.attention.failed.count', { count: f.count }),
    }));
  const matches: Entry[] | null =
    data &&
    data.newMatches.top.map((m) => ({
      key: m.tenderId,
      to: path(`/dashboard/signaling?tender=${encodeURIComponent(m.tenderId)}`),
      primary: m.titles?.[locale] ?? m.title,
      secondary: m.buyer,
      chip: (
        <Chip
          size="small"
          variant="outlined"
          label={t('overview.attention.matches.score', { score: m.score })}
        />
      ),
    }));
  const matchCount = data?.newMatches.count;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="attention-title" sx={{ p: 2 }}>
      <Typography id="attention-title" variant="h2" component="h2" sx={{ mb: 2 }}>
        {t('overview.attention.title')}
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}
      >
        <Group
          id="deadlines"
          title={t('overview.attention.deadlines.title')}
          empty={t('overview.attention.deadlines.empty')}
          entries={deadlines}
        />
        <Group
          id="drafts"
          title={t('overview.attention.drafts.title')}
          empty={t('overview.attention.drafts.empty')}
          entries={drafts}
          more={progress?.drafts.more}
        />
        <Group
          id="failed"
          title={t('overview.attention.failed.title')}
          empty={t('overview.attention.failed.empty')}
          entries={failed}
          more={progress?.failedDocuments.more}
        />
        <Group
          id="matches"
          title={t('overview.attention.matches.title')}
          empty={t('overview.attention.matches.empty')}
          entries={matches}
          footer={
            matchCount && matchCount.value > 0 ? (
              <Typography variant="body2" sx={{ pl: 2, mt: 0.5 }}>
                <Link component={PreloadLink} to={path('/dashboard/signaling')}>
                  {t('overview.attention.matches.count', {
                    count: matchCount.value,
                    value: matchCount.capped
                      ? t('overview.capped', { value: formatCount(matchCount.value, locale) })
                      : formatCount(matchCount.value, locale),
                  })}{' '}
                  — {t('overview.attention.matches.open')}
                </Link>
              </Typography>
            ) : null
          }
        />
      </Box>
    </Paper>
  );
}
