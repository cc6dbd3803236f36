import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { useSessionState } from '../../app/session/SessionContext';
import { PlaceholderPage } from '../../components/PlaceholderPage';

export function Component() {
  const { t } = useTranslation();
  const session = useSessionState();
  const name =
    session.status === 'signedIn'
      ? (session.session.user.displayName ?? session.session.user.email)
      : '';
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 1 }} data-testid="welcome-name">
        {t('dashboard.welcome', { name })}
      </Typography>
      <PlaceholderPage titleKey="pages.dashboard.title" />
    </>
  );
}
