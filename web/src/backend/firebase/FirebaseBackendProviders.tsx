import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider } from 'reactfire';
import { firebaseBackend } from './instance';

/**
 * reactfire's providers around the app, so features can use its hooks (useAuth, useSigninCheck,
 * later useFirestore...) with the same app and Auth instance the Backend uses.
 */
export function FirebaseBackendProviders({ children }: { children: ReactNode }) {
  const { app, firebaseAuth } = firebaseBackend();
  return (
    <FirebaseAppProvider firebaseApp={app}>
      <AuthProvider sdk={firebaseAuth}>{children}</AuthProvider>
    </FirebaseAppProvider>
  );
}
