import { useMemo } from 'react';
import { type Actor, actorFromClaims } from '@tender/core';
import {
  hasDashboardAccess,
  isSupportStaff,
  useSessionState,
} from '../../app/session/SessionContext';

export interface HelpSession {
  readonly uid: string;
  /** Null for support staff, who belong to no company. */
  readonly companyId: string | null;
  readonly support: boolean;
  readonly actor: Actor;
}

/** The signed-in member or support staff; null for anyone else (the guard keeps them out). */
export function useHelpSession(): HelpSession | null {
  const session = useSessionState();
  const signedIn = session.status === 'signedIn' ? session.session : null;
  return useMemo(() => {
    if (!signedIn) return null;
    const member = hasDashboardAccess(signedIn);
    const support = isSupportStaff(signedIn);
    if (!member && !support) return null;
    const { user, access } = signedIn;
    return {
      uid: user.uid,
      companyId: member ? access.companyId : null,
      support,
      actor: actorFromClaims(
        user.uid,
        member
          ? { companyId: access.companyId, role: access.role ?? undefined, support }
          : { support },
        access.status,
      ),
    };
  }, [signedIn]);
}
