import { region } from 'firebase-functions/v1';
import { REGION } from '../options';
import { services } from '../runtime';
import { onAccountCreated } from './accountCreated';

/**
 * Auth account created → its users/{uid} profile (accountCreated.ts). A first-generation Auth
 * trigger: the second generation's beforeUserCreated blocking function needs Identity Platform
 * (docs/decisions.md, "Profiles for self sign-up"). Retried on failure; the handler is idempotent.
 */
export const accountCreated = region(REGION)
  .runWith({ failurePolicy: true })
  .auth.user()
  .onCreate(async (user) => {
    await onAccountCreated(services().docs, user);
  });
