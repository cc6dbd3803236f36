import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocalePath } from '../../app/i18n/LocaleContext';
import { useSessionState } from '../../app/session/SessionContext';
import { PreloadLink } from '../../components/PreloadLink';

/** '/': the welcome screen (spec §2): title, explanation, Login button (or the way in when signed in). */
export function Component() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const session = useSessionState();
  const signedIn = session.status === 'signedIn';
  return (
    <Stack spacing={3} sx={{ py: { xs: 2, md: 8 }, maxWidth: 640 }}>
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
        {t('home.title')}
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ fontSize: '1.125rem' }}>
        {t('home.explanation')}
      </Typography>
      <div>
        <Button
          variant="contained"
          size="large"
          component={PreloadLink}
          to={localePath(signedIn ? '/dashboard' : '/authentication')}
          data-testid="home-cta"
        >
          {signedIn ? t('home.openDashboard') : t('home.login')}
        </Button>
      </div>
    </Stack>
  );
}
