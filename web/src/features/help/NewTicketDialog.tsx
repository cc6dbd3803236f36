import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  LIMITS,
  LOCALE_TAGS,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  type TicketCategory,
  type TicketPriority,
  newTicket,
  refs,
  ticketCreateSchema,
} from '@tender/core';
import { useBackend } from '../../backend/BackendContext';
import { useLocale } from '../../app/i18n/LocaleContext';
import { useCreateForm } from '../../components/form/useCreateForm';
import { ticketFailure } from './ticketFailure';

interface Values {
  category: TicketCategory;
  subject: string;
  description: string;
  priority: TicketPriority;
}

const INITIAL: Values = { category: 'technical', subject: '', description: '', priority: 'medium' };

/**
 * New ticket: category, subject, description and priority, checked with core's ticketCreateSchema
 * (the rules' limits: subject 200, description 5,000 characters) and written as the caller, signed
 * with their profile's name as the rules require. On failure the dialog keeps what was typed and
 * says 'Failed to submit ticket'.
 */
export function NewTicketDialog({
  open,
  uid,
  companyId,
  onClose,
  onCreated,
}: {
  open: boolean;
  uid: string;
  companyId: string;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const backend = useBackend();
  const numbers = new Intl.NumberFormat(LOCALE_TAGS[locale]);
  const { form, failure, close, field } = useCreateForm<Values>({
    initialValues: INITIAL,
    schema: ticketCreateSchema,
    create: async (id, values) => {
      const name = (await backend.docs.getDoc(refs.user(uid))).data?.name ?? '';
      await backend.docs.setDoc(
        refs.ticket(id),
        newTicket(ticketCreateSchema.cast(values), { uid, name, companyId }),
      );
    },
    failureOf: (error) => ticketFailure(error, 'tickets.errors.submit', t),
    onCreated,
    onClose,
    fieldParams: { max: numbers.format(LIMITS.descriptionMax) },
  });
  const count = t('tickets.new.descriptionCount', {
    count: form.values.description.length,
    chars: numbers.format(form.values.description.length),
    max: numbers.format(LIMITS.descriptionMax),
  });

  return (
    <Dialog open={open} onClose={close} aria-labelledby="new-ticket-title" maxWidth="sm" fullWidth>
      <form noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id="new-ticket-title">{t('tickets.new.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                id="new-ticket-category"
                select
                fullWidth
                label={t('tickets.fields.category')}
                {...field('category')}
              >
                {TICKET_CATEGORIES.map((c) => (
                  <MenuItem key={c} value={c}>
                    {t(`tickets.categories.${c}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                id="new-ticket-priority"
                select
                fullWidth
                label={t('tickets.fields.priority')}
                {...field('priority')}
              >
                {TICKET_PRIORITIES.map((p) => (
                  <MenuItem key={p} value={p}>
                    {t(`tickets.priorities.${p}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <TextField
              id="new-ticket-subject"
              label={t('tickets.fields.subject')}
              required
              autoComplete="off"
              // eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog the user opened: WAI-ARIA dialog pattern focuses its first field
              autoFocus
              {...field('subject')}
            />
            <TextField
              id="new-ticket-description"
              label={t('tickets.fields.description')}
              required
              multiline
              minRows={5}
              maxRows={14}
              {...field('description', count)}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={form.isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={form.isSubmitting}>
            {t('tickets.new.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
