import { readFileSync } from 'node:fs';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { afterEach, describe, expect, it } from 'vitest';
import type { FirebaseBackend } from '../../web/src/backend/firebase/createFirebaseBackend';
import { REGION } from '../../functions/src/options';
import { newBackend, SEEDED_PASSWORD } from './emulator';

// The Functions emulator (no Java either) runs the built bundle, functions/lib/index.js, the file
// `firebase deploy` uploads: this checks that it loads and that the callable sees the token's claims.
const { host, port } = (
  JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
    emulators: { functions: { host: string; port: number } };
  }
).emulators.functions;

let backend: FirebaseBackend;

afterEach(async () => {
  await backend?.dispose();
});

function whoAmI(b: FirebaseBackend) {
  const functions = getFunctions(b.app, REGION);
  connectFunctionsEmulator(functions, host, port);
  return httpsCallable<void, unknown>(functions, 'whoAmI')();
}

describe('whoAmI callable on the Functions emulator', () => {
  it('returns the caller’s uid and tenant claims', async () => {
    backend = newBackend();
    await backend.auth.signInWithPassword('manager@vandijk.example', SEEDED_PASSWORD);
    const { data } = await whoAmI(backend);
    expect(data).toEqual({
      uid: 'u-manager-vandijk',
      email: 'manager@vandijk.example',
      claims: { companyId: 'van-dijk-bouw', role: 'manager', lang: 'nl', support: false },
    });
  });

  it('refuses a caller who is not signed in', async () => {
    backend = newBackend();
    await expect(whoAmI(backend)).rejects.toMatchObject({ code: 'functions/unauthenticated' });
  });
});
