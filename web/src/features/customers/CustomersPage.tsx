import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { ListPager } from '../../components/ListPager';
import { useLocalePath } from '../../app/i18n/LocaleContext';
import { PageHeader } from '../../components/PageHeader';
import { PreloadLink } from '../../components/PreloadLink';
import { CustomerFormDialog } from './CustomerFormDialog';
import { useCustomerSession } from './customerSession';
import { type CustomerRow, useCustomerPage } from './useCustomers';

/**
 * /dashboard/customers: the buyers the company works for, 50 a page by name, with search. Admins
 * and managers add customers; users read (the button says why it is off).
 */
export function Component() {
  const { t } = useTranslation();
  const path = useLocalePath();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const session = useCustomerSession();
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);

  if (!session) return null; // the dashboard guard shows Access Denied without a company
  const open = (id: string) => void navigate(path(`/dashboard/customers/${id}`));

  return (
    <>
      <PageHeader
        title={t('pages.customers.title')}
        actions={
          <Tooltip title={session.mayEdit ? '' : t('customers.reasons.editRole')}>
            <span>
              <Button
                variant="contained"
                startIcon={<AddOutlined />}
                onClick={() => setCreating(true)}
                disabled={!session.mayEdit}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {t('customers.new')}
              </Button>
            </span>
          </Tooltip>
        }
      />
      <TextField
        type="search"
        size="small"
        label={t('customers.search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        sx={{ mb: 2, width: { xs: '100%', sm: 360 } }}
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
      <CustomerList companyId={session.companyId} search={search} />
      <CustomerFormDialog
        open={creating}
        companyId={session.companyId}
        uid={session.uid}
        editing={null}
        onClose={() => setCreating(false)}
        onSaved={(id) => {
          setCreating(false);
          enqueueSnackbar(t('customers.toasts.created'), { variant: 'success' });
          open(id);
        }}
        onOpenExisting={(id) => {
          setCreating(false);
          open(id);
        }}
      />
    </>
  );
}

function CustomerList({ companyId, search }: { companyId: string; search: string }) {
  const { t } = useTranslation();
  const page = useCustomerPage(companyId, search);

  if (page.status === 'loading')
    return (
      <Stack spacing={1} aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={48} />
        ))}
      </Stack>
    );
  if (page.status === 'error')
    return (
      <Alert severity="error" role="alert">
        {t('customers.errors.load')}
      </Alert>
    );

  const searching = search.trim() !== '';
  const pager = (
    <ListPager
      page={page}
      label={t('customers.list.pages')}
      pageText={t('customers.list.page', { page: page.pageIndex + 1 })}
      previous={t('customers.list.previous')}
      next={t('customers.list.next')}
    />
  );

  if (page.rows.length === 0) {
    const nothingYet = page.loaded === 0 && !page.hasPrevious;
    return (
      <>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center' }}>
          <HandshakeOutlined color="primary" sx={{ fontSize: 48 }} />
          <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
            {nothingYet && !searching
              ? t('customers.list.empty')
              : t('customers.list.noMatch', { search: search.trim() })}
          </Typography>
          <Typography color="text.secondary">
            {nothingYet && !searching
              ? t('customers.list.emptyHint')
              : page.hasNext
                ? t('customers.list.searchedPage', { count: page.loaded })
                : t('customers.list.noMatchHint')}
          </Typography>
        </Paper>
        {pager}
      </>
    );
  }

  return (
    <Box>
      <CustomerTable rows={page.rows} />
      {searching && page.hasNext && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('customers.list.searchedPage', { count: page.loaded })}
        </Typography>
      )}
      {pager}
    </Box>
  );
}

function CustomerTable({ rows }: { rows: CustomerRow[] }) {
  const { t } = useTranslation();
  const path = useLocalePath();
  const navigate = useNavigate();
  const hideSm = { display: { xs: 'none', sm: 'table-cell' } };
  const hideMd = { display: { xs: 'none', md: 'table-cell' } };
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={t('customers.list.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('customers.fields.name')}</TableCell>
            <TableCell sx={hideSm}>{t('customers.fields.type')}</TableCell>
            <TableCell sx={hideMd}>{t('customers.fields.place')}</TableCell>
            <TableCell sx={hideMd}>{t('customers.fields.contactName')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((c) => (
            <TableRow
              key={c.id}
              hover
              data-testid="customer-row"
              sx={{ cursor: 'pointer' }}
              onClick={() => void navigate(path(`/dashboard/customers/${c.id}`))}
            >
              <TableCell>
                <Link
                  component={PreloadLink}
                  to={path(`/dashboard/customers/${c.id}`)}
                  onClick={(e) => e.stopPropagation()}
                  sx={{ fontWeight: 600 }}
                >
                  {c.name}
                </Link>
                {c.registrationNumber && (
                  <Typography variant="body2" color="text.secondary">
                    {c.registrationNumber}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={hideSm}>
                <Chip size="small" variant="outlined" label={t(`customers.types.${c.type}`)} />
              </TableCell>
              <TableCell sx={hideMd}>{c.place || '—'}</TableCell>
              <TableCell sx={hideMd}>
                {c.contactName || c.email || '—'}
                {c.contactName && c.email && (
                  <Typography variant="body2" color="text.secondary">
                    {c.email}
                  </Typography>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
