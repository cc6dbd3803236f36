/**
 * Signaling services (issue 9). Import from '@tender/core/services/signaling/index'; kept out of
 * core's and services' index so that the web app's first bundle stays without them.
 */
export { createViewedCallables, type ViewedCallables } from './viewed';
export {
  createProjectFromTenderCallables,
  projectFromTender,
  projectIdForTender,
  type ProjectFromTenderCallables,
} from './projectFromTender';
export {
  ingestTenders,
  INGEST_DEFAULTS,
  type IngestDeps,
  type IngestOptions,
  type IngestResult,
  type MatchRoundResult,
} from './ingest';
export { notifyNewMatches } from './matchNotifications';
export {
  TenderSourceError,
  isTenderSourceError,
  parseRetryAfter,
  sourceErrorKindForStatus,
  type TenderSourceErrorKind,
} from './ingestErrors';
export type { StoredTender } from './ingestUpsert';
export { matchTendersForCompanies, createRunMatcher, type MatchRunCache } from './matchStore';
export { rematchCompany, rescoreTender, companyMatchingInputChanged } from './rematchCompany';
export {
  isOpenTender,
  MATCH_KEPT_MIN,
  type MatchStoreDeps,
  type MatchRunResult,
  type TendersMatchResult,
  matchThreshold,
  type StoreTender,
} from './matchStoreModel';
export { bidIndication, BID_REASON_KEYS } from './bidNoBid';
export { createFeedbackCallables, type FeedbackCallables, VOTE_RATE_LIMIT } from './feedback';
export {
  createIngestNowCallables,
  INGEST_NOW_COOLDOWN_MS,
  INGEST_NOW_REASONS,
  ON_DEMAND_INGESTION,
  type IngestNowCallables,
  type IngestNowDeps,
  type IngestSourceRun,
} from './ingestNow';
