import { useMemo } from 'react';
import { can } from '@tender/core';
import { type MemberSession, useMemberSession } from '../../app/session/useMemberSession';

export interface CustomerSession extends MemberSession {
  /** Admins and managers keep the customer list; users read it. */
  readonly mayEdit: boolean;
}

/** The signed-in member and whether they may edit customers; null outside a company. */
export function useCustomerSession(): CustomerSession | null {
  const member = useMemberSession();
  return useMemo(
    () =>
      member && {
        ...member,
        mayEdit: can(member.actor, 'customer.write', { companyId: member.companyId }),
      },
    [member],
  );
}
