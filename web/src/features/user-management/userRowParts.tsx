import type { HTMLAttributes } from 'react';
import type { TFunction } from 'i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ROLES, type Role, type UserStatus } from '@tender/core';
import { CopyButton } from '../../components/CopyButton';
import { UserActionsMenu } from './UserActionsMenu';
import type { PendingUserAction } from './useUserActions';
import type { UserRow } from './useCompanyUsers';

/**
 * The pieces of one user's row, laid out by UsersTab as a table row (desktop) or a card (phones):
 * name and email, role, status, id, and an admin's actions.
 */
export function userRowParts({
  user,
  isSelf,
  rowBusy,
  isAdmin,
  t,
  onRoleChange,
  onStatusChange,
  onConfirm,
}: {
  user: UserRow;
  isSelf: boolean;
  rowBusy: boolean;
  isAdmin: boolean;
  t: TFunction;
  onRoleChange: (user: UserRow, role: Role) => Promise<void>;
  onStatusChange: (user: UserRow, status: UserStatus) => Promise<void>;
  onConfirm: (pending: PendingUserAction) => void;
}) {
  return {
    name: (
      <>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {user.name}
          </Typography>
          {isSelf && <Chip size="small" label={t('users.list.you')} variant="outlined" />}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Typography>
      </>
    ),
    role: isAdmin ? (
      <TextField
        select
        size="small"
        variant="outlined"
        value={user.role ?? ''}
        disabled={isSelf || rowBusy}
        onChange={(event) => void onRoleChange(user, event.target.value as Role)}
        slotProps={{
          select: {
            SelectDisplayProps: {
              'aria-label': t('users.actions.roleOf', { name: user.name }),
            } as HTMLAttributes<HTMLDivElement>,
          },
        }}
        sx={{ minWidth: 130 }}
      >
        {ROLES.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`roles.${option}`)}
          </MenuItem>
        ))}
      </TextField>
    ) : (
      <Typography variant="body2">{user.role ? t(`roles.${user.role}`) : '—'}</Typography>
    ),
    status: (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
        {isAdmin && (
          <Switch
            size="small"
            checked={user.status === 'active'}
            disabled={isSelf || rowBusy}
            onChange={(event) =>
              void onStatusChange(user, event.target.checked ? 'active' : 'disabled')
            }
            slotProps={{
              input: { 'aria-label': t('users.actions.activeOf', { name: user.name }) },
            }}
          />
        )}
        <Chip
          size="small"
          label={t(`users.status.${user.status}`)}
          color={user.status === 'active' ? 'success' : 'default'}
          variant={user.status === 'active' ? 'outlined' : 'filled'}
        />
      </Box>
    ),
    id: (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Typography
          variant="body2"
          component="code"
          title={user.uid}
          sx={{
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
            fontSize: 12,
            maxWidth: 160,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            display: 'inline-block',
          }}
        >
          {user.uid}
        </Typography>
        <CopyButton
          text={user.uid}
          label={t('users.actions.copyId', { name: user.name })}
          copiedMessage={t('users.toasts.idCopied')}
        />
      </Stack>
    ),
    // An admin's own account is managed in My Account; the service refuses self-actions.
    actions:
      isAdmin && !isSelf ? (
        <UserActionsMenu
          user={user}
          onResetPassword={(target) => onConfirm({ kind: 'reset', user: target })}
          onDelete={(target) => onConfirm({ kind: 'delete', user: target })}
        />
      ) : null,
  };
}
