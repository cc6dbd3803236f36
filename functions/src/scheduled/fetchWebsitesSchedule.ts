/**
 * Cloud Scheduler → fetchDueWebsites (fetchWebsites.ts), every hour, Amsterdam time. One retry:
 * a run that failed on an unreachable database is tried once more; a retried run is harmless,
 * because a website fetched a moment ago is no longer due and the scraper records each result
 * once (core services/websites).
 */
import { systemClock } from '@tender/core';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/scheduler';
import { productionWebsiteScraper } from '../callables/websiteCallables';
import { REGION } from '../options';
import { services } from '../runtime';
import { fetchDueWebsites } from './fetchWebsites';

export const fetchWebsites = onSchedule(
  {
    schedule: 'every 60 minutes',
    timeZone: 'Europe/Amsterdam',
    region: REGION,
    retryCount: 1,
    timeoutSeconds: 540,
    memory: '512MiB',
  },
  async () => {
    await fetchDueWebsites(productionWebsiteScraper(services().docs), systemClock.now(), (m, s) =>
      logger.info(m, s),
    );
  },
);
