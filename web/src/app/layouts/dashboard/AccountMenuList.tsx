import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import { useTranslation } from 'react-i18next';

/**
 * The account menu's list: a chunk of its own (MUI's Menu brings Popover and Modal), loaded when
 * the browser is idle after the dashboard's first screen, or when the avatar is pointed at.
 */
export default function AccountMenuList({
  anchor,
  name,
  email,
  role,
  onClose,
  onMyAccount,
  onSignOut,
}: {
  anchor: HTMLElement | null;
  name: string;
  email: string;
  role: string | null;
  onClose: () => void;
  onMyAccount: () => void;
  onSignOut: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
        <Typography variant="subtitle2" noWrap>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {email}
        </Typography>
        {role && (
          <Typography variant="caption" color="text.secondary">
            {t(`roles.${role}`)}
          </Typography>
        )}
      </Box>
      <Divider />
      <MenuItem onClick={onMyAccount}>
        <ListItemIcon>
          <PersonOutline fontSize="small" />
        </ListItemIcon>
        {t('account.myAccount')}
      </MenuItem>
      <MenuItem onClick={onSignOut} data-testid="sign-out">
        <ListItemIcon>
          <LogoutOutlined fontSize="small" />
        </ListItemIcon>
        {t('auth.signOut')}
      </MenuItem>
    </Menu>
  );
}
