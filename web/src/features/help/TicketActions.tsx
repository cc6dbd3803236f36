import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutlineOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import { useSnackbar } from '../../app/toasts/toasts';
import {
  type Actor,
  type Ticket,
  type TicketStatus,
  canTransitionTicket,
  refs,
  serverTimestamp,
} from '@tender/core';
import { useBackend } from '../../backend/BackendContext';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ticketFailure } from './ticketFailure';

/**
 * The status buttons the caller may use here, from core's ticket state machine (the rules' twin):
 * Close (creator and support, asked first), Reopen (closed tickets), and for support In progress
 * and Pending.
 */
export function TicketActions({
  ticketId,
  ticket,
  actor,
}: {
  ticketId: string;
  ticket: Ticket;
  actor: Actor;
}) {
  const { t } = useTranslation();
  const backend = useBackend();
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState<TicketStatus | null>(null);
  const [confirmClose, setConfirmClose] = useState(false);
  const may = (to: TicketStatus) => canTransitionTicket(actor, ticket, to);

  const write = (to: TicketStatus) =>
    backend.docs.updateDoc(refs.ticket(ticketId), { status: to, updatedAt: serverTimestamp() });
  const done = (to: TicketStatus) =>
    enqueueSnackbar(
      to === 'closed'
        ? t('tickets.actions.closed')
        : to === 'open'
          ? t('tickets.actions.reopened')
          : t('tickets.actions.statusSet', { status: t(`tickets.status.${to}`) }),
      { variant: 'success' },
    );
  const change = async (to: TicketStatus) => {
    setBusy(to);
    try {
      await write(to);
      done(to);
    } catch (error) {
      enqueueSnackbar(ticketFailure(error, 'tickets.errors.status', t), { variant: 'error' });
    } finally {
      setBusy(null);
    }
  };

  const buttons: { to: TicketStatus; label: string; icon: React.ReactNode }[] = [];
  if (actor.support) {
    buttons.push({
      to: 'inProgress',
      label: t('tickets.actions.inProgress'),
      icon: <PlayCircleOutline />,
    });
    buttons.push({
      to: 'pending',
      label: t('tickets.actions.pending'),
      icon: <HourglassEmptyOutlined />,
    });
  }
  buttons.push({ to: 'open', label: t('tickets.actions.reopen'), icon: <ReplayOutlined /> });
  const shown = buttons.filter((b) => may(b.to));
  const mayClose = may('closed');
  if (shown.length === 0 && !mayClose) return null;

  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ flexWrap: 'wrap', rowGap: 1, flexShrink: 0, justifyContent: { md: 'flex-end' } }}
    >
      {shown.map((b) => (
        <Button
          key={b.to}
          variant="outlined"
          startIcon={b.icon}
          loading={busy === b.to}
          disabled={busy !== null && busy !== b.to}
          onClick={() => void change(b.to)}
        >
          {b.label}
        </Button>
      ))}
      {mayClose && (
        <Button
          variant="contained"
          color="secondary"
          startIcon={<CheckCircleOutline />}
          disabled={busy !== null}
          onClick={() => setConfirmClose(true)}
        >
          {t('tickets.actions.close')}
        </Button>
      )}
      <ConfirmDialog
        open={confirmClose}
        title={t('tickets.actions.closeConfirm')}
        body={t('tickets.actions.closeConfirmBody')}
        confirmLabel={t('tickets.actions.close')}
        onClose={() => setConfirmClose(false)}
        onConfirm={async () => {
          try {
            await write('closed');
            setConfirmClose(false);
            done('closed');
            return null;
          } catch (error) {
            return { title: ticketFailure(error, 'tickets.errors.status', t), detail: null };
          }
        }}
      />
    </Stack>
  );
}
