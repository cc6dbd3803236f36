/**
 * The Realtime Database allow-list /members/{cid}/{uid} (review M2). Its rules cannot read
 * Firestore, so functions keep an entry for every active member of a company, and only for them:
 * `true` while users/{uid} says active with that company and a role; removed on disable, delete or
 * a move to another company. database.rules.json requires the entry for /progress and /chat.
 *
 * Idempotent and order-independent: it writes what the CURRENT document implies and removes the
 * entry under the company the user had before (when that is another one), so a retried or
 * out-of-order trigger delivery converges on the same state.
 */
import { rtdbPaths } from '../../model/paths';
import { isRole } from '../../model/roles';
import type { User } from '../../model/user';
import type { Realtime } from '../../ports/realtime';

type Membership = Pick<User, 'companyId' | 'role' | 'status'> | null | undefined;

/** The company whose allow-list should name this user, or null. */
export function memberCompanyOf(user: Membership): string | null {
  if (!user || user.status !== 'active' || !isRole(user.role)) return null;
  return typeof user.companyId === 'string' && user.companyId !== '' ? user.companyId : null;
}

export interface MembershipChange {
  readonly added: string | null;
  readonly removed: readonly string[];
}

/**
 * Brings /members in line with `current` (null = the users document is gone). `previousCompanyId`
 * is the company the user had before this change, whose entry is removed when it is not current.
 */
export async function syncMembership(
  realtime: Realtime,
  uid: string,
  previousCompanyId: string | null | undefined,
  current: Membership,
): Promise<MembershipChange> {
  const added = memberCompanyOf(current);
  const stale = new Set<string>();
  for (const cid of [previousCompanyId, current?.companyId]) {
    if (typeof cid === 'string' && cid !== '' && cid !== added) stale.add(cid);
  }
  for (const cid of stale) await realtime.remove(rtdbPaths.member(cid, uid));
  if (added) await realtime.set(rtdbPaths.member(added, uid), true);
  return { added, removed: [...stale] };
}
