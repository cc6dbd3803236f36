/**
 * One ingestion run of one tender source (issue 9): read the source's cursor, fetch page after
 * page since the last run, store each notice once or merge it into the tender of its procedure
 * (ingestUpsert.ts: change notices, rectifications, republications), flag
 * projects made from changed tenders, hand new and changed tenders to matching, and move the
 * cursor on.
 *
 * Failure keeps what was fetched and the place it stopped: rate limits and outages are retried
 * with backoff (ingestBackoff.ts); when that gives up, or a page is garbage, or the source serves
 * the same page twice, the run stops cleanly and the cursor stays at the page that failed, with
 * the reason in `lastError`. The next run resumes there. Matching is idempotent, so the first page
 * of a resumed run is matched again in case the failed run stopped between storing and matching.
 *
 * At TED's pace (issue 22): new tenders are matched page by page without looking up earlier
 * matches (there are none); changed tenders wait in the cursor (`pendingChanged`) and are settled
 * once at the end of the run — projects flagged, matches updated — so that costs a query per
 * company per run, not per page. The cursor is a checkpoint: `pageInProgress` is set from the
 * run's start to its end, so a run killed without a word is resumed at its half-done page.
 */
import type { IngestionCursor, IngestionRunSummary } from '../../model/index';
import { refs, tenderDocId } from '../../model/index';
import type { DocStore } from '../../ports/docStore';
import type { TenderPage, TenderSource } from '../../ports/external';
import type { Clock } from '../../ports/runtime';
import { Timestamp } from '../../ports/values';
import { type BackoffOptions, DEFAULT_BACKOFF, withBackoff } from './ingestBackoff';
import { isTenderSourceError } from './ingestErrors';
import { addMatchCounts, notifyNewMatches } from './matchNotifications';
import { flagProjectsOfTenders, type StoredTender, upsertTender } from './ingestUpsert';

export type IngestDeps = {
  readonly docs: DocStore;
  readonly clock: Clock;
  readonly sleep: (ms: number) => Promise<void>;
  readonly random: () => number;
  /**
   * Part B's matcher (matchTendersForCompanies) for the tenders that are new or changed. Optional
   * so that ingestion runs without matching in tests of its own.
   */
  readonly matchTenders?: (tenders: readonly MatchedTender[]) => Promise<void | MatchRoundResult>;
  readonly log?: (message: string, details?: Record<string, unknown>) => void;
};

/**
 * A tender handed to matching; `isNew` when this run stored it for the first time, so matching
 * need not look up earlier matches of it (issue 22: reads per run).
 */
export type MatchedTender = StoredTender & { readonly isNew?: boolean };

/** What a matching round may report back: new matches above each company's threshold. */
export type MatchRoundResult = {
  readonly newAboveThreshold?: Readonly<Record<string, number>>;
};

export type IngestOptions = {
  /** Pages per run; the rest wait for the next run (the cursor remembers the page). */
  readonly maxPages?: number;
  /** Wall-clock budget of a run in ms, checked between pages (keep under the function timeout). */
  readonly budgetMs?: number;
  /** How far back the very first run of a source looks. */
  readonly firstRunLookbackDays?: number;
  readonly backoff?: BackoffOptions;
};

export const INGEST_DEFAULTS = {
  maxPages: 40,
  budgetMs: 420_000,
  firstRunLookbackDays: 7,
} as const;

export type IngestResult = {
  readonly ok: boolean;
  /** Why the run stopped early (error kind or 'duplicatePage'); null when finished or paused. */
  readonly stoppedBy: string | null;
  /** True when pages were left for the next run (page or time budget), not an error. */
  readonly paused: boolean;
  readonly summary: IngestionRunSummary;
};

const DAY_MS = 86_400_000;
/** Rejected notices named in the run's summary (the count covers them all). */
export const REJECTED_KEPT = 20;

/** Stored or changed at or after the instant (by the run that was interrupted). */
function touchedSince(stored: StoredTender, instant: Timestamp): boolean {
  const at = Math.max(stored.tender.fetchedAt.toMillis(), stored.tender.changedAt?.toMillis() ?? 0);
  return at >= instant.toMillis();
}

