import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** Asks whether to leave the page and lose unsaved changes (see useUnsavedChangesGuard). */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation();
  const open = blocker.state === 'blocked';
  return (
    <Dialog open={open} onClose={() => blocker.reset?.()} aria-labelledby="unsaved-title">
      <DialogTitle id="unsaved-title">{t('companyProfile.leave.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('companyProfile.leave.body')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()}>{t('companyProfile.leave.stay')}</Button>
        <Button color="error" onClick={() => blocker.proceed?.()}>
          {t('companyProfile.leave.discard')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
