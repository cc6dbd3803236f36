import { useTranslation } from 'react-i18next';
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
import { FirstField } from '../../components/form/FirstField';
import { FormDialog } from '../../components/form/FormDialog';
import { SelectField } from '../../components/form/SelectField';
import { type CreateDialogProps, useCreateForm } from '../../components/form/useCreateForm';
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
export function NewTicketDialog({ open, uid, companyId, onClose, onCreated }: CreateDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const backend = useBackend();
  const numbers = new Intl.NumberFormat(LOCALE_TAGS[locale]);
  const { form, field, dialog } = useCreateForm<Values>({
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
    <FormDialog
      id="new-ticket"
      open={open}
      title={t('tickets.new.title')}
      submitLabel={t('tickets.new.submit')}
      {...dialog}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectField
          id="new-ticket-category"
          fullWidth
          label={t('tickets.fields.category')}
          options={TICKET_CATEGORIES}
          labelOf={(c) => t(`tickets.categories.${c}`)}
          {...field('category')}
        />
        <SelectField
          id="new-ticket-priority"
          fullWidth
          label={t('tickets.fields.priority')}
          options={TICKET_PRIORITIES}
          labelOf={(p) => t(`tickets.priorities.${p}`)}
          {...field('priority')}
        />
      </Stack>
      <FirstField
        id="new-ticket-subject"
        label={t('tickets.fields.subject')}
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
    </FormDialog>
  );
}
