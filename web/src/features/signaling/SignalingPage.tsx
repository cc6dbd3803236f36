import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../app/toasts/toasts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import RestartAltOutlined from '@mui/icons-material/RestartAltOutlined';
import { refs } from '@tender/core';
import { Link as RouterLink } from 'react-router';
import { useLocalePath } from '../../app/i18n/LocaleContext';
import { useBackend } from '../../backend/BackendContext';
import { useLiveDoc } from '../../backend/hooks/useLiveQuery';
import { PageHeader } from '../../components/PageHeader';
import { useMemberSession } from '../../app/session/useMemberSession';
import { IngestNowButton } from './IngestNowButton';
import { MatchList } from './MatchList';
import { DigestPreviewButton } from './notifications/DigestPreviewButton';
import { NotificationSettingsDialog } from './notifications/NotificationSettingsDialog';
import { SignalingToolbar } from './SignalingToolbar';
import { TenderDetailPanel } from './TenderDetailPanel';
import { signalingFailure } from './signalingFailure';
import {
  type FrozenOrder,
  type SignalingView,
  filterAndSort,
  freezeOrder,
  inFrozenOrder,
  pageOf,
  parseSignalingView,
  placesOf,
  signalingParams,
} from './signalingView';
import { useSignalingMatches } from './useSignalingMatches';

/**
 * /dashboard/signaling (spec §2, issue 9): the company's matched tenders with filters, sort and
 * pages kept in the URL, viewed state per user, and the detail panel (?tender=<id>).
 */
export function Component() {
  const { t } = useTranslation();
  const session = useMemberSession();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const paramsKey = searchParams.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the string stands for the params
  const view = useMemo(() => parseSignalingView(searchParams), [paramsKey]);
  const changeView = useCallback(
    (next: SignalingView, push = false) =>
      setSearchParams(signalingParams(next), { replace: !push, preventScrollReset: true }),
    [setSearchParams],
  );

  if (!session) return null; // the dashboard guard shows Access Denied without a company
  return (
    <>
      <PageHeader
        title={t('pages.signaling.title')}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<NotificationsOutlined />}
              onClick={() => setSettingsOpen(true)}
              sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
            >
              {t('signaling.notificationSettings')}
            </Button>
            <ResetViewedButton />
            {session.actor.role === 'admin' && <IngestNowButton />}
          </Stack>
        }
      />
      <SignalingBody
        companyId={session.companyId}
        uid={session.uid}
        view={view}
        onChange={changeView}
      />
      <TenderDetailPanel
        companyId={session.companyId}
        uid={session.uid}
        tenderId={view.tender}
        onClose={() => changeView({ ...view, tender: null })}
      />
      <NotificationSettingsDialog
        open={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        companyId={session.companyId}
        extraActions={(settings) => (
          <DigestPreviewButton
            companyId={session.companyId}
            uid={session.uid}
            settings={settings}
          />
        )}
      />
    </>
  );
}

