import type { FirebaseOptions } from 'firebase/app';

/** Everything the firebase backend needs to start; built from the Vite env by `configFromEnv`. */
export interface FirebaseBackendConfig {
  options: FirebaseOptions;
  /** Origin of the Auth emulator (e.g. http://127.0.0.1:9099); absent in production. */
  authEmulatorUrl?: string;
  /** The Firestore emulator; absent in production. */
  firestoreEmulator?: EmulatorAddress;
  /** The Functions emulator (callables); absent in production. */
  functionsEmulator?: EmulatorAddress;
  /** The Storage emulator (uploads, downloads); absent in production. */
  storageEmulator?: EmulatorAddress;
  /** The Realtime Database emulator (progress); absent in production. */
  databaseEmulator?: EmulatorAddress;
  /** App Check, when a site key is configured (review L6); see appCheck.ts. */
  appCheck?: AppCheckConfig;
  /** Region of the callables; must match functions/src/options.ts (default europe-west4). */
  functionsRegion?: string;
  /** Firebase app name; tests use a fresh one per backend so instances never share state. */
  appName?: string;
  /** The UI's current language tag (e.g. nl-NL), for the emails the identity service sends. */
  uiLanguage?: () => string | null;
}

export interface AppCheckConfig {
  /** The reCAPTCHA site key registered for the web app in App Check. */
  siteKey: string;
  /** reCAPTCHA Enterprise (the default, Firebase's recommendation) or reCAPTCHA v3. */
  provider: 'enterprise' | 'v3';
  /**
   * A registered debug token, or true to have the SDK make one and print it (register it in the
   * console). Only outside production builds: a debug token in a shipped bundle is public.
   */
  debugToken?: string | true;
}

export interface EmulatorAddress {
  host: string;
  port: number;
}

/** Where the functions run unless VITE_FUNCTIONS_REGION says otherwise (functions/src/options.ts). */
export const DEFAULT_FUNCTIONS_REGION = 'europe-west4';

/** The emulator suite's project (.firebaserc): a `demo-` project needs no credentials. */
export const EMULATOR_PROJECT_ID = 'demo-tender';

type Env = Record<string, string | boolean | undefined>;

const REQUIRED_IN_PRODUCTION = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
] as const;

function read(env: Env, key: string): string | undefined {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Accepts `host:port` (the form firebase-tools prints) as well as a full URL. */
export function normaliseEmulatorUrl(value: string): string {
  return /^https?:\/\//.test(value) ? value.replace(/\/+$/, '') : `http://${value}`;
}

/** `host:port` or a URL → host and port; undefined when absent or unreadable. */
export function emulatorAddress(value: string | undefined): EmulatorAddress | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(normaliseEmulatorUrl(value));
    const port = Number(url.port);
    if (!url.hostname || !Number.isInteger(port) || port <= 0) return undefined;
    // IPv6 hosts come back bracketed from URL; the SDKs want them bare.
    return { host: url.hostname.replace(/^\[(.*)\]$/, '$1'), port };
  } catch {
    return undefined;
  }
}

/**
 * Emulator mode is chosen by VITE_AUTH_EMULATOR_HOST: the emulators accept any API key, so the
 * placeholders below are enough. Production needs the web app config from the Firebase console;
 * a missing value fails here with its name rather than later with an opaque SDK error.
 */
export function configFromEnv(env: Env): FirebaseBackendConfig {
  const emulatorHost = read(env, 'VITE_AUTH_EMULATOR_HOST');
  const functionsRegion = read(env, 'VITE_FUNCTIONS_REGION') ?? DEFAULT_FUNCTIONS_REGION;
  if (emulatorHost) {
    const firestoreEmulator = emulatorAddress(read(env, 'VITE_FIRESTORE_EMULATOR_HOST'));
    const functionsEmulator = emulatorAddress(read(env, 'VITE_FUNCTIONS_EMULATOR_HOST'));
    const storageEmulator = emulatorAddress(read(env, 'VITE_STORAGE_EMULATOR_HOST'));
    const databaseEmulator = emulatorAddress(read(env, 'VITE_DATABASE_EMULATOR_HOST'));
    const appCheck = appCheckFromEnv(env, true);
    const projectId = read(env, 'VITE_FIREBASE_PROJECT_ID') ?? EMULATOR_PROJECT_ID;
    return {
      options: {
        apiKey: 'demo-key',
        projectId,
        authDomain: `${projectId}.firebaseapp.com`,
        storageBucket: `${projectId}.appspot.com`,
        databaseURL: `https://${projectId}-default-rtdb.firebaseio.com`,
        appId: 'demo-app',
      },
      authEmulatorUrl: normaliseEmulatorUrl(emulatorHost),
      ...(firestoreEmulator ? { firestoreEmulator } : {}),
      ...(functionsEmulator ? { functionsEmulator } : {}),
      ...(storageEmulator ? { storageEmulator } : {}),
      ...(databaseEmulator ? { databaseEmulator } : {}),
      ...(appCheck ? { appCheck } : {}),
      functionsRegion,
    };
  }

  const missing = REQUIRED_IN_PRODUCTION.filter((key) => !read(env, key));
  if (missing.length > 0) {
    throw new Error(
      `The firebase backend needs ${missing.join(', ')} (see docs/operations.md), ` +
        'or VITE_AUTH_EMULATOR_HOST to use the emulators.',
    );
  }
  const options: FirebaseOptions = {
    apiKey: read(env, 'VITE_FIREBASE_API_KEY'),
    authDomain: read(env, 'VITE_FIREBASE_AUTH_DOMAIN'),
    projectId: read(env, 'VITE_FIREBASE_PROJECT_ID'),
    appId: read(env, 'VITE_FIREBASE_APP_ID'),
  };
  const optional = {
    storageBucket: read(env, 'VITE_FIREBASE_STORAGE_BUCKET'),
    messagingSenderId: read(env, 'VITE_FIREBASE_MESSAGING_SENDER_ID'),
    databaseURL: read(env, 'VITE_FIREBASE_DATABASE_URL'),
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value) (options as Record<string, string>)[key] = value;
  }
  const appCheck = appCheckFromEnv(env, env.PROD !== true);
  return { options, functionsRegion, ...(appCheck ? { appCheck } : {}) };
}

/**
 * App Check from VITE_APPCHECK_SITE_KEY (absent: App Check is off), VITE_APPCHECK_PROVIDER
 * ('enterprise' by default, or 'v3') and VITE_APPCHECK_DEBUG_TOKEN (a token, or 'true'), the
 * latter honoured only when `debugAllowed` (emulators, dev server), never in a production build.
 */
function appCheckFromEnv(env: Env, debugAllowed: boolean): AppCheckConfig | undefined {
  const siteKey = read(env, 'VITE_APPCHECK_SITE_KEY');
  if (!siteKey) return undefined;
  const provider = read(env, 'VITE_APPCHECK_PROVIDER') === 'v3' ? 'v3' : 'enterprise';
  const debug = read(env, 'VITE_APPCHECK_DEBUG_TOKEN');
  if (debug && !debugAllowed) {
    console.warn('VITE_APPCHECK_DEBUG_TOKEN is ignored in a production build.');
  }
  const debugToken = debug && debugAllowed ? (debug === 'true' ? true : debug) : undefined;
  return { siteKey, provider, ...(debugToken !== undefined ? { debugToken } : {}) };
}
