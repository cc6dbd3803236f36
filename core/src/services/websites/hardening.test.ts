/**
 * The website watcher against hostile pages and greedy projects (issue 20 item 6): bounded HTML
 * conversion under the fetch's deadline, the attempt stamped before parsing, at most
 * MAX_WEBSITES_PER_PROJECT per project and a fair share per company in each run.
 */
import { describe, expect, it } from 'vitest';
import { MAX_WEBSITES_PER_PROJECT, freeWebsiteSlot, isWebsiteSlotId } from '../../model/website';
import { Timestamp } from '../../ports/values';
import { MAX_HTML_DEPTH, MAX_TABLE_NESTING, boundHtml } from './boundedHtml';
import { WebFetchError } from './errors';
import { pageText } from './pageText';
import { DAY, websiteWorld } from './testWorld';

const HOUR = 60 * 60 * 1000;
const URL_1 = 'https://www.example.nl/nota';
const target = { companyId: 'c1', projectId: 'p1', websiteId: 'w1' };

/** 1.2 MB of unclosed tags with stray closing tags: 38 s of CPU in html-to-text before. */
const UNCLOSED =
  '<html><body><p>Nota van inlichtingen: de termijn is verlengd.</p>' + '<b></i>'.repeat(170_000);

describe('bounded HTML conversion', () => {
  it('a 1.2 MB page of unclosed tags is read in moments, its text kept', async () => {
    expect(UNCLOSED.length).toBeGreaterThan(1_190_000);
    const w = websiteWorld();
    await w.project('c1', 'p1');
    await w.website('c1', 'p1', 'w1', URL_1);
    w.web.set(URL_1, { body: UNCLOSED });
    const started = performance.now();
    expect(await w.scraper.fetchOne(target)).toEqual({ outcome: 'ok', changed: false });
    // Generous for a busy machine: it takes well under a second; before the fix, 38 s.
    expect(performance.now() - started).toBeLessThan(8_000);
    expect((await w.site('c1', 'p1', 'w1'))?.lastText).toContain('de termijn is verlengd');
  });

  it('deep nesting is flattened past the depth limit; stray closing tags, scripts and comments go', () => {
    const deep = '<div>'.repeat(5_000) + 'diep' + '</div>'.repeat(5_000);
    const bounded = boundHtml(deep);
    expect(bounded.match(/<div>/g)?.length).toBe(MAX_HTML_DEPTH);
    expect(bounded.match(/<\/div>/g)?.length).toBe(MAX_HTML_DEPTH);
    expect(pageText(deep, 'text/html')).toBe('diep');
    expect(boundHtml('<p>a</i></span>b</p>')).toBe('<p>ab</p>');
    expect(boundHtml('<ul><li>een<li>twee</ul>')).toBe('<ul><li>een</li><li>twee</li></ul>');
    expect(boundHtml('x<script>if (a<b) steal()</script><!-- <p>weg</p> -->y')).toBe('xy');
    expect(boundHtml('a < b, <br/> c')).toBe('a &lt; b, <br/> c');
  });

  it('tables nested past the limit are flattened to their text', () => {
    const nested = '<table><tr><td>cel '.repeat(10) + 'binnenste';
    const bounded = boundHtml(nested);
    expect(bounded.match(/<table>/g)?.length).toBe(MAX_TABLE_NESTING);
    expect(bounded.match(/<\/table>/g)?.length).toBe(MAX_TABLE_NESTING);
    expect(pageText(nested, 'text/html')).toContain('binnenste');
    // A 1.2 MB page of such tables is converted quickly too (it took seconds before the limit).
    const started = performance.now();
    pageText('<table><tr><td>x'.repeat(75_000), 'text/html');
    expect(performance.now() - started).toBeLessThan(8_000);
  });

  it('the page is cut to its size limit before conversion', () => {
    const long = '<p>' + 'woord '.repeat(200_000) + '</p><p>EINDE</p>';
    expect(boundHtml(long, { maxChars: 1_000 }).length).toBeLessThan(1_010);
    expect(pageText(long, 'text/html')).not.toContain('EINDE');
  });

  it('the conversion stops at the deadline and the fetch counts as a timeout', async () => {
    let t = 0;
    const now = () => (t += 1_000);
    expect(() => boundHtml('<p>x</p>'.repeat(50_000), { deadlineMs: 5_000, now })).toThrow(
      WebFetchError,
    );
    // The fetch used up the time: the page is not converted at all.
    const w = websiteWorld();
    await w.project('c1', 'p1');
    await w.website('c1', 'p1', 'w1', URL_1);
    w.fetcher.fetch = async (url) => {
      w.clock.advance(10_500);
      return { url, finalUrl: url, status: 200, contentType: 'text/html', body: '<p>laat</p>' };
    };
    expect(await w.scraper.fetchOne(target)).toEqual({
      outcome: 'failed',
      error: 'websites.errors.timeout',
    });
    expect((await w.site('c1', 'p1', 'w1'))?.lastText).toBeUndefined();
  });
});

