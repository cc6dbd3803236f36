/**
 * Callable startKnowledgeBaseTraining (spec §4, ARCHITECTURE §6): an admin starts training a
 * locked knowledge base. One transaction checks role and state and sets trainingState
 * 'in_progress' and permanentlyLocked, so two starts at once make one job: the second finds it in
 * progress and is told so (started: false). The job itself (services/training) is started by the
 * caller's `startJob` (demo) or by a trigger on the state change (functions). The caller is
 * re-read from users/{uid}: the actor may come from a token up to an hour old (review H2).
 */
import { CallableError } from '../../callables/errors';
import type { CallableOutput } from '../../callables/table';
import { refs } from '../../model/paths';
import { type Actor, isActiveMember } from '../../policy/actor';
import { explainKbAction } from '../../policy/knowledgeBaseLifecycle';
import type { DocStore } from '../../ports/docStore';
import type { Clock } from '../../ports/runtime';
import { Timestamp } from '../../ports/values';
import { parseInput } from '../users/validate';
import { profileAgrees } from '../users/callerActor';

export const KB_REASONS = {
  forbidden: 'knowledgeBases.errors.trainForbidden',
  notFound: 'knowledgeBases.errors.notFound',
  lockFirst: 'knowledgeBases.errors.lockFirst',
  alreadyTrained: 'knowledgeBases.errors.alreadyTrained',
  stillProcessing: 'knowledgeBases.errors.stillProcessing',
  noDocuments: 'knowledgeBases.errors.noDocuments',
} as const;

export interface KnowledgeBaseCallables {
  startKnowledgeBaseTraining(
    actor: Actor | null | undefined,
    input: unknown,
  ): Promise<CallableOutput<'startKnowledgeBaseTraining'>>;
}

export function createKnowledgeBaseCallables(deps: {
  readonly docs: DocStore;
  readonly clock: Clock;
  /** Runs the training job once the state says in_progress (the demo); functions use a trigger. */
  readonly startJob?: (target: { companyId: string; knowledgeBaseId: string }) => void;
}): KnowledgeBaseCallables {
  const { docs, clock } = deps;
  return {
    async startKnowledgeBaseTraining(actor, raw) {
      if (!actor) throw new CallableError('unauthenticated');
      if (!isActiveMember(actor))
        throw new CallableError('permission-denied', KB_REASONS.forbidden);
      const { knowledgeBaseId } = parseInput('startKnowledgeBaseTraining', raw);
      const companyId = actor.companyId;
      const profile = (await docs.getDoc(refs.user(actor.uid))).data;
      if (!profileAgrees(actor, profile)) {
        throw new CallableError('permission-denied', KB_REASONS.forbidden);
      }
      const documents = (await docs.getDocs(refs.kbDocuments(companyId, knowledgeBaseId))).docs;
      const kbRef = refs.knowledgeBase(companyId, knowledgeBaseId);
      const started = await docs.runTransaction(async (tx) => {
        const kb = (await tx.get(kbRef)).data;
        if (!kb) throw new CallableError('not-found', KB_REASONS.notFound);
        const facts = { ...kb, companyId };
        const decision = explainKbAction(actor, facts, 'train');
        if (decision.reason !== null && decision.reason !== 'state') {
          throw new CallableError('permission-denied', KB_REASONS.forbidden);
        }
        if (kb.trainingState === 'in_progress') return false; // a second start: one job
        if (kb.trainingState === 'trained') {
          throw new CallableError('failed-precondition', KB_REASONS.alreadyTrained);
        }
        if (!decision.allowed) throw new CallableError('failed-precondition', KB_REASONS.lockFirst);
        // The documents are fixed while locked; all of them must be through processing.
        if (documents.some((d) => d.data.status === 'uploaded' || d.data.status === 'processing')) {
          throw new CallableError('failed-precondition', KB_REASONS.stillProcessing);
        }
        if (!documents.some((d) => d.data.status === 'processed')) {
          throw new CallableError('failed-precondition', KB_REASONS.noDocuments);
        }
        const now = Timestamp.fromMillis(clock.now());
        tx.update(kbRef, {
          locked: true,
          permanentlyLocked: true,
          trainingState: 'in_progress',
          trainingError: null,
          trainingStartedAt: now,
          trainingStartedBy: actor.uid,
          updatedAt: now,
        });
        return true;
      });
      if (started) deps.startJob?.({ companyId, knowledgeBaseId });
      return { started };
    },
  };
}
