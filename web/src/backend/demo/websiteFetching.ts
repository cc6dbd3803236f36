/**
 * The demo's website callables, loaded on the first "Fetch now" so that the HTML-to-text library
 * stays out of the sign-in page's bundle.
 */
import type { Clock, DocStore } from '@tender/core';
import {
  type WebsiteCallables,
  createWebsiteCallables,
  createWebsiteScraper,
} from '@tender/core/services/index';
import { createBrowserWebFetcher } from './browserWebFetcher';

export function createDemoWebsiteCallables(docs: DocStore, clock: Clock): WebsiteCallables {
  return createWebsiteCallables({
    docs,
    scraper: createWebsiteScraper({ docs, fetcher: createBrowserWebFetcher(), clock }),
  });
}
