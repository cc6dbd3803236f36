import { isLocale, isRole, type Locale, type UserStatus } from '@tender/core';
import type { User } from 'firebase/auth';
import type { Access, Session } from '../types';

/**
 * Reads the tenant claims that functions set (ARCHITECTURE §5). Claims are untrusted input here:
 * an unknown role or an empty company counts as no access, which the guard shows as Access Denied.
 */
export function accessFromClaims(claims: Readonly<Record<string, unknown>>): Access {
  const companyId =
    typeof claims.companyId === 'string' && claims.companyId !== '' ? claims.companyId : null;
  return {
    companyId,
    role: companyId && isRole(claims.role) ? claims.role : null,
    // Claims do not carry the status; users/{uid} does (toSession's profile, sessionStore.ts).
    status: 'active',
    preferredLanguage: isLocale(claims.lang) ? claims.lang : null,
    ...(claims.support === true ? { support: true } : {}),
  };
}

/** What users/{uid} adds to the claims: the account status and the preferred language. */
export interface ProfileFacts {
  status?: UserStatus;
  preferredLanguage?: Locale | null;
}

export function toSession(
  user: User,
  claims: Readonly<Record<string, unknown>>,
  profile: ProfileFacts = {},
): Session {
  const access = accessFromClaims(claims);
  return {
    user: { uid: user.uid, email: user.email ?? '', displayName: user.displayName },
    access: {
      ...access,
      status: profile.status ?? access.status,
      preferredLanguage: profile.preferredLanguage ?? access.preferredLanguage,
    },
  };
}
