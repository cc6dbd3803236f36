import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { PlainTextField } from '../../components/form/PlainTextField';
import { useBackend } from '../../backend/BackendContext';
import { AuthErrorAlert } from './AuthErrorAlert';
import { useAuthAttempt } from './useAuthAttempt';
import { useSignInForm } from './useSignInForm';
import type { AuthView } from './AuthenticationPage';

export function SignInForm({ onSwitch }: { onSwitch: (view: AuthView) => void }) {
  const { t } = useTranslation();
  const { auth } = useBackend();
  const { error, attempt } = useAuthAttempt();
  // yup loads after the first screen: the form validates on change, blur and submit.
  const form = useSignInForm(({ email, password }) =>
    attempt(async () => {
      // On success the session changes and the route rule continues to the requested page.
      await auth.signInWithPassword(email.trim(), password);
    }),
  );
  const { field } = form;

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={form.handleSubmit}
      aria-label={t('auth.signIn')}
    >
      <AuthErrorAlert error={error} />
      <PlainTextField
        label={t('auth.email')}
        type="email"
        autoComplete="username"

        {...field('email')}
      />
      <PlainTextField
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
