/**
 * The website scraper (issue #6 item 2): fetches a project's watched pages through the WebFetcher
 * port (SSRF-guarded in functions), keeps the page's readable text on the website document as a
 * project source, and flags a change since the previous fetch on the website (`changed`,
 * `changedAt`) and on the project (`websiteChangedAt`). Failures are recorded in plain words
 * (`lastError`, an i18n key). Projects past submission are not fetched.
 *
 * Idempotent: the outcome is written in a transaction that first re-reads the website; when
 * another attempt was recorded since this one started, or the URL was edited meanwhile, this one
 * is dropped, so a
 * duplicate scheduler delivery or a "Fetch now" racing the scheduler flags a change once.
 */
import { refs } from '../../model/paths';
import { MAX_WEBSITES_PER_PROJECT } from '../../model/website';
import { PROJECT_EDITABLE_STATUSES, isProjectContentEditable } from '../../policy/projectStatus';
import type { FetchedPage } from '../../ports/external';
import { type Query, limit, orderBy, query, startAfter, where } from '../../ports/query';
import { type CollectionRef, DOCUMENT_ID } from '../../ports/refs';
import { Timestamp } from '../../ports/values';
import { notifyAfter, websiteChangedEvent } from '../notifications/events';
import { type DueSite, fairShare, isDueForFetch, nextFetchAt } from './due';
import { WebFetchError, webFetchErrorKey } from './errors';
import { contentHash, isHtml, pageText } from './pageText';
import type {
  FetchDueOptions,
  FetchDueResult,
  FetchOneResult,
  WebsiteScraper,
  WebsiteScraperDeps,
  WebsiteTarget,
} from './types';

export const FETCH_TIMEOUT_MS = 10_000;
export const FETCH_MAX_BYTES = 2 * 1024 * 1024;
export const DEFAULT_MAX_FETCHES = 50;
export const DEFAULT_CONCURRENCY = 4;
/** Page size of the scan over companies and projects. */
const SCAN_PAGE = 100;

const isPlainText = (contentType: string) =>
  contentType.split(';')[0]?.trim().toLowerCase() === 'text/plain';

