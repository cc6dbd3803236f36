import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVert from '@mui/icons-material/MoreVert';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import type { UserRow } from './useCompanyUsers';

/** The per-user admin menu: reset password, delete (both confirmed in a dialog by the caller). */
export function UserActionsMenu({
  user,
  onResetPassword,
  onDelete,
}: {
  user: UserRow;
  onResetPassword: (user: UserRow) => void;
  onDelete: (user: UserRow) => void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = `user-actions-${user.uid}`;
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('users.actions.more', { name: user.name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onResetPassword(user);
          }}
        >
          <ListItemIcon>
            <LockResetOutlined fontSize="small" />
          </ListItemIcon>
          {t('users.actions.resetPassword')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onDelete(user);
          }}
          sx={{ color: 'error.main' }}
        >
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DeleteOutline fontSize="small" />
          </ListItemIcon>
          {t('users.actions.delete')}
        </MenuItem>
      </Menu>
    </>
  );
}
