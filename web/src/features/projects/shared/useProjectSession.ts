import { useMemo } from 'react';
import { actorFromClaims, type Actor } from '@tender/core';
import { useSessionState } from '../../../app/session/SessionContext';

export interface ProjectSession {
  readonly uid: string;
  readonly companyId: string;
  readonly actor: Actor;
}

/** The signed-in member as the project pages need them; null outside a company (the guard shows Access Denied then). */
export function useProjectSession(): ProjectSession | null {
  const session = useSessionState();
  const signedIn = session.status === 'signedIn' ? session.session : null;
  return useMemo(() => {
    if (!signedIn?.access.companyId) return null;
    const { user, access } = signedIn;
    return {
      uid: user.uid,
      companyId: access.companyId!,
      actor: actorFromClaims(
        user.uid,
        { companyId: access.companyId ?? undefined, role: access.role ?? undefined },
        access.status,
      ),
    };
  }, [signedIn]);
}
