import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormik } from 'formik';
import { useSnackbar } from '../../../app/toasts/toasts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  WEEKDAYS,
  actorFromClaims,
  can,
  notificationSettingsSchema,
  refs,
  serverTimestamp,
  type NotificationSettings,
} from '@tender/core';
import { useLocale } from '../../../app/i18n/LocaleContext';
import { useSessionState } from '../../../app/session/SessionContext';
import { useBackend } from '../../../backend/BackendContext';
import { useFormikFields } from '../../../components/form/useFormikFields';
import { profileFailure } from '../../company-profile/messages';
import { useCompanyUsers, type UserRow } from '../../user-management/useCompanyUsers';
import { DigestRecipients } from './DigestRecipients';
import { hourLabel, weekdayLabel } from './notificationLabels';

const HOURS = Array.from({ length: 24 }, (_, h) => h);

/** The digest settings as a form: read-only unless the user may edit the company. */
export function NotificationSettingsForm({
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

          <DigestRecipients
            usersStatus={users.status}
            active={active}
            recipientUids={v.recipientUids}
            onToggle={toggleRecipient}
            recipientsError={recipientsError}
            inactiveCount={inactiveCount}
            disabled={disabled || !v.enabled}
          />

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