function emptySummary(): IngestionRunSummary {
  return { pages: 0, created: 0, changed: 0, unchanged: 0, rejected: 0, projectsFlagged: 0 };
}

/** Ids of a page in order, to recognise the same page served twice. */
function pageKey(page: TenderPage): string {
  return page.tenders.map((t) => tenderDocId(t.source, t.sourceId)).join('|');
}

/**
 * One ingestion run; afterwards (finished, paused or stopped) each company with new matches
 * above its threshold gets one notification with the count of this run.
 */
export async function ingestTenders(
  source: TenderSource,
  deps: IngestDeps,
  options: IngestOptions = {},
): Promise<IngestResult> {
  const newMatches: Record<string, number> = {};
  const runKey = `${source.id}-${deps.clock.now()}`;
  try {
    return await ingestRun(source, deps, options, newMatches);
  } finally {
    await notifyNewMatches(deps.docs, newMatches, runKey, (companyId, error) =>
      (deps.log ?? (() => {}))('match notification failed', {
        companyId,
        error: error instanceof Error ? error.message : String(error),
      }),
    );
  }
}

async function ingestRun(
  source: TenderSource,
  deps: IngestDeps,
  options: IngestOptions,
  newMatches: Record<string, number>,
): Promise<IngestResult> {
  const maxPages = options.maxPages ?? INGEST_DEFAULTS.maxPages;
  const budgetMs = options.budgetMs ?? INGEST_DEFAULTS.budgetMs;
  const lookback = options.firstRunLookbackDays ?? INGEST_DEFAULTS.firstRunLookbackDays;
  const log = deps.log ?? (() => {});
  const startedMs = deps.clock.now();
  const startedAt = Timestamp.fromMillis(startedMs);
  const cursorRef = refs.ingestionCursor(source.id);
  const previous = (await deps.docs.getDoc(cursorRef)).data;

  const since = previous?.since ?? Timestamp.fromMillis(startedMs - lookback * DAY_MS);
  let pageCursor: string | undefined = previous?.pageCursor ?? undefined;
  // After a run that failed or was killed mid-page (pageInProgress still set), the page it
  // stopped at is fetched again: what that run stored there (created or changed since it
  // started) is found unchanged now, but may not have been matched or flagged. Matching and
  // flagging it again is harmless (both are idempotent).
  let resumedFrom =
    previous && (previous.lastError || previous.pageInProgress) ? previous.lastRunAt : null;
  const summary = emptySummary();
  const seenCursors = new Set<string>();
  const rejectedNotices: { id: string | null; reason: string }[] = [];
  let lastPageKey: string | null = null;
  // Changed tenders wait in the cursor until the run ends (settle): their projects are flagged
  // and their earlier matches looked up once per run, not once per page (issue 22: per page, that
  // was a query per company per page). A killed run leaves them for the next one.
  const pending = new Set<string>(previous?.pendingChanged ?? []);

  const save = (patch: Partial<IngestionCursor>) => {
    const cursor: IngestionCursor = {
      source: source.id,
      since,
      pageCursor: pageCursor ?? null,
      lastRunAt: startedAt,
      lastSuccessAt: previous?.lastSuccessAt ?? null,
      lastError: null,
      lastRun: summary,
      pageInProgress: true,
      pendingChanged: [...pending],
      ...patch,
    };
    return deps.docs.setDoc(cursorRef, cursor);
  };
  const settle = async () => {
    if (!pending.size) return;
    const ids = [...pending];
    const now = Timestamp.fromMillis(deps.clock.now());
    summary.projectsFlagged += await flagProjectsOfTenders(deps.docs, ids, now);
    if (deps.matchTenders) {
      const changed: MatchedTender[] = [];
      for (const id of ids) {
        const tender = (await deps.docs.getDoc(refs.tender(id))).data;
        if (tender) changed.push({ id, tender });
      }
      const matched = await deps.matchTenders(changed);
      addMatchCounts(newMatches, matched?.newAboveThreshold);
    }
    pending.clear();
  };
  // The checkpoint (issue 22): from here until the run saves its end, the cursor says a page may
  // be half done, so a run killed without a word (timeout, crash, deploy) is resumed properly.
  await save({});
  const stop = async (kind: string, message: string): Promise<IngestResult> => {
    log('ingestion stopped', { source: source.id, kind, message, pageCursor, ...summary });
    await settle();
    await save({
      lastError: { kind, message, at: Timestamp.fromMillis(deps.clock.now()) },
      pageInProgress: false,
    });
    return { ok: false, stoppedBy: kind, paused: false, summary };
  };

  for (;;) {
    if (summary.pages >= maxPages || deps.clock.now() - startedMs > budgetMs) {
      // Not an error: the rest of the pages wait for the next run, same `since`.
      log('ingestion paused', { source: source.id, pageCursor, ...summary });
      await settle();
      await save({ pageInProgress: false });
      return { ok: true, stoppedBy: null, paused: true, summary };
    }
    let page: TenderPage;
    try {
      page = await withBackoff(
        () => source.fetchPublished({ since, ...(pageCursor ? { cursor: pageCursor } : {}) }),
        {
          sleep: deps.sleep,
          random: deps.random,
          onRetry: ({ attempt, delayMs, error }) =>
            log('ingestion retry', { source: source.id, attempt, delayMs, error: error.message }),
        },
        options.backoff ?? DEFAULT_BACKOFF,
      );
    } catch (e) {
      if (isTenderSourceError(e)) return stop(e.kind, e.message);
      throw e;
    }

    const key = pageKey(page);
    if (
      (lastPageKey !== null && key !== '' && key === lastPageKey) ||
      (page.nextCursor !== undefined && seenCursors.has(page.nextCursor))
    ) {
      return stop('duplicatePage', `page after ${pageCursor ?? 'the start'} repeats a page`);
    }
    lastPageKey = key;
    if (pageCursor) seenCursors.add(pageCursor);

    const now = Timestamp.fromMillis(deps.clock.now());
    const toMatch = new Map<string, MatchedTender>();
    for (const record of page.tenders) {
      const { outcome, stored } = await upsertTender(deps.docs, record, now);
      summary[outcome]++;
      if (outcome === 'created') toMatch.set(stored.id, { ...stored, isNew: true });
      // A notice merged into a tender stored earlier on this page: still new to matching.
      else if (outcome === 'changed' && toMatch.get(stored.id)?.isNew)
        toMatch.set(stored.id, { ...stored, isNew: true });
      else if (outcome === 'changed') pending.add(stored.id);
      else if (resumedFrom && touchedSince(stored, resumedFrom)) {
        if ((stored.tender.changedAt?.toMillis() ?? 0) >= resumedFrom.toMillis())
          pending.add(stored.id);
        else toMatch.set(stored.id, stored);
      }
    }
    summary.rejected += page.rejected?.length ?? 0;
    summary.pages++;
    for (const r of page.rejected ?? []) {
      log('notice skipped', { source: source.id, id: r.id, reason: r.reason });
      if (rejectedNotices.length < REJECTED_KEPT) rejectedNotices.push(r);
    }
    if (rejectedNotices.length) summary.rejectedNotices = rejectedNotices;
    if (deps.matchTenders && toMatch.size) {
      const matched = await deps.matchTenders([...toMatch.values()]);
      addMatchCounts(newMatches, matched?.newAboveThreshold);
    }
    resumedFrom = null;

    pageCursor = page.nextCursor;
    if (!pageCursor) break;
    // Progress is saved after every page, so a crash loses at most one page of work.
    await save({});
  }

  // Complete: the next run starts from this run's start (sources filter by day, so notices
  // published later today are fetched again and found unchanged).
  await settle();
  const finished: IngestionCursor = {
    source: source.id,
    since: startedAt,
    pageCursor: null,
    lastRunAt: startedAt,
    lastSuccessAt: startedAt,
    lastError: null,
    lastRun: summary,
    pageInProgress: false,
    pendingChanged: [],
  };
  await deps.docs.setDoc(cursorRef, finished);
  log('ingestion finished', { source: source.id, ...summary });
  return { ok: true, stoppedBy: null, paused: false, summary };
}
