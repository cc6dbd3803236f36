import { isLocale, isRole } from '@tender/core';
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
    // A disabled Auth account cannot obtain or refresh an ID token, so any session is active.
    status: 'active',
    preferredLanguage: isLocale(claims.lang) ? claims.lang : null,
  };
}

export function toSession(user: User, claims: Readonly<Record<string, unknown>>): Session {
  return {
    user: { uid: user.uid, email: user.email ?? '', displayName: user.displayName },
    access: accessFromClaims(claims),
  };
}
