/**
 * Where the emulators are, for the adapter and functions suites of the emulator tier: the
 * *_EMULATOR_HOST variables `firebase emulators:exec` sets (scripts/emulator-tests.mjs), else the
 * ports in firebase.json; the project from GCLOUD_PROJECT, else .firebaserc.
 */
import { readFileSync } from 'node:fs';

const root = new URL('../../../', import.meta.url);
const readJson = <T>(file: string) => JSON.parse(readFileSync(new URL(file, root), 'utf8')) as T;

type Name = 'auth' | 'firestore' | 'database' | 'functions';

const VARIABLES: Record<Name, string> = {
  auth: 'FIREBASE_AUTH_EMULATOR_HOST',
  firestore: 'FIRESTORE_EMULATOR_HOST',
  database: 'FIREBASE_DATABASE_EMULATOR_HOST',
  functions: 'FUNCTIONS_EMULATOR_HOST',
};

export interface Address {
  host: string;
  port: number;
}

export function emulator(name: Name): Address {
  const fromEnv = process.env[VARIABLES[name]];
  if (fromEnv) {
    const url = new URL(`http://${fromEnv.replace(/^https?:\/\//, '')}`);
    return { host: url.hostname, port: Number(url.port) };
  }
  const config = readJson<{ emulators: Record<string, { host?: string; port: number }> }>(
    'firebase.json',
  );
  const entry = config.emulators[name];
  if (!entry) throw new Error(`firebase.json configures no ${name} emulator`);
  return { host: entry.host ?? '127.0.0.1', port: entry.port };
}

export const hostPort = (address: Address) => `${address.host}:${address.port}`;

export function projectId(): string {
  return (
    process.env.GCLOUD_PROJECT ??
    readJson<{ projects: { default: string } }>('.firebaserc').projects.default
  );
}

/** firebase-admin finds the emulators through these variables; set them before its first use. */
export function pointAdminAtEmulators(): void {
  process.env.FIRESTORE_EMULATOR_HOST ??= hostPort(emulator('firestore'));
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= hostPort(emulator('auth'));
  process.env.FIREBASE_DATABASE_EMULATOR_HOST ??= hostPort(emulator('database'));
  process.env.METADATA_SERVER_DETECTION ??= 'none';
}
