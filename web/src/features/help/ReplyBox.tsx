import { useState } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SendOutlined from '@mui/icons-material/SendOutlined';
import {
  LIMITS,
  LOCALE_TAGS,
  RandomIds,
  newTicketResponse,
  refs,
  ticketResponseSchema,
} from '@tender/core';
import { useBackend } from '../../backend/BackendContext';
import { useLocale } from '../../app/i18n/LocaleContext';
import { useFormikFields } from '../../components/form/useFormikFields';
import { ticketFailure } from './ticketFailure';

const ids = new RandomIds();

/**
 * The reply box under the thread. Written as the caller with their profile's name; `fromSupport`
 * is the caller's support claim, as the rules require. A closed ticket takes no replies: the box
 * says so instead of offering to send (and the rules would refuse it).
 */
export function ReplyBox({
  ticketId,
  uid,
  support,
  closed,
}: {
  ticketId: string;
  uid: string;
  support: boolean;
  closed: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const backend = useBackend();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormik({
    initialValues: { text: '' },
    validationSchema: ticketResponseSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        const name = (await backend.docs.getDoc(refs.user(uid))).data?.name ?? '';
        const { text } = ticketResponseSchema.cast(values);
        await backend.docs.setDoc(
          refs.ticketResponse(ticketId, ids.newId()),
          newTicketResponse(text, { uid, name, support }),
        );
        helpers.resetForm();
      } catch (error) {
        setFailure(await describe(error));
      }
    },
  });
  /** A refusal because the ticket was closed meanwhile says so (the rules refuse such replies). */
  const describe = async (error: unknown) => {
    const code = (error as { code?: string } | null)?.code;
    if (code === 'permission-denied') {
      const now = await backend.docs.getDoc(refs.ticket(ticketId)).catch(() => null);
      if (now?.data?.status === 'closed')
        return `${t('tickets.errors.respond')}. ${t('tickets.errors.closedNoReply')}`;
    }
    return ticketFailure(error, 'tickets.errors.respond', t);
  };
  const numbers = new Intl.NumberFormat(LOCALE_TAGS[locale]);
  const { field } = useFormikFields(form, { max: numbers.format(LIMITS.descriptionMax) });

  if (closed)
    return (
      <Stack spacing={1.5}>
        <Alert severity="info" data-testid="ticket-closed-notice">
          {t('tickets.reply.closed')}
        </Alert>
        {/* Closed while a reply was being typed: keep the text so it can be copied. */}
        {form.values.text.trim() !== '' && (
          <TextField
            id="ticket-reply-unsent"
            label={t('tickets.reply.label')}
            multiline
            value={form.values.text}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
        )}
      </Stack>
    );

  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <Stack spacing={1.5}>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <TextField
          id="ticket-reply"
          label={t('tickets.reply.label')}
          multiline
          minRows={3}
          maxRows={12}
          {...field(
            'text',
            t('tickets.reply.count', {
              // count picks the plural form; chars is the number as the locale writes it.
              count: form.values.text.length,
              chars: numbers.format(form.values.text.length),
              max: numbers.format(LIMITS.descriptionMax),
            }),
          )}
          onKeyDown={(event) => {
            // Ctrl/Cmd+Enter sends, plain Enter is a new line.
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              form.handleSubmit();
            }
          }}
        />
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button
            type="submit"
            variant="contained"
            startIcon={<SendOutlined />}
            loading={form.isSubmitting}
          >
            {t('tickets.reply.send')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
