import { useState } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LOCALES, ROLES, userCreateSchema, type Locale, type Role } from '@tender/core';
import { useBackend } from '../../backend/BackendContext';
import { useLocale } from '../../app/i18n/LocaleContext';
import { useFormikFields } from '../../components/form/useFormikFields';
import { describeFailure, type FailureMessage } from './messages';
import type { GeneratedPassword } from './PasswordOnceDialog';

interface Values {
  name: string;
  email: string;
  role: Role;
  preferredLanguage: Locale;
}

/**
 * Add user (admins): name, email, role, preferred language, validated with the callable's own
 * schema. On success the caller shows the generated password once; on failure the dialog stays
 * open with everything typed and says why ('Failed to create users' + the server's reason).
 */
export function AddUserDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (generated: GeneratedPassword) => void;
}) {
  const { t, i18n } = useTranslation();
  const backend = useBackend();
  const locale = useLocale();
  const [failure, setFailure] = useState<FailureMessage | null>(null);
  const exists = (key: string) => i18n.exists(key);

  const form = useFormik<Values>({
    initialValues: { name: '', email: '', role: 'user', preferredLanguage: locale },
    validationSchema: userCreateSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      const input = userCreateSchema.cast(values, { stripUnknown: false });
      try {
        const { password } = await backend.call('createUser', input);
        helpers.resetForm();
        onCreated({ name: input.name, email: input.email, password, kind: 'created' });
      } catch (error) {
        setFailure(describeFailure(error, 'users.errors.create', t, exists));
      }
    },
  });

  const close = () => {
    if (form.isSubmitting) return;
    setFailure(null);
    form.resetForm();
    onClose();
  };

  const { field: formikField } = useFormikFields(form);
  const field = (name: keyof Values) => ({ ...formikField(name), id: `add-user-${name}` });

  return (
    <Dialog open={open} onClose={close} aria-labelledby="add-user-title" maxWidth="sm" fullWidth>
      <form noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id="add-user-title">{t('users.add.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure && (
              <Alert severity="error" role="alert">
                <AlertTitle>{failure.title}</AlertTitle>
                {failure.detail}
              </Alert>
            )}
            <TextField
              label={t('users.fields.name')}
              autoComplete="off"
              required
              // eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog the user opened: WAI-ARIA dialog pattern focuses its first field
              autoFocus
              {...field('name')}
            />
            <TextField
              label={t('users.fields.email')}
              type="email"
              autoComplete="off"
              required
              {...field('email')}
            />
            <TextField select label={t('users.fields.role')} required {...field('role')}>
              {ROLES.map((role) => (
                <MenuItem key={role} value={role}>
                  {t(`roles.${role}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('users.fields.preferredLanguage')}
              required
              {...field('preferredLanguage')}
            >
              {LOCALES.map((option) => (
                <MenuItem key={option} value={option} lang={option}>
                  {t(`language.names.${option}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={form.isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={form.isSubmitting}>
            {t('users.add.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