describe('the attempt is stamped before the page is parsed', () => {
  it('a run that dies on a page leaves it stamped: not fetched again the next hour, but after a day', async () => {
    const w = websiteWorld();
    await w.project('c1', 'p1');
    await w.website('c1', 'p1', 'w1', URL_1);
    const started = w.clock.now();
    // The function is killed while this page is parsed: the fetch never returns.
    w.fetcher.fetch = () => new Promise(() => undefined);
    void w.scraper.fetchOne(target);
    await expect
      .poll(async () => (await w.site('c1', 'p1', 'w1'))?.lastAttemptAt?.toMillis())
      .toBe(started);

    const requested: string[] = [];
    w.fetcher.fetch = async (url) => {
      requested.push(url);
      return { url, finalUrl: url, status: 200, contentType: 'text/plain', body: 'tekst' };
    };
    expect((await w.scraper.fetchDue(started + HOUR)).due).toBe(0);
    expect(requested).toEqual([]);
    expect((await w.scraper.fetchDue(started + DAY)).fetched).toBe(1);
    expect(requested).toEqual([URL_1]);
  });
});

describe('websites per project and per run', () => {
  it('a new website takes one of 20 slots; none is left for a 21st', () => {
    expect(MAX_WEBSITES_PER_PROJECT).toBe(20);
    expect(freeWebsiteSlot([])).toBe('w1');
    expect(freeWebsiteSlot(['w1', 'w2', 'w4'])).toBe('w3');
    const all = Array.from({ length: 20 }, (_, i) => `w${i + 1}`);
    expect(freeWebsiteSlot(all)).toBeNull();
    expect(all.every(isWebsiteSlotId)).toBe(true);
    for (const id of ['w0', 'w21', 'w01', 'W1', 'site-1', 'w1x', '']) {
      expect(isWebsiteSlotId(id)).toBe(false);
    }
  });

  it('a project with more websites than the limit (stored before it) has only the first 20 fetched', async () => {
    const w = websiteWorld();
    await w.project('c1', 'p1');
    for (let i = 0; i < 25; i++) {
      const url = `https://x.nl/${i}`;
      w.web.set(url, { body: '<p>tekst</p>' });
      await w.website('c1', 'p1', `legacy-${String(i).padStart(2, '0')}`, url, {
        createdAt: Timestamp.fromMillis(w.clock.now() - (100 - i) * HOUR),
      });
    }
    const result = await w.scraper.fetchDue(w.clock.now(), { maxFetches: 100 });
    expect(result).toMatchObject({ due: 20, fetched: 20, deferred: 0 });
    expect(w.requested).not.toContain('https://x.nl/24');
  });

  it('each company gets its fair share of a run, however many websites another has waiting', async () => {
    const w = websiteWorld();
    const old = (days: number) => ({
      lastUpdated: Timestamp.fromMillis(w.clock.now() - days * DAY),
    });
    // Company 1: 40 websites waiting for a long time over two projects.
    for (const pid of ['p1', 'p2']) {
      await w.project('c1', pid);
      for (let i = 1; i <= 20; i++) {
        const url = `https://groot.nl/${pid}/${i}`;
        w.web.set(url, { body: '<p>x</p>' });
        await w.website('c1', pid, `w${i}`, url, old(60 + i));
      }
    }
    // Companies 2 and 3: a few websites, only just due.
    for (const cid of ['c2', 'c3']) {
      await w.project(cid, 'p1');
      for (let i = 1; i <= 3; i++) {
        const url = `https://${cid}.nl/${i}`;
        w.web.set(url, { body: '<p>x</p>' });
        await w.website(cid, 'p1', `w${i}`, url, old(8));
      }
    }
    const result = await w.scraper.fetchDue(w.clock.now(), { maxFetches: 10 });
    expect(result).toMatchObject({ due: 46, fetched: 10, deferred: 36 });
    const per = (host: string) => w.requested.filter((u) => u.includes(host)).length;
    expect(per('c2.nl')).toBe(3);
    expect(per('c3.nl')).toBe(3);
    expect(per('groot.nl')).toBe(4);
    // Within the big company, the longest-waiting first.
    expect(w.requested).toContain('https://groot.nl/p1/20');
  });
});
