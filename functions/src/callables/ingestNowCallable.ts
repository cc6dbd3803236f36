/**
 * The callable ingestTendersNow: core's on-demand ingestion over the same source runs as the
 * schedule. Each source gets a shorter budget than the scheduled run (ON_DEMAND_OPTIONS) so both
 * fit the callable's timeout; a source that pauses resumes from its cursor on the next run.
 */
import type { DocStore } from '@tender/core';
import {
  type IngestNowCallables,
  createIngestNowCallables,
} from '@tender/core/services/signaling/index';
import { sourceRun, tedSource, tenderNedSource } from '../scheduled/ingestionSources';

/** Two sources × 120 s of fetching, inside INGEST_NOW_TIMEOUT_SECONDS. */
export const ON_DEMAND_OPTIONS = { budgetMs: 120_000, maxPages: 20 };
export const INGEST_NOW_TIMEOUT_SECONDS = 300;

export function ingestNowHandlers(docs: DocStore): IngestNowCallables {
  return createIngestNowCallables({
    docs,
    now: () => Date.now(),
    sources: [
      sourceRun(docs, tedSource, ON_DEMAND_OPTIONS),
      sourceRun(docs, tenderNedSource, ON_DEMAND_OPTIONS),
    ],
  });
}
