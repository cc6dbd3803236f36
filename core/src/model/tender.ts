/** Published tenders (tenders/{tid}) and per-company matches (companies/{cid}/tenderMatches/{tid}). */
import * as yup from 'yup';
import type { Timestamp } from '../ports/values';
import type { PublicationType, Scope } from './company';
import { documentId, oneOfRequired, strictObject } from './schemaKit';

export const TENDER_CATEGORIES = ['supply', 'works', 'services'] as const;
export type TenderCategory = (typeof TENDER_CATEGORIES)[number];

export const TENDER_SOURCES = ['ted', 'tenderned'] as const;
export type TenderSourceId = (typeof TENDER_SOURCES)[number];

export type TenderLink = { label: string; url: string };

/** What a TenderSource yields; stored as a Tender with the timestamps added. */
export type TenderRecord = {
  source: TenderSourceId;
  /** The id in the source (TED notice number, TenderNed publication id). */
  sourceId: string;
  title: string;
  description: string;
  buyer: string;
  location: string;
  category: TenderCategory;
  cpvCodes: string[];
  publicationType: PublicationType;
  scope: Scope;
  publishedAt: Timestamp;
  deadline: Timestamp | null;
  links: TenderLink[];
  language: string;
};

export type Tender = TenderRecord & {
  fetchedAt: Timestamp;
};

/** Document id of a tender: stable across re-fetches so that imports are idempotent. */
export function tenderDocId(source: TenderSourceId, sourceId: string): string {
  return `${source}-${sourceId.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

export const MATCH_REASON_CODES = [
  'cpvExact',
  'cpvRelated',
  'category',
  'scope',
  'publicationType',
  'keyword',
] as const;
export type MatchReasonCode = (typeof MATCH_REASON_CODES)[number];

export type MatchReason = {
  code: MatchReasonCode;
  /** E.g. the matching CPV code; shown after the translated reason. */
  detail: string;
  /** Contribution to the score. */
  weight: number;
};

/** Document id equals the tender's id. Written by functions only. */
export type TenderMatch = {
  tenderId: string;
  /** 0–100. */
  score: number;
  reasons: MatchReason[];
  /** Uids who opened it (per-user 'viewed' state; changed through a callable). */
  viewedBy: string[];
  /** Denormalised so the list sorts and filters without reading every tender. */
  tender: Pick<
    Tender,
    'title' | 'buyer' | 'location' | 'category' | 'cpvCodes' | 'publishedAt' | 'deadline'
  >;
  createdAt: Timestamp;
};

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

/** Spec §9: signaling sort options. */
export const SIGNALING_SORTS = ['matchScore', 'newest', 'oldest', 'relevance'] as const;
export type SignalingSort = (typeof SIGNALING_SORTS)[number];

/** Callable inputs of signaling. */
export const tenderViewedSchema = strictObject({ tenderId: documentId() });
export const projectFromTenderSchema = strictObject({ tenderId: documentId() });
export const signalingFilterSchema = strictObject({
  bucket: oneOfRequired(MATCH_SCORE_BUCKET_IDS).default('all'),
  sort: oneOfRequired(SIGNALING_SORTS).default('matchScore'),
  category: oneOfRequired(TENDER_CATEGORIES).optional(),
});
export type SignalingFilterInput = yup.InferType<typeof signalingFilterSchema>;
