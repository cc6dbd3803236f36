/** The TenderNed source's real HTTP code against the local stand-in built from real Dutch notices. */
import { Timestamp, type TenderRecord } from '@tender/core';
import { TenderSourceError } from '@tender/core/services/signaling/ingestErrors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTenderApiServer, type TenderApiServer } from './testing/tenderApiServer';
import { TenderNedSource } from './tenderNedSource';

let server: TenderApiServer;
// Parsing the 95 real notices behind the stand-in takes a while on a loaded machine.
beforeAll(async () => {
  server = await startTenderApiServer();
}, 60_000);
afterAll(() => server.close());

const SINCE = Timestamp.fromMillis(Date.UTC(2024, 0, 1));
const source = (fetchDetails = true) =>
  new TenderNedSource({ apiBaseUrl: server.tenderNedBaseUrl, pageSize: 2, fetchDetails });

async function fetchAll(s: TenderNedSource): Promise<TenderRecord[]> {
  const all: TenderRecord[] = [];
  let cursor: string | undefined;
  do {
    const page = await s.fetchPublished({ since: SINCE, ...(cursor ? { cursor } : {}) });
    all.push(...page.tenders);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

describe('TenderNedSource over HTTP', () => {
  it('pages through every publication and maps it in Dutch with the eForms details', async () => {
    expect(server.tenderNedItems.length).toBeGreaterThanOrEqual(3);
    const tenders = await fetchAll(source());
    expect(tenders.map((t) => t.sourceId)).toEqual(
      server.tenderNedItems.map((i) => i.publicatieId),
    );
    for (const t of tenders) {
      const notice = server.tenderNedXml.get(t.sourceId)!.record;
      expect(t.source).toBe('tenderned');
      expect(t.language).toBe('nl');
      expect(t.title).toBe(notice.title);
      expect(t.buyer).toBe(notice.buyer);
      expect(t.cpvCodes).toEqual(notice.cpvCodes);
      expect(t.lots).toEqual(notice.lots);
      expect(t.publicationType).toBe(notice.publicationType);
      expect(t.links[0]).toEqual({
        label: 'notice',
        url: `https://www.tenderned.nl/aankondigingen/overzicht/${t.sourceId}`,
      });
    }
  });

  it('without details the list item alone gives title, buyer, CPV, type and deadline', async () => {
    const [first] = (await source(false).fetchPublished({ since: SINCE })).tenders;
    const notice = server.tenderNedXml.get(first!.sourceId)!.record;
    expect(first).toMatchObject({
      title: notice.title,
      buyer: notice.buyer,
      cpvCodes: notice.cpvCodes,
      category: notice.category,
      publicationType: notice.publicationType,
      scope: 'european',
      country: 'NL',
    });
    expect(first!.deadline?.toMillis() ?? null).toBe(
      notice.deadline ? Math.floor(notice.deadline.toMillis() / 60_000) * 60_000 : null,
    );
  });

  it('asks page by page with the date filter', async () => {
    server.requests.length = 0;
    await fetchAll(source(false));
    const pages = Math.ceil(server.tenderNedItems.length / 2);
    expect(server.requests).toEqual(Array.from({ length: pages }, (_, i) => `list:${i}`));
  });

  it('turns 500, 429, garbage and a truncated XML detail into the right outcome', async () => {
    const failure = async (p: Promise<unknown>) => {
      const e = await p.then(
        () => null,
        (x: unknown) => x,
      );
      expect(e).toBeInstanceOf(TenderSourceError);
      return e as TenderSourceError;
    };
    server.fail('list', { kind: 'status', status: 500 });
    expect((await failure(source().fetchPublished({ since: SINCE }))).kind).toBe('unavailable');
    server.fail('list', { kind: 'status', status: 429, retryAfter: '120' });
    expect((await failure(source().fetchPublished({ since: SINCE }))).retryAfterMs).toBe(120_000);
    server.fail('list', { kind: 'garbage' });
    expect((await failure(source().fetchPublished({ since: SINCE }))).kind).toBe('invalidResponse');
    // A detail cut off half way: the listed publication is kept as listed.
    server.fail('detail', { kind: 'truncatedXml' });
    const page = await new TenderNedSource({
      apiBaseUrl: server.tenderNedBaseUrl,
      pageSize: 2,
      detailConcurrency: 1,
    }).fetchPublished({ since: SINCE });
    expect(page.tenders[0]!.lots).toEqual([]);
    expect(page.tenders[1]!.lots).toEqual(
      server.tenderNedXml.get(page.tenders[1]!.sourceId)!.record.lots,
    );
  });
});
