/** Who may call, and the checks on the target user that must hold at the moment of writing. */
import { CallableError } from '../../callables/errors';
import { refs } from '../../model/paths';
import type { User } from '../../model/user';
import { type Actor, type MemberActor, isActiveMember } from '../../policy/actor';
import { type Action, explain } from '../../policy/permissions';
import type { DocStore, Transaction } from '../../ports/docStore';
import { query, where } from '../../ports/query';
import type { DocRef } from '../../ports/refs';
import { USER_ADMIN_REASONS as R } from './reasons';

export function unauthenticated(): CallableError {
  return new CallableError('unauthenticated');
}

/** An active admin of a company, per the permission table (ARCHITECTURE §6). */
export function requireAdmin(actor: Actor | null | undefined, action: Action): MemberActor {
  const decision = explain(actor, action);
  if (decision.reason === 'signedOut') throw unauthenticated();
  if (!decision.allowed || !isActiveMember(actor)) {
    throw new CallableError('permission-denied', R.forbidden);
  }
  return actor;
}

/**
 * Any signed-in user whose account is active, with or without a company: My Account must work
 * for someone who signed up and waits to be added (the table's 'user.editSelf' needs a company).
 */
export function requireActiveUser(actor: Actor | null | undefined): Actor {
  if (!actor) throw unauthenticated();
  if (actor.status !== 'active') throw new CallableError('permission-denied', R.forbidden);
  return actor;
}

export function refuseSelf(admin: MemberActor, uid: string): void {
  if (admin.uid === uid) throw new CallableError('failed-precondition', R.self);
}

/**
 * Another company's user is reported as not found rather than forbidden: an admin learns nothing
 * about uids outside their tenant.
 */
export function notFound(): CallableError {
  return new CallableError('not-found', R.notFound);
}

const isActiveAdmin = (user: User | undefined, companyId: string) =>
  !!user && user.companyId === companyId && user.role === 'admin' && user.status === 'active';

/**
 * The caller is still an active admin of the company their actor names, per users/{uid} as it is
 * now (review H2): the actor may come from a token up to an hour old, or from a read a moment ago.
 */
function assertStillAdmin(caller: User | undefined, admin: MemberActor): void {
  if (!isActiveAdmin(caller, admin.companyId)) {
    throw new CallableError('permission-denied', R.forbidden);
  }
}

/** Re-reads the caller's users document (for operations without a transaction). */
export async function recheckAdmin(docs: DocStore, admin: MemberActor): Promise<void> {
  assertStillAdmin((await docs.getDoc(refs.user(admin.uid))).data, admin);
}

export interface TargetWrite {
  /** Whether this change would take an active admin's admin rights away (delete, demote, disable). */
  readonly removesAdmin: boolean;
  readonly write: (tx: Transaction, ref: DocRef<User>, target: User) => void;
}

/**
 * Changes users/{uid} of the admin's company in a transaction that also re-reads the company's
 * other active admins: if two admins demote each other at once, one transaction sees the other's
 * commit, retries and is refused, so the company never loses its last active admin. The candidate
 * admins come from a query before the transaction (transactions read documents, not queries); an
 * admin added in between is merely not counted, which can only make the answer more cautious.
 * The caller's own users document is read in the transaction too (review H2).
 * Returns the target as it was before the change.
 */
export async function writeTarget(
  docs: DocStore,
  admin: MemberActor,
  uid: string,
  change: TargetWrite,
): Promise<User> {
  const companyId = admin.companyId;
  const candidates = change.removesAdmin
    ? (
        await docs.getDocs(
          query(
            refs.users(),
            where('companyId', '==', companyId),
            where('role', '==', 'admin'),
            where('status', '==', 'active'),
          ),
        )
      ).docs.map((d) => d.id)
    : [];
  return docs.runTransaction(async (tx) => {
    // In the same transaction as the write: a demotion committed meanwhile makes this retry and fail.
    assertStillAdmin((await tx.get(refs.user(admin.uid))).data, admin);
    const ref = refs.user(uid);
    const target = (await tx.get(ref)).data;
    if (!target || target.companyId !== companyId) throw notFound();
    if (change.removesAdmin && isActiveAdmin(target, companyId)) {
      let others = 0;
      for (const id of candidates.filter((c) => c !== uid)) {
        if (isActiveAdmin((await tx.get(refs.user(id))).data, companyId)) others++;
      }
      if (others === 0) throw new CallableError('failed-precondition', R.lastAdmin);
    }
    change.write(tx, ref, target);
    return target;
  });
}

/** A user of the admin's company, read once (for operations that do not change users/{uid}). */
export async function readTarget(docs: DocStore, admin: MemberActor, uid: string): Promise<User> {
  await recheckAdmin(docs, admin);
  const target = (await docs.getDoc(refs.user(uid))).data;
  if (!target || target.companyId !== admin.companyId) throw notFound();
  return target;
}
