/**
 * One scheduled ingestion of a tender source: the production wiring of core's ingestTenders
 * (cursor, idempotent upsert, backoff, rectifications) with real time, real sleeping and
 * matching of the new and changed tenders. Separate from the schedule wrapper so that tests run
 * it against the local API stand-in.
 */
import type { DocStore, TenderSource } from '@tender/core';
import { systemClock } from '@tender/core';
import {
  ingestTenders,
  type IngestDeps,
  type IngestOptions,
  type IngestResult,
} from '@tender/core/services/signaling/index';

export type IngestionRunDeps = {
  readonly docs: DocStore;
  readonly source: TenderSource;
  readonly log: (message: string, details?: Record<string, unknown>) => void;
  /** Matching of new and changed tenders (part B's matchTendersForCompanies). */
  readonly matchTenders?: IngestDeps['matchTenders'];
  readonly sleep?: (ms: number) => Promise<void>;
};

/** 540 s function timeout: stop fetching new pages after 420 s, leaving time to save. */
export const INGESTION_OPTIONS: IngestOptions = { budgetMs: 420_000, maxPages: 40 };

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function runTenderIngestion(
  deps: IngestionRunDeps,
  options: IngestOptions = INGESTION_OPTIONS,
): Promise<IngestResult> {
  const result = await ingestTenders(
    deps.source,
    {
      docs: deps.docs,
      clock: systemClock,
      sleep: deps.sleep ?? realSleep,
      random: Math.random,
      log: deps.log,
      ...(deps.matchTenders ? { matchTenders: deps.matchTenders } : {}),
    },
    options,
  );
  deps.log(`${deps.source.id} ingestion ${result.ok ? 'done' : 'stopped'}`, {
    stoppedBy: result.stoppedBy,
    paused: result.paused,
    ...result.summary,
  });
  return result;
}
