/**
 * Cloud Scheduler → runTenderIngestion (ingestTenders.ts), one function per source, every 6
 * hours Amsterdam time (TED publishes once per working day, TenderNed through the day). No
 * Scheduler retry: a run that stops early leaves its cursor at the failed page with the reason,
 * and the next run resumes there; re-fetching is harmless (idempotent upsert).
 */
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/scheduler';
import { matchTendersForCompanies, type StoredTender } from '@tender/core/services/signaling/index';
import { cpvLabels } from '../adapters/cpvLabels';
import { TedSearchSource } from '../adapters/tedSearchSource';
import { TenderNedSource } from '../adapters/tenderNedSource';
import { REGION, TED_API_BASE_URL, TED_NOTICE_ORIGIN, TENDERNED_API_BASE_URL } from '../options';
import { services } from '../runtime';
import { runTenderIngestion } from './ingestTenders';

const SCHEDULE = {
  schedule: 'every 6 hours',
  timeZone: 'Europe/Amsterdam',
  region: REGION,
  retryCount: 0,
  timeoutSeconds: 540,
  memory: '1GiB',
} as const;

const log = (message: string, details?: Record<string, unknown>) => logger.info(message, details);

/**
 * New and changed tenders against every company (core's match store, issue 9 part B); its count
 * of new matches above each company's threshold becomes the run's notification (issue 10).
 */
const matchTenders = (tenders: readonly StoredTender[]) =>
  matchTendersForCompanies(
    { docs: services().docs, now: () => Date.now(), cpvLabels },
    { tenders },
  );

export const ingestTedTenders = onSchedule(SCHEDULE, async () => {
  await runTenderIngestion({
    docs: services().docs,
    source: new TedSearchSource({
      apiBaseUrl: TED_API_BASE_URL.value(),
      noticeOrigin: TED_NOTICE_ORIGIN.value(),
    }),
    log,
    matchTenders,
  });
});

export const ingestTenderNedTenders = onSchedule(SCHEDULE, async () => {
  await runTenderIngestion({
    docs: services().docs,
    source: new TenderNedSource({ apiBaseUrl: TENDERNED_API_BASE_URL.value() }),
    log,
    matchTenders,
  });
});
