/** The website scraper's ports and results (services/websites). */
import type { DocStore } from '../../ports/docStore';
import type { WebFetcher } from '../../ports/external';
import type { Clock } from '../../ports/runtime';

export interface WebsiteScraperDeps {
  readonly docs: DocStore;
  readonly fetcher: WebFetcher;
  readonly clock: Clock;
  /** Caps handed to the fetcher; defaults FETCH_TIMEOUT_MS and FETCH_MAX_BYTES. */
  readonly timeoutMs?: number;
  readonly maxBytes?: number;
  /** Where unexpected errors of one website go during fetchDue (the others carry on). */
  readonly onError?: (target: WebsiteTarget, error: unknown) => void;
}

export interface WebsiteTarget {
  readonly companyId: string;
  readonly projectId: string;
  readonly websiteId: string;
}

export type FetchOneResult =
  | { readonly outcome: 'ok'; readonly changed: boolean }
  | { readonly outcome: 'failed'; readonly error: string }
  /** Nothing recorded: the website or project is gone, frozen, or a newer result is stored. */
  | { readonly outcome: 'skipped'; readonly reason: 'missing' | 'frozen' | 'superseded' };

export interface FetchDueOptions {
  /** Websites fetched in this run at most; the rest stay due for the next run. */
  readonly maxFetches?: number;
  /** Fetches in flight at once. */
  readonly concurrency?: number;
}

export interface FetchDueResult {
  readonly due: number;
  readonly fetched: number;
  readonly changed: number;
  readonly failed: number;
  readonly skipped: number;
  /** Due but left for the next run (over maxFetches). */
  readonly deferred: number;
}

export interface WebsiteScraper {
  /** Every active, auto-scraped website of an editable project that is due at `nowMs`. */
  fetchDue(nowMs: number, options?: FetchDueOptions): Promise<FetchDueResult>;
  /** Fetches one website now (the scheduler, or "Fetch now") and records the outcome on it. */
  fetchOne(target: WebsiteTarget): Promise<FetchOneResult>;
}
