import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormik } from 'formik';
import { useSnackbar } from '../../../app/toasts/toasts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  WEEKDAYS,
  actorFromClaims,
  can,
  notificationSettingsSchema,
  readNotificationSettings,
  refs,
  serverTimestamp,
  type NotificationSettings,
} from '@tender/core';
import { useLocale } from '../../../app/i18n/LocaleContext';
import { useSessionState } from '../../../app/session/SessionContext';
import { useBackend } from '../../../backend/BackendContext';
import { useLiveDoc } from '../../../backend/hooks/useLiveQuery';
import { useFormikFields } from '../../../components/form/useFormikFields';
import { profileFailure } from '../../company-profile/messages';
import { useCompanyUsers, type UserRow } from '../../user-management/useCompanyUsers';
import { hourLabel, weekdayLabel } from './notificationLabels';

const HOURS = Array.from({ length: 24 }, (_, h) => h);

/**
 * The company's tender-digest settings (spec §2 'notification settings', §6 recipients among the
 * company's users): on/off, recipients, daily or weekly at an hour in Europe/Amsterdam, minimum
 * score. Admins and managers change them ('company.edit'); users see them read-only.
 * `extraActions` lets the signaling page add buttons (the demo's digest preview).
 */
export function NotificationSettingsDialog({
  open,
  onClose,
  companyId,
  extraActions,
}: {
  open: boolean;
  onClose: () => void;
  companyId: string;
  extraActions?: (settings: NotificationSettings) => ReactNode;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const company = useLiveDoc(open ? refs.company(companyId) : null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="notification-settings-title"
    >
      <DialogTitle id="notification-settings-title">{t('notificationSettings.title')}</DialogTitle>
      {company.status === 'loading' && (
        <DialogContent>
          <CircularProgress aria-label={t('common.loading')} />
        </DialogContent>
      )}
      {company.status === 'error' && (
        <>
          <DialogContent>
            <Alert severity="error">{t('notificationSettings.errors.load')}</Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('common.close')}</Button>
          </DialogActions>
        </>
      )}
      {company.status === 'ready' && (
        <SettingsForm
          companyId={companyId}
          saved={readNotificationSettings(company.data.data?.notificationSettings)}
          onClose={onClose}
          extraActions={extraActions}
        />
      )}
    </Dialog>
  );
}

