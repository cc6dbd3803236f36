/**
 * Firestore path access: the decisions firestore.rules makes, as a pure function. The demo
 * backend enforces it on every client read and write; the permission case table
 * (tests/permissions/cases.ts) runs against it here and against the rules in the emulator tier.
 *
 * Conventions the rules mirror:
 * - Tenant isolation: companies/{cid}/** only for active members of cid (claim + users doc status).
 * - Creates must carry exactly the fields of the entity (see model/factories.ts), stamp
 *   createdBy/uploadedBy/authorId with the caller and createdAt with the server time.
 * - Updates may change only listed fields; createdBy, createdAt, companyId never change.
 * - Functions (admin SDK) bypass all of this; they alone write tenders, tenderMatches, chunks,
 *   chat messages, notifications and users' role/status/companyId.
 */
import { type Actor, type Decision, deny } from './actor';
import { companyTree } from './companyPathAccess';
import type { FirestoreRequest, ReadDoc } from './firestoreRequest';
import { type Ctx, DENY_ROLE } from './pathAccessChecks';
import { notification, tenders, ticket, ticketResponse, user } from './topLevelPathAccess';

export { changedKeys } from './firestoreRequest';
export type { FirestoreOp, FirestoreRequest, ReadDoc } from './firestoreRequest';

/**
 * Documents a decision reads besides the path, its parents and the caller's users/{uid}: the rules'
 * other get()s. An enforcer that fetches before deciding (the demo's guarded store) reads these too.
 */
export function otherReadPaths(request: FirestoreRequest): string[] {
  const s = request.path.split('/');
  const ownerId = request.data?.ownerId;
  // A project update: the new owner's users/{uid} (isActiveMemberUid).
  if (
    request.op === 'update' &&
    s.length === 4 &&
    s[0] === 'companies' &&
    s[2] === 'projects' &&
    typeof ownerId === 'string' &&
    /^[^/]{1,128}$/.test(ownerId)
  )
    return [`users/${ownerId}`];
  return [];
}

/** Decides a Firestore request for an actor (null = signed out). */
export function firestoreAccess(
  actor: Actor | null | undefined,
  request: FirestoreRequest,
  read: ReadDoc,
): Decision {
  if (!actor) return deny('signedOut');
  if (actor.status !== 'active') return deny('disabled');
  const segments = request.path.split('/');
  // A list addresses a collection: give it a placeholder id so collection and document share a pattern.
  const s = request.op === 'list' ? [...segments, '*'] : segments;
  const ctx: Ctx = {
    actor,
    request,
    read,
    before: request.op === 'list' ? undefined : read(request.path),
    after: request.data,
  };

  if (s[0] === 'companies' && s.length >= 2) return companyTree(ctx, s);
  if (s[0] === 'tenders' && s.length === 2) return tenders(ctx);
  if (s[0] === 'tickets' && s.length === 2) return ticket(ctx, s[1] as string);
  if (s[0] === 'tickets' && s[2] === 'responses' && s.length === 4)
    return ticketResponse(ctx, s[1] as string);
  if (s[0] === 'users' && s.length === 2) return user(ctx, s[1] as string);
  if (s[0] === 'users' && s[2] === 'notifications' && s.length === 4)
    return notification(ctx, s[1] as string);
  return DENY_ROLE; // unknown paths: deny by default
}
