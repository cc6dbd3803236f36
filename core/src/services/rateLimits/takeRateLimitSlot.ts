/**
 * A per-user rate limit over a sliding window (issue 20: every match vote cost a re-match, with no
 * limit). users/{uid}/rateLimits/{action} keeps the times of the user's recent calls; the rules
 * give clients no access to it. Taken in a transaction, so two calls at once cannot both take the
 * last slot. At most `max` times are kept, so the document stays small.
 */
import { type RateLimitAction, refs } from '../../model/paths';
import type { DocStore } from '../../ports/docStore';

export interface RateLimit {
  /** Calls allowed within the window. */
  readonly max: number;
  readonly windowMs: number;
}

/** Records a call and returns true, or returns false (and records nothing) when over the limit. */
export async function takeRateLimitSlot(
  docs: DocStore,
  target: { readonly uid: string; readonly action: RateLimitAction },
  limit: RateLimit,
  nowMs: number,
): Promise<boolean> {
  const ref = refs.rateLimit(target.uid, target.action);
  return docs.runTransaction(async (tx) => {
    const stored = (await tx.get(ref)).data?.hits ?? [];
    const recent = stored.filter((t) => typeof t === 'number' && t > nowMs - limit.windowMs);
    if (recent.length >= limit.max) return false;
    tx.set(ref, { hits: [...recent, nowMs].slice(-limit.max) });
    return true;
  });
}
