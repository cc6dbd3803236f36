import { isLocale, isRole, type Locale, type Role } from '@tender/core';
import { HttpsError, type CallableRequest } from 'firebase-functions/https';

/** What `whoAmI` answers: the caller's identity and the tenant claims the server sees. */
export interface CallerDescription {
  uid: string;
  email: string | null;
  claims: {
    companyId: string | null;
    role: Role | null;
    lang: Locale | null;
    support: boolean;
  };
}

/**
 * The server's view of the caller's claims (ARCHITECTURE §5). Useful to the client after a role or
 * company change, to see whether its token already carries the new claims. Only the tenant claims
 * are returned, each validated as the rules and the client read them, not the raw token.
 */
export function describeCaller(auth: CallableRequest['auth']): CallerDescription {
  if (!auth) throw new HttpsError('unauthenticated', 'Sign in to call whoAmI.');
  const { token } = auth;
  const companyId =
    typeof token.companyId === 'string' && token.companyId !== '' ? token.companyId : null;
  return {
    uid: auth.uid,
    email: typeof token.email === 'string' ? token.email : null,
    claims: {
      companyId,
      role: companyId && isRole(token.role) ? token.role : null,
      lang: isLocale(token.lang) ? token.lang : null,
      support: token.support === true,
    },
  };
}
