import { useFormik } from 'formik';
import * as yup from 'yup';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useBackend } from '../../backend/BackendContext';
import { useFormikFields } from '../../components/form/useFormikFields';
import { emailField } from './authFields';
import { AuthErrorAlert } from './AuthErrorAlert';
import { useAuthAttempt } from './useAuthAttempt';
import type { AuthView } from './AuthenticationPage';

const schema = yup.object({
  email: emailField(),
  password: yup.string().required('auth.validation.passwordRequired'),
});

export function SignInForm({ onSwitch }: { onSwitch: (view: AuthView) => void }) {
  const { t } = useTranslation();
  const { auth } = useBackend();
  const { error, attempt } = useAuthAttempt();
  const form = useFormik({
    initialValues: { email: '', password: '' },
    validationSchema: schema,
    onSubmit: ({ email, password }) =>
      attempt(async () => {
        // On success the session changes and the route rule continues to the requested page.
        await auth.signInWithPassword(email.trim(), password);
      }),
  });
  const { field } = useFormikFields(form);

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={form.handleSubmit}
      aria-label={t('auth.signIn')}
    >
      <AuthErrorAlert error={error} />
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="username"

        {...field('email')}
      />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        {...field('password')}
      />
      <Link
        component="button"
        type="button"
        variant="body2"
        sx={{ alignSelf: 'flex-end' }}
        onClick={() => onSwitch('forgot')}
      >
        {t('auth.forgotPassword')}
      </Link>
      <Button type="submit" variant="contained" size="large" loading={form.isSubmitting}>
        {t('auth.signIn')}
      </Button>
      <Link component="button" type="button" variant="body2" onClick={() => onSwitch('signUp')}>
        {t('auth.createAccount')}
      </Link>
    </Stack>
  );
}
