import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { AuthErrorMessage } from './authErrorMessage';

/** The sign-in forms' error, as an MUI Alert: a chunk of its own (AuthErrorAlert.tsx). */
export default function AuthErrorAlertView({ error }: { error: AuthErrorMessage }) {
  return (
    <Alert severity="error" role="alert" data-testid="auth-error">
      <AlertTitle>{error.title}</AlertTitle>
      {error.message}
    </Alert>
  );
}
