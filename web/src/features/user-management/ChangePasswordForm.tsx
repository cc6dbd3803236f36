import { useEffect, useMemo, useState } from 'react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from '../../app/toasts/toasts';
import { passwordSchema } from '@tender/core';
import { useBackend } from '../../backend/BackendContext';
import { MIN_PASSWORD_LENGTH, passwordProblems } from '../../backend/passwordPolicy';
import { AuthError, type PasswordPolicy } from '../../backend/types';
import { useFormikFields } from '../../components/form/useFormikFields';
import { describeFailure, type FailureMessage } from './messages';

/** core's password rule plus the identity service's own policy (fetched; spec §5). */
export function changePasswordSchema(policy: PasswordPolicy) {
  return yup.object({
    newPassword: passwordSchema.test('policy', (value, context) => {
      const [problem] = passwordProblems(value ?? '', policy);
      return problem
        ? context.createError({
            message: `auth.validation.password.${problem}?min=${Math.max(policy.minLength, MIN_PASSWORD_LENGTH)}&max=${policy.maxLength ?? ''}`,
          })
        : true;
    }),
    confirmPassword: yup
      .string()
      .required('users.account.password.confirmRequired')
      .oneOf([yup.ref('newPassword')], 'users.account.password.mismatch'),
  });
}

interface Values {
  newPassword: string;
  confirmPassword: string;
}

/**
 * New password + confirmation. When the identity service wants a recent sign-in
 * ('requires-recent-login'), a dialog asks for the current password, re-authenticates and retries.
 */
export function ChangePasswordForm() {
  const { t, i18n } = useTranslation();
  const { auth } = useBackend();
  const { enqueueSnackbar } = useSnackbar();
  const [policy, setPolicy] = useState<PasswordPolicy>({ minLength: MIN_PASSWORD_LENGTH });
  const [failure, setFailure] = useState<FailureMessage | null>(null);
  const [reauth, setReauth] = useState<string | null>(null);
  const exists = (key: string) => i18n.exists(key);

  useEffect(() => {
    let live = true;
    auth.getPasswordPolicy().then(
      (fetched) => live && setPolicy(fetched),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [auth]);
  const schema = useMemo(() => changePasswordSchema(policy), [policy]);

  const done = (resetForm: () => void) => {
    resetForm();
    enqueueSnackbar(t('users.account.password.changed'), { variant: 'success' });
  };

  const form = useFormik<Values>({
    initialValues: { newPassword: '', confirmPassword: '' },
    validationSchema: schema,
    onSubmit: async ({ newPassword }, helpers) => {
      setFailure(null);
      try {
        await auth.changePassword(newPassword);
        done(() => helpers.resetForm());
      } catch (error) {
        if (error instanceof AuthError && error.code === 'requires-recent-login') {
          setReauth(newPassword);
        } else {
          setFailure(describeFailure(error, 'users.errors.changePassword', t, exists));
        }
      }
    },
  });

  const minLength = Math.max(policy.minLength, MIN_PASSWORD_LENGTH);
  const { field } = useFormikFields(form, { min: minLength });

  return (
    <>
      <Stack component="form" noValidate spacing={2} onSubmit={form.handleSubmit}>
        {failure && (
          <Alert severity="error" role="alert">
            <AlertTitle>{failure.title}</AlertTitle>
            {failure.detail}
          </Alert>
        )}
        {/* Lets password managers tie the new password to the account. */}
        <input type="text" name="username" autoComplete="username" hidden readOnly />
        <TextField
          id="account-new-password"
          type="password"
          label={t('users.account.password.new')}
          autoComplete="new-password"
          required
          {...field('newPassword', t('auth.passwordHint', { min: minLength }))}
        />
        <TextField
          id="account-confirm-password"
          type="password"
          label={t('users.account.password.confirm')}
          autoComplete="new-password"
          required
          {...field('confirmPassword')}
        />
        <div>
          <Button type="submit" variant="contained" loading={form.isSubmitting}>
            {t('users.account.password.submit')}
          </Button>
        </div>
      </Stack>
      <ReauthDialog
        open={reauth !== null}
        onCancel={() => setReauth(null)}
        onConfirm={async (currentPassword) => {
          try {
            await auth.reauthenticate(currentPassword);
          } catch (error) {
            return describeFailure(error, 'users.account.reauth.failed', t, exists);
          }
          try {
            await auth.changePassword(reauth ?? '');
          } catch (error) {
            setReauth(null);
            setFailure(describeFailure(error, 'users.errors.changePassword', t, exists));
            return null;
          }
          setReauth(null);
          done(() => form.resetForm());
          return null;
        }}
      />
    </>
  );
}

/** Asks for the current password (the identity service wants a recent sign-in). */
function ReauthDialog({
  open,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  onCancel: () => void;
  onConfirm: (currentPassword: string) => Promise<FailureMessage | null>;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FailureMessage | null>(null);
  const close = () => {
    if (busy) return;
    setPassword('');
    setFailure(null);
    onCancel();
  };
  const submit = async () => {
    if (!password) return;
    setBusy(true);
    setFailure(null);
    const result = await onConfirm(password);
    setBusy(false);
    if (result) setFailure(result);
    else setPassword('');
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="reauth-title" maxWidth="xs" fullWidth>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id="reauth-title">{t('users.account.reauth.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('users.account.reauth.body')}</DialogContentText>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              <AlertTitle>{failure.title}</AlertTitle>
              {failure.detail}
            </Alert>
          )}
          <TextField
            id="reauth-current-password"
            type="password"
            label={t('users.account.reauth.current')}
            autoComplete="current-password"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog the user opened: WAI-ARIA dialog pattern focuses its first field
            autoFocus
            fullWidth
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy} disabled={!password}>
            {t('users.account.reauth.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
