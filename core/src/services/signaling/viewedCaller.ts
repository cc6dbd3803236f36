/**
 * The caller of a signaling callable as users/{uid} says now (review H2: the token's claims may be
 * an hour old), shared by the viewed and project-from-tender callables.
 */
import { CallableError } from '../../callables/errors';
import { refs } from '../../model/paths';
import type { User } from '../../model/user';
import { type Actor, type MemberActor, isActiveMember } from '../../policy/actor';
import type { DocStore } from '../../ports/docStore';

export const SIGNALING_REASONS = {
  forbidden: 'signaling.errors.forbidden',
  noTender: 'signaling.errors.noTenderSelected',
  tooManyVotes: 'signaling.errors.tooManyVotes',
} as const;

export async function signalingCaller(
  docs: DocStore,
  actor: Actor | null | undefined,
): Promise<{ actor: MemberActor; user: User }> {
  if (!actor) throw new CallableError('unauthenticated');
  if (!isActiveMember(actor)) {
    throw new CallableError('permission-denied', SIGNALING_REASONS.forbidden);
  }
  const user = (await docs.getDoc(refs.user(actor.uid))).data;
  if (
    !user ||
    user.status !== 'active' ||
    user.companyId !== actor.companyId ||
    user.role !== actor.role
  ) {
    throw new CallableError('permission-denied', SIGNALING_REASONS.forbidden);
  }
  return { actor, user };
}
