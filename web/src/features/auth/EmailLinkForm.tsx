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

/** Remembers the address on this device, so opening the link here needs no retyping. */
export const EMAIL_FOR_LINK_KEY = 'tender-email-for-sign-in';

/**
 * Email-link sign-in. Sends the link; when the page is opened from such a link, completes it
 * (asking for the address when the link is opened on another device).
 */
export function EmailLinkForm({
  onSwitch,
  completing,
}: {
  onSwitch: (view: AuthView) => void;
  completing: boolean;
}) {
  const { t } = useTranslation();
  const { auth } = useBackend();
  const { error, attempt } = useAuthAttempt();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useFormik({
    initialValues: { email: window.localStorage.getItem(EMAIL_FOR_LINK_KEY) ?? '' },
    validationSchema: emailOnlySchema,
    onSubmit: ({ email }) =>
      attempt(async () => {
        if (completing) {
          await auth.completeSignInLink(email.trim(), window.location.href);
          window.localStorage.removeItem(EMAIL_FOR_LINK_KEY);
        } else {
          await auth.sendSignInLink(email.trim(), window.location.href);
          window.localStorage.setItem(EMAIL_FOR_LINK_KEY, email.trim());
          setSentTo(email.trim());
        }
      }),
  });
  const { field } = useFormikFields(form);

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={form.handleSubmit}
      aria-label={t('auth.emailLink.title')}
    >
      <Typography color="text.secondary">
        {completing ? t('auth.emailLink.confirmIntro') : t('auth.emailLink.intro')}
      </Typography>
      <AuthErrorAlert error={error} />
      {sentTo && (
        <Alert severity="success" role="status">
          {t('auth.emailLink.sent', { email: sentTo })}
        </Alert>
      )}
      <PlainTextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        {...field('email')}
      />
      <Button type="submit" variant="contained" size="large" loading={form.isSubmitting}>
        {completing ? t('auth.emailLink.complete') : t('auth.emailLink.send')}
      </Button>
      <Link component="button" type="button" variant="body2" onClick={() => onSwitch('signIn')}>
        {t('auth.backToSignIn')}
      </Link>
    </Stack>
  );
}
