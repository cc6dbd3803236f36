/**
 * Thumbs up or down on a tender match (callable rateTenderMatch). One vote per company and match,
 * cast by any active member (the company learns, not one user; docs/decisions.md, issue 9); the
 * last vote wins and null withdraws it. The vote shifts future scores through feedbackShift, so
 * the company's open tenders are re-matched at once.
 */
import { CallableError } from '../../callables/errors';
import type { CallableOutput } from '../../callables/table';
import { refs } from '../../model/paths';
import type { Actor } from '../../policy/actor';
import { Timestamp } from '../../ports/values';
import { parseInput } from '../users/validate';
import { rematchCompany, type MatchStoreDeps } from './matchStore';
import { SIGNALING_REASONS, signalingCaller } from './viewedCaller';

export interface FeedbackCallables {
  rateTenderMatch(actor: Actor | null, input: unknown): Promise<CallableOutput<'rateTenderMatch'>>;
}

export function createFeedbackCallables(deps: MatchStoreDeps): FeedbackCallables {
  return {
    async rateTenderMatch(rawActor, raw) {
      const { actor } = await signalingCaller(deps.docs, rawActor);
      const { tenderId, vote } = parseInput('rateTenderMatch', raw);
      const ref = refs.tenderMatch(actor.companyId, tenderId);
      // Only a tender matched to the caller's company can be rated (never another company's).
      if (!(await deps.docs.getDoc(ref)).exists) {
        throw new CallableError('not-found', SIGNALING_REASONS.noTender);
      }
      await deps.docs.updateDoc(ref, {
        vote: vote ?? null,
        votedBy: vote ? actor.uid : null,
        updatedAt: Timestamp.fromMillis(deps.now()),
      });
      await rematchCompany(deps, actor.companyId);
      return { vote: vote ?? null };
    },
  };
}
