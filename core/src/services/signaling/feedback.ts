/**
 * Thumbs up or down on a tender match (callable rateTenderMatch). One vote per company and match,
 * cast by any active member (the company learns, not one user; docs/decisions.md, issue 9); the
 * last vote wins and null withdraws it. The vote shifts future scores through feedbackShift: the
 * voted tender is re-scored at once, related tenders when they are matched next (issue 20: a vote
 * re-scored every open tender). Votes are limited per user (VOTE_RATE_LIMIT).
 */
import { CallableError } from '../../callables/errors';
import type { CallableOutput } from '../../callables/table';
import { refs } from '../../model/paths';
import type { Actor } from '../../policy/actor';
import { Timestamp } from '../../ports/values';
import { parseInput } from '../users/validate';
import { type RateLimit, takeRateLimitSlot } from '../rateLimits/takeRateLimitSlot';
import type { MatchStoreDeps } from './matchStoreModel';
import { rescoreTender } from './rematchCompany';
import { SIGNALING_REASONS, signalingCaller } from './viewedCaller';

/** Votes a user may cast per minute: ample for going down a list by hand, not for a script. */
export const VOTE_RATE_LIMIT: RateLimit = { max: 20, windowMs: 60_000 };

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
      const now = deps.now();
      const target = { uid: actor.uid, action: 'rateTenderMatch' } as const;
      if (!(await takeRateLimitSlot(deps.docs, target, VOTE_RATE_LIMIT, now))) {
        throw new CallableError('resource-exhausted', SIGNALING_REASONS.tooManyVotes);
      }
      await deps.docs.updateDoc(ref, {
        vote: vote ?? null,
        votedBy: vote ? actor.uid : null,
        updatedAt: Timestamp.fromMillis(now),
      });
      await rescoreTender(deps, actor.companyId, tenderId);
      return { vote: vote ?? null };
    },
  };
}
