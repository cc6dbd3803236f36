/**
 * The match store's vocabulary (matchStore.ts): what it is given (tenders, ports), what it
 * reports, which tenders are open and which score a company is told about.
 */
import { type Company, DEFAULT_NOTIFICATION_SETTINGS } from '../../model/company';
import type { Tender } from '../../model/tender';
import type { DocStore } from '../../ports/docStore';
import { prepareTender } from '../matching/scoreTender';

/** Matches scoring under this are not stored (docs/decisions.md, issue 9). */
export const MATCH_KEPT_MIN = 30;
/**
 * Companies are Dutch (spec §1: bidders on Dutch and European tenders) and the company document
 * has no country, so 'national' scope means a buyer in the Netherlands.
 */
export const COMPANY_COUNTRY = 'NL';

export type StoreTender = {
  readonly id: string;
  readonly tender: Tender;
  /**
   * Stored for the first time just now (issue 22): no company can have a match of it yet, so
   * none is looked up. Left out (or false) for a changed tender, whose earlier matches are read
   * to update or remove them.
   */
  readonly isNew?: boolean;
};

export type MatchStoreDeps = {
  docs: DocStore;
  /** Milliseconds since the epoch (a port so tests and the demo decide what "now" is). */
  now: () => number;
  /**
   * False in the demo: its tenders are real notices of 2020–2024, all past their deadlines, and
   * would otherwise never match (award notices are still left out).
   */
  skipPastDeadlines?: boolean;
  /**
   * The English and Dutch labels of a CPV code (the CPV vocabulary), so that bid/no-bid criteria
   * are checked against the CPV hierarchy in both languages; without it, text and fields only.
   */
  cpvLabels?: (code8: string) => readonly string[];
};

export type MatchRunResult = { written: number; removed: number };

/** What an ingestion's matching reports: new matches at or above each company's threshold. */
export type TendersMatchResult = MatchRunResult & {
  /** Company id → new matches scoring at least its notificationSettings.minScore (0s left out). */
  newAboveThreshold: Record<string, number>;
};

export type CompanyMatchResult = MatchRunResult & { newAboveThreshold: number };

/** The company's notification threshold (spec §2 notification settings; default 70). */
export function matchThreshold(company: Company): number {
  return company.notificationSettings?.minScore ?? DEFAULT_NOTIFICATION_SETTINGS.minScore;
}

export const prepare = (t: StoreTender) => prepareTender(t.tender);

/** nowMs null: deadlines are not checked (the demo's historic notices). */
export function isOpenTender(tender: Tender, nowMs: number | null): boolean {
  if (tender.publicationType === 'award') return false;
  return nowMs === null || !tender.deadline || tender.deadline.toMillis() > nowMs;
}

export const openAt = (deps: MatchStoreDeps) =>
  deps.skipPastDeadlines === false ? null : deps.now();
