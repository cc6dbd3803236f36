import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../app/toasts/toasts';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import { ListEmptyState } from '../../components/ListEmptyState';
import { ListPageFrame } from '../../components/ListPageFrame';
import { ListSearchField } from '../../components/ListSearchField';
import { useLocalePath } from '../../app/i18n/LocaleContext';
import { CreateButton } from '../../components/CreateButton';
import { PageHeader } from '../../components/PageHeader';
import { listPagerTexts } from '../../components/listPagerTexts';
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
          <CreateButton
            label={t('customers.new')}
            onClick={() => setCreating(true)}
            forbidden={!session.mayEdit && t('customers.reasons.editRole')}
          />
        }
      />
      <CustomerList companyId={session.companyId} search={search} onSearch={setSearch} />
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

function CustomerList({
  companyId,
  search,
  onSearch,
}: {
  companyId: string;
  search: string;
  onSearch: (search: string) => void;
}) {
  const { t } = useTranslation();
  const page = useCustomerPage(companyId, search);
  const searching = search.trim() !== '';
  return (
    <ListPageFrame
      page={page}
      toolbar={<ListSearchField label={t('customers.search')} value={search} onChange={onSearch} />}
      skeleton={{ rows: 3, height: 48, variant: 'rounded', layout: 'stack' }}
      error={t('customers.errors.load')}
      empty={(ready) => {
        const nothingYet = ready.loaded === 0 && !ready.hasPrevious && !searching;
        return (
          <ListEmptyState
            icon={HandshakeOutlined}
            titleAs="h2"
            title={
              nothingYet
                ? t('customers.list.empty')
                : t('customers.list.noMatch', { search: search.trim() })
            }
            hint={
              nothingYet
                ? t('customers.list.emptyHint')
                : ready.hasNext
                  ? t('customers.list.searchedPage', { count: ready.loaded })
                  : t('customers.list.noMatchHint')
            }
          />
        );
      }}
      searchedPage={searching ? (count) => t('customers.list.searchedPage', { count }) : undefined}
      pager={listPagerTexts(t, 'customers')}
    >
      {(rows) => <CustomerTable rows={rows} />}
    </ListPageFrame>
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