function ResetViewedButton() {
  const { t } = useTranslation();
  const backend = useBackend();
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const reset = async () => {
    setBusy(true);
    try {
      const { reset: count } = await backend.call('resetViewedTenders', {});
      enqueueSnackbar(t('signaling.resetDone', { count }), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(signalingFailure(error, 'signaling.errors.resetViewed', t), {
        variant: 'error',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<RestartAltOutlined />}
      onClick={() => void reset()}
      disabled={busy}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {t('signaling.resetViewed')}
    </Button>
  );
}

function SignalingBody({
  companyId,
  uid,
  view,
  onChange,
}: {
  companyId: string;
  uid: string;
  view: SignalingView;
  onChange: (next: SignalingView, push?: boolean) => void;
}) {
  const { t } = useTranslation();
  const path = useLocalePath();
  const matches = useSignalingMatches(companyId, view.band);
  const company = useLiveDoc(refs.company(companyId));
  const [now] = useState(() => Date.now());
  const rows = matches.status === 'ready' ? matches.rows : null;
  const live = useMemo(
    () => (rows ? filterAndSort(rows, view, uid, now) : []),
    [rows, view, uid, now],
  );
  // The order is fixed while the user browses: frozen when the rows first arrive for these
  // filters and sort, kept through live updates (viewed marks, new scores), renewed by a change
  // of filters or sort, a refresh, or the next visit (issue 21). An empty list has no order to
  // keep: the first rows to arrive (an admin's "Fetch new tenders now", the first ingestion) are
  // shown at once, not held back behind "no tenders match these filters" (issue 22).
  const orderKey = JSON.stringify({ ...view, page: 0, tender: null });
  const [frozen, setFrozen] = useState<{ key: string; order: FrozenOrder } | null>(null);
  const frozeNothing = frozen?.order.ids.length === 0 && live.length > 0;
  if (rows && (frozen?.key !== orderKey || frozeNothing))
    setFrozen({ key: orderKey, order: freezeOrder(live) });
  const shown =
    frozen?.key === orderKey ? inFrozenOrder(frozen.order, live) : { rows: live, changed: false };
  const refresh = () => setFrozen({ key: orderKey, order: freezeOrder(live) });
  const places = useMemo(() => (rows ? placesOf(rows) : []), [rows]);
  const page = pageOf(shown.rows, view.page);
  // A new page starts at its top, not at the previous page's scroll position.
  const goToPage = (index: number) => {
    onChange({ ...view, page: index }, true);
    window.scrollTo({ top: 0 });
  };
  const hasProfile =
    company.status !== 'ready' || (company.data.data?.profile?.cpvCodes?.length ?? 0) > 0;
  const filtering =
    JSON.stringify({ ...view, sort: null, page: 0, tender: null }) !==
    JSON.stringify({
      ...parseSignalingView(new URLSearchParams()),
      sort: null,
      page: 0,
      tender: null,
    });

  let body;
  if (matches.status === 'loading') {
    body = (
      <Paper variant="outlined" sx={{ p: 2 }} aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} height={64} />
        ))}
      </Paper>
    );
  } else if (matches.status === 'error') {
    body = (
      <Alert severity="error" role="alert">
        {t('signaling.errors.load')}
      </Alert>
    );
  } else if (matches.rows.length === 0 && !filtering) {
    body = hasProfile ? (
      <Alert severity="info">{t('signaling.empty.noMatches')}</Alert>
    ) : (
      <Alert severity="info">
        {t('signaling.empty.noProfile')}{' '}
        <Link component={RouterLink} to={path('/dashboard/company-profile')}>
          {t('signaling.empty.profileLink')}
        </Link>
      </Alert>
    );
  } else if (page.total === 0) {
    body = <Alert severity="info">{t('signaling.empty.noResults')}</Alert>;
  } else {
    body = (
      <>
        {shown.changed && (
          <Alert
            severity="info"
            sx={{ mb: 1 }}
            action={
              <Button color="inherit" size="small" onClick={refresh}>
                {t('signaling.refresh.action')}
              </Button>
            }
          >
            {t('signaling.refresh.changed')}
          </Alert>
        )}
        <MatchList
          rows={page.rows}
          uid={uid}
          nowMs={now}
          openId={view.tender}
          onOpen={(id) => onChange({ ...view, tender: id }, true)}
        />
        {page.pageCount > 1 && (
          <Stack
            direction="row"
            spacing={1}
            sx={{ mt: 2, alignItems: 'center', justifyContent: 'flex-end' }}
            component="nav"
            aria-label={t('signaling.pager.label')}
          >
            <Typography variant="body2" color="text.secondary">
              {t('signaling.pager.page', { page: page.index + 1, pages: page.pageCount })}
            </Typography>
            <Button
              startIcon={<ChevronLeft />}
              disabled={page.index === 0}
              onClick={() => goToPage(page.index - 1)}
            >
              {t('signaling.pager.previous')}
            </Button>
            <Button
              endIcon={<ChevronRight />}
              disabled={page.index >= page.pageCount - 1}
              onClick={() => goToPage(page.index + 1)}
            >
              {t('signaling.pager.next')}
            </Button>
          </Stack>
        )}
      </>
    );
  }

  return (
    <>
      <SignalingToolbar view={view} places={places} onChange={onChange} />
      {matches.status === 'ready' && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
          {t('signaling.count', { count: page.total })}
          {matches.capped && ` ${t('signaling.capped', { count: matches.rows.length })}`}
        </Typography>
      )}
      {body}
    </>
  );
}
