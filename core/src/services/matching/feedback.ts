/**
 * Thumbs up/down on earlier matches shift future scores: a vote counts for a new tender as far
 * as their CPV codes are related (same code 1, under/over 0.9/0.7, same class 0.6, group 0.45).
 */
import { bestCpvRelation, cpvCode8 } from '../../cpv/cpvHierarchy';

export type MatchFeedback = {
  vote: 'up' | 'down';
  /** CPV codes of the tender that was voted on. */
  cpvCodes: readonly string[];
};

/** Points per fully related vote, and the cap either way. */
export const FEEDBACK_POINTS = { perVote: 5, cap: 15 } as const;

export function feedbackShift(
  tenderCpvCodes: readonly string[],
  feedback: readonly MatchFeedback[],
): { points: number; up: number; down: number } {
  const codes = tenderCpvCodes.map(cpvCode8).filter((c): c is string => !!c);
  let points = 0;
  let up = 0;
  let down = 0;
  for (const f of feedback) {
    const voted = f.cpvCodes.map(cpvCode8).filter((c): c is string => !!c);
    let similarity = 0;
    for (const code of codes)
      similarity = Math.max(similarity, bestCpvRelation(code, voted).similarity);
    // Division-only kinship is too loose to learn from.
    if (similarity < 0.45) continue;
    if (f.vote === 'up') up++;
    else down++;
    points += (f.vote === 'up' ? 1 : -1) * FEEDBACK_POINTS.perVote * similarity;
  }
  const capped = Math.max(-FEEDBACK_POINTS.cap, Math.min(FEEDBACK_POINTS.cap, points));
  return { points: Math.round(capped * 10) / 10, up, down };
}
