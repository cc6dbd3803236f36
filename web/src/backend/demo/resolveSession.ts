/**
 * What a stored session amounts to right now, derived live from the account (claims, disabled,
 * revocation) and users/{uid} (status, language), the way the firebase backend derives it from the
 * ID token and the profile it watches:
 * - account deleted → signed out;
 * - account or profile disabled → signed in with status 'disabled' (the app shows Access Denied and
 *   the rules view refuses everything), even if its sessions were revoked, so the user learns why;
 * - sessions revoked after this sign-in (password reset, password changed elsewhere), account
 *   active → signed out, as the refresh token stops working;
 * - otherwise the claims' company and role and the profile's status.
 */
import { type Actor, type DocStore, type MemoryIdentity, isLocale, refs } from '@tender/core';
import { actorFromTokenAndProfile } from '@tender/core/services/index';
import type { Session } from '../types';
import type { StoredSession } from './sessionStore';

export interface ResolvedSession {
  readonly actor: Actor;
  readonly session: Session;
}

export async function resolveSession(
  identity: MemoryIdentity,
  docs: DocStore,
  stored: StoredSession | null,
): Promise<ResolvedSession | null> {
  if (!stored) return null;
  const account = identity.peek(stored.uid);
  if (!account) return null;
  const profile = (await docs.getDoc(refs.user(stored.uid))).data;
  // A missing profile counts as disabled, as in the rules and the callables.
  const disabled = account.disabled || profile?.status !== 'active';
  const revoked = stored.signedInAt < (identity.sessionsValidSince(stored.uid) ?? 0);
  if (revoked && !disabled) return null;
  // Claims count only while users/{uid} agrees with them, as in the rules (review H1).
  const actor = actorFromTokenAndProfile(
    stored.uid,
    account.claims,
    profile && { ...profile, status: disabled ? 'disabled' : 'active' },
  );
  return {
    actor,
    session: {
      user: { uid: account.uid, email: account.email, displayName: account.displayName },
      access: {
        companyId: actor.companyId,
        role: actor.companyId ? actor.role : null,
        status: actor.status,
        preferredLanguage: isLocale(profile?.preferredLanguage) ? profile.preferredLanguage : null,
        ...(actor.support ? { support: true } : {}),
      },
    },
  };
}
