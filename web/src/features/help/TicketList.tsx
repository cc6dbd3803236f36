import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { ListPager } from '../../components/ListPager';
import type { TicketListView } from '@tender/core/services/tickets/index';
import { useLocale, useLocalePath } from '../../app/i18n/LocaleContext';
import { PreloadLink } from '../../components/PreloadLink';
import { formatDateTime } from '../../format/dates';
import { TicketStatusChip } from './TicketStatusChip';
import { useTicketPage } from './useTicketPage';

const hideXs = { display: { xs: 'none', sm: 'table-cell' } } as const;
const hideSm = { display: { xs: 'none', md: 'table-cell' } } as const;

/** A page of tickets: loading, 'Failed to load tickets', empty, or the table with paging. */
export function TicketList({ view, onCreate }: { view: TicketListView; onCreate?: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const path = useLocalePath();
  const page = useTicketPage(view);

  if (page.status === 'loading')
    return (
      <Paper variant="outlined" sx={{ p: 2 }} aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={48} />
        ))}
      </Paper>
    );
  if (page.status === 'error')
    return (
      <Alert severity="error" role="alert">
        {t('tickets.errors.load')}
      </Alert>
    );

  const pager = (
    <ListPager
      page={page}
      label={t('tickets.list.pages')}
      pageText={t('tickets.list.page', { page: page.pageIndex + 1 })}
      previous={t('tickets.list.previous')}
      next={t('tickets.list.next')}
    />
  );

  if (page.rows.length === 0)
    return (
      <>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center' }}>
          <SupportAgentOutlined color="primary" sx={{ fontSize: 48, mb: 1 }} />
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {view.support ? t('tickets.list.emptySupport') : t('tickets.list.empty')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: onCreate ? 2 : 0 }}>
            {view.support ? t('tickets.list.emptySupportHint') : t('tickets.list.emptyHint')}
          </Typography>
          {onCreate && (
            <Button variant="outlined" startIcon={<AddOutlined />} onClick={onCreate}>
              {t('tickets.new.open')}
            </Button>
          )}
        </Paper>
        {pager}
      </>
    );

  return (
    <Box>
      <TableContainer component={Paper} variant="outlined">
        <Table aria-label={t('tickets.list.label')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('tickets.fields.subject')}</TableCell>
              {view.support && <TableCell sx={hideSm}>{t('tickets.fields.company')}</TableCell>}
              <TableCell sx={hideSm}>{t('tickets.fields.category')}</TableCell>
              <TableCell sx={hideXs}>{t('tickets.fields.priority')}</TableCell>
              <TableCell>{t('tickets.fields.status')}</TableCell>
              <TableCell sx={hideXs} align="right">
                {t('tickets.fields.responses')}
              </TableCell>
              <TableCell sx={hideSm}>{t('tickets.fields.updated')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {page.rows.map((row) => (
              <TableRow key={row.id} hover>
                <TableCell>
                  <Link
                    component={PreloadLink}
                    to={path(`/dashboard/help/${row.id}`)}
                    sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                  >
                    {row.subject}
                  </Link>
                  {view.support && (
                    <Typography variant="body2" color="text.secondary">
                      {row.createdByName}
                    </Typography>
                  )}
                </TableCell>
                {view.support && (
                  <TableCell sx={hideSm}>{row.companyName || row.companyId}</TableCell>
                )}
                <TableCell sx={hideSm}>{t(`tickets.categories.${row.category}`)}</TableCell>
                <TableCell sx={hideXs}>{t(`tickets.priorities.${row.priority}`)}</TableCell>
                <TableCell>
                  <TicketStatusChip status={row.status} />
                </TableCell>
                <TableCell sx={hideXs} align="right">
                  {row.responseCount}
                </TableCell>
                <TableCell sx={{ ...hideSm, whiteSpace: 'nowrap' }}>
                  {row.updatedAt ? formatDateTime(row.updatedAt.toMillis(), locale) : '—'}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {pager}
    </Box>
  );
}
