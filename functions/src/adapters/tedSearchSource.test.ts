/**
 * The TED source's real HTTP code against the local API stand-in built from the real notices:
 * iteration paging, notice XML details, and every fault the ingestion must survive.
 */
import { ManualClock, MemoryDocStore, refs, Timestamp, type TenderRecord } from '@tender/core';
import { ingestTenders } from '@tender/core/services/signaling/ingest';
import { TenderSourceError } from '@tender/core/services/signaling/ingestErrors';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tedTenderCount } from './testing/tenderApiItems';
import { startTenderApiServer, type TenderApiServer } from './testing/tenderApiServer';
import { TedSearchSource } from './tedSearchSource';

let server: TenderApiServer;
// Parsing the 95 real notices behind the stand-in takes a while on a loaded machine.
beforeAll(async () => {
  server = await startTenderApiServer();
}, 60_000);
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.queries.length = 0;
  server.fields.length = 0;
});

const SINCE = Timestamp.fromMillis(Date.UTC(2026, 3, 1));

function source(extra: Partial<ConstructorParameters<typeof TedSearchSource>[0]> = {}) {
  return new TedSearchSource({
    apiBaseUrl: server.tedBaseUrl,
    noticeOrigin: server.origin,
    pageSize: 50,
    ...extra,
  });
}

