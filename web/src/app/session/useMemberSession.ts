import { useMemo } from 'react';
import { type Actor, actorFromClaims } from '@tender/core';
import { useSessionState } from './SessionContext';

/** The signed-in member of a company, as the feature pages check permissions with it. */
export interface MemberSession {
  readonly uid: string;
  readonly companyId: string;
  readonly actor: Actor;
}

/** The signed-in member; null outside a company (the dashboard guard shows Access Denied then). */
export function useMemberSession(): MemberSession | null {
  const session = useSessionState();
  const signedIn = session.status === 'signedIn' ? session.session : null;
  return useMemo(() => {
    const companyId = signedIn?.access.companyId;
    if (!signedIn || !companyId) return null;
    const { user, access } = signedIn;
    return {
      uid: user.uid,
      companyId,
      actor: actorFromClaims(
        user.uid,
        { companyId, role: access.role ?? undefined },
        access.status,
      ),
    };
  }, [signedIn]);
}
