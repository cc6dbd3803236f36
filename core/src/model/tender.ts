/** Published tenders (tenders/{tid}) and per-company matches (companies/{cid}/tenderMatches/{tid}). */
import * as yup from 'yup';
import type { Timestamp } from '../ports/values';
import { PUBLICATION_TYPES, type ProcedureType, type Scope } from './company';
import { documentId, oneOfRequired, strictObject } from './schemaKit';
import { MATCH_SCORE_BUCKET_IDS } from './tenderChecks';
import { validationMessage } from './validationMessage';

export const TENDER_CATEGORIES = ['supply', 'works', 'services'] as const;
export type TenderCategory = (typeof TENDER_CATEGORIES)[number];

export const TENDER_SOURCES = ['ted', 'tenderned'] as const;
export type TenderSourceId = (typeof TENDER_SOURCES)[number];

/** Label is a key the UI translates under 'signaling.links.*' (notice, documents, xml). */
export type TenderLink = { label: string; url: string };

/** Spec §3 notice types: the profile's publication types plus award notices (never matched as open). */
export const TENDER_NOTICE_TYPES = [...PUBLICATION_TYPES, 'award'] as const;
export type TenderNoticeType = (typeof TENDER_NOTICE_TYPES)[number];

export type MoneyAmount = { amount: number; currency: string };

/** 'percentage' and 'points' are comparable weights; 'fixed' is a monetary quality value (fix-unit). */
export type TenderAwardWeightKind = 'percentage' | 'points' | 'fixed' | 'order';

export type TenderAwardCriterion = {
  type: 'price' | 'cost' | 'quality' | 'documents';
  name: string | null;
  weight: number | null;
  weightKind: TenderAwardWeightKind | null;
};

export type TenderLot = {
  /** 'LOT-0001' in eForms, the lot number in TED-XML; null when the notice has no lots. */
  id: string | null;
  title: string | null;
  /** Eight-digit CPV codes, main first, deduplicated. */
  cpvCodes: string[];
  nuts: string[];
  deadline: Timestamp | null;
  estimatedValue: MoneyAmount | null;
  awardCriteria: TenderAwardCriterion[];
};

/** How to reach the buyer, as the notice gives it (each null when the notice omits it). */
export type TenderBuyerDetails = {
  /** National registration (eForms BT-501, TED-XML NATIONALID): KvK, OIN, VAT or another id. */
  registrationNumber: string | null;
  contactName: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
};

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
  publicationType: TenderNoticeType;
  scope: Scope;
  publishedAt: Timestamp;
  deadline: Timestamp | null;
  links: TenderLink[];
  language: string;
  /*
   * Details from the parsers in core/src/tenders (issue 9). Optional so that tenders stored
   * before them stay valid; the parsers always fill them.
   */
  /** Title per ISO 639-1 language ('nl', 'en'); `title` is the one in `language`. */
  titles?: Record<string, string>;
  descriptions?: Record<string, string>;
  /** ISO 3166 alpha-2 of the (first) buyer ('GB', never 'UK'); null when the notice omits it. */
  country?: string | null;
  /** NUTS codes of the buyer and the places of performance. */
  nuts?: string[];
  /** Eight-digit main CPV code; cpvCodes holds it first, then the additional ones. */
  mainCpv?: string | null;
  estimatedValue?: MoneyAmount | null;
  lots?: TenderLot[];
  /** Links a contract notice to its award notice (TED procedure identifier). */
  procedureId?: string | null;
  /** The (first) buyer's registration number and contact; absent in API search results. */
  buyerDetails?: TenderBuyerDetails;
  /** Award procedure, normalised (core/src/tenders/procedureTypes.ts); null when not given. */
  procedureType?: ProcedureType | null;
  /** The notice's own identifier (eForms BT-701, TED API 'notice-identifier'), a UUID. */
  noticeId?: string | null;
  /**
   * The notice this one changes: a notice identifier (eForms BT-758, TED API
   * 'change-notice-version-identifier', version dropped) or, for a TED-XML corrigendum, the
   * publication number of the notice it corrects. Null for a notice that changes nothing.
   */
  changeOf?: string | null;
};

/**
 * What a later notice of the same procedure changed (issue 21), for the UI to show: the deadline
 * moved, a lot added or withdrawn, the title, value or CPV codes changed.
 */
export type TenderChange =
  | { kind: 'deadline'; from: Timestamp | null; to: Timestamp | null }
  | { kind: 'lotAdded'; lot: string }
  | { kind: 'lotRemoved'; lot: string }
  | { kind: 'estimatedValue'; from: MoneyAmount | null; to: MoneyAmount | null }
  | { kind: 'title' }
  | { kind: 'description' }
  | { kind: 'cpvCodes' };

/** One notice merged into a tender: the original, a change notice or a republication. */
export type TenderNoticeVersion = {
  sourceId: string;
  publishedAt: Timestamp;
  kind: 'original' | 'change' | 'republication';
  /** What it changed compared with the notice before it (empty for the original). */
  changes: TenderChange[];
};

