/**
 * Who is calling, the way the rules decide it (review H1/H2): the ID token's claims count only
 * while users/{uid} agrees with them. A token outlives a change of role or company by up to an
 * hour (and for good if the claims sync fails), so:
 * - status comes from the users document; a missing document is not active;
 * - when the document's company or role differs from the claims, the caller has neither: they may
 *   read their own profile (to see claimsUpdatedAt and refresh) and nothing of any company.
 * The callables (functions), the demo backend's sessions and the permission-case runner all build
 * their actor here, so core, the demo and firestore.rules/storage.rules agree.
 */
import type { User } from '../../model/user';
import { type Actor, actorFromClaims } from '../../policy/actor';

type Claims = { readonly companyId?: unknown; readonly role?: unknown; readonly support?: unknown };

export function actorFromTokenAndProfile(
  uid: string,
  claims: Claims,
  profile: Pick<User, 'companyId' | 'role' | 'status'> | null | undefined,
): Actor {
  const status = profile?.status === 'active' ? 'active' : 'disabled';
  const fromClaims = actorFromClaims(uid, claims, status);
  const agrees =
    !!profile &&
    fromClaims.companyId === (profile.companyId ?? null) &&
    fromClaims.role === (profile.role ?? null);
  return agrees ? fromClaims : { ...fromClaims, companyId: null, role: null };
}

/**
 * Whether the caller's users document still agrees with the token they call with (a token can be
 * an hour old): active, in the actor's company, with the actor's role. The callables check this
 * before acting, as the rules do with every request (review H1).
 */
export function profileAgrees(
  actor: Pick<Actor, 'companyId' | 'role'>,
  profile: Pick<User, 'companyId' | 'role' | 'status'> | null | undefined,
): profile is Pick<User, 'companyId' | 'role' | 'status'> {
  return (
    !!profile &&
    profile.status === 'active' &&
    profile.companyId === actor.companyId &&
    profile.role === actor.role
  );
}
