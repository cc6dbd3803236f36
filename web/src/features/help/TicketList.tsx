import { useTranslation } from 'react-i18next';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { ListEmptyState } from '../../components/ListEmptyState';
import { ListPageFrame } from '../../components/ListPageFrame';
import { listPagerTexts } from '../../components/listPagerTexts';
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

  return (
    <ListPageFrame
      page={page}
      skeleton={{ rows: 3, height: 48, layout: 'panel' }}
      error={t('tickets.errors.load')}
      empty={() => (
        <ListEmptyState
          icon={SupportAgentOutlined}
          titleAs="h2"
          title={view.support ? t('tickets.list.emptySupport') : t('tickets.list.empty')}
          hint={view.support ? t('tickets.list.emptySupportHint') : t('tickets.list.emptyHint')}
          action={onCreate && { label: t('tickets.new.open'), onClick: onCreate }}
        />
      )}
      pager={listPagerTexts(t, 'tickets')}
    >
      {(rows) => (
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
              {rows.map((row) => (
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
      )}
    </ListPageFrame>
  );
}
