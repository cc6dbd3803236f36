import type { ReactNode } from 'react';
import {
  AuthProvider,
  DatabaseProvider,
  FirebaseAppProvider,
  FirestoreProvider,
  FunctionsProvider,
  StorageProvider,
} from 'reactfire';
import type { FirebaseBackend } from './createFirebaseBackend';
import type { FirebaseData } from './firebaseData';

/**
 * reactfire's providers, so features can use its hooks (useAuth, useFirestore, useStorage...) with
 * the very SDK instances the Backend uses. reactfire's entry imports every Firebase SDK, so this
 * module loads only with a screen that wraps itself in it (index.ts: loadReactfireProviders).
 */
export function FirebaseBackendProviders({
  backend,
  data,
  children,
}: {
  backend: FirebaseBackend;
  data: FirebaseData;
  children?: ReactNode;
}) {
  return (
    <FirebaseAppProvider firebaseApp={backend.app}>
      <AuthProvider sdk={backend.firebaseAuth}>
        <FirestoreProvider sdk={data.firestore}>
          <DatabaseProvider sdk={data.database}>
            <StorageProvider sdk={data.storage}>
              <FunctionsProvider sdk={data.functions}>{children}</FunctionsProvider>
            </StorageProvider>
          </DatabaseProvider>
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
