import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSessionState } from '../../app/session/SessionContext';
import { SignOutButton } from './SignOutButton';

/** For signed-in people who are not (yet) in a company: how to get access. */
export function Component() {
  const { t } = useTranslation();
  const session = useSessionState();
  const email = session.status === 'signedIn' ? session.session.user.email : '';
  return (
    <Stack spacing={2}>
      <Typography variant="h1" component="h1">
        {t('onboarding.title')}
      </Typography>
      <Typography>{t('onboarding.signedInAs', { email })}</Typography>
      <Typography color="text.secondary">{t('onboarding.explanation')}</Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={() => window.location.reload()}>
          {t('onboarding.checkAgain')}
        </Button>
        <SignOutButton />
      </Stack>
    </Stack>
  );
}
