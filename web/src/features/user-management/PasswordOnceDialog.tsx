import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { CopyButton } from '../../components/CopyButton';

export interface GeneratedPassword {
  name: string;
  email: string;
  password: string;
  /** 'created' after Add user, 'reset' after Reset password. */
  kind: 'created' | 'reset';
}

/**
 * Shows a generated password exactly once (issue 3 item 6): it is not stored anywhere in the app,
 * and closing the dialog forgets it. Only the explicit Done button closes it, so a stray click
 * outside cannot lose it.
 */
export function PasswordOnceDialog({
  generated,
  onDone,
}: {
  generated: GeneratedPassword | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={Boolean(generated)}
      aria-labelledby="password-dialog-title"
      maxWidth="sm"
      fullWidth
    >
      {generated && (
        <>
          <DialogTitle id="password-dialog-title">
            {generated.kind === 'created'
              ? t('users.password.createdTitle', { name: generated.name })
              : t('users.password.resetTitle', { name: generated.name })}
          </DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              {t('users.password.intro', { email: generated.email })}
            </DialogContentText>
            <TextField
              label={t('users.password.label')}
              value={generated.password}
              fullWidth
              slotProps={{
                htmlInput: {
                  readOnly: true,
                  spellCheck: false,
                  'data-testid': 'generated-password',
                  style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
                },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <CopyButton
                        text={generated.password}
                        label={t('users.password.copy')}
                        copiedMessage={t('users.password.copied')}
                      />
                    </InputAdornment>
                  ),
                },
              }}
              onFocus={(event) => event.target.select()}
            />
            <Alert severity="warning" sx={{ mt: 2 }}>
              {t('users.password.warning')}
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onDone}>
              {t('users.password.done')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
