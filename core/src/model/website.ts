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
  /** The last attempt, successful or not. */
  lastFetchedAt?: Timestamp | null;
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
