import { render, screen } from '@testing-library/react';
import {
  useAuth,
  useDatabase,
  useFirebaseApp,
  useFirestore,
  useFunctions,
  useSigninCheck,
  useStorage,
} from 'reactfire';
import { afterAll, describe, expect, it, vi } from 'vitest';

// Emulator mode, so the backend is configured without production values; rendering makes no request.
vi.stubEnv('VITE_AUTH_EMULATOR_HOST', '127.0.0.1:9099');
const { createBackend, loadReactfireProviders } = await import('./index');
const { firebaseBackend } = await import('./instance');

afterAll(() => vi.unstubAllEnvs());

function Probe() {
  const backend = firebaseBackend();
  const app = useFirebaseApp();
  const auth = useAuth();
  const signIn = useSigninCheck({ suspense: false });
  const same = app === backend.app && auth === backend.firebaseAuth;
  return (
    <p>
      {same ? 'same app and auth' : 'different instances'} · {signIn.status}
      {signIn.status === 'success' && !signIn.data.signedIn ? ' · signed out' : ''}
    </p>
  );
}

describe('the firebase reactfire providers (reactfire with React 19 and firebase 12)', () => {
  it('give reactfire hooks the backend’s own SDK instances', async () => {
    const backend = await createBackend();
    expect(backend.kind).toBe('firebase');
    const { default: ReactfireProviders } = await loadReactfireProviders();
    const data = await firebaseBackend().data();
    function DataProbe() {
      const instances = [useFirestore(), useDatabase(), useStorage(), useFunctions()];
      const expected = [data.firestore, data.database, data.storage, data.functions];
      const same = instances.every((instance, i) => instance === expected[i]);
      return <p>{same ? 'same data SDKs' : 'different data SDKs'}</p>;
    }
    render(
      <ReactfireProviders>
        <Probe />
        <DataProbe />
      </ReactfireProviders>,
    );
    expect(await screen.findByText(/same app and auth · success · signed out/)).toBeInTheDocument();
    expect(screen.getByText('same data SDKs')).toBeInTheDocument();
  });

  it('is one backend for the app, however often it is asked for', async () => {
    expect(await createBackend()).toBe(await createBackend());
  });
});
