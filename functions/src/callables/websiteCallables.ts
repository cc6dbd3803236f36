/**
 * The website callables' handlers (fetchProjectWebsite: "Fetch now") with the production
 * adapters: core's scraper over the SSRF-guarded Node fetcher. The scheduled function
 * (scheduled/fetchWebsitesSchedule.ts) uses the same scraper.
 */
import { type DocStore, systemClock } from '@tender/core';
import {
  type WebsiteCallables,
  type WebsiteScraper,
  createWebsiteCallables,
  createWebsiteScraper,
} from '@tender/core/services/index';
import { logger } from 'firebase-functions';
import { createNodeWebFetcher } from '../adapters/webFetcher';

export function productionWebsiteScraper(docs: DocStore): WebsiteScraper {
  return createWebsiteScraper({
    docs,
    fetcher: createNodeWebFetcher(),
    clock: systemClock,
    onError: (target, error) =>
      logger.error('website fetch failed unexpectedly', { ...target, error: String(error) }),
  });
}

export function websiteHandlers(docs: DocStore): WebsiteCallables {
  return createWebsiteCallables({ docs, scraper: productionWebsiteScraper(docs) });
}
