import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import PeopleOutline from '@mui/icons-material/PeopleOutlined';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { RoleFilter } from '@tender/core';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PasswordOnceDialog, type GeneratedPassword } from './PasswordOnceDialog';
import { describeFailure } from './messages';
import { filterUsers, useCompanyUsers, type UserRow } from './useCompanyUsers';
import { UsersFilters } from './UsersFilters';
import { userRowParts } from './userRowParts';
import { useUserActions } from './useUserActions';
import { visuallyHidden } from '../../components/visuallyHidden';

/** Rows per page (client paging over the live list; docs/decisions.md). */
export const PAGE_SIZE = 25;

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
  const users = useCompanyUsers(companyId);
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<RoleFilter>('all');
  const [page, setPage] = useState(0);
  const { busy, confirm, setConfirm, changeRole, changeStatus, runConfirmed } =
    useUserActions(onGenerated);
  const shownConfirm = confirm.target;
  const exists = (key: string) => i18n.exists(key);

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
  const parts = (user: UserRow) =>
    userRowParts({
      user,
      isSelf: user.uid === currentUid,
      rowBusy: busy.has(user.uid),
      isAdmin,
      t,
      onRoleChange: changeRole,
      onStatusChange: changeStatus,
      onConfirm: setConfirm,
    });

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
      <UsersFilters
        search={search}
        role={role}
        onSearchChange={(next) => {
          setSearch(next);
          setPage(0);
        }}
        onRoleChange={(next) => {
          setRole(next);
          setPage(0);
        }}
        count={users.status === 'ready' ? { shown: shown.length, all: all.length, filtered } : null}
      />

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
