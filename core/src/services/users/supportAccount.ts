/**
 * Product support staff (review L15): an Auth account with the custom claim `support: true` and
 * its users/{uid} profile (active, no company, no role). Rules and core require both: the claim
 * says "support", the profile says the account is active and agrees with the claims (review H1).
 * createUser always gives a company, so support accounts are made here, by an operator
 * (scripts/create-support-account.mjs), never through the app.
 */
import { CallableError } from '../../callables/errors';
import { type Locale, isLocale } from '../../model/locales';
import { refs } from '../../model/paths';
import type { User } from '../../model/user';
import type { DocStore, WriteData } from '../../ports/docStore';
import type { IdentityAdmin, RandomSource } from '../../ports/identity';
import { serverTimestamp } from '../../ports/values';
import { identityCall } from './identityErrors';
import { generatePassword } from './password';
import { USER_ADMIN_REASONS as R } from './reasons';

export interface SupportAccountInput {
  readonly email: string;
  readonly name: string;
  readonly preferredLanguage?: Locale;
}

export interface SupportAccountDeps {
  readonly docs: DocStore;
  readonly identity: IdentityAdmin;
  readonly random: RandomSource;
}

/** Creates the account, its claim and its profile; returns the uid and a one-time password. */
export async function createSupportAccount(
  { docs, identity, random }: SupportAccountDeps,
  input: SupportAccountInput,
): Promise<{ uid: string; password: string }> {
  const email = input.email.trim().toLowerCase();
  const name = input.name.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || name === '' || name.length > 120) {
    throw new CallableError('invalid-argument', R.invalid);
  }
  const preferredLanguage = isLocale(input.preferredLanguage) ? input.preferredLanguage : 'en';
  const password = generatePassword(random);
  const uid = await identityCall(() =>
    identity.createAccount({ email, password, displayName: name }),
  );
  const profile: WriteData<User> = {
    name,
    email,
    companyId: null,
    role: null,
    status: 'active',
    preferredLanguage,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  };
  await docs.setDoc(refs.user(uid), profile);
  await identity.setClaims(uid, { support: true });
  return { uid, password };
}
