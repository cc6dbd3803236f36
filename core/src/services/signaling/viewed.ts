/**
 * Viewed state per user of the company's tender matches (callables markTenderViewed and
 * resetViewedTenders). The state is the match's viewedBy list; clients never write it (rules), so
 * one user cannot mark or clear another's.
 */
import { CallableError } from '../../callables/errors';
import type { CallableOutput } from '../../callables/table';
import { refs } from '../../model/paths';
import type { Actor } from '../../policy/actor';
import type { DocStore } from '../../ports/docStore';
import { limit, query, where } from '../../ports/query';
import { arrayRemove, arrayUnion } from '../../ports/values';
import { parseInput } from '../users/validate';
import { SIGNALING_REASONS, signalingCaller } from './viewedCaller';

/** Writes per batch when resetting (Firestore allows 500). */
const RESET_BATCH = 400;

export interface ViewedCallables {
  markTenderViewed(
    actor: Actor | null,
    input: unknown,
  ): Promise<CallableOutput<'markTenderViewed'>>;
  resetViewedTenders(
    actor: Actor | null,
    input: unknown,
  ): Promise<CallableOutput<'resetViewedTenders'>>;
}

export function createViewedCallables(docs: DocStore): ViewedCallables {
  return {
    async markTenderViewed(rawActor, raw) {
      const { actor } = await signalingCaller(docs, rawActor);
      const { tenderId } = parseInput('markTenderViewed', raw);
      const ref = refs.tenderMatch(actor.companyId, tenderId);
      // A tender not matched to the caller's company is "no tender selected" (never another's).
      if (!(await docs.getDoc(ref)).exists) {
        throw new CallableError('not-found', SIGNALING_REASONS.noTender);
      }
      await docs.updateDoc(ref, { viewedBy: arrayUnion(actor.uid) });
      return { ok: true };
    },

    async resetViewedTenders(rawActor, raw) {
      const { actor } = await signalingCaller(docs, rawActor);
      parseInput('resetViewedTenders', raw);
      let reset = 0;
      // Each round clears a batch; the query then no longer returns those matches.
      for (;;) {
        const viewed = await docs.getDocs(
          query(
            refs.tenderMatches(actor.companyId),
            where('viewedBy', 'array-contains', actor.uid),
            limit(RESET_BATCH),
          ),
        );
        if (viewed.empty) break;
        const batch = docs.batch();
        for (const match of viewed.docs)
          batch.update(match.ref, { viewedBy: arrayRemove(actor.uid) });
        await batch.commit();
        reset += viewed.size;
        if (viewed.size < RESET_BATCH) break;
      }
      return { reset };
    },
  };
}