function SettingsForm({
  companyId,
  saved,
  onClose,
  extraActions,
}: {
  companyId: string;
  saved: NotificationSettings;
  onClose: () => void;
  extraActions?: (settings: NotificationSettings) => ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const backend = useBackend();
  const { enqueueSnackbar } = useSnackbar();
  const session = useSessionState();
  const [failure, setFailure] = useState<string | null>(null);
  const users = useCompanyUsers(companyId);
  const active: UserRow[] = useMemo(
    () => (users.status === 'ready' ? users.data.filter((u) => u.status === 'active') : []),
    [users],
  );
  const activeIds = new Set(active.map((u) => u.uid));

  const editable =
    session.status === 'signedIn' &&
    can(
      actorFromClaims(
        session.session.user.uid,
        {
          companyId: session.session.access.companyId ?? undefined,
          role: session.session.access.role ?? undefined,
        },
        session.session.access.status,
      ),
      'company.edit',
      { companyId },
    );

  const form = useFormik<NotificationSettings>({
    // Start with settings as stored, minus recipients who are no longer active users.
    initialValues: saved,
    validationSchema: notificationSettingsSchema,
    validate: (values) =>
      values.enabled && values.recipientUids.filter((u) => activeIds.has(u)).length === 0
        ? { recipientUids: 'notificationSettings.recipientRequired' }
        : {},
    onSubmit: async (values) => {
      setFailure(null);
      try {
        const cast = notificationSettingsSchema.validateSync(values) as NotificationSettings;
        const next: NotificationSettings = {
          ...cast,
          recipientUids: cast.recipientUids.filter((u) => activeIds.has(u)),
        };
        await backend.docs.updateDoc(refs.company(companyId), {
          notificationSettings: next,
          updatedAt: serverTimestamp(),
        });
        enqueueSnackbar(t('notificationSettings.saved'), { variant: 'success' });
        onClose();
      } catch (error) {
        setFailure(profileFailure(error, t, 'notificationSettings.errors.update'));
      }
    },
  });
  const { field, errorOf } = useFormikFields(form);
  const v = form.values;
  const disabled = !editable || form.isSubmitting;
  const inactiveCount =
    users.status === 'ready' ? v.recipientUids.filter((u) => !activeIds.has(u)).length : 0;
  const recipientsError = form.submitCount > 0 ? errorOf('recipientUids') : undefined;

  const toggleRecipient = (uid: string, on: boolean) =>
    void form.setFieldValue(
      'recipientUids',
      on ? [...v.recipientUids, uid] : v.recipientUids.filter((u) => u !== uid),
    );

  return (
    <form noValidate onSubmit={form.handleSubmit} style={{ display: 'contents' }}>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          {!editable && <Alert severity="info">{t('notificationSettings.readOnly')}</Alert>}
          <FormControl>
            <FormControlLabel
              control={
                <Switch
                  checked={v.enabled}
                  onChange={(e) => void form.setFieldValue('enabled', e.target.checked)}
                  disabled={disabled}
                />
              }
              label={t('notificationSettings.enabled')}
            />
            <FormHelperText>{t('notificationSettings.enabledHint')}</FormHelperText>
          </FormControl>

          <FormControl
            component="fieldset"
            error={Boolean(recipientsError)}
            disabled={disabled || !v.enabled}
          >
            <FormLabel component="legend">{t('notificationSettings.recipients')}</FormLabel>
            {users.status === 'loading' && <CircularProgress size={20} />}
            {users.status === 'error' && (
              <Alert severity="error">{t('notificationSettings.usersLoadFailed')}</Alert>
            )}
            {users.status === 'ready' && active.length === 0 && (
              <FormHelperText>{t('notificationSettings.noUsers')}</FormHelperText>
            )}
            <FormGroup sx={{ maxHeight: 220, overflowY: 'auto', flexWrap: 'nowrap' }}>
              {active.map((u) => (
                <FormControlLabel
                  key={u.uid}
                  label={`${u.name} (${u.email})`}
                  control={
                    <Checkbox
                      checked={v.recipientUids.includes(u.uid)}
                      onChange={(e) => toggleRecipient(u.uid, e.target.checked)}
                    />
                  }
                />
              ))}
            </FormGroup>
            <FormHelperText>
              {recipientsError ?? t('notificationSettings.recipientsHint')}
            </FormHelperText>
            {inactiveCount > 0 && (
              <FormHelperText>
                {t('notificationSettings.inactiveDropped', { count: inactiveCount })}
              </FormHelperText>
            )}
          </FormControl>

          <FormControl component="fieldset" disabled={disabled || !v.enabled}>
            <FormLabel component="legend">{t('notificationSettings.frequency')}</FormLabel>
            <RadioGroup
              row
              name="frequency"
              value={v.frequency}
              onChange={(e) => void form.setFieldValue('frequency', e.target.value)}
            >
              <FormControlLabel
                value="daily"
                control={<Radio />}
                label={t('notificationSettings.daily')}
              />
              <FormControlLabel
                value="weekly"
                control={<Radio />}
                label={t('notificationSettings.weekly')}
              />
            </RadioGroup>
          </FormControl>

          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {v.frequency === 'weekly' && (
              <TextField
                select
                label={t('notificationSettings.weekday')}
                value={v.weekday}
                onChange={(e) => void form.setFieldValue('weekday', Number(e.target.value))}
                disabled={disabled || !v.enabled}
                sx={{ minWidth: 180 }}
              >
                {WEEKDAYS.map((d) => (
                  <MenuItem key={d} value={d}>
                    {weekdayLabel(d, locale)}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <TextField
              select
              label={t('notificationSettings.hour')}
              helperText={t('notificationSettings.hourHint')}
              value={v.hour}
              onChange={(e) => void form.setFieldValue('hour', Number(e.target.value))}
              disabled={disabled || !v.enabled}
              sx={{ minWidth: 140 }}
            >
              {HOURS.map((h) => (
                <MenuItem key={h} value={h}>
                  {hourLabel(h, locale)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              {...field('minScore', t('notificationSettings.minScoreHint'))}
              onChange={(e) =>
                void form.setFieldValue(
                  'minScore',
                  e.target.value === '' ? '' : Number(e.target.value),
                )
              }
              type="number"
              label={t('notificationSettings.minScore')}
              disabled={disabled || !v.enabled}
              slotProps={{ htmlInput: { min: 0, max: 100, step: 5 } }}
              sx={{ flex: 1 }}
            />
          </Stack>
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {extraActions?.(form.values)}
        <Button onClick={onClose}>{editable ? t('common.cancel') : t('common.close')}</Button>
        {editable && (
          <Button type="submit" variant="contained" disabled={form.isSubmitting}>
            {form.isSubmitting ? t('notificationSettings.saving') : t('notificationSettings.save')}
          </Button>
        )}
      </DialogActions>
    </form>
  );
}
