/**
 * When a watched website is next due. A successful fetch waits `updateFrequencyDays`; a failed
 * one is retried after a day at most (a site that was down should not wait a week), so the
 * hourly scheduler does not hammer a failing site either.
 */
import type { Website } from '../../model/website';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Epoch ms from which the website is due; null when it is not scraped automatically. */
export function nextFetchAt(site: Website): number | null {
  if (!site.active || !site.autoScrape) return null;
  const last = Math.max(site.lastFetchedAt?.toMillis() ?? 0, site.lastUpdated?.toMillis() ?? 0);
  if (last === 0) return 0;
  const wait = site.updateFrequencyDays * DAY_MS;
  return last + (site.lastStatus === 'failed' ? Math.min(wait, DAY_MS) : wait);
}

export function isDueForFetch(site: Website, nowMs: number): boolean {
  const at = nextFetchAt(site);
  return at !== null && at <= nowMs;
}
