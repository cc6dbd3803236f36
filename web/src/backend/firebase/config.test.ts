import { describe, expect, it, vi } from 'vitest';
import { configFromEnv, emulatorAddress, normaliseEmulatorUrl } from './config';

describe('configFromEnv', () => {
  it('uses the demo project and a placeholder key against the emulators', () => {
    const config = configFromEnv({
      VITE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      VITE_FIREBASE_API_KEY: 'ignored',
    });
    expect(config.authEmulatorUrl).toBe('http://127.0.0.1:9099');
    expect(config.options).toMatchObject({ apiKey: 'demo-key', projectId: 'demo-tender' });
  });

  it('takes the production web config from the env, without empty values', () => {
    const config = configFromEnv({
      VITE_FIREBASE_API_KEY: 'AIza-test',
      VITE_FIREBASE_AUTH_DOMAIN: 'tender.example',
      VITE_FIREBASE_PROJECT_ID: 'tender-prod',
      VITE_FIREBASE_APP_ID: '1:2:web:3',
      VITE_FIREBASE_STORAGE_BUCKET: 'tender-prod.firebasestorage.app',
      VITE_FIREBASE_DATABASE_URL: ' ',
    });
    expect(config.authEmulatorUrl).toBeUndefined();
    expect(config.options).toEqual({
      apiKey: 'AIza-test',
      authDomain: 'tender.example',
      projectId: 'tender-prod',
      appId: '1:2:web:3',
      storageBucket: 'tender-prod.firebasestorage.app',
    });
  });

  it('names every missing production value', () => {
    expect(() => configFromEnv({ VITE_FIREBASE_API_KEY: 'AIza-test' })).toThrow(
      /VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_APP_ID/,
    );
  });

  it('reads the Firestore and Functions emulators and the functions region', () => {
    const config = configFromEnv({
      VITE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
      VITE_FUNCTIONS_EMULATOR_HOST: 'http://localhost:5001',
    });
    expect(config.firestoreEmulator).toEqual({ host: '127.0.0.1', port: 8080 });
    expect(config.functionsEmulator).toEqual({ host: 'localhost', port: 5001 });
    expect(config.functionsRegion).toBe('europe-west4');
    expect(configFromEnv({ VITE_AUTH_EMULATOR_HOST: 'x:1' }).firestoreEmulator).toBeUndefined();
    expect(
      configFromEnv({ VITE_AUTH_EMULATOR_HOST: 'x:1', VITE_FUNCTIONS_REGION: 'europe-west1' })
        .functionsRegion,
    ).toBe('europe-west1');
    expect(emulatorAddress('nonsense')).toBeUndefined();
  });

  it('reads the Storage and Realtime Database emulators', () => {
    const config = configFromEnv({
      VITE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      VITE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199',
      VITE_DATABASE_EMULATOR_HOST: '127.0.0.1:9000',
    });
    expect(config.storageEmulator).toEqual({ host: '127.0.0.1', port: 9199 });
    expect(config.databaseEmulator).toEqual({ host: '127.0.0.1', port: 9000 });
    // The namespace the functions write progress to (review L13).
    expect(config.options.databaseURL).toBe('https://demo-tender-default-rtdb.firebaseio.com');
  });

  it('turns App Check on with a site key only, reCAPTCHA Enterprise unless v3 is named', () => {
    const production = {
      VITE_FIREBASE_API_KEY: 'AIza-test',
      VITE_FIREBASE_AUTH_DOMAIN: 'tender.example',
      VITE_FIREBASE_PROJECT_ID: 'tender-prod',
      VITE_FIREBASE_APP_ID: '1:2:web:3',
    };
    expect(configFromEnv(production).appCheck).toBeUndefined();
    expect(configFromEnv({ ...production, VITE_APPCHECK_SITE_KEY: 'site' }).appCheck).toEqual({
      siteKey: 'site',
      provider: 'enterprise',
    });
    expect(
      configFromEnv({ ...production, VITE_APPCHECK_SITE_KEY: 'site', VITE_APPCHECK_PROVIDER: 'v3' })
        .appCheck?.provider,
    ).toBe('v3');
  });

  it('uses a debug token with the emulators or the dev server, never in a production build', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const keys = { VITE_APPCHECK_SITE_KEY: 'site', VITE_APPCHECK_DEBUG_TOKEN: 'token-1' };
    expect(
      configFromEnv({ VITE_AUTH_EMULATOR_HOST: 'x:1', PROD: true, ...keys }).appCheck?.debugToken,
    ).toBe('token-1');
    const production = {
      VITE_FIREBASE_API_KEY: 'AIza-test',
      VITE_FIREBASE_AUTH_DOMAIN: 'tender.example',
      VITE_FIREBASE_PROJECT_ID: 'tender-prod',
      VITE_FIREBASE_APP_ID: '1:2:web:3',
      ...keys,
    };
    expect(configFromEnv({ ...production, PROD: false }).appCheck?.debugToken).toBe('token-1');
    expect(
      configFromEnv({ ...production, VITE_APPCHECK_DEBUG_TOKEN: 'true' }).appCheck?.debugToken,
    ).toBe(true);
    expect(configFromEnv({ ...production, PROD: true }).appCheck).toEqual({
      siteKey: 'site',
      provider: 'enterprise',
    });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/ignored in a production build/));
    warn.mockRestore();
  });

  it('accepts the emulator host with or without a scheme', () => {
    expect(normaliseEmulatorUrl('localhost:9099')).toBe('http://localhost:9099');
    expect(normaliseEmulatorUrl('http://127.0.0.1:9099/')).toBe('http://127.0.0.1:9099');
  });
});
