/**
 * When a watched website is next due. A successful fetch waits `updateFrequencyDays`; a failed
 * one is retried after a day at most (a site that was down should not wait a week), so the
 * hourly scheduler does not hammer a failing site either. An attempt that started and never
 * recorded an outcome (its run was killed) counts as a failure.
 */
import type { Website } from '../../model/website';
import type { WebsiteTarget } from './types';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Epoch ms from which the website is due; null when it is not scraped automatically. */
export function nextFetchAt(site: Website): number | null {
  if (!site.active || !site.autoScrape) return null;
  const recorded = Math.max(site.lastFetchedAt?.toMillis() ?? 0, site.lastUpdated?.toMillis() ?? 0);
  const attempted = site.lastAttemptAt?.toMillis() ?? 0;
  const unfinished = attempted > recorded;
  const last = Math.max(recorded, attempted);
  if (last === 0) return 0;
  const wait = site.updateFrequencyDays * DAY_MS;
  return last + (site.lastStatus === 'failed' || unfinished ? Math.min(wait, DAY_MS) : wait);
}

export function isDueForFetch(site: Website, nowMs: number): boolean {
  const at = nextFetchAt(site);
  return at !== null && at <= nowMs;
}

/** A due website and since when it is due (epoch ms). */
export interface DueSite {
  readonly target: WebsiteTarget;
  readonly at: number;
}

/**
 * At most `max` of the due websites, each company its fair share: companies take turns, one
 * website per turn, the longest-waiting first within a company and the company waiting longest
 * first in each round. A company with fewer due websites than its share leaves the rest to the
 * others, so the run is still filled.
 */
export function fairShare(due: readonly DueSite[], max: number): DueSite[] {
  const byCompany = new Map<string, DueSite[]>();
  for (const site of [...due].sort((a, b) => a.at - b.at)) {
    const list = byCompany.get(site.target.companyId) ?? [];
    list.push(site);
    byCompany.set(site.target.companyId, list);
  }
  const queues = [...byCompany.values()];
  const picked: DueSite[] = [];
  for (let round = 0; picked.length < max; round++) {
    const turn = queues
      .map((q) => q[round])
      .filter((s): s is DueSite => s !== undefined)
      .sort((a, b) => a.at - b.at);
    if (turn.length === 0) break;
    picked.push(...turn.slice(0, max - picked.length));
  }
  return picked;
}
