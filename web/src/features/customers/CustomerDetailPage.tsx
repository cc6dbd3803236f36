import { type ReactNode, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../app/toasts/toasts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { type Customer, refs } from '@tender/core';
import { useLocalePath } from '../../app/i18n/LocaleContext';
import { useBackend } from '../../backend/BackendContext';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageHeader } from '../../components/PageHeader';
import { PreloadLink } from '../../components/PreloadLink';
import { CustomerFormDialog } from './CustomerFormDialog';
import { CustomerLinks } from './CustomerLinks';
import { customerFailure } from './customerMessages';
import { type CustomerSession, useCustomerSession } from './customerSession';
import { useCustomer } from './useCustomers';

/** /dashboard/customers/:id: the customer's facts, its projects and tenders; edit and delete. */
export function Component() {
  const { t } = useTranslation();
  const path = useLocalePath();
  const { id = '' } = useParams();
  const session = useCustomerSession();
  if (!session) return null; // the dashboard guard shows Access Denied without a company
  return (
    <>
      <Link
        component={PreloadLink}
        to={path('/dashboard/customers')}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
      >
        <ArrowBackOutlined fontSize="small" />
        {t('customers.detail.back')}
      </Link>
      <CustomerDetail session={session} customerId={id} key={id} />
    </>
  );
}

function CustomerDetail({ session, customerId }: { session: CustomerSession; customerId: string }) {
  const { t } = useTranslation();
  const state = useCustomer(session.companyId, customerId);
  if (state.status === 'loading')
    return (
      <Box aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton height={56} width="50%" />
        <Skeleton variant="rounded" height={160} sx={{ mt: 2 }} />
      </Box>
    );
  if (state.status === 'notFound' || state.status === 'error')
    return (
      <>
        <PageHeader title={t('pages.customerDetail.title')} />
        <Alert severity={state.status === 'error' ? 'error' : 'warning'} role="alert">
          {t(state.status === 'error' ? 'customers.errors.loadOne' : 'customers.errors.notFound')}
        </Alert>
      </>
    );
  return <CustomerView session={session} customerId={customerId} customer={state.customer} />;
}

function CustomerView({
  session,
  customerId,
  customer,
}: {
  session: CustomerSession;
  customerId: string;
  customer: Customer;
}) {
  const { t } = useTranslation();
  const path = useLocalePath();
  const navigate = useNavigate();
  const backend = useBackend();
  const { enqueueSnackbar } = useSnackbar();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const reason = session.mayEdit ? '' : t('customers.reasons.editRole');

  const remove = async () => {
    try {
      await backend.docs.deleteDoc(refs.customer(session.companyId, customerId));
      setDeleting(false);
      enqueueSnackbar(t('customers.toasts.deleted', { name: customer.name }), {
        variant: 'success',
      });
      void navigate(path('/dashboard/customers'));
      return null;
    } catch (error) {
      return { title: customerFailure(error, 'customers.errors.delete', t), detail: null };
    }
  };

  return (
    <>
      <PageHeader
        title={customer.name}
        actions={
          <Stack direction="row" spacing={1}>
            <Tooltip title={reason}>
              <span>
                <Button
                  variant="outlined"
                  startIcon={<EditOutlined />}
                  disabled={!session.mayEdit}
                  onClick={() => setEditing(true)}
                >
                  {t('customers.detail.edit')}
                </Button>
              </span>
            </Tooltip>
            <Tooltip title={reason}>
              <span>
                <Button
                  variant="outlined"
                  color="error"
                  startIcon={<DeleteOutlined />}
                  disabled={!session.mayEdit}
                  onClick={() => setDeleting(true)}
                >
                  {t('customers.detail.delete')}
                </Button>
              </span>
            </Tooltip>
          </Stack>
        }
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="customer-facts-heading"
            sx={{ p: { xs: 2, sm: 3 } }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <Typography id="customer-facts-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
                {t('customers.detail.facts')}
              </Typography>
              <Chip size="small" color="primary" label={t(`customers.types.${customer.type}`)} />
            </Stack>
            <Box component="dl" sx={{ m: 0 }}>
              <Fact label={t('customers.fields.registrationNumber')}>
                {customer.registrationNumber}
              </Fact>
              <Fact label={t('customers.fields.place')}>{customer.place}</Fact>
              <Fact label={t('customers.fields.contactName')}>{customer.contactName}</Fact>
              <Fact label={t('customers.fields.email')}>
                {customer.email && <Link href={`mailto:${customer.email}`}>{customer.email}</Link>}
              </Fact>
              <Fact label={t('customers.fields.phone')}>
                {customer.phone && (
                  <Link href={`tel:${customer.phone.replace(/[^\d+]/g, '')}`}>
                    {customer.phone}
                  </Link>
                )}
              </Fact>
              <Fact label={t('customers.fields.website')}>
                {customer.website && (
                  <Link href={customer.website} target="_blank" rel="noopener noreferrer">
                    {customer.website}
                  </Link>
                )}
              </Fact>
            </Box>
            {customer.notes && (
              <>
                <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
                  {t('customers.fields.notes')}
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                  {customer.notes}
                </Typography>
              </>
            )}
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={3}>
            <CustomerLinks companyId={session.companyId} nameKey={customer.nameKey} />
          </Stack>
        </Grid>
      </Grid>
      <CustomerFormDialog
        open={editing}
        companyId={session.companyId}
        uid={session.uid}
        editing={{ id: customerId, customer }}
        onClose={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          enqueueSnackbar(t('customers.toasts.saved'), { variant: 'success' });
        }}
        onOpenExisting={(id) => {
          setEditing(false);
          void navigate(path(`/dashboard/customers/${id}`));
        }}
      />
      <ConfirmDialog
        open={deleting}
        title={t('customers.delete.title')}
        body={t('customers.delete.body', { name: customer.name })}
        confirmLabel={t('customers.delete.confirm')}
        destructive
        onConfirm={remove}
        onClose={() => setDeleting(false)}
      />
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  const empty =
    children === '' || children === null || children === undefined || children === false;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '11rem 1fr', gap: 1, py: 0.5 }}>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography
        variant="body2"
        component="dd"
        color={empty ? 'text.secondary' : undefined}
        sx={{ m: 0, overflowWrap: 'anywhere' }}
      >
        {empty ? t('customers.detail.none') : children}
      </Typography>
    </Box>
  );
}
