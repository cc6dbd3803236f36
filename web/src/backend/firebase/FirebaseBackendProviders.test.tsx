import { render, screen } from '@testing-library/react';
import { useAuth, useFirebaseApp, useSigninCheck } from 'reactfire';
import { afterAll, describe, expect, it, vi } from 'vitest';

// Emulator mode, so the backend is configured without production values; rendering makes no request.
vi.stubEnv('VITE_AUTH_EMULATOR_HOST', '127.0.0.1:9099');
const { FirebaseBackendProviders, createBackend } = await import('./index');
const { firebaseBackend } = await import('./instance');

afterAll(() => vi.unstubAllEnvs());

function Probe() {
  const app = useFirebaseApp();
  const auth = useAuth();
  const signIn = useSigninCheck({ suspense: false });
  const same = app === firebaseBackend().app && auth === firebaseBackend().firebaseAuth;
  return (
    <p>
      {same ? 'same instances' : 'different instances'} · {signIn.status}
      {signIn.status === 'success' && !signIn.data.signedIn ? ' · signed out' : ''}
    </p>
  );
}

describe('FirebaseBackendProviders (reactfire with React 19 and firebase 12)', () => {
  it('gives reactfire hooks the backend’s app and Auth instance', async () => {
    const backend = await createBackend();
    expect(backend.kind).toBe('firebase');
    render(
      <FirebaseBackendProviders>
        <Probe />
      </FirebaseBackendProviders>,
    );
    expect(await screen.findByText(/same instances · success · signed out/)).toBeInTheDocument();
  });

  it('is one backend for the app, however often it is asked for', async () => {
    expect(await createBackend()).toBe(await createBackend());
  });
});
