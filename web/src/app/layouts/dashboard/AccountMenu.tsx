import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import { useSnackbar } from 'notistack';
import { useBackend } from '../../../backend/BackendContext';
import { useSessionState } from '../../session/SessionContext';
import { useLocalePath } from '../../i18n/LocaleContext';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();
}

export function AccountMenu() {
  const { t } = useTranslation();
  const { auth } = useBackend();
  const session = useSessionState();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const { enqueueSnackbar } = useSnackbar();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (session.status !== 'signedIn') return null;
  const { user, access } = session.session;
  const name = user.displayName ?? user.email;

  const signOut = async () => {
    setAnchor(null);
    try {
      await auth.signOut();
      await navigate(localePath('/authentication'), { replace: true });
    } catch {
      enqueueSnackbar(t('auth.errors.signOutFailed'), { variant: 'error' });
    }
  };

  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('account.menu')}
        aria-haspopup="menu"
        data-testid="account-menu"
      >
        <Avatar
          sx={{
            width: 32,
            height: 32,
            fontSize: 14,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          {initials(name)}
        </Avatar>
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
          <Typography variant="subtitle2" noWrap>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.email}
          </Typography>
          {access.role && (
            <Typography variant="caption" color="text.secondary">
              {t(`roles.${access.role}`)}
            </Typography>
          )}
        </Box>
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void navigate(localePath('/dashboard/userManagement?tab=account'));
          }}
        >
          <ListItemIcon>
            <PersonOutline fontSize="small" />
          </ListItemIcon>
          {t('account.myAccount')}
        </MenuItem>
        <MenuItem onClick={() => void signOut()} data-testid="sign-out">
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          {t('auth.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
