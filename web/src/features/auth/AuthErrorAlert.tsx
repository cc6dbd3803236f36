import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { AuthErrorMessage } from './authErrorMessage';

export function AuthErrorAlert({ error }: { error: AuthErrorMessage | null }) {
  if (!error) return null;
  return (
    <Alert severity="error" role="alert" data-testid="auth-error">
      <AlertTitle>{error.title}</AlertTitle>
      {error.message}
    </Alert>
  );
}
