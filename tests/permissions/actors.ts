/**
 * Who the permission cases act as: the two tenants and the people of the seed, each with the
 * claims of their ID token. Their accounts (users/{uid}, which the rules read as well) are in
 * fixtures/users.ts.
 */

export const COMPANY_A = 'van-dijk-bouw';
export const COMPANY_B = 'noordzee-infra';

export type Claims = {
  readonly companyId?: string;
  readonly role?: 'admin' | 'manager' | 'user';
  readonly support?: boolean;
};
export interface CaseActor {
  readonly uid: string;
  readonly claims: Claims;
}

/** The seed's people (emulator-data/seed.json) plus a support agent. */
export const ACTORS = {
  adminA: { uid: 'u-admin-vandijk', claims: { companyId: COMPANY_A, role: 'admin' } },
  managerA: { uid: 'u-manager-vandijk', claims: { companyId: COMPANY_A, role: 'manager' } },
  userA: { uid: 'u-user1-vandijk', claims: { companyId: COMPANY_A, role: 'user' } },
  user2A: { uid: 'u-user2-vandijk', claims: { companyId: COMPANY_A, role: 'user' } },
  disabledA: { uid: 'u-disabled-vandijk', claims: { companyId: COMPANY_A, role: 'user' } },
  noCompany: { uid: 'u-nocompany', claims: {} },
  adminB: { uid: 'u-admin-noordzee', claims: { companyId: COMPANY_B, role: 'admin' } },
  support: { uid: 'u-support', claims: { support: true } },
  /** Review H1: demoted to user in users/{uid}; the ID token (≤1 h old) still says admin. */
  demotedA: { uid: 'u-demoted-vandijk', claims: { companyId: COMPANY_A, role: 'admin' } },
  /** Review H1: moved to company B in users/{uid}; the token still says company A. */
  movedA: { uid: 'u-moved-vandijk', claims: { companyId: COMPANY_A, role: 'user' } },
  /** Review M2: users/{uid} deleted; the token still carries company A's claims. */
  deletedA: { uid: 'u-deleted-vandijk', claims: { companyId: COMPANY_A, role: 'user' } },
  /**
   * Issue 20: moved from company A to B, the token refreshed (claims and users/{uid} both say B);
   * their tickets of company A stay behind (tickets/tk-transferred).
   */
  transferredB: { uid: 'u-transferred', claims: { companyId: COMPANY_B, role: 'user' } },
} as const satisfies Record<string, CaseActor>;

export type ActorName = keyof typeof ACTORS | 'signedOut';

/** An actor's uid, for paths and fixtures. */
export const uidOf = (name: keyof typeof ACTORS) => ACTORS[name].uid;
/** The two tenants' company documents; nearly every Firestore and Storage path starts with one. */
export const A = `companies/${COMPANY_A}`;
export const B = `companies/${COMPANY_B}`;
