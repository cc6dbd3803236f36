/**
 * /dashboard (spec §2, issue 10): what needs attention, key figures, charts, recent activity and
 * (for admins) AI usage this month, from one bounded load (useDashboardData, ≤ 100 reads).
 */
import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSessionState } from '../../app/session/SessionContext';
import { useLocalePath } from '../../app/i18n/LocaleContext';
import { PageHeader } from '../../components/PageHeader';
import { PreloadLink } from '../../components/PreloadLink';
import { markFirstScreen } from '../../components/preferences/deferred';
import { AttentionPanel } from './AttentionPanel';
import { KeyFigures } from './KeyFigures';
import { RecentActivity } from './RecentActivity';
import { UsageCard } from './UsageCard';
import { useDashboardData } from './useDashboardData';

const DashboardCharts = lazy(() => import('./DashboardCharts'));
// Only after a load (failed, or without progress): not part of the first screen (issue 22).
const Alert = lazy(() => import('@mui/material/Alert'));

/**
 * The charts' cards while the data or @mui/x-charts loads: skeletons, and once the figures are
 * there the cards' titles with them. The titles are the page's largest text: shown only when the
 * chunk arrives, they made the largest paint wait for the charts rather than the figures
 * (bench/large-company-lcp.mjs); now nothing shifts when the charts come.
 */
function ChartsLoading({ titled }: { titled: boolean }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' } }}>
      {(['matches', 'status'] as const).map((chart) => (
        <Paper key={chart} variant="outlined" sx={{ p: 2, minWidth: 0 }}>
          {titled ? (
            <Typography variant="h2" component="h2">
              {t(`overview.charts.${chart}.title`)}
            </Typography>
          ) : (
            <Skeleton variant="text" width="50%" height={32} />
          )}
          <Skeleton variant="rounded" height={300} sx={{ mt: 1 }} />
        </Paper>
      ))}
    </Box>
  );
}

function GettingStarted() {
  const { t } = useTranslation();
  const path = useLocalePath();
  return (
    <Paper variant="outlined" sx={{ p: 3 }} data-testid="dashboard-empty">
      <Typography variant="h2" component="h2">
        {t('overview.empty.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        {t('overview.empty.body')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="contained" component={PreloadLink} to={path('/dashboard/projects')}>
          {t('overview.empty.projects')}
        </Button>
        <Button variant="outlined" component={PreloadLink} to={path('/dashboard/company-profile')}>
          {t('overview.empty.profile')}
        </Button>
      </Stack>
    </Paper>
  );
}

export function Component() {
  const { t } = useTranslation();
  const session = useSessionState();
  const name =
    session.status === 'signedIn'
      ? (session.session.user.displayName ?? session.session.user.email)
      : '';
  const state = useDashboardData();
  const data = state.status === 'ready' ? state.data : null;
  // The charts (@mui/x-charts, about 100 kB gzip) start loading once the figures are committed:
  // rendered in the same update, their lazy chunk held the figures back until it had downloaded
  // (bench/first-render.mjs: the first screen waited for it).
  const [chartsWanted, setChartsWanted] = useState(false);
  const hasData = data !== null;
  useEffect(() => {
    if (!hasData) return undefined;
    // The key figures are the dashboard's first screen: the menus and tooltips may load now.
    markFirstScreen();
    const timer = window.setTimeout(() => setChartsWanted(true), 0);
    return () => window.clearTimeout(timer);
  }, [hasData]);

  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 1 }} data-testid="welcome-name">
        {t('dashboard.welcome', { name })}
      </Typography>
      <PageHeader title={t('pages.dashboard.title')} />
      {state.status === 'error' ? (
        <Suspense fallback={null}>
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={state.retry}>
                {t('overview.retry')}
              </Button>
            }
          >
            {t('overview.loadFailed')}
          </Alert>
        </Suspense>
      ) : (
        <Stack
          spacing={2}
          aria-busy={state.status === 'loading' || (data?.progressPending ?? false)}
        >
          {data?.empty && <GettingStarted />}
          {data?.progressUnavailable && (
            <Suspense fallback={null}>
              <Alert severity="warning" data-testid="dashboard-progress-unavailable">
                {t('overview.progressUnavailable')}
              </Alert>
            </Suspense>
          )}
          <KeyFigures
            figures={data?.figures ?? null}
            progressPending={data?.progressPending ?? false}
          />
          <AttentionPanel data={data} />
          {data && chartsWanted ? (
            <Suspense fallback={<ChartsLoading titled />}>
              <DashboardCharts data={data} />
            </Suspense>
          ) : (
            <ChartsLoading titled={data !== null} />
          )}
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', lg: data?.usage ? '3fr 2fr' : '1fr' },
              alignItems: 'start',
            }}
          >
            {/* Activity mixes in the progress's events: whole once it is read, not reordered. */}
            <RecentActivity items={data && !data.progressPending ? data.activity : null} />
            {data?.usage && <UsageCard usage={data.usage} />}
          </Box>
        </Stack>
      )}
    </>
  );
}
