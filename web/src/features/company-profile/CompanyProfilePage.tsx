import { useEffect, useMemo, useState } from 'react';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFormik } from 'formik';
import { useSnackbar } from '../../app/toasts/toasts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { actorFromClaims, can, refs, serverTimestamp } from '@tender/core';
import { useBackend } from '../../backend/BackendContext';
import { useLiveDoc } from '../../backend/hooks/useLiveQuery';
import { useSessionState } from '../../app/session/SessionContext';
import { PageHeader } from '../../components/PageHeader';
import { PageLoading } from '../../components/PageLoading';
import { NotificationSettingsDialog } from '../signaling/notifications/NotificationSettingsDialog';
import { BidNoBidTab } from './BidNoBidTab';
import { profileFailure } from './messages';
import { ProfileTab } from './ProfileTab';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';
import {
  formValuesOf,
  profileFormSchema,
  toCompanyUpdate,
  type ProfileFormValues,
} from './profileForm';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

export type CompanyProfileTab = 'profile' | 'bid-no-bid';

/** `?tab=bid-no-bid` opens the criteria (the sidebar's "Tender Settings" links there). */
export function tabFromQuery(value: string | null): CompanyProfileTab {
  return value === 'bid-no-bid' ? 'bid-no-bid' : 'profile';
}

/**
 * /dashboard/company-profile (spec §2, §3): the company's profile for tender matching and its
 * bid/no-bid criteria, in two tabs sharing one form, so switching tabs keeps unsaved edits.
 * Admins and managers edit ('company.edit'); users read.
 */
export function Component() {
  const { t } = useTranslation();
  const session = useSessionState();
  const access = session.status === 'signedIn' ? session.session.access : null;
  const uid = session.status === 'signedIn' ? session.session.user.uid : '';
  const companyId = access?.companyId ?? null;
  const company = useLiveDoc(companyId ? refs.company(companyId) : null);
  const [notificationsOpen, setNotificationsOpen] = useState(false);

  if (!access || !companyId) return null; // the guard only renders this page for members
  const actor = actorFromClaims(uid, { companyId, role: access.role ?? undefined }, access.status);
  const editable = can(actor, 'company.edit', { companyId });

  return (
    <>
      <PageHeader
        title={t('pages.companyProfile.title')}
        actions={
          // The company's tender-digest settings sit with its other settings (and on Signaling).
          <Button
            variant="outlined"
            startIcon={<NotificationsOutlined />}
            onClick={() => setNotificationsOpen(true)}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {t('companyProfile.openNotificationSettings')}
          </Button>
        }
      />
      <NotificationSettingsDialog
        open={notificationsOpen}
        onClose={() => setNotificationsOpen(false)}
        companyId={companyId}
      />
      {company.status === 'loading' && <PageLoading />}
      {company.status === 'error' && (
        <Alert severity="error">{t('companyProfile.errors.load')}</Alert>
      )}
      {company.status === 'ready' && (
        <ProfileEditor
          companyId={companyId}
          saved={formValuesOf(company.data.data ?? undefined)}
          editable={editable}
        />
      )}
    </>
  );
}

function ProfileEditor({
  companyId,
  saved,
  editable,
}: {
  companyId: string;
  saved: ProfileFormValues;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const backend = useBackend();
  const { enqueueSnackbar } = useSnackbar();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabFromQuery(searchParams.get('tab'));
  const [failure, setFailure] = useState<string | null>(null);

  const form = useFormik<ProfileFormValues>({
    initialValues: saved,
    validationSchema: profileFormSchema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        const update = toCompanyUpdate(values);
        await backend.docs.updateDoc(refs.company(companyId), {
          profile: update.profile,
          bidNoBid: update.bidNoBid,
          updatedAt: serverTimestamp(),
        });
        form.resetForm({ values: update });
        enqueueSnackbar(t('companyProfile.saved'), { variant: 'success' });
      } catch (error) {
        const text = profileFailure(error, t);
        setFailure(text);
        enqueueSnackbar(text, { variant: 'error' });
      }
    },
  });

  // Someone else saved while this form was untouched: show their version.
  const { dirty, resetForm, initialValues } = form;
  const savedKey = useMemo(() => JSON.stringify(saved), [saved]);
  useEffect(() => {
    if (!dirty && JSON.stringify(initialValues) !== savedKey) resetForm({ values: saved });
    // savedKey stands for `saved` (a new object on every snapshot).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [savedKey, dirty]);

  const blocker = useUnsavedChangesGuard(editable && dirty);
  const readOnly = !editable;

  const selectTab = (next: CompanyProfileTab) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'bid-no-bid') params.set('tab', 'bid-no-bid');
        else params.delete('tab');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  const tabErrors = {
    profile: Boolean(form.submitCount > 0 && form.errors.profile),
    'bid-no-bid': Boolean(form.submitCount > 0 && form.errors.bidNoBid),
  };

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-busy={form.isSubmitting}>
      {readOnly && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('companyProfile.readOnly')}
        </Alert>
      )}
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_, next: CompanyProfileTab) => selectTab(next)}
          aria-label={t('companyProfile.tabs.label')}
          variant="scrollable"
        >
          <Tab
            value="profile"
            id="company-profile-tab-profile"
            aria-controls="company-profile-panel"
            label={t('companyProfile.tabs.profile')}
            sx={tabErrors.profile ? { color: 'error.main' } : undefined}
          />
          <Tab
            value="bid-no-bid"
            id="company-profile-tab-bid-no-bid"
            aria-controls="company-profile-panel"
            label={t('companyProfile.tabs.bidNoBid')}
            sx={tabErrors['bid-no-bid'] ? { color: 'error.main' } : undefined}
          />
        </Tabs>
      </Box>
      <Paper
        variant="outlined"
        role="tabpanel"
        id="company-profile-panel"
        aria-labelledby={`company-profile-tab-${tab}`}
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        {tab === 'profile' ? (
          <ProfileTab form={form} readOnly={readOnly} />
        ) : (
          <BidNoBidTab form={form} readOnly={readOnly} />
        )}
      </Paper>
      {editable && (
        <Paper
          variant="outlined"
          sx={{
            position: 'sticky',
            bottom: 0,
            mt: 2,
            p: 1.5,
            zIndex: 1,
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            flexWrap: 'wrap',
          }}
        >
          <Typography
            variant="body2"
            color={failure ? 'error' : 'text.secondary'}
            role="status"
            sx={{ flex: 1, minWidth: 200 }}
          >
            {failure ??
              (form.submitCount > 0 && !form.isValid
                ? t('companyProfile.invalid')
                : dirty
                  ? t('companyProfile.unsaved')
                  : t('companyProfile.allSaved'))}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button
              disabled={!dirty || form.isSubmitting}
              onClick={() => {
                setFailure(null);
                form.resetForm({ values: saved });
              }}
            >
              {t('companyProfile.discard')}
            </Button>
            <Button type="submit" variant="contained" disabled={!dirty || form.isSubmitting}>
              {form.isSubmitting ? t('companyProfile.saving') : t('companyProfile.save')}
            </Button>
          </Stack>
        </Paper>
      )}
      <UnsavedChangesDialog blocker={blocker} />
    </Box>
  );
}
