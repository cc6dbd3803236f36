import { useState } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { PlainTextField } from '../../components/form/PlainTextField';
import Typography from '@mui/material/Typography';
import { useBackend } from '../../backend/BackendContext';
import { useFormikFields } from '../../components/form/useFormikFields';
import { emailOnlySchema } from './authFields';
import { AuthErrorAlert } from './AuthErrorAlert';
import { useAuthAttempt } from './useAuthAttempt';
import type { AuthView } from './AuthenticationPage';

export function ForgotPasswordForm({ onSwitch }: { onSwitch: (view: AuthView) => void }) {
  const { t } = useTranslation();
  const { auth } = useBackend();
  const { error, attempt } = useAuthAttempt();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useFormik({
    initialValues: { email: '' },
    validationSchema: emailOnlySchema,
    onSubmit: ({ email }) =>
      attempt(async () => {
        await auth.sendPasswordReset(email.trim());
        setSentTo(email.trim());
      }),
  });
  const { field } = useFormikFields(form);

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={form.handleSubmit}
      aria-label={t('auth.resetPassword')}
    >
      <Typography color="text.secondary">{t('auth.resetIntro')}</Typography>
      <AuthErrorAlert error={error} />
      {sentTo && (
        <Alert severity="success" role="status">
          {t('auth.resetSent', { email: sentTo })}
        </Alert>
      )}
      <PlainTextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        {...field('email')}
      />
      <Button type="submit" variant="contained" size="large" loading={form.isSubmitting}>
        {t('auth.sendResetLink')}
      </Button>
      <Link component="button" type="button" variant="body2" onClick={() => onSwitch('signIn')}>
        {t('auth.backToSignIn')}
      </Link>
    </Stack>
  );
}
