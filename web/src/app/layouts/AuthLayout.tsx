import { type ReactNode, useEffect } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useBackend } from '../../backend/BackendContext';
import { BrandMark } from '../../components/BrandMark';
import { afterFirstScreen, markFirstScreen } from '../../components/preferences/deferred';
import { PreferenceSwitches } from './TopBarActions';

/** Sign-in, onboarding and access messages: a centred card. */
export default function AuthLayout({ children }: { children?: ReactNode }) {
  const backend = useBackend();
  // What signing in leads to (the demo's data side) loads after this first screen, not before it.
  // This layout's pages (the sign-in form) are a first screen as soon as they render.
  useEffect(() => {
    markFirstScreen();
    return afterFirstScreen(() => backend.preload?.());
  }, [backend]);
  return (
    <Box
      sx={{
        minHeight: '100vh',
        bgcolor: 'background.default',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Stack
        component="header"
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', px: 3, py: 1.5 }}
      >
        <BrandMark />
        <PreferenceSwitches />
      </Stack>
      <Container
        component="main"
        maxWidth="xs"
        sx={{ flex: 1, display: 'flex', alignItems: 'center', py: 4 }}
      >
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, width: '100%' }}>
          {children ?? <Outlet />}
        </Paper>
      </Container>
    </Box>
  );
}
