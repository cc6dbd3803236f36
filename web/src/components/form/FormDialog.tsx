import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';

/**
 * The frame of a form in a dialog (issue 21 item 8: the create dialogs repeated it): a title
 * that names the dialog, the failure in an alert above the fields (what was typed stays), and
 * Cancel and the submit button, which show the form is busy. Pair it with useCreateForm and spread its
 * `dialog` (or, for any formik form, pass its handleSubmit and close).
 */
export function FormDialog({
  id,
  open,
  title,
  failure,
  submitLabel,
  submitting,
  onSubmit,
  onClose,
  maxWidth = 'sm',
  children,
}: {
  /** Prefix of the element ids: the title is `${id}-title`. */
  id: string;
  open: boolean;
  title: ReactNode;
  failure: string | null;
  submitLabel: ReactNode;
  submitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  maxWidth?: DialogProps['maxWidth'];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      maxWidth={maxWidth}
      fullWidth
    >
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={submitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={submitting}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
