import { validatePassword, type Auth } from 'firebase/auth';
import { MIN_PASSWORD_LENGTH } from '../passwordPolicy';
import type { PasswordPolicy } from '../types';

/** What the identity service enforces when no policy is configured (and what the emulator does). */
export const DEFAULT_POLICY: PasswordPolicy = { minLength: MIN_PASSWORD_LENGTH };

/**
 * The project's password policy from the identity service. The SDK exposes it only through
 * `validatePassword`, which fetches and caches it. The Auth emulator does not implement the
 * endpoint, and a project may have no policy: both fall back to the built-in minimum of 6.
 */
export async function fetchPasswordPolicy(auth: Auth): Promise<PasswordPolicy> {
  const status = await validatePassword(auth, '');
  const { customStrengthOptions: options, enforcementState } = status.passwordPolicy;
  // With enforcement OFF the server only applies its built-in minimum; do not ask for more.
  if (enforcementState !== 'ENFORCE') return DEFAULT_POLICY;
  const policy: PasswordPolicy = {
    minLength: Math.max(options.minPasswordLength ?? 0, MIN_PASSWORD_LENGTH),
  };
  if (options.maxPasswordLength) policy.maxLength = options.maxPasswordLength;
  if (options.containsLowercaseLetter) policy.requireLowercase = true;
  if (options.containsUppercaseLetter) policy.requireUppercase = true;
  if (options.containsNumericCharacter) policy.requireNumeric = true;
  if (options.containsNonAlphanumericCharacter) policy.requireNonAlphanumeric = true;
  return policy;
}

/** Caches a successful fetch; a failed one falls back now and is retried on the next call. */
export function cachedPasswordPolicy(auth: Auth): () => Promise<PasswordPolicy> {
  let fetched: PasswordPolicy | undefined;
  return async () => {
    if (fetched) return fetched;
    try {
      fetched = await fetchPasswordPolicy(auth);
      return fetched;
    } catch {
      return DEFAULT_POLICY;
    }
  };
}
