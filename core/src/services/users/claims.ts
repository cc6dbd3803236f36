/**
 * Custom claims follow users/{uid} (ARCHITECTURE §5). The functions' Firestore trigger calls
 * syncClaims on every write of users/{uid}; the user-administration service calls it too, right
 * after its own writes, so that the demo backend (which has no triggers) behaves the same and the
 * product does not wait for the trigger before the admin's screen can rely on the new claims.
 */
import { isRole } from '../../model/roles';
import type { User, UserClaims } from '../../model/user';
import type { IdentityAdmin } from '../../ports/identity';

/**
 * `{companyId, role}` for a user with a company and a valid role; no tenant claims otherwise.
 * Status is deliberately not a claim: a token outlives a disable by up to an hour, so rules and
 * the demo read users/{uid}.status instead.
 */
export function claimsForUser(
  user: Pick<User, 'companyId' | 'role'> | null | undefined,
): UserClaims {
  if (!user || typeof user.companyId !== 'string' || user.companyId === '' || !isRole(user.role)) {
    return {};
  }
  return { companyId: user.companyId, role: user.role };
}

/**
 * Sets the account's claims from the user document (null = the document was deleted).
 * Keeps a `support` claim, which product staff get by other means. Writes only on a change, so
 * that a name edit does not force every session to refresh its token. Returns whether it wrote;
 * false also when the account does not exist (deleted first, or never created).
 */
export async function syncClaims(
  identity: IdentityAdmin,
  uid: string,
  user: Pick<User, 'companyId' | 'role'> | null | undefined,
): Promise<boolean> {
  const account = await identity.getAccount(uid);
  if (!account) return false;
  const next: UserClaims = {
    ...claimsForUser(user),
    ...(account.claims.support === true ? { support: true } : {}),
  };
  if (sameClaims(account.claims, next)) return false;
  await identity.setClaims(uid, next);
  return true;
}

function sameClaims(a: UserClaims, b: UserClaims): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof UserClaims)[]);
  return [...keys].every((k) => a[k] === b[k]);
}
