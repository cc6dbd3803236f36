import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GoogleIcon from '@mui/icons-material/Google';
import MailOutline from '@mui/icons-material/MailOutlined';
import { useBackend } from '../../backend/BackendContext';
import { PageLoading } from '../../components/PageLoading';
import { AuthErrorAlert } from './AuthErrorAlert';
import { useAuthAttempt } from './useAuthAttempt';
import { SignInForm } from './SignInForm';

// The other views are not the first screen: their chunks (with yup and the password policy) load
// when the user switches to them.
const SignUpForm = lazy(async () => ({ default: (await import('./SignUpForm')).SignUpForm }));
const ForgotPasswordForm = lazy(async () => ({
  default: (await import('./ForgotPasswordForm')).ForgotPasswordForm,
}));
const EmailLinkForm = lazy(async () => ({
  default: (await import('./EmailLinkForm')).EmailLinkForm,
}));

export type AuthView = 'signIn' | 'signUp' | 'forgot' | 'emailLink';

const headings: Record<AuthView, string> = {
  signIn: 'auth.signInTitle',
  signUp: 'auth.signUpTitle',
  forgot: 'auth.resetPassword',
  emailLink: 'auth.emailLink.title',
};

/**
 * /authentication: password sign-in, sign-up, password reset, and (firebase backend) email-link and
 * Google sign-in. A successful sign-in changes the session; the route rule then continues to the
 * `redirect` query's page.
 */
export function Component() {
  const { t } = useTranslation();
  const { auth } = useBackend();
  const completingLink = auth.capabilities.emailLink && auth.isSignInLink(window.location.href);
  const [view, setView] = useState<AuthView>(completingLink ? 'emailLink' : 'signIn');
  const google = useAuthAttempt();
  const [googleBusy, setGoogleBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const switched = useRef(false);

  const switchView = (next: AuthView) => {
    switched.current = true;
    google.clear();
    setView(next);
  };

  // The link that was clicked disappears with the old view; move focus to the new view's heading.
  useEffect(() => {
    if (switched.current) heading.current?.focus();
  }, [view]);

  const signInWithGoogle = async () => {
    setGoogleBusy(true);
    await google.attempt(() => auth.signInWithGoogle());
    setGoogleBusy(false);
  };

  const showAlternatives =
    view === 'signIn' && (auth.capabilities.google || auth.capabilities.emailLink);

  return (
    <Stack spacing={3}>
      <div>
        <Typography
          variant="h1"
          component="h1"
          gutterBottom
          ref={heading}
          tabIndex={-1}
          sx={{ outline: 'none' }}
        >
          {t(headings[view])}
        </Typography>
        {view === 'signIn' && (
          <Typography color="text.secondary">{t('auth.signInIntro')}</Typography>
        )}
      </div>
      {view === 'signIn' && <SignInForm onSwitch={switchView} />}
      <Suspense fallback={<PageLoading />}>
        {view === 'signUp' && <SignUpForm onSwitch={switchView} />}
        {view === 'forgot' && <ForgotPasswordForm onSwitch={switchView} />}
        {view === 'emailLink' && (
          <EmailLinkForm onSwitch={switchView} completing={completingLink} />
        )}
      </Suspense>
      {showAlternatives && (
        <Stack spacing={1.5}>
          <Divider>{t('auth.or')}</Divider>
          <AuthErrorAlert error={google.error} />
          {auth.capabilities.google && (
            <Button
              variant="outlined"
              startIcon={<GoogleIcon />}
              loading={googleBusy}
              onClick={() => void signInWithGoogle()}
            >
              {t('auth.google')}
            </Button>
          )}
          {auth.capabilities.emailLink && (
            <Button
              variant="outlined"
              startIcon={<MailOutline />}
              onClick={() => switchView('emailLink')}
            >
              {t('auth.emailLink.title')}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
