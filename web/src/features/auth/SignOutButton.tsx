import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import { useSnackbar } from '../../app/toasts/toasts';
import { useBackend } from '../../backend/BackendContext';

export function SignOutButton({
  variant = 'text',
}: {
  variant?: 'text' | 'outlined' | 'contained';
}) {
  const { t } = useTranslation();
  const { auth } = useBackend();
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant={variant}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await auth.signOut();
        } catch {
          enqueueSnackbar(t('auth.errors.signOutFailed'), { variant: 'error' });
        } finally {
          setBusy(false);
        }
      }}
    >
      {t('auth.signOut')}
    </Button>
  );
}
