import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { UserRow } from '../../user-management/useCompanyUsers';

/**
 * Who receives the digest: a checkbox per active user of the company. Recipients who are no
 * longer active are counted, and dropped when the settings are saved.
 */
export function DigestRecipients({
  usersStatus,
  active,
  recipientUids,
  onToggle,
  recipientsError,
  inactiveCount,
  disabled,
}: {
  usersStatus: 'loading' | 'error' | 'ready';
  active: readonly UserRow[];
  recipientUids: readonly string[];
  onToggle: (uid: string, on: boolean) => void;
  recipientsError: string | undefined;
  inactiveCount: number;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FormControl component="fieldset" error={Boolean(recipientsError)} disabled={disabled}>
      <FormLabel component="legend">{t('notificationSettings.recipients')}</FormLabel>
      {usersStatus === 'loading' && <CircularProgress size={20} />}
      {usersStatus === 'error' && (
        <Alert severity="error">{t('notificationSettings.usersLoadFailed')}</Alert>
      )}
      {usersStatus === 'ready' && active.length === 0 && (
        <FormHelperText>{t('notificationSettings.noUsers')}</FormHelperText>
      )}
      <FormGroup sx={{ maxHeight: 220, overflowY: 'auto', flexWrap: 'nowrap' }}>
        {active.map((u) => (
          <FormControlLabel
            key={u.uid}
            label={`${u.name} (${u.email})`}
            control={
              <Checkbox
                checked={recipientUids.includes(u.uid)}
                onChange={(e) => onToggle(u.uid, e.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText>{recipientsError ?? t('notificationSettings.recipientsHint')}</FormHelperText>
      {inactiveCount > 0 && (
        <FormHelperText>
          {t('notificationSettings.inactiveDropped', { count: inactiveCount })}
        </FormHelperText>
      )}
    </FormControl>
  );
}
