// The user-administration callables on the Functions emulator through the firebase backend's
// `call`: region, the generic wrapper's checks before any Firestore read (signed in, input valid
// for the shared schema), and HttpsError → CallableError with the i18n reason. What needs
// Firestore (the service itself, the users trigger) runs in the emulator tier
// (tests/emulator/functions/).
import { readFileSync } from 'node:fs';
import { CallableError } from '@tender/core';
import { afterEach, describe, expect, it } from 'vitest';
import type { FirebaseBackend } from '../../web/src/backend/firebase/createFirebaseBackend';
import { newBackend, SEEDED_PASSWORD } from './emulator';

const functionsEmulator = (
  JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
    emulators: { functions: { host: string; port: number } };
  }
).emulators.functions;

let backend: FirebaseBackend | undefined;

afterEach(async () => {
  await backend?.dispose();
  backend = undefined;
});

async function callableError(promise: Promise<unknown>): Promise<CallableError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CallableError);
  return error as CallableError;
}

describe('user callables on the Functions emulator (via Backend.call)', () => {
  it('refuses a caller who is not signed in', async () => {
    backend = newBackend({ functionsEmulator });
    const error = await callableError(
      backend.call('createUser', {
        name: 'Eva',
        email: 'eva@example.nl',
        role: 'user',
        preferredLanguage: 'nl',
      }),
    );
    expect(error.code).toBe('unauthenticated');
  });

  it('refuses input the shared schema rejects, with the reason users.errors.invalid', async () => {
    backend = newBackend({ functionsEmulator });
    await backend.auth.signInWithPassword('admin@vandijk.example', SEEDED_PASSWORD);
    const error = await callableError(
      backend.call('setRole', { uid: 'a/b', role: 'owner' } as never),
    );
    expect({ code: error.code, reason: error.reason }).toEqual({
      code: 'invalid-argument',
      reason: 'users.errors.invalid',
    });
  });
});
