import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  TICKET_STATUS_FILTERS,
  type TicketStatusFilter,
} from '@tender/core/services/tickets/index';
import { CreateButton } from '../../components/CreateButton';
import { PageHeader } from '../../components/PageHeader';
import { useCreateThenOpen } from '../../components/useCreateThenOpen';
import { NewTicketDialog } from './NewTicketDialog';
import { TicketList } from './TicketList';
import { useHelpSession } from './helpSession';

/**
 * /dashboard/help: a member's own tickets with New ticket; support staff see every company's
 * tickets with a status filter (and open none themselves: they have no company).
 */
export function Component() {
  const { t } = useTranslation();
  const session = useHelpSession();
  const create = useCreateThenOpen((id) => `/dashboard/help/${id}`);
  const [status, setStatus] = useState<TicketStatusFilter>('all');
  if (!session) return null; // the guard shows Access Denied to anyone else

  const companyId = session.companyId;
  return (
    <>
      <PageHeader
        title={t('pages.help.title')}
        actions={companyId && <CreateButton label={t('tickets.new.open')} onClick={create.start} />}
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography color="text.secondary">
          {session.support ? t('tickets.introSupport') : t('tickets.intro')}
        </Typography>
        {session.support && (
          <TextField
            id="ticket-status-filter"
            select
            size="small"
            label={t('tickets.filter.label')}
            value={status}
            onChange={(e) => setStatus(e.target.value as TicketStatusFilter)}
            sx={{ minWidth: 200 }}
          >
            {TICKET_STATUS_FILTERS.map((s) => (
              <MenuItem key={s} value={s}>
                {s === 'all' ? t('tickets.filter.all') : t(`tickets.status.${s}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      <TicketList
        view={{ support: session.support, uid: session.uid, companyId, status }}
        onCreate={companyId ? create.start : undefined}
      />
      {companyId && <NewTicketDialog uid={session.uid} companyId={companyId} {...create.dialog} />}
    </>
  );
}
