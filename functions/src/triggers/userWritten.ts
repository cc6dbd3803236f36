/**
 * What follows a write of users/{uid} (ARCHITECTURE §5, decisions.md "Disabled users in rules"):
 *
 * 1. Custom claims `{companyId, role}` follow the document (core's syncClaims, which writes only
 *    on a change). The current document is read again rather than trusting the event's copy,
 *    because trigger deliveries can arrive out of order.
 * 2. When the claims changed (by this trigger, or by the callable that wrote the document, which
 *    syncs claims itself), `claimsUpdatedAt` is stamped on users/{uid}. The signed-in client
 *    watches its own users document and fetches a fresh ID token when the marker is newer than
 *    its token, so a new role applies without signing out. The stamp itself triggers this
 *    function once more, which finds nothing changed and stops.
 * 3. The Realtime Database allow-list `/members/{cid}/{uid}` (its rules cannot read Firestore;
 *    review M2) follows the current document: present while an active member of cid, removed on
 *    disable, delete or a move (core's syncMembership).
 *
 * Every step writes what the current document implies, so the trigger is idempotent and runs with
 * retries (review M3): a transient Auth or RTDB error is repaired by the next delivery.
 */
import {
  type DocStore,
  type IdentityAdmin,
  type Realtime,
  type User,
  docRef,
  refs,
  serverTimestamp,
  type Timestamp,
} from '@tender/core';
import {
  type MembershipChange,
  claimsForUser,
  syncClaims,
  syncMembership,
} from '@tender/core/services/index';

/** The marker functions stamp on users/{uid} after a claims change (read by the web client). */
export const CLAIMS_MARKER_FIELD = 'claimsUpdatedAt';

type UserWithMarker = User & { [CLAIMS_MARKER_FIELD]?: Timestamp };
type Partial = Pick<User, 'companyId' | 'role' | 'status'> | undefined;

export interface UserWrittenDeps {
  readonly docs: DocStore;
  readonly identity: IdentityAdmin;
  readonly realtime: () => Realtime;
}

export interface UserWrittenResult {
  readonly claimsWritten: boolean;
  readonly markerStamped: boolean;
  /** The /members allow-list entries written and removed. */
  readonly members: MembershipChange;
}

const claimsKey = (user: Partial) => JSON.stringify(claimsForUser(user ?? null));

export async function onUserWritten(
  deps: UserWrittenDeps,
  uid: string,
  before: Partial,
  after: Partial,
): Promise<UserWrittenResult> {
  const ref = docRef<UserWithMarker>(refs.user(uid).path);
  const current = (await deps.docs.getDoc(ref)).data;

  const claimsWritten = await syncClaims(deps.identity, uid, current ?? null);
  const claimsChanged = claimsWritten || claimsKey(before) !== claimsKey(after);
  let markerStamped = false;
  if (claimsChanged && current) {
    try {
      await deps.docs.updateDoc(ref, { [CLAIMS_MARKER_FIELD]: serverTimestamp() });
      markerStamped = true;
    } catch (error) {
      // Deleted in the meantime: nobody is left to tell.
      if (!(error instanceof Error && 'code' in error && error.code === 'not-found')) throw error;
    }
  }

  // Always (not only on a status change): a retry must repair what a failed delivery left.
  const members = await syncMembership(deps.realtime(), uid, before?.companyId, current ?? null);
  return { claimsWritten, markerStamped, members };
}
