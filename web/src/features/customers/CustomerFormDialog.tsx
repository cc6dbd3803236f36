import { useState } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  CUSTOMER_TYPES,
  type Customer,
  type CustomerInput,
  RandomIds,
  customerFields,
  customerSchema,
  newCustomer,
  refs,
  serverTimestamp,
} from '@tender/core';
import { findCustomerByName } from '@tender/core/services/customers/index';
import { useBackend } from '../../backend/BackendContext';
import { FormDialog } from '../../components/form/FormDialog';
import { useFormikFields } from '../../components/form/useFormikFields';
import { customerFailure } from './customerMessages';

const ids = new RandomIds();

const EMPTY: CustomerInput = {
  name: '',
  type: 'other',
  registrationNumber: '',
  place: '',
  contactName: '',
  email: '',
  phone: '',
  website: '',
  notes: '',
};

const valuesOf = (c: Customer): CustomerInput => ({
  name: c.name,
  type: c.type,
  registrationNumber: c.registrationNumber,
  place: c.place,
  contactName: c.contactName,
  email: c.email,
  phone: c.phone,
  website: c.website,
  notes: c.notes,
});

/**
 * New or edited customer, checked with core's customerSchema. A name another customer already has
 * (however spelt) is refused with a way to open that one, so the list keeps one entry per buyer.
 * On failure the dialog keeps what was typed and says what failed.
 */
export function CustomerFormDialog({
  open,
  companyId,
  uid,
  editing,
  onClose,
  onSaved,
  onOpenExisting,
}: {
  open: boolean;
  companyId: string;
  uid: string;
  /** The customer being edited; null creates one. */
  editing: { id: string; customer: Customer } | null;
  onClose: () => void;
  onSaved: (id: string) => void;
  onOpenExisting: (id: string) => void;
}) {
  const { t } = useTranslation();
  const backend = useBackend();
  const [failure, setFailure] = useState<string | null>(null);
  /** The customer with the name last submitted; its warning holds while the name is unchanged. */
  const [existing, setExisting] = useState<{ id: string; name: string } | null>(null);
  const form = useFormik<CustomerInput>({
    enableReinitialize: true,
    initialValues: editing ? valuesOf(editing.customer) : EMPTY,
    validationSchema: customerSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      setExisting(null);
      const input = customerSchema.cast(values);
      try {
        const same = await findCustomerByName(backend.docs, companyId, input.name);
        if (same && same !== editing?.id) {
          setExisting({ id: same, name: values.name });
          return;
        }
        const id = editing?.id ?? ids.newId();
        if (editing)
          await backend.docs.updateDoc(refs.customer(companyId, id), {
            ...customerFields(input),
            updatedAt: serverTimestamp(),
          });
        else await backend.docs.setDoc(refs.customer(companyId, id), newCustomer(input, uid));
        helpers.resetForm();
        onSaved(id);
      } catch (error) {
        setFailure(
          customerFailure(
            error,
            editing ? 'customers.errors.update' : 'customers.errors.create',
            t,
          ),
        );
      }
    },
  });
  const { field } = useFormikFields(form);
  // A changed name is another question: the warning about the old one goes (issue 21).
  const existingId = existing && existing.name === form.values.name ? existing.id : null;
  const close = () => {
    if (form.isSubmitting) return;
    setFailure(null);
    setExisting(null);
    form.resetForm();
    onClose();
  };
  const text = (name: keyof CustomerInput & string, extra: object = {}, hint?: string) => ({
    id: `customer-${name}`,
    label: t(`customers.fields.${name}`),
    fullWidth: true,
    ...field(name, hint),
    ...extra,
  });

  return (
    <FormDialog
      id="customer-form"
      open={open}
      title={t(editing ? 'customers.form.editTitle' : 'customers.form.createTitle')}
      failure={failure}
      submitLabel={t(editing ? 'customers.form.save' : 'customers.form.create')}
      submitting={form.isSubmitting}
      onSubmit={form.handleSubmit}
      onClose={close}
      maxWidth="md"
    >
      {existingId && (
        <Alert
          severity="warning"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => onOpenExisting(existingId)}>
              {t('customers.form.openExisting')}
            </Button>
          }
        >
          {t('customers.form.duplicate')}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 8 }}>
          <TextField
            // A dialog the user opened: the WAI-ARIA dialog pattern focuses its first field.
            {...text('name', { required: true, autoFocus: true, autoComplete: 'off' })}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField {...text('type', { select: true })}>
            {CUSTOMER_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`customers.types.${type}`)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...text(
              'registrationNumber',
              { autoComplete: 'off' },
              t('customers.form.registrationHint'),
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...text('place')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...text('contactName', { autoComplete: 'off' })} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...text('email', { type: 'email', autoComplete: 'off' })} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...text('phone', { type: 'tel', autoComplete: 'off' })} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...text('website', { type: 'url', autoComplete: 'off' })} />
        </Grid>
        <Grid size={12}>
          <TextField {...text('notes', { multiline: true, minRows: 3 })} />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
