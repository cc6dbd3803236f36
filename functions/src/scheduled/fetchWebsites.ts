/**
 * The hourly run of the website scraper: every due website (active, auto-scraped, of a project
 * before submission) is fetched, at most MAX_FETCHES_PER_RUN per run, the longest-waiting first;
 * the rest wait for the next hour. Failures are recorded on each website by the scraper, so the
 * run itself fails (and Cloud Scheduler retries) only when the database is unreachable.
 */
import type { FetchDueResult, WebsiteScraper } from '@tender/core/services/index';

/** 50 fetches × at most 10 s, 4 at a time: well inside the function's 540 s. */
export const MAX_FETCHES_PER_RUN = 50;
export const FETCH_CONCURRENCY = 4;

export async function fetchDueWebsites(
  scraper: WebsiteScraper,
  nowMs: number,
  log: (message: string, summary: FetchDueResult) => void,
): Promise<FetchDueResult> {
  const summary = await scraper.fetchDue(nowMs, {
    maxFetches: MAX_FETCHES_PER_RUN,
    concurrency: FETCH_CONCURRENCY,
  });
  log('websites fetched', summary);
  return summary;
}
