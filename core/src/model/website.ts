/** A website watched for a project (companies/{cid}/projects/{pid}/websites/{wid}). */
import * as yup from 'yup';
import type { Timestamp } from '../ports/values';
import { LIMITS } from './limits';
import { httpUrl, integerBetween, strictObject } from './schemaKit';
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
};

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

/** Whether an active, auto-scraped website is due for a refresh at `nowMs`. */
export function isWebsiteDue(
  site: Pick<Website, 'active' | 'autoScrape' | 'lastUpdated' | 'updateFrequencyDays'>,
  nowMs: number,
): boolean {
  if (!site.active || !site.autoScrape) return false;
  if (site.lastUpdated === null) return true;
  return nowMs - site.lastUpdated.toMillis() >= site.updateFrequencyDays * 24 * 60 * 60 * 1000;
}
