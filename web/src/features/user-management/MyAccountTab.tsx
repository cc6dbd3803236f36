import { useState } from 'react';
import { useFormik } from 'formik';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../app/toasts/toasts';
import { LOCALES, myAccountSchema, refs, type Locale, type User } from '@tender/core';
import { useBackend } from '../../backend/BackendContext';
import { useLiveDoc } from '../../backend/hooks/useLiveQuery';
import { useLocale } from '../../app/i18n/LocaleContext';
import { switchLocalePath } from '../../app/i18n/localePath';
import { writeLocaleCookie } from '../../app/i18n/detectLocale';
import { loadMessages } from '../../app/i18n/i18n';
import { ChangePasswordForm } from './ChangePasswordForm';
import { useFormikFields } from '../../components/form/useFormikFields';
import { describeFailure, type FailureMessage } from './messages';

/** My Account (any role): name and preferred language, and the password. */
export function MyAccountTab({ uid, email }: { uid: string; email: string }) {
  const { t, i18n } = useTranslation();
  const profile = useLiveDoc(refs.user(uid));
  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 } }}
        component="section"
        aria-labelledby="profile-heading"
      >
        <Typography variant="h2" id="profile-heading" sx={{ mb: 2 }}>
          {t('users.account.profile')}
        </Typography>
        {profile.status === 'loading' && (
          <Stack spacing={2} aria-busy="true" aria-label={t('common.loading')}>
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={56} />
          </Stack>
        )}
        {profile.status === 'error' && (
          <Alert severity="error">
            <AlertTitle>{t('users.errors.loadProfile')}</AlertTitle>
            {describeFailure(profile.error, 'users.errors.loadProfile', t, (k) => i18n.exists(k))
              .detail ?? t('users.errors.tryAgain')}
          </Alert>
        )}
        {profile.status === 'ready' &&
          (profile.data.data ? (
            <ProfileForm email={email} user={profile.data.data} />
          ) : (
            <Alert severity="error">
              <AlertTitle>{t('users.errors.loadProfile')}</AlertTitle>
              {t('users.errors.notFound')}
            </Alert>
          ))}
      </Paper>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 } }}
        component="section"
        aria-labelledby="password-heading"
      >
        <Typography variant="h2" id="password-heading" sx={{ mb: 2 }}>
          {t('users.account.password.title')}
        </Typography>
        <ChangePasswordForm />
      </Paper>
    </Stack>
  );
}

interface ProfileValues {
  name: string;
  preferredLanguage: Locale;
}

/**
 * Name and preferred language, saved with `updateMyAccount`. The language is applied at once (the
 * same page in that locale, as the language switch does) and, stored on the profile, at every
 * sign-in. The form starts from the profile as loaded and is not reset by live updates, so nothing
 * typed is lost.
 */
function ProfileForm({ email, user }: { email: string; user: User }) {
  const { t, i18n } = useTranslation();
  const backend = useBackend();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [failure, setFailure] = useState<FailureMessage | null>(null);
  const exists = (key: string) => i18n.exists(key);

  const form = useFormik<ProfileValues>({
    initialValues: { name: user.name, preferredLanguage: user.preferredLanguage },
    validationSchema: myAccountSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      const input = myAccountSchema.cast(values);
      try {
        await backend.call('updateMyAccount', input);
      } catch (error) {
        setFailure(describeFailure(error, 'users.errors.updateProfile', t, exists));
        return;
      }
      helpers.resetForm({ values: input });
      if (input.preferredLanguage !== locale) {
        // Toast after the switch, in the new language.
        writeLocaleCookie(input.preferredLanguage);
        const lang = input.preferredLanguage;
        // Every message of the new language (the app may hold only some of its namespaces).
        i18n.addResourceBundle(lang, 'translation', await loadMessages(lang), true, false);
        enqueueSnackbar(t('users.account.saved', { lng: input.preferredLanguage }), {
          variant: 'success',
        });
        await navigate(
          switchLocalePath(
            location.pathname + location.search + location.hash,
            input.preferredLanguage,
          ),
          { preventScrollReset: true },
        );
      } else {
        enqueueSnackbar(t('users.account.saved'), { variant: 'success' });
      }
    },
  });

  const { field } = useFormikFields(form);

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={form.handleSubmit}>
      {failure && (
        <Alert severity="error" role="alert">
          <AlertTitle>{failure.title}</AlertTitle>
          {failure.detail}
        </Alert>
      )}
      <TextField
        id="account-name"
        label={t('users.fields.name')}
        autoComplete="name"
        required
        {...field('name')}
      />
      <TextField
        id="account-email"
        label={t('users.fields.email')}
        value={email}
        helperText={t('users.account.emailHint')}
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <TextField
        id="account-language"
        select
        label={t('users.fields.preferredLanguage')}
        {...field('preferredLanguage', t('users.account.languageHint'))}
      >
        {LOCALES.map((option) => (
          <MenuItem key={option} value={option} lang={option}>
            {t(`language.names.${option}`)}
          </MenuItem>
        ))}
      </TextField>
      <div>
        <Button
          type="submit"
          variant="contained"
          loading={form.isSubmitting}
          disabled={!form.dirty}
        >
          {t('users.account.save')}
        </Button>
      </div>
    </Stack>
  );
}
