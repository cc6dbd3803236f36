/** Who is acting: the signed-in user's uid, claims and account status. */
import { type Role, type UserStatus, isRole } from '../model/roles';

export type Actor = {
  readonly uid: string;
  /** From the `companyId` claim; null for a user without a company. */
  readonly companyId: string | null;
  /** From the `role` claim; null without a company. */
  readonly role: Role | null;
  /** From users/{uid}.status: a disabled user can do nothing, whatever the token says. */
  readonly status: UserStatus;
  /** Product support staff (claim `support: true`). */
  readonly support?: boolean;
};

/** An active actor with a company and a role: the only kind that can touch company data. */
export type MemberActor = Actor & {
  readonly companyId: string;
  readonly role: Role;
  readonly status: 'active';
};

export function isActiveMember(actor: Actor | null | undefined): actor is MemberActor {
  return !!actor && actor.status === 'active' && actor.companyId !== null && actor.role !== null;
}

export function isActiveSupport(actor: Actor | null | undefined): boolean {
  return !!actor && actor.status === 'active' && actor.support === true;
}

export type DenyReason =
  | 'signedOut'
  | 'disabled'
  | 'noCompany'
  | 'otherCompany'
  | 'role'
  | 'notOwner'
  | 'notSelf'
  /** The resource's state forbids it (e.g. deleting a locked knowledge base, an invalid transition). */
  | 'state';

export type Decision =
  | { readonly allowed: true; readonly reason: null }
  | { readonly allowed: false; readonly reason: DenyReason };

export const ALLOW: Decision = Object.freeze({ allowed: true, reason: null });
export function deny(reason: DenyReason): Decision {
  return { allowed: false, reason };
}

/**
 * Builds the actor from token claims and the users/{uid} status, the way the rules see it.
 * Claims with an unknown role count as no role.
 */
export function actorFromClaims(
  uid: string,
  claims: { readonly companyId?: unknown; readonly role?: unknown; readonly support?: unknown },
  status: UserStatus,
): Actor {
  return {
    uid,
    companyId:
      typeof claims.companyId === 'string' && claims.companyId !== '' ? claims.companyId : null,
    role: isRole(claims.role) ? claims.role : null,
    status,
    support: claims.support === true,
  };
}
