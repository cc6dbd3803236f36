import { Suspense, useEffect } from 'react';
import Box from '@mui/material/Box';
import { afterFirstScreen, deferred } from '../../components/preferences/deferred';
import type { AuthErrorMessage } from './authErrorMessage';

/**
 * MUI's Alert (with its icons) is a chunk of its own, loaded when the browser is idle after the
 * sign-in page's first screen: an error shows only after an attempt, by when it is there (issue
 * 22, item 7). Should an error come first, the same text shows plainly until it has loaded.
 */
const ErrorAlert = deferred(() => import('./AuthErrorAlertView'));

export function AuthErrorAlert({ error }: { error: AuthErrorMessage | null }) {
  useEffect(() => afterFirstScreen(() => void ErrorAlert.preload().catch(() => undefined)), []);
  if (!error) return null;
  return (
    <Suspense
      fallback={
        <Box role="alert" data-testid="auth-error" sx={{ color: 'error.main', py: 1 }}>
          <strong>{error.title}</strong> {error.message}
        </Box>
      }
    >
      <ErrorAlert.Component error={error} />
    </Suspense>
  );
}
