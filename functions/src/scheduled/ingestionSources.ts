/**
 * The tender sources as the schedule runs them, shared by the scheduled functions and the
 * on-demand callable (ingestTendersNow): the same adapters, parameters, matching and logging.
 */
import type { DocStore } from '@tender/core';
import { createRunMatcher, type IngestSourceRun } from '@tender/core/services/signaling/index';
import { logger } from 'firebase-functions';
import { cpvLabels } from '../adapters/cpvLabels';
import { TedSearchSource } from '../adapters/tedSearchSource';
import { TenderNedSource } from '../adapters/tenderNedSource';
import { TED_API_BASE_URL, TED_NOTICE_ORIGIN, TENDERNED_API_BASE_URL } from '../options';
import { INGESTION_OPTIONS, runTenderIngestion } from './ingestTenders';
import type { IngestOptions } from '@tender/core/services/signaling/index';

const log = (message: string, details?: Record<string, unknown>) => logger.info(message, details);

/**
 * New and changed tenders against every company (core's match store, issue 9 part B); its count
 * of new matches above each company's threshold becomes the run's notification (issue 10). One
 * matcher per run: the companies and their index are loaded once for all its pages (issue 22).
 */
const matchTendersWith = (docs: DocStore) =>
  createRunMatcher({ docs, now: () => Date.now(), cpvLabels });

export function tedSource() {
  return new TedSearchSource({
    apiBaseUrl: TED_API_BASE_URL.value(),
    noticeOrigin: TED_NOTICE_ORIGIN.value(),
  });
}

export function tenderNedSource() {
  return new TenderNedSource({ apiBaseUrl: TENDERNED_API_BASE_URL.value() });
}

export function sourceRun(
  docs: DocStore,
  source: () => TedSearchSource | TenderNedSource,
  options: IngestOptions = INGESTION_OPTIONS,
): IngestSourceRun {
  return async () => {
    const made = source();
    const result = await runTenderIngestion(
      { docs, source: made, log, matchTenders: matchTendersWith(docs) },
      options,
    );
    return { source: made.id, ok: result.ok, summary: result.summary };
  };
}