export function createWebsiteScraper(deps: WebsiteScraperDeps): WebsiteScraper {
  const { docs, fetcher, clock } = deps;
  const timeoutMs = deps.timeoutMs ?? FETCH_TIMEOUT_MS;
  const maxBytes = deps.maxBytes ?? FETCH_MAX_BYTES;

  /**
   * The page's text and hash, or the failure's i18n key. One deadline covers the fetch and the
   * conversion to text (issue 20): the conversion of a hostile page could otherwise run on long
   * after the fetch's time was up.
   */
  async function read(url: string): Promise<{ text: string; hash: string } | { error: string }> {
    const deadlineMs = clock.now() + timeoutMs;
    try {
      const page: FetchedPage = await fetcher.fetch(url, { timeoutMs, maxBytes });
      if (!isHtml(page.contentType) && !isPlainText(page.contentType)) {
        throw new WebFetchError('unsupportedType');
      }
      if (clock.now() > deadlineMs) throw new WebFetchError('timeout');
      const text = pageText(page.body, page.contentType, { deadlineMs, now: () => clock.now() });
      if (text === '') throw new WebFetchError('emptyPage');
      return { text, hash: await contentHash(text) };
    } catch (error) {
      return { error: webFetchErrorKey(error) };
    }
  }

  /**
   * Records that an attempt starts, before the page is fetched and parsed: if this run dies on the
   * page (killed at the function's timeout or memory limit), the website is still not due again
   * before a day has passed (due.ts), so one page cannot take down every hourly run.
   */
  async function stampAttempt(siteRef: ReturnType<typeof refs.website>): Promise<boolean> {
    return docs.runTransaction(async (tx) => {
      if (!(await tx.get(siteRef)).exists) return false;
      tx.update(siteRef, { lastAttemptAt: Timestamp.fromMillis(clock.now()) });
      return true;
    });
  }

  async function fetchOne(t: WebsiteTarget): Promise<FetchOneResult> {
    const projectRef = refs.project(t.companyId, t.projectId);
    const siteRef = refs.website(t.companyId, t.projectId, t.websiteId);
    const [project, site] = await Promise.all([docs.getDoc(projectRef), docs.getDoc(siteRef)]);
    if (!project.data || !site.data) return { outcome: 'skipped', reason: 'missing' };
    if (!isProjectContentEditable(project.data.status)) {
      return { outcome: 'skipped', reason: 'frozen' };
    }
    // What was recorded when this attempt started: if that changes, another attempt finished first.
    const seen = site.data.lastFetchedAt?.toMillis() ?? null;
    const url = site.data.url;
    if (!(await stampAttempt(siteRef))) return { outcome: 'skipped', reason: 'missing' };
    const result = await read(url);

    let changedAt = 0;
    const outcome = await docs.runTransaction(async (tx): Promise<FetchOneResult> => {
      const [p, s] = [(await tx.get(projectRef)).data, (await tx.get(siteRef)).data];
      if (!p || !s) return { outcome: 'skipped', reason: 'missing' };
      if (!isProjectContentEditable(p.status)) return { outcome: 'skipped', reason: 'frozen' };
      if ((s.lastFetchedAt?.toMillis() ?? null) !== seen || s.url !== url) {
        return { outcome: 'skipped', reason: 'superseded' };
      }
      const now = Timestamp.fromMillis(clock.now());
      if ('error' in result) {
        tx.update(siteRef, { lastFetchedAt: now, lastStatus: 'failed', lastError: result.error });
        return { outcome: 'failed', error: result.error };
      }
      const previous = s.contentHash ?? null;
      const changed = previous !== null && previous !== result.hash;
      tx.update(siteRef, {
        lastFetchedAt: now,
        lastUpdated: now,
        lastStatus: 'ok',
        lastError: null,
        lastText: result.text,
        contentHash: result.hash,
        changed,
        changedAt: changed ? now : (s.changedAt ?? null),
      });
      if (changed) tx.update(projectRef, { websiteChangedAt: now });
      changedAt = now.toMillis();
      return { outcome: 'ok', changed };
    });
    if (outcome.outcome === 'ok' && outcome.changed) {
      // The project's owner and whoever added the website hear of the change.
      const event = websiteChangedEvent({
        projectId: t.projectId,
        projectName: project.data.name,
        websiteId: t.websiteId,
        url,
        changedAtMs: changedAt,
      });
      await notifyAfter(
        docs,
        t.companyId,
        [project.data.ownerId, site.data.createdBy],
        event,
        (e) => deps.onError?.(t, e),
      );
    }
    return outcome;
  }

  /**
   * Every due website, scanning companies and their editable projects page by page. Per project
   * only the first MAX_WEBSITES_PER_PROJECT websites (by creation) count, whatever was stored
   * before the limit existed.
   */
  async function dueTargets(nowMs: number): Promise<DueSite[]> {
    const due: DueSite[] = [];
    for await (const companyId of pagedIds(refs.companies())) {
      const projects = query(
        refs.projects(companyId),
        where('status', 'in', [...PROJECT_EDITABLE_STATUSES]),
      );
      for await (const projectId of pagedIds(projects)) {
        const sites = await docs.getDocs(
          query(
            refs.websites(companyId, projectId),
            where('active', '==', true),
            where('autoScrape', '==', true),
          ),
        );
        const counted = [...sites.docs]
          .sort(
            (a, b) =>
              (a.data.createdAt?.toMillis() ?? 0) - (b.data.createdAt?.toMillis() ?? 0) ||
              (a.id < b.id ? -1 : 1),
          )
          .slice(0, MAX_WEBSITES_PER_PROJECT);
        for (const site of counted) {
          if (!isDueForFetch(site.data, nowMs)) continue;
          const at = nextFetchAt(site.data) ?? 0;
          due.push({ target: { companyId, projectId, websiteId: site.id }, at });
        }
      }
    }
    return due;
  }

  async function* pagedIds<T>(source: CollectionRef<T> | Query<T>): AsyncGenerator<string> {
    let after: string | undefined;
    for (;;) {
      const page = await docs.getDocs(
        query(
          source,
          orderBy(DOCUMENT_ID),
          ...(after !== undefined ? [startAfter(after)] : []),
          limit(SCAN_PAGE),
        ),
      );
      for (const doc of page.docs) yield doc.id;
      if (page.size < SCAN_PAGE) return;
      after = page.docs[page.docs.length - 1]?.id;
    }
  }

  async function fetchDue(nowMs: number, options: FetchDueOptions = {}): Promise<FetchDueResult> {
    const maxFetches = options.maxFetches ?? DEFAULT_MAX_FETCHES;
    const concurrency = Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY);
    // Each company its fair share, the longest-waiting first within it: a capped run starves
    // nobody, and one company with many websites cannot fill every run.
    const due = await dueTargets(nowMs);
    const batch = fairShare(due, maxFetches);
    const counts = { fetched: 0, changed: 0, failed: 0, skipped: 0 };
    let next = 0;
    const worker = async () => {
      while (next < batch.length) {
        const { target } = batch[next++] as (typeof batch)[number];
        try {
          const r = await fetchOne(target);
          if (r.outcome === 'ok') {
            counts.fetched++;
            if (r.changed) counts.changed++;
          } else if (r.outcome === 'failed') counts.failed++;
          else counts.skipped++;
        } catch (error) {
          counts.failed++;
          deps.onError?.(target, error);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, batch.length) }, worker));
    return { due: due.length, ...counts, deferred: due.length - batch.length };
  }

  return { fetchDue, fetchOne };
}
