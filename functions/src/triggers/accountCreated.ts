/**
 * A new Auth account gets its users/{uid} profile (review L4): self sign-up (password, Google,
 * e-mail link) creates only the Auth account, and without a users document the rules refuse even
 * the own profile, My Account cannot save and the session cannot follow claims changes. The
 * profile is the "no company yet" one the demo's sign-up writes: active, no company, no role; the
 * app shows onboarding until an admin adds the person to a company.
 *
 * Accounts made by the createUser callable (or the seed, or the support-account script) already
 * have their profile, written right after the account: the transaction creates the document only
 * while it is missing, so it never overwrites theirs, whichever write comes first.
 */
import {
  DEFAULT_LOCALE,
  type DocStore,
  type User,
  type WriteData,
  refs,
  serverTimestamp,
} from '@tender/core';

/** What the trigger reads of the new account (a subset of firebase-admin's UserRecord). */
export interface NewAccount {
  readonly uid: string;
  readonly email?: string | undefined;
  readonly displayName?: string | undefined;
}

/** The display name, else the e-mail's local part, else a neutral word: never empty (name ≤ 120). */
export function profileName(account: NewAccount): string {
  const fromName = account.displayName?.trim();
  const fromEmail = account.email?.split('@')[0]?.trim();
  return (fromName || fromEmail || 'User').slice(0, 120);
}

/** Creates the no-company profile unless users/{uid} exists; returns whether it did. */
export async function onAccountCreated(docs: DocStore, account: NewAccount): Promise<boolean> {
  const ref = refs.user(account.uid);
  return docs.runTransaction(async (tx) => {
    if ((await tx.get(ref)).exists) return false;
    const profile: WriteData<User> = {
      name: profileName(account),
      email: (account.email ?? '').toLowerCase(),
      companyId: null,
      role: null,
      status: 'active',
      preferredLanguage: DEFAULT_LOCALE,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    };
    tx.set(ref, profile);
    return true;
  });
}
