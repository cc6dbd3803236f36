/**
 * Configuration of the tender digest (docs/operations.md, "Tender digest e-mail"). Params come from
 * functions/.env.<project>; the two secrets from Secret Manager (`firebase functions:secrets:set`),
 * in the emulators from functions/.secret.local. The emulators' project uses the SMTP catcher of
 * `npm start` (127.0.0.1:2525) and a fixed development secret.
 */
import { defineBoolean, defineInt, defineSecret, defineString } from 'firebase-functions/params';

export const SMTP_HOST = defineString('SMTP_HOST', {
  default: '127.0.0.1',
  description: 'SMTP server for the tender digest e-mails.',
});
export const SMTP_PORT = defineInt('SMTP_PORT', {
  default: 2525,
  description: 'SMTP port (587 with STARTTLS, 465 with SMTP_SECURE=true).',
});
export const SMTP_SECURE = defineBoolean('SMTP_SECURE', {
  default: false,
  description: 'TLS from the first byte (port 465).',
});
export const SMTP_USER = defineString('SMTP_USER', {
  default: '',
  description: 'SMTP user name; empty: no authentication.',
});
export const MAIL_FROM = defineString('MAIL_FROM', {
  default: 'Tender Assistant <digest@tender-assistant.invalid>',
  description: 'Sender of the tender digest e-mails.',
});
export const APP_URL = defineString('APP_URL', {
  default: 'http://127.0.0.1:5173',
  description: 'Origin of the web app: digest links open its Signaling page.',
});
export const UNSUBSCRIBE_URL = defineString('UNSUBSCRIBE_URL', {
  default: 'http://127.0.0.1:5001/demo-tender/europe-west4/unsubscribeDigest',
  description: 'Public URL of the unsubscribeDigest function (the link in every digest).',
});
export const SMTP_PASSWORD = defineSecret('SMTP_PASSWORD');
export const DIGEST_UNSUBSCRIBE_SECRET = defineSecret('DIGEST_UNSUBSCRIBE_SECRET');

/**
 * The emulators have no Secret Manager: without functions/.secret.local they sign with this fixed
 * development secret (never in a deployed function: a missing secret fails the deploy there).
 */
export const DEV_UNSUBSCRIBE_SECRET = 'local-development-unsubscribe-secret';

export function unsubscribeSecret(env: NodeJS.ProcessEnv = process.env): string {
  const value = DIGEST_UNSUBSCRIBE_SECRET.value();
  if (value) return value;
  if (env.FUNCTIONS_EMULATOR === 'true') return DEV_UNSUBSCRIBE_SECRET;
  throw new Error('DIGEST_UNSUBSCRIBE_SECRET is not set (docs/operations.md)');
}
