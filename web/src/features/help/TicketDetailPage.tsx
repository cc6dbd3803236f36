import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { useLocale, useLocalePath } from '../../app/i18n/LocaleContext';
import { PageHeader } from '../../components/PageHeader';
import { PreloadLink } from '../../components/PreloadLink';
import { formatDate } from '../../format/dates';
import { ReplyBox } from './ReplyBox';
import { TicketActions } from './TicketActions';
import { TicketStatusChip } from './TicketStatusChip';
import { type ThreadEntry, TicketThread } from './TicketThread';
import { useHelpSession } from './helpSession';
import { useTicket, useTicketResponses } from './useTicket';

/** /dashboard/help/:ticketId: the ticket, its conversation, the reply box and the status actions. */
export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  const path = useLocalePath();
  const { ticketId = '' } = useParams();
  const session = useHelpSession();
  const state = useTicket(ticketId);
  const responses = useTicketResponses(state.status === 'ready' ? ticketId : null);

  const entries = useMemo<ThreadEntry[]>(() => {
    if (state.status !== 'ready') return [];
    const { ticket } = state;
    const first: ThreadEntry = {
      id: 'description',
      authorName: ticket.createdByName,
      authorId: ticket.createdBy,
      fromSupport: false,
      text: ticket.description,
      createdAt: ticket.createdAt ?? null,
    };
    const rest = responses.status === 'ready' ? responses.data : [];
    return [first, ...rest.map((r) => ({ ...r, createdAt: r.createdAt ?? null }))];
  }, [state, responses]);

  if (!session) return null;
  const back = (
    <Link
      component={PreloadLink}
      to={path('/dashboard/help')}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}
    >
      <ArrowBack fontSize="small" />
      {t('tickets.detail.back')}
    </Link>
  );

  if (state.status === 'loading')
    return (
      <Box aria-busy="true" aria-label={t('common.loading')}>
        {back}
        <Skeleton variant="text" height={48} width="50%" />
        <Skeleton variant="rounded" height={120} sx={{ mt: 2 }} />
      </Box>
    );
  if (state.status === 'error')
    return (
      <>
        {back}
        <Alert severity="error" role="alert">
          {t('tickets.errors.loadDetail')}
        </Alert>
      </>
    );
  if (state.status === 'notFound')
    return (
      <>
        {back}
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center' }} role="alert">
          <SearchOffOutlined color="action" sx={{ fontSize: 48, mb: 1 }} />
          <Typography variant="h6" component="h1">
            {t('tickets.detail.notFound')}
          </Typography>
          <Typography color="text.secondary">{t('tickets.detail.notFoundHint')}</Typography>
        </Paper>
      </>
    );

  const { ticket } = state;
  const opened = ticket.createdAt ? formatDate(ticket.createdAt.toMillis(), locale) : '';
  return (
    <>
      {back}
      <PageHeader
        title={
          <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
            {ticket.subject}
          </Box>
        }
      />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mt: -2, mb: 3, justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
        >
          <TicketStatusChip status={ticket.status} size="medium" />
          <Chip
            variant="outlined"
            label={`${t('tickets.fields.priority')}: ${t(`tickets.priorities.${ticket.priority}`)}`}
          />
          <Chip variant="outlined" label={t(`tickets.categories.${ticket.category}`)} />
          <Typography variant="body2" color="text.secondary">
            {session.support
              ? `${t('tickets.detail.opened', { name: ticket.createdByName, date: opened })}${
                  ticket.companyName ? ` · ${ticket.companyName}` : ''
                }`
              : t('tickets.detail.openedAt', { date: opened })}
          </Typography>
        </Stack>
        <TicketActions ticketId={ticketId} ticket={ticket} actor={session.actor} />
      </Stack>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('tickets.detail.thread')}
      </Typography>
      {responses.status === 'error' && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t('tickets.errors.loadDetail')}
        </Alert>
      )}
      <TicketThread entries={entries} uid={session.uid} />
      {responses.status === 'loading' && <Skeleton variant="rounded" height={80} sx={{ mt: 2 }} />}
      <Box sx={{ mt: 3 }}>
        <ReplyBox
          ticketId={ticketId}
          uid={session.uid}
          support={session.support}
          closed={ticket.status === 'closed'}
        />
      </Box>
    </>
  );
}
