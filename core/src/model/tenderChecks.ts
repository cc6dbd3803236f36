/**
 * Tender rules the screens need without the tender schemas: a module that uses anything of
 * tender.ts keeps its top-level yup schemas, and with them yup (about 14 kB gzip), so the
 * dashboard's first screen imports these from here (issue 22, item 7; re-exported by tender.ts).
 */
import type { Timestamp } from '../ports/values';
import type { TenderNoticeType } from './tender';

/** Spec §9: match score filter. Bounds are [min, max) except the last, which includes 100. */
export const MATCH_SCORE_BUCKETS = [
  { id: 'all', min: 0, max: 100 },
  { id: '0-50', min: 0, max: 50 },
  { id: '50-70', min: 50, max: 70 },
  { id: '70-90', min: 70, max: 90 },
  { id: '90-100', min: 90, max: 100 },
] as const;
export type MatchScoreBucket = (typeof MATCH_SCORE_BUCKETS)[number]['id'];
export const MATCH_SCORE_BUCKET_IDS = MATCH_SCORE_BUCKETS.map((b) => b.id) as MatchScoreBucket[];

export function isInScoreBucket(score: number, bucket: MatchScoreBucket): boolean {
  const spec = MATCH_SCORE_BUCKETS.find((b) => b.id === bucket);
  if (!spec) return false;
  if (bucket === 'all' || spec.max === 100) return score >= spec.min && score <= spec.max;
  return score >= spec.min && score < spec.max;
}

/**
 * Whether nobody can bid on the tender any more (issue 21): an award notice, or a deadline that
 * has passed. The list marks it and sorts it last, digests and "new matches" counts leave it out.
 */
export function isTenderClosed(
  tender: { deadline?: Timestamp | null; publicationType?: TenderNoticeType | undefined },
  nowMs: number,
): boolean {
  if (tender.publicationType === 'award') return true;
  return !!tender.deadline && tender.deadline.toMillis() <= nowMs;
}
