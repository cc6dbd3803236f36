/**
 * Bid/no-bid indication of a tender from the company's criteria (spec §2 Bid-No-Bid Criteria;
 * reasons are keys under signaling.bidReasons.*, the indication's label is signaling.bid.*;
 * the rule is in docs/decisions.md, issue 9). A criterion says what a tender must be about or
 * ask for ("Asfaltwerkzaamheden", "BIM-niveau 2"); it counts as met when the tender's text
 * contains its words — the same stemmed overlap (at least half of its words) that gives the
 * match score its bid/no-bid points, so the indication and the score never disagree.
 *
 * - a critical criterion not met → no bid;
 * - otherwise a high criterion not met, or no criteria at all → review;
 * - otherwise → bid.
 */
import { IMPORTANCE_LEVELS, type BidNoBidCriterion } from '../../model/company';
import type { BidIndication } from '../../model/tender';
import { prepareTender, type MatchTender } from '../matching/scoreTender';
import { termOverlap, textTerms } from '../matching/textTerms';

/** Share of a criterion's words the tender must contain for it to count as met. */
export const CRITERION_MET_OVERLAP = 0.5;

export function bidIndication(
  tender: MatchTender,
  criteria: readonly BidNoBidCriterion[],
): BidIndication {
  if (!criteria.length) {
    return { indication: 'review', reasons: [{ key: 'signaling.bidReasons.noCriteria' }] };
  }
  const { terms } = prepareTender(tender);
  const judged = criteria.map((criterion) => ({
    criterion,
    met: termOverlap(terms, textTerms(criterion.description)).similarity >= CRITERION_MET_OVERLAP,
  }));
  const missing = (importance: BidNoBidCriterion['importance']) =>
    judged.some((j) => !j.met && j.criterion.importance === importance);
  const indication = missing('critical') ? 'noBid' : missing('high') ? 'review' : 'bid';
  // Unmet criteria first (they decide), then by importance.
  const rank = { critical: 0, high: 1, medium: 2, low: 3 } as const;
  const reasons = [...judged]
    .sort(
      (a, b) =>
        Number(a.met) - Number(b.met) ||
        rank[a.criterion.importance] - rank[b.criterion.importance],
    )
    .map(({ criterion, met }) => ({
      key: `signaling.bidReasons.${met ? 'met' : 'missing'}.${criterion.importance}`,
      params: { criterion: criterion.description, importance: criterion.importance },
    }));
  return { indication, reasons };
}

/** Every key bidIndication can produce (the locale test checks en and nl have them). */
export const BID_REASON_KEYS: readonly string[] = [
  'signaling.bidReasons.noCriteria',
  ...IMPORTANCE_LEVELS.flatMap((level) => [
    `signaling.bidReasons.met.${level}`,
    `signaling.bidReasons.missing.${level}`,
  ]),
];
