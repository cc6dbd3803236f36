import {
  MAX_WEBSITES_PER_PROJECT,
  ManualClock,
  MemoryDocStore,
  type WebFetcher,
  refs,
} from '@tender/core';
import { createWebsiteScraper } from '@tender/core/services/index';
import { describe, expect, it } from 'vitest';
import { MAX_FETCHES_PER_RUN, fetchDueWebsites } from './fetchWebsites';

describe('fetchDueWebsites', () => {
  it('fetches the due websites and logs what it did', async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 23, 12));
    const docs = new MemoryDocStore({ clock });
    const now = clock.now();
    await docs.setDoc(refs.company('c1'), { name: 'c1' } as never);
    // Spread over projects: a project watches at most MAX_WEBSITES_PER_PROJECT (issue 20).
    for (let i = 0; i < MAX_FETCHES_PER_RUN + 2; i++) {
      const pid = `p${Math.floor(i / MAX_WEBSITES_PER_PROJECT)}`;
      await docs.setDoc(refs.project('c1', pid), { name: 'P', status: 'draft' } as never);
      await docs.setDoc(refs.website('c1', pid, `w${(i % MAX_WEBSITES_PER_PROJECT) + 1}`), {
        url: `https://x.nl/${i}`,
        updateFrequencyDays: 7,
        active: true,
        autoScrape: true,
        lastUpdated: null,
      } as never);
    }
    const fetched: string[] = [];
    const fetcher: WebFetcher = {
      async fetch(url) {
        fetched.push(url);
        return { url, finalUrl: url, status: 200, contentType: 'text/plain', body: 'tekst' };
      },
    };
    const logs: unknown[] = [];
    const summary = await fetchDueWebsites(
      createWebsiteScraper({ docs, fetcher, clock }),
      now,
      (message, s) => logs.push([message, s]),
    );
    expect(summary).toMatchObject({
      due: MAX_FETCHES_PER_RUN + 2,
      fetched: MAX_FETCHES_PER_RUN,
      deferred: 2,
    });
    expect(fetched).toHaveLength(MAX_FETCHES_PER_RUN);
    expect(logs).toEqual([['websites fetched', summary]]);
  });
});
