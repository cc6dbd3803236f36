import { afterEach, describe, expect, it, vi } from 'vitest';

/** What happened, in order: App Check must start before Auth, data SDKs only on first use. */
const events = vi.hoisted(() => [] as string[]);

// Firestore's two: per connection (each backend connects once), as two tests load them.
vi.mock('./connectFirestore', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./connectFirestore')>();
  return {
    connectFirestore: (...args: Parameters<typeof actual.connectFirestore>) => {
      events.push('firestore loaded');
      return actual.connectFirestore(...args);
    },
  };
});
vi.mock('./connectFirestoreLite', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./connectFirestoreLite')>();
  return {
    connectFirestoreLite: (...args: Parameters<typeof actual.connectFirestoreLite>) => {
      events.push('firestore lite loaded');
      return actual.connectFirestoreLite(...args);
    },
  };
});
vi.mock('./connectFunctions', async (importOriginal) => {
  events.push('functions loaded');
  return importOriginal();
});
vi.mock('./connectStorage', async (importOriginal) => {
  events.push('storage loaded');
  return importOriginal();
});
vi.mock('./connectDatabase', async (importOriginal) => {
  events.push('database loaded');
  return importOriginal();
});
vi.mock('firebase/app-check', () => ({
  initializeAppCheck: vi.fn((_app: unknown, options: { provider: unknown }) => {
    events.push(`app check: ${(options.provider as { kind: string }).kind}`);
    return {};
  }),
  ReCaptchaEnterpriseProvider: class {
    kind = 'enterprise';
    constructor(readonly siteKey: string) {}
  },
  ReCaptchaV3Provider: class {
    kind = 'v3';
    constructor(readonly siteKey: string) {}
  },
}));
vi.mock('firebase/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof import('firebase/auth')>();
  return {
    ...actual,
    getAuth: (...args: Parameters<typeof actual.getAuth>) => {
      events.push('auth');
      return actual.getAuth(...args);
    },
  };
});

const { createFirebaseBackend } = await import('./createFirebaseBackend');
const { startAppCheck } = await import('./appCheck');
const { configFromEnv } = await import('./config');

let apps = 0;
function backendWith(env: Record<string, string>) {
  return createFirebaseBackend(
    {
      ...configFromEnv({ VITE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', ...env }),
      appName: `lazy-test-${++apps}`,
    },
    startAppCheck,
  );
}

const backends: Array<{ dispose(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(backends.splice(0).map((backend) => backend.dispose()));
  events.length = 0;
  delete (globalThis as { FIREBASE_APPCHECK_DEBUG_TOKEN?: unknown }).FIREBASE_APPCHECK_DEBUG_TOKEN;
});

describe('createFirebaseBackend: what loads when', () => {
  it('refuses an App Check configuration without its starter (instance.ts loads it first)', () => {
    expect(() =>
      createFirebaseBackend({
        ...configFromEnv({
          VITE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
          VITE_APPCHECK_SITE_KEY: 'k',
        }),
        appName: `lazy-test-${++apps}`,
      }),
    ).toThrow(/App Check is configured/);
    expect(events).toEqual([]);
  });

  it('loads each data SDK on its first use, not when the backend starts', async () => {
    const backend = backendWith({ VITE_DATABASE_EMULATOR_HOST: '127.0.0.1:9000' });
    backends.push(backend);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toEqual(['auth']);

    // Firestore alone for the dashboard's first screen (the session's profile watch).
    const { firestore } = await backend.firestore();
    expect(events).toEqual(['auth', 'firestore loaded']);
    expect(firestore.app).toBe(backend.app);

    // A progress listener loads the Realtime Database and nothing else.
    const stop = backend.realtime.onValue('progress/none', () => undefined);
    await vi.waitFor(() => expect(events).toContain('database loaded'));
    stop();
    expect(events).toEqual(['auth', 'firestore loaded', 'database loaded']);

    // reactfire's providers want all four: the rest load then, each once.
    const data = await backend.data();
    expect([...events].sort()).toEqual(
      ['auth', 'database loaded', 'firestore loaded', 'functions loaded', 'storage loaded'].sort(),
    );
    expect(await backend.data()).toEqual(data);
    expect(data.firestore).toBe(firestore);
    expect(data.database.app).toBe(backend.app);
  });

  it('reads with Firestore Lite first, and loads the full SDK after the first screen', async () => {
    const backend = backendWith({ VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' });
    backends.push(backend);
    // What the first reads wait for (the profile, the dashboard's figures): Lite alone.
    const reads = await backend.liteReads();
    expect(reads).toHaveProperty('getDocs');
    expect(events).toEqual(['auth', 'firestore lite loaded']);
    // The app's preload after the first screen: the full SDK, for the live listeners.
    backend.preload?.();
    await vi.waitFor(() => expect(events).toContain('firestore loaded'));
    expect(events).toEqual(['auth', 'firestore lite loaded', 'firestore loaded']);
  });

  it('starts App Check before Auth when a site key is configured, with the debug token', () => {
    backends.push(
      backendWith({ VITE_APPCHECK_SITE_KEY: 'site-key', VITE_APPCHECK_DEBUG_TOKEN: 'debug-1' }),
    );
    expect(events).toEqual(['app check: enterprise', 'auth']);
    expect(
      (globalThis as { FIREBASE_APPCHECK_DEBUG_TOKEN?: unknown }).FIREBASE_APPCHECK_DEBUG_TOKEN,
    ).toBe('debug-1');
  });

  it('uses reCAPTCHA v3 when asked, and no App Check without a site key', () => {
    backends.push(backendWith({ VITE_APPCHECK_SITE_KEY: 'k', VITE_APPCHECK_PROVIDER: 'v3' }));
    expect(events).toEqual(['app check: v3', 'auth']);
    events.length = 0;
    backends.push(backendWith({}));
    expect(events).toEqual(['auth']);
  });
});
