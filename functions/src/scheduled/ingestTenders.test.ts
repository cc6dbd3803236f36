/** The scheduled ingestion end to end against the local TED and TenderNed stand-ins. */
import { MemoryDocStore, refs } from '@tender/core';
import type { StoredTender } from '@tender/core/services/signaling/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TedSearchSource } from '../adapters/tedSearchSource';
import { TenderNedSource } from '../adapters/tenderNedSource';
import { tedTenderCount } from '../adapters/testing/tenderApiItems';
import { startTenderApiServer, type TenderApiServer } from '../adapters/testing/tenderApiServer';
import { runTenderIngestion } from './ingestTenders';

let server: TenderApiServer;
// Parsing the 95 real notices behind the stand-in takes a while on a loaded machine.
beforeAll(async () => {
  server = await startTenderApiServer();
}, 60_000);
afterAll(() => server.close());

describe('runTenderIngestion', () => {
  it('ingests TED and TenderNed into one tender each, matches them, and a second run changes nothing', async () => {
    const docs = new MemoryDocStore();
    const matched: StoredTender[] = [];
    const sleeps: number[] = [];
    const logs: string[] = [];
    const deps = {
      docs,
      log: (m: string) => logs.push(m),
      sleep: async (ms: number) => {
        sleeps.push(ms);
      },
      matchTenders: async (t: readonly StoredTender[]) => {
        matched.push(...t);
      },
    };
    const ted = new TedSearchSource({ apiBaseUrl: server.tedBaseUrl, noticeOrigin: server.origin });
    const tenderNed = new TenderNedSource({ apiBaseUrl: server.tenderNedBaseUrl, pageSize: 5 });
    server.fail('list', { kind: 'status', status: 502 });

    const tedRun = await runTenderIngestion({ ...deps, source: ted });
    const tnRun = await runTenderIngestion({ ...deps, source: tenderNed });
    expect(tedRun.ok && tnRun.ok).toBe(true);
    expect(sleeps).toHaveLength(1); // the 502 was waited out once
    // Change notices and republications merge into the tender they change (issue 21).
    const total = tedTenderCount(server.tedItems) + server.tenderNedItems.length;
    expect((await docs.getDocs(refs.tenders())).size).toBe(total);
    expect(new Set(matched.map((m) => m.id)).size).toBe(total);
    expect(logs).toContain('ted ingestion done');
    const cursor = (await docs.getDoc(refs.ingestionCursor('tenderned'))).data!;
    expect(cursor.lastError).toBeNull();
    expect(cursor.lastRun.created).toBe(server.tenderNedItems.length);

    matched.length = 0;
    const again = await runTenderIngestion({ ...deps, source: ted });
    expect(again.summary).toMatchObject({
      created: 0,
      changed: 0,
      unchanged: server.tedItems.length,
    });
    expect(matched).toEqual([]);
  });
});
