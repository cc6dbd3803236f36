/**
 * The explanation a bid manager decides on (issue 21): the stored reasons — whole points adding up
 * to the score, then what the profile asks and the tender lacks — with what only holds now or
 * comes from the bid/no-bid indication added to the mismatches: the tender has closed since it
 * was matched, and the knock-out (critical) criteria the indication did not find.
 */
import { isTenderClosed, type MatchReason, type TenderMatch } from '../../model/tender';

const KNOCK_OUT_KEY = 'signaling.bidReasons.missing.critical';

export function explainMatch(
  match: Pick<TenderMatch, 'reasons' | 'bid' | 'tender'>,
  nowMs: number,
): MatchReason[] {
  const points = match.reasons.filter((r) => !r.mismatch);
  const mismatches: MatchReason[] = [];
  const deadline = match.tender.deadline?.toMillis();
  if (match.tender.publicationType !== 'award' && isTenderClosed(match.tender, nowMs))
    mismatches.push({
      code: 'closed',
      key: 'signaling.reasons.closed',
      weight: 0,
      detail: '',
      params: { deadline: deadline! },
      mismatch: true,
    });
  mismatches.push(...match.reasons.filter((r) => r.mismatch));
  for (const reason of match.bid?.reasons ?? []) {
    if (reason.key !== KNOCK_OUT_KEY) continue;
    const criterion = String(reason.params?.criterion ?? '');
    mismatches.push({
      code: 'bidNoBid',
      key: 'signaling.reasons.knockOut',
      weight: 0,
      detail: criterion,
      params: { criterion },
      mismatch: true,
    });
  }
  return [...points, ...mismatches];
}

/** The score the points of an explanation add up to. */
export function explanationTotal(reasons: readonly MatchReason[]): number {
  return reasons.reduce((sum, r) => sum + (r.mismatch ? 0 : r.weight), 0);
}
