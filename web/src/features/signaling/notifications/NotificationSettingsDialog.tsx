import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { readNotificationSettings, refs, type NotificationSettings } from '@tender/core';
import { useLiveDoc } from '../../../backend/hooks/useLiveQuery';
import { NotificationSettingsForm } from './NotificationSettingsForm';

/**
 * The company's tender-digest settings (spec §2 'notification settings', §6 recipients among the
 * company's users): on/off, recipients, daily or weekly at an hour in Europe/Amsterdam, minimum
 * score. Admins and managers change them ('company.edit'); users see them read-only.
 * `extraActions` lets the signaling page add buttons (the demo's digest preview).
 */
export function NotificationSettingsDialog({
  open,
  onClose,
  companyId,
  extraActions,
}: {
  open: boolean;
  onClose: () => void;
  companyId: string;
  extraActions?: (settings: NotificationSettings) => ReactNode;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const company = useLiveDoc(open ? refs.company(companyId) : null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="notification-settings-title"
    >
      <DialogTitle id="notification-settings-title">{t('notificationSettings.title')}</DialogTitle>
      {company.status === 'loading' && (
        <DialogContent>
          <CircularProgress aria-label={t('common.loading')} />
        </DialogContent>
      )}
      {company.status === 'error' && (
        <>
          <DialogContent>
            <Alert severity="error">{t('notificationSettings.errors.load')}</Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('common.close')}</Button>
          </DialogActions>
        </>
      )}
      {company.status === 'ready' && (
        <NotificationSettingsForm
          companyId={companyId}
          saved={readNotificationSettings(company.data.data?.notificationSettings)}
          onClose={onClose}
          extraActions={extraActions}
        />
      )}
    </Dialog>
  );
}
