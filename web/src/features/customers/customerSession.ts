import { useMemo } from 'react';
import { type Actor, actorFromClaims, can } from '@tender/core';
import { useSessionState } from '../../app/session/SessionContext';

export interface CustomerSession {
  readonly uid: string;
  readonly companyId: string;
  readonly actor: Actor;
  /** Admins and managers keep the customer list; users read it. */
  readonly mayEdit: boolean;
}

/** The signed-in member; null outside a company (the dashboard guard shows Access Denied then). */
export function useCustomerSession(): CustomerSession | null {
  const session = useSessionState();
  const signedIn = session.status === 'signedIn' ? session.session : null;
  return useMemo(() => {
    const companyId = signedIn?.access.companyId;
    if (!signedIn || !companyId) return null;
    const { user, access } = signedIn;
    const actor = actorFromClaims(
      user.uid,
      { companyId, role: access.role ?? undefined },
      access.status,
    );
    return {
      uid: user.uid,
      companyId,
      actor,
      mayEdit: can(actor, 'customer.write', { companyId }),
    };
  }, [signedIn]);
}
