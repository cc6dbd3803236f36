/** A website watched for a project (companies/{cid}/projects/{pid}/websites/{wid}). */
import * as yup from 'yup';
import type { Timestamp } from '../ports/values';
import { LIMITS } from './limits';
import { documentId, httpUrl, integerBetween, strictObject } from './schemaKit';
import { validationMessage as m } from './validationMessage';

export type Website = {
  url: string;
  updateFrequencyDays: number;
  active: boolean;
  autoScrape: boolean;
  /** Last successful scrape; null until the first one. Written by functions only. */
  lastUpdated: Timestamp | null;
  createdBy: string;
  createdAt: Timestamp;
  // What the scraper (services/websites) records; absent until its first run, never client-written.
  /** The last attempt whose outcome was recorded, successful or not. */
  lastFetchedAt?: Timestamp | null;
  /**
   * When the last attempt started, stamped before the page is fetched and parsed: an attempt that
   * never records an outcome (its function was killed) still counts, so a page that kills the
   * run is retried after a day, not every hour (issue 20).
   */
  lastAttemptAt?: Timestamp | null;
  lastStatus?: WebsiteFetchStatus | null;
  /** Why the last attempt failed: an i18n key under `websites.errors.*`; null after a success. */
  lastError?: string | null;
  /** The page's readable text (capped): the project source drafts and chat may use. */
  lastText?: string | null;
  /** SHA-256 (hex) of the normalised text, to tell a change from the previous fetch. */
  contentHash?: string | null;
  /** The last successful fetch found other text than the one before it. */
  changed?: boolean;
  /** When a fetch last found a change. */
  changedAt?: Timestamp | null;
};

export type WebsiteFetchStatus = 'ok' | 'failed';

export const DEFAULT_UPDATE_FREQUENCY_DAYS = 7;

/**
 * Watched websites per project at most (issue 20): one member cannot fill every hourly run of
 * the scraper. Enforced without counting (rules cannot count a collection): a website's id is
 * one of the project's MAX_WEBSITES_PER_PROJECT slots 'w1'…'w20', so no more can exist.
 */
export const MAX_WEBSITES_PER_PROJECT = 20;

const WEBSITE_SLOT = /^w([1-9]|1[0-9]|20)$/;

/** Whether a website id is one of the slots a new website may take (rules: websiteSlot). */
export function isWebsiteSlotId(id: string): boolean {
  return WEBSITE_SLOT.test(id);
}

/** The lowest slot no existing website of the project holds, or null when all are taken. */
export function freeWebsiteSlot(existingIds: Iterable<string>): string | null {
  const taken = new Set(existingIds);
  for (let n = 1; n <= MAX_WEBSITES_PER_PROJECT; n++) {
    if (!taken.has(`w${n}`)) return `w${n}`;
  }
  return null;
}

export const websiteSchema = strictObject({
  url: httpUrl(),
  updateFrequencyDays: integerBetween(
    LIMITS.websiteFrequencyDaysMin,
    LIMITS.websiteFrequencyDaysMax,
  )
    .required(m('validation.required'))
    .default(DEFAULT_UPDATE_FREQUENCY_DAYS),
  active: yup.boolean().typeError(m('validation.invalid')).default(true),
  autoScrape: yup.boolean().typeError(m('validation.invalid')).default(true),
});

export const websiteUpdateSchema = strictObject({
  url: httpUrl().optional(),
  updateFrequencyDays: integerBetween(
    LIMITS.websiteFrequencyDaysMin,
    LIMITS.websiteFrequencyDaysMax,
  ).optional(),
  active: yup.boolean().typeError(m('validation.invalid')).optional(),
  autoScrape: yup.boolean().typeError(m('validation.invalid')).optional(),
});

export type WebsiteInput = yup.InferType<typeof websiteSchema>;

/** "Fetch now" (callable fetchProjectWebsite): a website of a project of the caller's company. */
export const websiteFetchSchema = strictObject({
  projectId: documentId(),
  websiteId: documentId(),
});

/** Whether an active, auto-scraped website is due for a refresh at `nowMs`. */
export function isWebsiteDue(
  site: Pick<Website, 'active' | 'autoScrape' | 'lastUpdated' | 'updateFrequencyDays'>,
  nowMs: number,
): boolean {
  if (!site.active || !site.autoScrape) return false;
  if (site.lastUpdated === null) return true;
  return nowMs - site.lastUpdated.toMillis() >= site.updateFrequencyDays * 24 * 60 * 60 * 1000;
}
