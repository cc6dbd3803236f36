/**
 * Cloud Scheduler → runTenderIngestion (ingestTenders.ts), one function per source, every 6
 * hours Amsterdam time (TED publishes once per working day, TenderNed through the day). No
 * Scheduler retry: a run that stops early leaves its cursor at the failed page with the reason,
 * and the next run resumes there; re-fetching is harmless (idempotent upsert). The same runs
 * are started on demand by a company admin (callable ingestTendersNow, ingestionSources.ts).
 */
import { onSchedule } from 'firebase-functions/scheduler';
import { REGION } from '../options';
import { services } from '../runtime';
import { sourceRun, tedSource, tenderNedSource } from './ingestionSources';

const SCHEDULE = {
  schedule: 'every 6 hours',
  timeZone: 'Europe/Amsterdam',
  region: REGION,
  retryCount: 0,
  timeoutSeconds: 540,
  memory: '1GiB',
} as const;

export const ingestTedTenders = onSchedule(SCHEDULE, async () => {
  await sourceRun(services().docs, tedSource)();
});

export const ingestTenderNedTenders = onSchedule(SCHEDULE, async () => {
  await sourceRun(services().docs, tenderNedSource)();
});
