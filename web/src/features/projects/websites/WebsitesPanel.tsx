import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../app/toasts/toasts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import { CallableError, MAX_WEBSITES_PER_PROJECT, freeWebsiteSlot, refs } from '@tender/core';
import { useBackend } from '../../../backend/BackendContext';
import { useLocale } from '../../../app/i18n/LocaleContext';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formatDateTime } from '../../../format/dates';
import { projectFailure } from '../shared/messages';
import { WebsiteDialog } from './WebsiteDialog';
import { useWebsites, type WebsiteRow } from './useWebsites';

/**
 * Project websites (spec §3): pages the team watches for this tender (the buyer's Q&A page, a
 * TenderNed notice). A scheduled function fetches active, auto-scraped ones every n days and
 * flags a change; `onFetchNow`, when given, adds a "Fetch now" button per site (the fetcher's
 * callable, provided by its feature).
 */
export function WebsitesPanel({
  companyId,
  projectId,
  uid,
  canEdit,
  onFetchNow,
}: {
  companyId: string;
  projectId: string;
  uid: string;
  canEdit: boolean;
  onFetchNow?: (websiteId: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const backend = useBackend();
  const { enqueueSnackbar } = useSnackbar();
  const sites = useWebsites(companyId, projectId);
  const [dialog, setDialog] = useState<{ open: boolean; editing: WebsiteRow | null }>({
    open: false,
    editing: null,
  });
  const [deleting, setDeleting] = useState<{ open: boolean; site: WebsiteRow | null }>({
    open: false,
    site: null,
  });
  const [busy, setBusy] = useState<string | null>(null);
  // At most MAX_WEBSITES_PER_PROJECT: a new website takes a free slot id (rules: w1…w20).
  const existingIds = sites.status === 'ready' ? sites.data.map((s) => s.id) : [];
  const full = sites.status === 'ready' && freeWebsiteSlot(existingIds) === null;

  const setActive = async (site: WebsiteRow, active: boolean) => {
    setBusy(site.id);
    try {
      await backend.docs.updateDoc(refs.website(companyId, projectId, site.id), { active });
    } catch (error) {
      enqueueSnackbar(projectFailure(error, 'projects.errors.update', t), { variant: 'error' });
    } finally {
      setBusy(null);
    }
  };
  // "Fetch now" through the fetchProjectWebsite callable (core services/websites), unless the
  // parent supplies its own; the outcome is also stored on the website, which the list shows.
  const fetchNow = async (site: WebsiteRow) => {
    setBusy(site.id);
    try {
      if (onFetchNow) {
        await onFetchNow(site.id);
        return;
      }
      const result = await backend.call('fetchProjectWebsite', { projectId, websiteId: site.id });
      if (result.status === 'ok') {
        const key = result.changed ? 'websites.fetchedChanged' : 'websites.fetched';
        enqueueSnackbar(t(key, { url: site.url }), { variant: 'success' });
      } else {
        const reason = t(result.error ?? 'websites.errors.network');
        enqueueSnackbar(t('websites.fetchFailed', { url: site.url, reason }), { variant: 'error' });
      }
    } catch (error) {
      const reason = error instanceof CallableError && error.reason ? t(error.reason) : null;
      enqueueSnackbar(reason ?? projectFailure(error, 'projects.errors.update', t), {
        variant: 'error',
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="websites-heading"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="websites-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('projects.websites.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('projects.websites.intro')}
      </Typography>
      {sites.status === 'loading' && <Skeleton height={56} />}
      {sites.status === 'error' && (
        <Alert severity="error" role="alert">
          {t('projects.errors.websites')}
        </Alert>
      )}
      {sites.status === 'ready' && sites.data.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('projects.websites.empty')}
        </Typography>
      )}
      {sites.status === 'ready' && sites.data.length > 0 && (
        <List disablePadding aria-label={t('projects.websites.title')}>
          {sites.data.map((site) => (
            <ListItem key={site.id} divider disableGutters sx={{ display: 'block', py: 1.5 }}>
              {/* Address and caption above the controls, at every width: the panel is a narrow
                  side column on a desktop, where a row left the address a few letters wide. */}
              <Stack direction="column" spacing={0.5}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
                    <Link
                      href={site.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      sx={{
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: 'nowrap',
                        fontWeight: 600,
                      }}
                    >
                      {site.url}
                    </Link>
                    {site.changed && (
                      <Chip size="small" color="warning" label={t('projects.websites.changed')} />
                    )}
                  </Stack>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {t('projects.websites.every', { count: site.updateFrequencyDays })}
                    {' · '}
                    {site.autoScrape
                      ? t('projects.websites.autoScrapeOn')
                      : t('projects.websites.autoScrapeOff')}
                    {' · '}
                    {site.lastUpdated
                      ? t('projects.websites.lastUpdated', {
                          date: formatDateTime(site.lastUpdated.toMillis(), locale),
                        })
                      : t('projects.websites.neverFetched')}
                    {site.lastStatus === 'failed' && site.lastError && (
                      <>
                        {' · '}
                        {t('websites.lastFailed', { reason: t(site.lastError) })}
                      </>
                    )}
                  </Typography>
                </Box>
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                  <Tooltip
                    title={
                      site.active
                        ? t('projects.websites.deactivate')
                        : t('projects.websites.activate')
                    }
                  >
                    <Switch
                      checked={site.active}
                      disabled={!canEdit || busy === site.id}
                      onChange={(event) => void setActive(site, event.target.checked)}
                      slotProps={{
                        input: {
                          'aria-label': t('projects.websites.activeOf', { url: site.url }),
                        },
                      }}
                    />
                  </Tooltip>
                  {(onFetchNow || canEdit) && (
                    <Tooltip title={t('projects.websites.fetchNow')}>
                      <span>
                        <IconButton
                          aria-label={t('projects.websites.fetchNowOf', { url: site.url })}
                          disabled={busy === site.id}
                          onClick={() => void fetchNow(site)}
                        >
                          <RefreshOutlined fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                  )}
                  {canEdit && (
                    <>
                      <Tooltip title={t('projects.websites.edit')}>
                        <IconButton
                          aria-label={t('projects.websites.editOf', { url: site.url })}
                          onClick={() => setDialog({ open: true, editing: site })}
                        >
                          <EditOutlined fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('projects.websites.delete')}>
                        <IconButton
                          aria-label={t('projects.websites.deleteOf', { url: site.url })}
                          onClick={() => setDeleting({ open: true, site })}
                        >
                          <DeleteOutline fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </>
                  )}
                </Stack>
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
      {canEdit && full && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('projects.websites.limit', { max: MAX_WEBSITES_PER_PROJECT })}
        </Alert>
      )}
      {canEdit && (
        // Below the list: the panel sits in a narrow column, where a header button would wrap.
        <Button
          variant="outlined"
          size="small"
          startIcon={<AddOutlined />}
          onClick={() => setDialog({ open: true, editing: null })}
          disabled={sites.status !== 'ready' || full}
          sx={{ mt: 2 }}
        >
          {t('projects.websites.add')}
        </Button>
      )}
      {canEdit && (
        <>
          <WebsiteDialog
            open={dialog.open}
            editing={dialog.editing}
            onClose={() => setDialog((d) => ({ ...d, open: false }))}
            companyId={companyId}
            projectId={projectId}
            uid={uid}
            existingIds={existingIds}
          />
          <ConfirmDialog
            open={deleting.open}
            title={t('projects.websites.deleteTitle')}
            body={t('projects.websites.deleteBody', { url: deleting.site?.url ?? '' })}
            confirmLabel={t('projects.websites.delete')}
            destructive
            onClose={() => setDeleting((d) => ({ ...d, open: false }))}
            onConfirm={async () => {
              if (!deleting.site) return null;
              try {
                await backend.docs.deleteDoc(refs.website(companyId, projectId, deleting.site.id));
                setDeleting((d) => ({ ...d, open: false }));
                return null;
              } catch (error) {
                return { title: projectFailure(error, 'projects.errors.update', t), detail: null };
              }
            }}
          />
        </>
      )}
    </Paper>
  );
}
