import { afterEach, describe, expect, it, vi } from 'vitest';

/** Whether App Check's chunk (appCheck.ts, with the App Check SDK) was loaded. */
const loaded = vi.hoisted(() => ({ appCheck: 0, started: [] as string[] }));
vi.mock('./appCheck', () => {
  loaded.appCheck += 1;
  return {
    startAppCheck: (_app: unknown, config: { siteKey: string }) => {
      loaded.started.push(config.siteKey);
      return null;
    },
  };
});

async function start(env: Record<string, string>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  const { startFirebaseBackend, firebaseBackend } = await import('./instance');
  const backend = await startFirebaseBackend();
  expect(firebaseBackend()).toBe(backend);
  expect(await startFirebaseBackend()).toBe(backend);
  return backend;
}

afterEach(async () => {
  vi.unstubAllEnvs();
  loaded.appCheck = 0;
  loaded.started.length = 0;
});

describe('startFirebaseBackend: App Check only when configured', () => {
  it('does not download App Check without a site key', async () => {
    const backend = await start({ VITE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(loaded.appCheck).toBe(0);
    await backend.dispose();
  });

  it('loads and starts App Check before the backend when a site key is set', async () => {
    const backend = await start({
      VITE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      VITE_APPCHECK_SITE_KEY: 'site-key-1',
    });
    expect(loaded.appCheck).toBe(1);
    expect(loaded.started).toEqual(['site-key-1']);
    await backend.dispose();
  });
});
