import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import PeopleOutline from '@mui/icons-material/PeopleOutlined';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useSnackbar } from '../../app/toasts/toasts';
import { ROLE_FILTERS, ROLES, type Role, type RoleFilter, type UserStatus } from '@tender/core';
import { useBackend } from '../../backend/BackendContext';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CopyButton } from '../../components/CopyButton';
import { PasswordOnceDialog, type GeneratedPassword } from './PasswordOnceDialog';
import { UserActionsMenu } from './UserActionsMenu';
import { describeFailure, failureText } from './messages';
import { filterUsers, useCompanyUsers, type UserRow } from './useCompanyUsers';

/** Rows per page (client paging over the live list; docs/decisions.md). */
export const PAGE_SIZE = 25;

type Pending = { kind: 'delete' | 'reset'; user: UserRow } | null;

export function UsersTab({
  companyId,
  currentUid,
  isAdmin,
  generated,
  onGenerated,
}: {
  companyId: string;
  currentUid: string;
  isAdmin: boolean;
  /** The password to show once (after add or reset); owned by the page so Add user can set it. */
  generated: GeneratedPassword | null;
  onGenerated: (generated: GeneratedPassword | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const backend = useBackend();
  const { enqueueSnackbar } = useSnackbar();
  const users = useCompanyUsers(companyId);
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<RoleFilter>('all');
  const [page, setPage] = useState(0);
  // `open` closes the dialog; `target` stays so the dialog keeps its text while it fades out.
  const [confirm, setConfirmState] = useState<{ open: boolean; target: Pending }>({
    open: false,
    target: null,
  });
  const setConfirm = (next: Pending) =>
    setConfirmState((current) =>
      next ? { open: true, target: next } : { open: false, target: current.target },
    );
  const shownConfirm = confirm.target;
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const exists = (key: string) => i18n.exists(key);

  const markBusy = (uid: string, on: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(uid);
      else next.delete(uid);
      return next;
    });

  const changeRole = async (user: UserRow, next: Role) => {
    if (next === user.role) return;
    markBusy(user.uid, true);
    try {
      await backend.call('setRole', { uid: user.uid, role: next });
      enqueueSnackbar(
        t('users.toasts.roleChanged', { name: user.name, role: t(`roles.${next}`) }),
        {
          variant: 'success',
        },
      );
    } catch (error) {
      enqueueSnackbar(failureText(describeFailure(error, 'users.errors.setRole', t, exists)), {
        variant: 'error',
      });
    } finally {
      markBusy(user.uid, false);
    }
  };

  const changeStatus = async (user: UserRow, next: UserStatus) => {
    markBusy(user.uid, true);
    try {
      await backend.call('setStatus', { uid: user.uid, status: next });
      enqueueSnackbar(
        t(next === 'active' ? 'users.toasts.enabled' : 'users.toasts.disabled', {
          name: user.name,
        }),
        { variant: 'success' },
      );
    } catch (error) {
      enqueueSnackbar(failureText(describeFailure(error, 'users.errors.setStatus', t, exists)), {
        variant: 'error',
      });
    } finally {
      markBusy(user.uid, false);
    }
  };

  const runConfirmed = async () => {
    if (!confirm.open || !confirm.target) return null;
    const { kind, user } = confirm.target;
    try {
      if (kind === 'delete') {
        await backend.call('deleteUser', { uid: user.uid });
        enqueueSnackbar(t('users.toasts.deleted', { name: user.name }), { variant: 'success' });
      } else {
        const { password } = await backend.call('resetPassword', { uid: user.uid });
        onGenerated({ name: user.name, email: user.email, password, kind: 'reset' });
      }
      setConfirm(null);
      return null;
    } catch (error) {
      return describeFailure(
        error,
        kind === 'delete' ? 'users.errors.delete' : 'users.errors.resetPassword',
        t,
        exists,
      );
    }
  };

  const all = users.status === 'ready' ? users.data : [];
  const shown = filterUsers(all, search, role);
  const pageCount = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const currentPage = Math.min(page, pageCount - 1);
  const pageRows = shown.slice(currentPage * PAGE_SIZE, (currentPage + 1) * PAGE_SIZE);
  const filtered = search.trim() !== '' || role !== 'all';
  const columns = isAdmin ? 5 : 4;
  const theme = useTheme();
  // Phones get one card per user instead of a table that would scroll sideways.
  const compact = useMediaQuery(theme.breakpoints.down('sm'));

  /** The pieces of one user's row, laid out as a table row (desktop) or a card (phones). */
  const parts = (user: UserRow) => {
    const isSelf = user.uid === currentUid;
    const rowBusy = busy.has(user.uid);
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
          onChange={(event) => void changeRole(user, event.target.value as Role)}
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
                void changeStatus(user, event.target.checked ? 'active' : 'disabled')
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
            onResetPassword={(target) => setConfirm({ kind: 'reset', user: target })}
            onDelete={(target) => setConfirm({ kind: 'delete', user: target })}
          />
        ) : null,
    };
  };

  const emptyState = (
    <>
      <PeopleOutline color="action" sx={{ fontSize: 40 }} aria-hidden />
      <Typography sx={{ mt: 1 }}>
        {filtered ? t('users.list.noMatches') : t('users.list.empty')}
      </Typography>
      {filtered && (
        <Button
          sx={{ mt: 1 }}
          onClick={() => {
            setSearch('');
            setRole('all');
          }}
        >
          {t('users.list.clearFilters')}
        </Button>
      )}
    </>
  );

  let body: ReactNode;
  if (users.status === 'loading') {
    body = [0, 1, 2].map((i) => (
      <TableRow key={i}>
        {Array.from({ length: columns }, (_, c) => (
          <TableCell key={c}>
            <Skeleton />
          </TableCell>
        ))}
      </TableRow>
    ));
  } else if (users.status === 'ready' && shown.length === 0) {
    body = (
      <TableRow>
        <TableCell colSpan={columns} sx={{ py: 6, textAlign: 'center', borderBottom: 0 }}>
          {emptyState}
        </TableCell>
      </TableRow>
    );
  } else if (compact) {
    body = null;
  } else {
    body = pageRows.map((user) => {
      const p = parts(user);
      return (
        <TableRow key={user.uid} hover data-testid={`user-row-${user.uid}`}>
          <TableCell sx={{ minWidth: 200 }}>{p.name}</TableCell>
          <TableCell sx={{ minWidth: 140 }}>{p.role}</TableCell>
          <TableCell sx={{ minWidth: 120, whiteSpace: 'nowrap' }}>{p.status}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{p.id}</TableCell>
          {isAdmin && <TableCell align="right">{p.actions}</TableCell>}
        </TableRow>
      );
    });
  }

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <TextField
          type="search"
          size="small"
          label={t('users.list.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
          sx={{ flex: 1, maxWidth: { sm: 420 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          size="small"
          label={t('users.list.roleFilter')}
          value={role}
          onChange={(event) => {
            setRole(event.target.value as RoleFilter);
            setPage(0);
          }}
          sx={{ minWidth: 180 }}
        >
          {ROLE_FILTERS.map((option) => (
            <MenuItem key={option} value={option}>
              {option === 'all' ? t('users.list.allRoles') : t(`roles.${option}`)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: 1, display: { xs: 'none', sm: 'block' } }} />
        {users.status === 'ready' && (
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {filtered
              ? t('users.list.countFiltered', { shown: shown.length, count: all.length })
              : t('users.list.count', { count: all.length })}
          </Typography>
        )}
      </Stack>

      {users.status === 'error' ? (
        <Alert severity="error">
          <AlertTitle>{t('users.errors.load')}</AlertTitle>
          {describeFailure(users.error, 'users.errors.load', t, exists).detail ??
            t('users.errors.tryAgain')}
        </Alert>
      ) : (
        <Paper variant="outlined">
          {compact && body === null ? (
            <Box
              component="ul"
              aria-label={t('users.list.label')}
              sx={{ listStyle: 'none', m: 0, p: 0 }}
            >
              {pageRows.map((user, index) => {
                const p = parts(user);
                return (
                  <Box
                    component="li"
                    key={user.uid}
                    data-testid={`user-row-${user.uid}`}
                    sx={{ p: 2, borderTop: index === 0 ? 0 : 1, borderColor: 'divider' }}
                  >
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                      <Box sx={{ flex: 1, minWidth: 0 }}>{p.name}</Box>
                      {p.actions}
                    </Stack>
                    <Stack
                      direction="row"
                      spacing={1}
                      useFlexGap
                      sx={{ mt: 1.5, alignItems: 'center', flexWrap: 'wrap' }}
                    >
                      {p.role}
                      {p.status}
                    </Stack>
                    <Box sx={{ mt: 1 }}>{p.id}</Box>
                  </Box>
                );
              })}
            </Box>
          ) : (
            <TableContainer>
              <Table
                size="small"
                aria-label={t('users.list.label')}
                aria-busy={users.status === 'loading'}
              >
                <TableHead>
                  <TableRow>
                    <TableCell>{t('users.columns.user')}</TableCell>
                    <TableCell>{t('users.columns.role')}</TableCell>
                    <TableCell>{t('users.columns.status')}</TableCell>
                    <TableCell>{t('users.columns.userId')}</TableCell>
                    {isAdmin && (
                      <TableCell align="right" sx={{ position: 'relative' }}>
                        <Box component="span" sx={visuallyHidden}>
                          {t('users.columns.actions')}
                        </Box>
                      </TableCell>
                    )}
                  </TableRow>
                </TableHead>
                <TableBody>{body}</TableBody>
              </Table>
            </TableContainer>
          )}
          {shown.length > PAGE_SIZE && (
            <TablePagination
              component="div"
              count={shown.length}
              page={currentPage}
              rowsPerPage={PAGE_SIZE}
              rowsPerPageOptions={[]}
              onPageChange={(_, next) => setPage(next)}
              labelDisplayedRows={({ from, to, count }) =>
                t('users.list.pageRange', { from, to, count })
              }
              getItemAriaLabel={(type) => t(`users.list.goTo.${type}`)}
            />
          )}
        </Paper>
      )}

      <ConfirmDialog
        open={confirm.open && shownConfirm?.kind === 'delete'}
        title={shownConfirm ? t('users.delete.title', { name: shownConfirm.user.name }) : ''}
        body={
          shownConfirm
            ? t('users.delete.body', {
                name: shownConfirm.user.name,
                email: shownConfirm.user.email,
              })
            : ''
        }
        confirmLabel={t('users.delete.confirm')}
        destructive
        onConfirm={runConfirmed}
        onClose={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm.open && shownConfirm?.kind === 'reset'}
        title={shownConfirm ? t('users.reset.title', { name: shownConfirm.user.name }) : ''}
        body={shownConfirm ? t('users.reset.body', { name: shownConfirm.user.name }) : ''}
        confirmLabel={t('users.reset.confirm')}
        onConfirm={runConfirmed}
        onClose={() => setConfirm(null)}
      />
      <PasswordOnceDialog generated={generated} onDone={() => onGenerated(null)} />
    </Stack>
  );
}

const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