export type Tender = TenderRecord & {
  /** When ingestion first stored the notice; re-fetching the same notice never moves it. */
  fetchedAt: Timestamp;
  /** When ingestion last found the content changed (re-published or rectified); absent if never. */
  changedAt?: Timestamp;
  /**
   * Source ids of the later notices of the same procedure merged into this tender (change
   * notices, rectifications, republications), oldest first; the tender is their one row.
   */
  rectifiedBy?: string[];
  /**
   * Every notice merged into this tender, oldest first, with what each changed (ingestMerge.ts);
   * absent while the tender is a single notice. The content is the newest notice's.
   */
  versions?: TenderNoticeVersion[];
  /**
   * The publication numbers, notice identifiers (BT-701) and change links of the notices merged
   * here: a later change notice, or the original of a change stored first, finds the tender by
   * any of them (core/src/tenders/noticeMerge.ts).
   */
  noticeKeys?: string[];
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
  'bidNoBid',
  'feedback',
  'procedureType',
  /* The score clamped to 0–100 (its points are what the clamp took or gave). */
  'capped',
  /* The deadline has passed (added when the explanation is shown: core/src/services/signaling/explainMatch). */
  'closed',
] as const;
export type MatchReasonCode = (typeof MATCH_REASON_CODES)[number];

export type MatchReason = {
  code: MatchReasonCode;
  /** E.g. the matching CPV code; shown after the translated reason. */
  detail: string;
  /**
   * Contribution to the score in whole points; the weights of a match's reasons add up to its
   * score (matches stored before issue 21 have unrounded weights that may not).
   */
  weight: number;
  /** What the profile asks for and the tender lacks (0 points), listed after the points. */
  mismatch?: boolean;
  /**
   * Translation key under signaling.reasons.* and its interpolation values (codes, words,
   * counts); the UI adds CPV labels in its own language (core/src/services/matching).
   */
  key?: string;
  params?: Record<string, string | number>;
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
  > &
    /* The signaling list filters on notice type and place and shows the title in the UI language
       from these (optional so matches stored before them stay valid; the match store fills them). */
    Partial<Pick<Tender, 'publicationType' | 'nuts' | 'titles' | 'country'>>;
  createdAt: Timestamp;
  /** When the score or reasons last changed (re-matching after a profile change or a vote). */
  updatedAt?: Timestamp;
  /**
   * Thumbs up or down, one per company and match (the company learns, not one user); null once
   * withdrawn. Set only through the rateTenderMatch callable (issue 9, docs/decisions.md).
   */
  vote?: MatchVote | null;
  /** Uid of the member who cast the current vote. */
  votedBy?: string | null;
  /** Bid/no-bid indication from the company's criteria (core/src/services/signaling/bidNoBid). */
  bid?: BidIndication;
};

export const MATCH_VOTES = ['up', 'down'] as const;
export type MatchVote = (typeof MATCH_VOTES)[number];

export const BID_INDICATIONS = ['bid', 'noBid', 'review'] as const;
export type BidIndicationKind = (typeof BID_INDICATIONS)[number];
/** Reasons are keys under signaling.bid.* with params, like MatchReason. */
export type BidIndication = {
  indication: BidIndicationKind;
  reasons: { key: string; params?: Record<string, string | number> }[];
};

// Score buckets and isTenderClosed live in tenderChecks.ts, without yup (issue 22, item 7).
export {
  MATCH_SCORE_BUCKETS,
  MATCH_SCORE_BUCKET_IDS,
  type MatchScoreBucket,
  isInScoreBucket,
  isTenderClosed,
} from './tenderChecks';

/** Spec §9: signaling sort options. */
export const SIGNALING_SORTS = ['matchScore', 'newest', 'oldest', 'relevance'] as const;
export type SignalingSort = (typeof SIGNALING_SORTS)[number];

/** Callable inputs of signaling. */
export const tenderViewedSchema = strictObject({ tenderId: documentId() });
export const projectFromTenderSchema = strictObject({ tenderId: documentId() });
/** vote null withdraws the company's vote. */
export const rateTenderMatchSchema = strictObject({
  tenderId: documentId(),
  vote: yup
    .mixed<MatchVote>()
    .nullable()
    .oneOf([...MATCH_VOTES, null], validationMessage('validation.oneOf'))
    .defined(validationMessage('validation.required')),
});
export const resetViewedSchema = strictObject({});
/** ingestTendersNow takes nothing: the sources and their cursors are the schedule's. */
export const ingestNowSchema = strictObject({});
export const signalingFilterSchema = strictObject({
  bucket: oneOfRequired(MATCH_SCORE_BUCKET_IDS).default('all'),
  sort: oneOfRequired(SIGNALING_SORTS).default('matchScore'),
  category: oneOfRequired(TENDER_CATEGORIES).optional(),
});
export type SignalingFilterInput = yup.InferType<typeof signalingFilterSchema>;
