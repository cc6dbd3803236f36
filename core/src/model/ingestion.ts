/** Per-source ingestion cursors (ingestion/{sourceId}): written by the scheduled functions only. */
import type { Timestamp } from '../ports/values';
import type { TenderSourceId } from './tender';

export type IngestionRunSummary = {
  pages: number;
  /** Tenders seen for the first time. */
  created: number;
  /** Known tenders whose content changed (a re-published notice or a rectification). */
  changed: number;
  /** Known tenders fetched again with the same content: nothing written. */
  unchanged: number;
  /** Items of a page that could not be mapped (skipped). */
  rejected: number;
  /** Projects flagged because the tender they were made from changed. */
  projectsFlagged: number;
  /** The first rejected notices with the reason (issue 22: the run goes on and reports them). */
  rejectedNotices?: { id: string | null; reason: string }[];
};

export type IngestionCursor = {
  source: TenderSourceId;
  /** The next run asks for notices published on or after this instant (sources filter by day). */
  since: Timestamp;
  /**
   * The page an unfinished run stopped at (failure, duplicate page, time or page budget); the next
   * run resumes there with the same `since`. Null after a complete run.
   */
  pageCursor: string | null;
  lastRunAt: Timestamp;
  lastSuccessAt: Timestamp | null;
  /** Why the last run stopped early; null when it finished. */
  lastError: { kind: string; message: string; at: Timestamp } | null;
  lastRun: IngestionRunSummary;
  /**
   * Set while a run works on a page (issue 22): a run killed mid-page (timeout, crash) leaves it
   * set, and the next run matches and flags again what the killed run stored on that page.
   */
  pageInProgress?: boolean;
  /**
   * Tenders this run changed, kept until its end: then their projects are flagged and their
   * matches updated in one go (once per run, not per page). A killed run leaves them here.
   */
  pendingChanged?: string[];
};
