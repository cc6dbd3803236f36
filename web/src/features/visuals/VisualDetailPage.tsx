import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import type { Visual } from '@tender/core';
import { useLocale, useLocalePath } from '../../app/i18n/LocaleContext';
import { useBackend } from '../../backend/BackendContext';
import { PageHeader } from '../../components/PageHeader';
import { PreloadLink } from '../../components/PreloadLink';
import { formatDateTime } from '../../format/dates';
import { CreateVisualDialog } from './CreateVisualDialog';
import { InsertIntoDraftButton } from './InsertIntoDraftButton';
import { VisualStatusChip } from './VisualStatusChip';
import { useVisual } from './useVisual';
import { useVisualFile } from './useVisualFile';
import { downloadVisual } from './visualDownload';
import { formatNumber } from './visualFormat';
import { VISUAL_PRINT_ROOT, VisualPrintStyles } from './visualPrint';
import { type MemberSession, useMemberSession } from '../../app/session/useMemberSession';

/** /dashboard/visuals/{id}: one visual, with download, print and insert into a draft. */
export function Component() {
  const session = useMemberSession();
  const { visualId = '' } = useParams();
  if (!session) return null; // the dashboard guard shows Access Denied without a company
  return <VisualDetail session={session} visualId={visualId} />;
}

function BackLink() {
  const { t } = useTranslation();
  const path = useLocalePath();
  return (
    <Link
      component={PreloadLink}
      to={path('/dashboard/visuals')}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}
    >
      <ArrowBack fontSize="small" />
      {t('visuals.detail.back')}
    </Link>
  );
}

function VisualDetail({ session, visualId }: { session: MemberSession; visualId: string }) {
  const { t } = useTranslation();
  const state = useVisual(session.companyId, visualId);

  if (state.status === 'loading')
    return (
      <Stack spacing={2} aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton variant="text" width="40%" height={48} />
        <Skeleton variant="rounded" height={420} />
      </Stack>
    );
  if (state.status === 'error')
    return (
      <>
        <BackLink />
        <Alert severity="error" role="alert">
          {t('visuals.errors.view')}
        </Alert>
      </>
    );
  if (state.status === 'notFound')
    return (
      <>
        <BackLink />
        <Alert severity="warning" role="alert">
          <AlertTitle>{t('visuals.detail.notFound')}</AlertTitle>
          {t('visuals.detail.notFoundBody')}
        </Alert>
      </>
    );
  return <VisualView session={session} visualId={visualId} visual={state.visual} />;
}

function VisualView({
  session,
  visualId,
  visual,
}: {
  session: MemberSession;
  visualId: string;
  visual: Visual;
}) {
  const { t } = useTranslation();
  const backend = useBackend();
  const file = useVisualFile(visual.status === 'ready' ? visual.storagePath : null);
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const ready = visual.status === 'ready' && file.status === 'ready';

  const download = async () => {
    setDownloading(true);
    setDownloadFailed(false);
    try {
      await downloadVisual(backend, visual);
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <VisualPrintStyles />
      <BackLink />
      <PageHeader
        title={visual.name}
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            <Button
              variant="outlined"
              startIcon={<DownloadOutlined />}
              disabled={!ready}
              loading={downloading}
              onClick={() => void download()}
            >
              {t('visuals.detail.download')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<PrintOutlined />}
              disabled={!ready}
              onClick={() => window.print()}
            >
              {t('visuals.detail.print')}
            </Button>
            <InsertIntoDraftButton
              session={session}
              visualId={visualId}
              visual={visual}
              disabled={!ready}
            />
          </Stack>
        }
      />
      {downloadFailed && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t('visuals.errors.download')}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(240px, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Picture visual={visual} file={file} />
        <Details visual={visual} />
      </Box>
    </>
  );
}

function Picture({ visual, file }: { visual: Visual; file: ReturnType<typeof useVisualFile> }) {
  const { t } = useTranslation();
  if (visual.status === 'failed') return <FailedVisual visual={visual} />;
  if (visual.status === 'pending')
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography sx={{ mb: 2 }}>{t('visuals.detail.pending')}</Typography>
        <LinearProgress aria-label={t('visuals.status.pending')} />
      </Paper>
    );
  if (file.status === 'error')
    return (
      <Alert severity="error" role="alert">
        {t('visuals.errors.view')}
      </Alert>
    );
  if (file.status !== 'ready') return <Skeleton variant="rounded" height={420} />;
  return (
    <Paper
      variant="outlined"
      className={VISUAL_PRINT_ROOT}
      sx={{ p: 2, bgcolor: '#fff', display: 'flex', justifyContent: 'center' }}
    >
      <Box
        component="img"
        src={file.url}
        alt={visual.name}
        sx={{ maxWidth: '100%', maxHeight: '75vh', height: 'auto', display: 'block' }}
      />
    </Paper>
  );
}

function Details({ visual }: { visual: Visual }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rows: [string, string][] = [[t('visuals.fields.type'), t(`visuals.types.${visual.type}`)]];
  if (visual.infographic) {
    rows.push([
      t('visuals.detail.options'),
      t('visuals.detail.size', {
        width: formatNumber(visual.infographic.width, locale),
        height: formatNumber(visual.infographic.height, locale),
      }),
    ]);
  }
  if (visual.image) {
    rows.push(
      [t('visuals.fields.aspectRatio'), visual.image.aspectRatio],
      [t('visuals.fields.styleType'), t(`visuals.styleTypes.${visual.image.styleType}`)],
      [t('visuals.fields.magicPrompt'), t(`visuals.magicPrompts.${visual.image.magicPrompt}`)],
    );
  }
  if (visual.createdAt) {
    rows.push([t('visuals.fields.created'), formatDateTime(visual.createdAt.toMillis(), locale)]);
  }
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Box>
          <VisualStatusChip status={visual.status} />
        </Box>
        {visual.description && <Typography>{visual.description}</Typography>}
        <Box>
          <Typography variant="overline" color="text.secondary" component="h2">
            {t('visuals.detail.prompt')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {visual.prompt}
          </Typography>
        </Box>
        <Box component="dl" sx={{ m: 0 }}>
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'flex', gap: 1, py: 0.25 }}>
              <Typography component="dt" color="text.secondary" sx={{ minWidth: 120 }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Stack>
    </Paper>
  );
}

/**
 * A visual that failed says why and offers to make it again: the create dialog opens with its
 * fields, so "try again" needs nothing retyped (the failed one stays, as a record of the attempt).
 */
function FailedVisual({ visual }: { visual: Visual }) {
  const { t } = useTranslation();
  const session = useMemberSession();
  const navigate = useNavigate();
  const path = useLocalePath();
  const [again, setAgain] = useState(false);
  return (
    <>
      <Alert
        severity="error"
        role="alert"
        action={
          session && (
            <Button color="inherit" size="small" onClick={() => setAgain(true)}>
              {t('visuals.detail.makeAgain')}
            </Button>
          )
        }
      >
        <AlertTitle>{t('visuals.errors.create')}</AlertTitle>
        {t(visual.error ?? 'visuals.errors.render')}
      </Alert>
      {session && again && (
        <CreateVisualDialog
          open
          from={visual}
          companyId={session.companyId}
          uid={session.uid}
          onClose={() => setAgain(false)}
          onCreated={(id) => {
            setAgain(false);
            void navigate(path(`/dashboard/visuals/${id}`));
          }}
        />
      )}
    </>
  );
}
