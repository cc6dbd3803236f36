import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/BrandMark';
import { PreloadLink } from '../../components/PreloadLink';
import { useLocalePath } from '../i18n/LocaleContext';
import { useSessionState } from '../session/SessionContext';
import { PreferenceSwitches } from './TopBarActions';

/** Public pages: a slim top bar and the page. */
export default function MainLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const session = useSessionState();
  const signedIn = session.status === 'signedIn';
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar
        position="static"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <Box sx={{ flex: 1 }}>
            <BrandMark />
          </Box>
          <PreferenceSwitches />
          <Button
            variant="contained"
            component={PreloadLink}
            to={localePath(signedIn ? '/dashboard' : '/authentication')}
          >
            {signedIn ? t('home.openDashboard') : t('auth.signIn')}
          </Button>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="md" sx={{ py: 6 }}>
        {children ?? <Outlet />}
      </Container>
    </Box>
  );
}
