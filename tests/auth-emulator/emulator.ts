// Helpers that talk to the Auth emulator directly, to check what the backend did from the server's
// side (accounts, out-of-band codes) rather than trusting the client's own view.
import {
  createFirebaseBackend,
  type FirebaseBackend,
} from '../../web/src/backend/firebase/createFirebaseBackend';
import { configFromEnv, type FirebaseBackendConfig } from '../../web/src/backend/firebase/config';

export const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-tender';
const base = `http://${AUTH_HOST}`;
/** The emulator accepts this bearer token as the project owner (admin access). */
const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

export const SEEDED_PASSWORD = 'Tender-Demo-2026';

let apps = 0;

/** A backend configured exactly as the web app is in emulator mode, isolated in its own app. */
export function newBackend(overrides: Partial<FirebaseBackendConfig> = {}): FirebaseBackend {
  const config = configFromEnv({ VITE_AUTH_EMULATOR_HOST: AUTH_HOST });
  return createFirebaseBackend({
    ...config,
    appName: `auth-emulator-test-${process.pid}-${++apps}`,
    ...overrides,
  });
}

/** An address nobody has used, so test files can run in parallel and repeatedly. */
export function freshEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@test.example`;
}

export interface OobCode {
  email: string;
  requestType: 'PASSWORD_RESET' | 'EMAIL_SIGNIN' | 'VERIFY_EMAIL' | string;
  oobCode: string;
  oobLink: string;
}

export async function oobCodes(
  email: string,
  requestType: OobCode['requestType'],
): Promise<OobCode[]> {
  const response = await fetch(`${base}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  if (!response.ok) throw new Error(`oobCodes: HTTP ${response.status}`);
  const body = (await response.json()) as { oobCodes: OobCode[] };
  return body.oobCodes.filter((code) => code.email === email && code.requestType === requestType);
}

export interface EmulatorAccount {
  localId: string;
  email?: string;
  displayName?: string;
  disabled?: boolean;
  customAttributes?: string;
}

async function admin<T>(method: string, body: unknown): Promise<T> {
  const url = `${base}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:${method}`;
  const response = await fetch(url, { method: 'POST', headers: OWNER, body: JSON.stringify(body) });
  if (!response.ok)
    throw new Error(`accounts:${method}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function accountByEmail(email: string): Promise<EmulatorAccount | undefined> {
  const body = await admin<{ users?: EmulatorAccount[] }>('lookup', { email: [email] });
  return body.users?.[0];
}

/** What functions will do: set tenant claims on an account. */
export async function setClaims(uid: string, claims: Record<string, unknown>): Promise<void> {
  await admin('update', { localId: uid, customAttributes: JSON.stringify(claims) });
}
