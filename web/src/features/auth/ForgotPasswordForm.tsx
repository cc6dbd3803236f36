import { useState } from 'react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useBackend } from '../../backend/BackendContext';
import { AuthErrorAlert } from './AuthErrorAlert';
import { authErrorMessage, type AuthErrorMessage } from './authErrorMessage';
import type { AuthView } from './AuthenticationPage';

const schema = yup.object({
  email: yup
    .string()
    .trim()
    .required('auth.validation.emailRequired')
    .email('auth.validation.emailInvalid'),
});

export function ForgotPasswordForm({ onSwitch }: { onSwitch: (view: AuthView) => void }) {
  const { t } = useTranslation();
  const { auth } = useBackend();
  const [error, setError] = useState<AuthErrorMessage | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useFormik({
    initialValues: { email: '' },
    validationSchema: schema,
    onSubmit: async ({ email }) => {
      setError(null);
      try {
        await auth.sendPasswordReset(email.trim());
        setSentTo(email.trim());
      } catch (caught) {
        setError(authErrorMessage(caught, t));
      }
    },
  });
  const fieldError = form.touched.email && form.errors.email ? t(form.errors.email) : undefined;

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
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        {...form.getFieldProps('email')}
        error={Boolean(fieldError)}
        helperText={fieldError}
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
