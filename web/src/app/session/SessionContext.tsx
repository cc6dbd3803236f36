import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useBackend } from '../../backend/BackendContext';
import type { Session } from '../../backend/types';

export type SessionState =
  { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; session: Session };

const SessionContext = createContext<SessionState>({ status: 'loading' });

/** Holds the backend's session; the backend restores it on reload and refreshes tokens itself. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { auth } = useBackend();
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  useEffect(
    () =>
      auth.onSessionChange((session) =>
        setState(session ? { status: 'signedIn', session } : { status: 'signedOut' }),
      ),
    [auth],
  );
  return <SessionContext.Provider value={state}>{children}</SessionContext.Provider>;
}

export function useSessionState(): SessionState {
  return useContext(SessionContext);
}

/** Active product support staff: they reach the Help pages only (they belong to no company). */
export function isSupportStaff(session: Session): boolean {
  return session.access.support === true && session.access.status === 'active';
}

/** Spec §6: only active members of a company with a role reach the dashboard. */
export function hasDashboardAccess(session: Session): boolean {
  const { companyId, role, status } = session.access;
  return Boolean(companyId) && Boolean(role) && status === 'active';
}
