import { useEffect, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { useBackend } from '../../backend/BackendContext';
import { afterFirstScreen } from '../../components/preferences/deferred';
import { useStoredBoolean } from '../../hooks/useStoredBoolean';
import { PreferenceSwitches } from './TopBarActions';
import { Sidebar } from './dashboard/Sidebar';
import { AccountMenu } from './dashboard/AccountMenu';
import { NotificationsButton } from './dashboard/NotificationsButton';

const WIDTH = 248;
const COLLAPSED_WIDTH = 64;
export const SIDEBAR_COLLAPSED_KEY = 'tender-sidebar-collapsed';

/** The signed-in shell: sidebar (collapsible, remembered), top bar, page. */
export default function DashboardLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const [collapsed, setCollapsed] = useStoredBoolean(SIDEBAR_COLLAPSED_KEY, false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const width = collapsed ? COLLAPSED_WIDTH : WIDTH;
  const backend = useBackend();
  // What the first screen did not need loads after it: on firebase the full Firestore SDK, so the
  // lists' and the bell's live listeners take over from their first Lite reads (issue 22).
  useEffect(() => afterFirstScreen(() => backend.preload?.()), [backend]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      {desktop ? (
        <Drawer
          variant="permanent"
          data-testid="sidebar"
          data-collapsed={collapsed}
          sx={{
            width,
            flexShrink: 0,
            transition: theme.transitions.create('width'),
            '& .MuiDrawer-paper': {
              width,
              boxSizing: 'border-box',
              transition: theme.transitions.create('width'),
            },
          }}
        >
          <Sidebar collapsed={collapsed} onToggle={() => setCollapsed(!collapsed)} />
        </Drawer>
      ) : (
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          sx={{ '& .MuiDrawer-paper': { width: WIDTH } }}
        >
          <Sidebar collapsed={false} onNavigate={() => setMobileOpen(false)} />
        </Drawer>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar
          position="sticky"
          color="inherit"
          elevation={0}
          sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
        >
          <Toolbar sx={{ gap: 1 }}>
            {!desktop && (
              <IconButton
                edge="start"
                aria-label={t('nav.open')}
                onClick={() => setMobileOpen(true)}
              >
                <MenuIcon />
              </IconButton>
            )}
            <Box sx={{ flex: 1 }} />
            <PreferenceSwitches />
            <NotificationsButton />
            <AccountMenu />
          </Toolbar>
        </AppBar>
        <Box component="main" id="main" sx={{ p: { xs: 2, md: 4 }, flex: 1 }}>
          {children ?? <Outlet />}
        </Box>
      </Box>
    </Box>
  );
}
