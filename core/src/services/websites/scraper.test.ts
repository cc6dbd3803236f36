import { describe, expect, it } from 'vitest';
import { refs } from '../../model/paths';
import { Timestamp } from '../../ports/values';
import { WebFetchError } from './errors';
import { MAX_PAGE_TEXT_CHARS } from './pageText';
import { DAY, websiteWorld } from './testWorld';

const NOTICE = 'https://www.tenderned.nl/aankondigingen/123';
const html = (body: string) =>
  `<!doctype html><html><head><title>T</title><style>.x{color:red}</style>` +
  `<script>var secret = 1;</script></head><body><nav><a href="/">Home</a></nav>${body}</body></html>`;

describe('website scraper: fetchOne', () => {
  it('keeps the readable text of the page, without scripts, styles or link targets', async () => {
    const w = websiteWorld();
    await w.project('c1', 'p1');
    await w.website('c1', 'p1', 'w1', NOTICE);
    w.web.set(NOTICE, {
      body: html(
        '<h1>Nota van inlichtingen</h1><p>Vraag 1: is   de termijn\n verlengd?</p>' +
          '<p>Antwoord: <a href="https://x.test/doc">ja, tot 1 maart</a>.</p>',
      ),
    });

    expect(await w.scraper.fetchOne({ companyId: 'c1', projectId: 'p1', websiteId: 'w1' })).toEqual(
      { outcome: 'ok', changed: false },
    );

    const site = await w.site('c1', 'p1', 'w1');
    expect(site?.lastText).toContain('Nota van inlichtingen');
    expect(site?.lastText).toContain('Vraag 1: is de termijn verlengd?');
    expect(site?.lastText).toContain('Antwoord: ja, tot 1 maart.');
    expect(site?.lastText).not.toMatch(/secret|color:red|x\.test/);
    expect(site?.lastStatus).toBe('ok');
    expect(site?.lastError).toBeNull();
    expect(site?.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(site?.lastUpdated?.toMillis()).toBe(w.clock.now());
    expect(site?.changed).toBe(false);
    expect((await w.projectData('c1', 'p1'))?.websiteChangedAt).toBeUndefined();
  });

  it('flags a change on the website and the project only when the words differ', async () => {
    const w = websiteWorld();
    await w.project('c1', 'p1');
    await w.website('c1', 'p1', 'w1', NOTICE);
    const target = { companyId: 'c1', projectId: 'p1', websiteId: 'w1' };
    w.web.set(NOTICE, { body: html('<p>Sluitingsdatum: 1 maart 2027</p>') });
    await w.scraper.fetchOne(target);

    // Only markup and whitespace differ: no change.
    w.clock.advance(DAY);
    w.web.set(NOTICE, { body: html('<div><p>Sluitingsdatum:   1 maart 2027</p></div>') });
    expect(await w.scraper.fetchOne(target)).toEqual({ outcome: 'ok', changed: false });
    expect((await w.projectData('c1', 'p1'))?.websiteChangedAt).toBeUndefined();

    w.clock.advance(DAY);
    const changedAt = w.clock.now();
    w.web.set(NOTICE, { body: html('<p>Sluitingsdatum: 15 maart 2027</p>') });
    expect(await w.scraper.fetchOne(target)).toEqual({ outcome: 'ok', changed: true });
    const site = await w.site('c1', 'p1', 'w1');
    expect(site?.changed).toBe(true);
    expect(site?.changedAt?.toMillis()).toBe(changedAt);
    expect(site?.lastText).toContain('15 maart 2027');
    expect((await w.projectData('c1', 'p1'))?.websiteChangedAt?.toMillis()).toBe(changedAt);

    // The next unchanged fetch clears the website's flag but keeps when the change was seen.
    w.clock.advance(DAY);
    await w.scraper.fetchOne(target);
    const after = await w.site('c1', 'p1', 'w1');
    expect(after?.changed).toBe(false);
    expect(after?.changedAt?.toMillis()).toBe(changedAt);
  });

  it.each([
    ['forbiddenAddress', 'websites.errors.forbiddenAddress'],
    ['timeout', 'websites.errors.timeout'],
    ['tooLarge', 'websites.errors.tooLarge'],
    ['notFound', 'websites.errors.notFound'],
    ['httpStatus', 'websites.errors.httpStatus'],
  ] as const)(
    'records a %s failure in plain words and keeps the last good text',
    async (code, key) => {
      const w = websiteWorld();
      await w.project('c1', 'p1');
      await w.website('c1', 'p1', 'w1', NOTICE);
      const target = { companyId: 'c1', projectId: 'p1', websiteId: 'w1' };
      w.web.set(NOTICE, { body: html('<p>Eerste versie</p>') });
      await w.scraper.fetchOne(target);
      const good = await w.site('c1', 'p1', 'w1');

      w.clock.advance(DAY);
      w.web.set(NOTICE, new WebFetchError(code));
      expect(await w.scraper.fetchOne(target)).toEqual({ outcome: 'failed', error: key });
      const site = await w.site('c1', 'p1', 'w1');
      expect(site?.lastStatus).toBe('failed');
      expect(site?.lastError).toBe(key);
      expect(site?.lastFetchedAt?.toMillis()).toBe(w.clock.now());
      expect(site?.lastUpdated?.toMillis()).toBe(good?.lastUpdated?.toMillis());
      expect(site?.lastText).toBe(good?.lastText);
      expect(site?.contentHash).toBe(good?.contentHash);
    },
  );

  it('refuses what is not a web page or text, and an empty page', async () => {
    const w = websiteWorld();
    await w.project('c1', 'p1');
    await w.website('c1', 'p1', 'w1', 'https://x.nl/bestek.pdf');
    await w.website('c1', 'p1', 'w2', 'https://x.nl/leeg');
    w.web.set('https://x.nl/bestek.pdf', { contentType: 'application/pdf', body: '%PDF-1.7' });
    w.web.set('https://x.nl/leeg', {
      body: '<html><head><title>Leeg</title></head><body><script>only()</script></body></html>',
    });
    expect(await w.scraper.fetchOne({ companyId: 'c1', projectId: 'p1', websiteId: 'w1' })).toEqual(
      { outcome: 'failed', error: 'websites.errors.unsupportedType' },
    );
    expect(await w.scraper.fetchOne({ companyId: 'c1', projectId: 'p1', websiteId: 'w2' })).toEqual(
      { outcome: 'failed', error: 'websites.errors.emptyPage' },
    );
  });

  it('keeps plain text pages and caps the stored text', async () => {
    const w = websiteWorld();
    await w.project('c1', 'p1');
    await w.website('c1', 'p1', 'w1', 'https://x.nl/lang.txt');
    w.web.set('https://x.nl/lang.txt', {
      contentType: 'text/plain',
      body: 'Vraag en antwoord. '.repeat(10_000),
    });
    await w.scraper.fetchOne({ companyId: 'c1', projectId: 'p1', websiteId: 'w1' });
    const text = (await w.site('c1', 'p1', 'w1'))?.lastText ?? '';
    expect(text.startsWith('Vraag en antwoord.')).toBe(true);
    expect(text.length).toBe(MAX_PAGE_TEXT_CHARS);
  });

  it('does not fetch for a submitted project, nor a deleted website', async () => {
    const w = websiteWorld();
    await w.project('c1', 'p-sub', 'submitted');
    await w.website('c1', 'p-sub', 'w1', NOTICE);
    await w.project('c1', 'p1');
    w.web.set(NOTICE, { body: html('<p>x</p>') });
    expect(
      await w.scraper.fetchOne({ companyId: 'c1', projectId: 'p-sub', websiteId: 'w1' }),
    ).toEqual({ outcome: 'skipped', reason: 'frozen' });
    expect(
      await w.scraper.fetchOne({ companyId: 'c1', projectId: 'p1', websiteId: 'gone' }),
    ).toEqual({ outcome: 'skipped', reason: 'missing' });
    expect(w.requested).toEqual([]);
  });

  it('a duplicate run at the same moment records one result and flags one change', async () => {
    const w = websiteWorld();
    await w.project('c1', 'p1');
    await w.website('c1', 'p1', 'w1', NOTICE);
    const target = { companyId: 'c1', projectId: 'p1', websiteId: 'w1' };
    w.web.set(NOTICE, { body: html('<p>Versie 1</p>') });
    await w.scraper.fetchOne(target);
    w.clock.advance(DAY);
    w.web.set(NOTICE, { body: html('<p>Versie 2</p>') });

    const results = await Promise.all([w.scraper.fetchOne(target), w.scraper.fetchOne(target)]);
    expect(results.map((r) => r.outcome).sort()).toEqual(['ok', 'skipped']);
    expect(results).toContainEqual({ outcome: 'ok', changed: true });
    expect((await w.site('c1', 'p1', 'w1'))?.changed).toBe(true);
  });

  it('drops the result when the URL was edited while the page was fetched', async () => {
    const w = websiteWorld();
    await w.project('c1', 'p1');
    await w.website('c1', 'p1', 'w1', NOTICE);
    w.fetcher.fetch = async (url) => {
      await w.docs.updateDoc(refs.website('c1', 'p1', 'w1'), {
        url: 'https://www.tenderned.nl/nieuw',
      });
      return { url, finalUrl: url, status: 200, contentType: 'text/plain', body: 'oud' };
    };
    expect(await w.scraper.fetchOne({ companyId: 'c1', projectId: 'p1', websiteId: 'w1' })).toEqual(
      { outcome: 'skipped', reason: 'superseded' },
    );
    expect((await w.site('c1', 'p1', 'w1'))?.lastText).toBeUndefined();
  });
});

describe('website scraper: fetchDue', () => {
  it('fetches active, auto-scraped websites of editable projects that are due, across companies', async () => {
    const w = websiteWorld();
    const now = w.clock.now();
    await w.project('c1', 'p1');
    await w.project('c1', 'p-sub', 'submitted');
    await w.project('c2', 'p2', 'draft');
    const ok = { body: html('<p>tekst</p>') };
    const url = (n: string) => `https://x.nl/${n}`;
    for (const n of ['new', 'old', 'recent', 'inactive', 'manual', 'frozen', 'other', 'failed'])
      w.web.set(url(n), ok);
    await w.website('c1', 'p1', 'new', url('new'));
    await w.website('c1', 'p1', 'old', url('old'), { lastUpdated: tsAgo(w, 8 * DAY) });
    await w.website('c1', 'p1', 'recent', url('recent'), { lastUpdated: tsAgo(w, 2 * DAY) });
    await w.website('c1', 'p1', 'inactive', url('inactive'), { active: false });
    await w.website('c1', 'p1', 'manual', url('manual'), { autoScrape: false });
    await w.website('c1', 'p-sub', 'frozen', url('frozen'));
    await w.website('c2', 'p2', 'other', url('other'));
    // A failed fetch is retried after a day, not after the full 7.
    await w.website('c2', 'p2', 'failed', url('failed'), {
      lastUpdated: tsAgo(w, 3 * DAY),
      lastFetchedAt: tsAgo(w, 25 * 60 * 60 * 1000),
      lastStatus: 'failed',
      lastError: 'websites.errors.timeout',
    });

    const result = await w.scraper.fetchDue(now);

    expect(w.requested.sort()).toEqual([url('failed'), url('new'), url('old'), url('other')]);
    expect(result).toEqual({ due: 4, fetched: 4, changed: 0, failed: 0, skipped: 0, deferred: 0 });
    // Fetched now, so not due again within the frequency.
    w.requested.length = 0;
    expect((await w.scraper.fetchDue(now + DAY)).due).toBe(0);
    expect(w.requested).toEqual([]);
  });

  it('caps a run, the longest-waiting first, and leaves the rest for the next run', async () => {
    const w = websiteWorld();
    await w.project('c1', 'p1');
    for (const [id, days] of [
      ['a', 8],
      ['b', 30],
      ['c', 10],
    ] as const) {
      w.web.set(`https://x.nl/${id}`, { body: html(`<p>${id}</p>`) });
      await w.website('c1', 'p1', id, `https://x.nl/${id}`, { lastUpdated: tsAgo(w, days * DAY) });
    }
    const result = await w.scraper.fetchDue(w.clock.now(), { maxFetches: 2 });
    expect(result).toMatchObject({ due: 3, fetched: 2, deferred: 1 });
    expect(w.requested.sort()).toEqual(['https://x.nl/b', 'https://x.nl/c']);
  });

  it('pages through more projects than one scan page', async () => {
    const w = websiteWorld();
    for (let i = 0; i < 105; i++) await w.project('c1', `p${String(i).padStart(3, '0')}`);
    await w.website('c1', 'p104', 'last', 'https://x.nl/last');
    w.web.set('https://x.nl/last', { body: html('<p>laatste</p>') });
    expect((await w.scraper.fetchDue(w.clock.now())).fetched).toBe(1);
  });

  it('records failures and carries on with the other websites', async () => {
    const w = websiteWorld();
    await w.project('c1', 'p1');
    await w.website('c1', 'p1', 'down', 'https://x.nl/down');
    await w.website('c1', 'p1', 'up', 'https://x.nl/up');
    w.web.set('https://x.nl/up', { body: html('<p>ok</p>') });
    const result = await w.scraper.fetchDue(w.clock.now());
    expect(result).toMatchObject({ due: 2, fetched: 1, failed: 1 });
    expect((await w.site('c1', 'p1', 'down'))?.lastError).toBe('websites.errors.network');
  });
});

function tsAgo(w: ReturnType<typeof websiteWorld>, ms: number) {
  return Timestamp.fromMillis(w.clock.now() - ms);
}
