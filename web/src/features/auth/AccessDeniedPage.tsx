import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useSessionState } from '../../app/session/SessionContext';
import { useLocalePath } from '../../app/i18n/LocaleContext';
import { PreloadLink } from '../../components/PreloadLink';
import { SignOutButton } from './SignOutButton';

/** Spec §6/§8: signed in, but no company, no role, or disabled. */
export default function AccessDeniedPage() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const session = useSessionState();
  const noCompany = session.status === 'signedIn' && !session.session.access.companyId;
  return (
    <Stack spacing={2} data-testid="access-denied">
      <Alert severity="error" role="alert">
        <AlertTitle>{t('access.denied.title')}</AlertTitle>
        {t('access.denied.message')}
      </Alert>
      <Stack direction="row" spacing={1}>
        {noCompany && (
          <Button variant="contained" component={PreloadLink} to={localePath('/onboarding')}>
            {t('access.denied.howToJoin')}
          </Button>
        )}
        <SignOutButton variant="outlined" />
      </Stack>
    </Stack>
  );
}