async function fetchAll(s: TedSearchSource): Promise<TenderRecord[]> {
  const all: TenderRecord[] = [];
  let cursor: string | undefined;
  do {
    const page = await s.fetchPublished({ since: SINCE, ...(cursor ? { cursor } : {}) });
    all.push(...page.tenders);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

async function failure(p: Promise<unknown>): Promise<TenderSourceError> {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(TenderSourceError);
  return e as TenderSourceError;
}

describe('TedSearchSource over HTTP', () => {
  it('pages through every real search result with iteration tokens and asks by publication date', async () => {
    const tenders = await fetchAll(source());
    expect(tenders).toHaveLength(server.tedItems.length);
    expect(new Set(tenders.map((t) => t.sourceId)).size).toBe(server.tedItems.length);
    expect(server.requests.filter((r) => r.startsWith('search:'))).toEqual([
      'search:start',
      'search:it-50',
      'search:it-100',
    ]);
    expect(server.queries[0]).toBe('publication-date>=20260401 SORT BY publication-number ASC');
  });

  it('adds the notice XML details where TED has them and keeps the search result where not', async () => {
    const tenders = await fetchAll(source());
    const [pubNo, notice] = [...server.tedXml.entries()].find(
      ([, n]) => n.record.description !== '' && (n.record.lots?.length ?? 0) > 0,
    )!;
    const withDetail = tenders.find((t) => t.sourceId === pubNo)!;
    expect(withDetail.description).toBe(notice.record.description);
    expect(withDetail.lots).toEqual(notice.record.lots);
    // A Zaanstad result: TED answers 404 for its XML here, so the search result stands.
    const zaanstad = tenders.find((t) => t.sourceId === '242317-2026')!;
    expect(zaanstad.buyer).toBe('Gemeente Zaanstad');
    expect(zaanstad.cpvCodes).toEqual(['34144511', '34144512']);
  });

  it('asks TED for every field it maps: own title, buyer country, lots, procedure type, zoned deadlines, change links', async () => {
    await source({ fetchDetails: false }).fetchPublished({ since: SINCE });
    expect(server.fields[0]).toEqual(
      expect.arrayContaining([
        'title-proc',
        'buyer-country',
        'procedure-type',
        'identifier-lot',
        'main-classification-lot',
        'estimated-value-lot',
        'deadline-receipt-tender-date-lot',
        'deadline-receipt-tender-time-lot',
        'notice-identifier',
        'change-notice-version-identifier',
      ]),
    );
  });

  it('maps the search results alone to real titles, buyer countries, procedure types, lots and change links', async () => {
    const tenders = await fetchAll(source({ fetchDetails: false }));
    const byId = new Map(tenders.map((t) => [t.sourceId, t]));
    // A Zaanstad result: the notice's own title, not TED's composed one, and a Dutch buyer.
    const rental = byId.get('242317-2026')!;
    expect(rental.title).toBe('Huur Vuilniswagens');
    expect(rental.country).toBe('NL');
    // A later publication of the same notice identifier is a change notice linked to it.
    const change = byId.get('64967-2025')!;
    expect(change.publicationType).toBe('rectification');
    expect(change.changeOf).toBe(byId.get('32796-2025')!.noticeId);
    expect(byId.get('32796-2025')!.publicationType).toBe('contract_notice');
    // Every real eForms notice served as a search result maps like its own XML does.
    for (const [pubNo, notice] of server.tedXml) {
      const t = byId.get(pubNo)!;
      expect(t.title).toBe(notice.record.title);
      expect(t.country).toBe(notice.record.country);
      expect(t.procedureType ?? null).toBe(notice.record.procedureType ?? null);
      expect(t.lots?.map((l) => [l.id, l.title, l.cpvCodes[0] ?? null])).toEqual(
        notice.record.lots?.map((l) => [l.id, l.title, l.cpvCodes[0] ?? null]),
      );
      const allValued = notice.record.lots?.every((l) => l.estimatedValue);
      if (allValued) {
        expect(t.lots?.map((l) => l.estimatedValue)).toEqual(
          notice.record.lots?.map((l) => l.estimatedValue),
        );
      }
      expect(t.deadline?.toMillis() ?? null).toBe(notice.record.deadline?.toMillis() ?? null);
    }
  });

  it('reports 500 as unavailable and 429 with its Retry-After', async () => {
    server.fail('search', { kind: 'status', status: 503 });
    expect((await failure(source().fetchPublished({ since: SINCE }))).kind).toBe('unavailable');
    server.fail('search', { kind: 'status', status: 429, retryAfter: '7' });
    const limited = await failure(source().fetchPublished({ since: SINCE }));
    expect(limited.kind).toBe('rateLimited');
    expect(limited.retryAfterMs).toBe(7000);
    expect(limited.retryable).toBe(true);
  });

  it('reports garbage and cut-off JSON as invalid answers, which are not retried', async () => {
    server.fail('search', { kind: 'garbage' });
    const garbage = await failure(source().fetchPublished({ since: SINCE }));
    expect(garbage.kind).toBe('invalidResponse');
    expect(garbage.retryable).toBe(false);
    await source({ fetchDetails: false }).fetchPublished({ since: SINCE });
    server.fail('search', { kind: 'truncatedJson' });
    expect((await failure(source().fetchPublished({ since: SINCE }))).kind).toBe('invalidResponse');
  });

  it('a truncated notice XML leaves that notice as the search result gave it', async () => {
    const [pubNo, notice] = [...server.tedXml.entries()][0]!;
    const offset = server.tedItems.findIndex((i) => i['publication-number'] === pubNo);
    server.fail('detail', { kind: 'truncatedXml' });
    const page = await source({ detailConcurrency: 1 }).fetchPublished({
      since: SINCE,
      cursor: `it-${offset}`,
    });
    const first = page.tenders[0]!;
    expect(first.sourceId).toBe(pubNo);
    // What only the XML has (the buyer's contact) is missing; the search result's fields stand.
    expect(first.buyerDetails).toBeUndefined();
    expect(first.title).toBe(notice.record.title);
    // The next notice's XML was whole again.
    const second = page.tenders[1]!;
    expect(second.description).toBe(server.tedXml.get(second.sourceId)?.record.description);
  });

  it('a refused URL outside TED is never fetched for details', async () => {
    const page = await source({ noticeOrigin: 'https://ted.europa.eu' }).fetchPublished({
      since: SINCE,
      cursor: `it-${server.tedItems.length - 1}`,
    });
    expect(page.tenders).toHaveLength(1);
    expect(server.requests.some((r) => r.startsWith('detail:'))).toBe(false);
  });

  describe('ingestion run', () => {
    const deps = (docs: MemoryDocStore, sleeps: number[]) => {
      const clock = new ManualClock(Date.UTC(2026, 3, 10, 6));
      return {
        docs,
        clock,
        random: () => 0,
        sleep: async (ms: number) => {
          sleeps.push(ms);
          clock.advance(ms);
        },
      };
    };

    it('survives a 429 and a 500 with backoff and stores every procedure once (changes merged)', async () => {
      const docs = new MemoryDocStore();
      const sleeps: number[] = [];
      server.fail('search', { kind: 'status', status: 429, retryAfter: '3' });
      server.fail('search', { kind: 'status', status: 500 });
      const result = await ingestTenders(source(), deps(docs, sleeps), {
        backoff: { maxAttempts: 5, baseDelayMs: 1000, maxDelayMs: 60_000 },
      });
      expect(result.ok).toBe(true);
      expect(sleeps).toEqual([3000, 1000]);
      const stored = (await docs.getDocs(refs.tenders())).docs.map((d) => d.data);
      expect(stored).toHaveLength(tedTenderCount(server.tedItems));
      expect(stored.length).toBeLessThan(server.tedItems.length);
      // Every notice is in exactly one tender: its own row or the versions of the one it changed.
      const held = stored.flatMap((t) => t.versions?.map((v) => v.sourceId) ?? [t.sourceId]);
      expect(held.sort()).toEqual(
        server.tedItems.map((i) => String(i['publication-number'])).sort(),
      );
      // The Zaanstad procedure republished six times is one tender listing what each changed.
      const wmo = stored.find((t) => t.versions?.some((v) => v.sourceId === '416229-2025'))!;
      expect(wmo.versions).toHaveLength(7);
      expect(wmo.publicationType).toBe('contract_notice');
    });

    it('a duplicate page stops the run; the next run resumes there and finishes without duplicates', async () => {
      const docs = new MemoryDocStore();
      const sleeps: number[] = [];
      // The first page is answered normally, the second with the first page again.
      server.fail('search', { kind: 'pass' }, { kind: 'duplicatePage' });
      const run = deps(docs, sleeps);
      const stopped = await ingestTenders(source(), run);
      expect(stopped).toMatchObject({ ok: false, stoppedBy: 'duplicatePage' });
      expect((await docs.getDocs(refs.tenders())).size).toBe(
        tedTenderCount(server.tedItems.slice(0, 50)),
      );
      expect((await docs.getDoc(refs.ingestionCursor('ted'))).data?.pageCursor).toBe('it-50');

      const resumed = await ingestTenders(source(), run);
      expect(resumed.ok).toBe(true);
      expect((await docs.getDocs(refs.tenders())).size).toBe(tedTenderCount(server.tedItems));
      expect((await docs.getDoc(refs.ingestionCursor('ted'))).data?.lastError).toBeNull();
    });
  });
});
