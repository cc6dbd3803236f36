/**
 * The demo's tenders end to end: the build script parses the real notices in ../shared/data/ted
 * into a file, and the demo stores them once as tenders, idempotently across restarts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ManualClock,
  MemoryDocStore,
  MemoryIdentity,
  refs,
  type Tender,
  type TenderRecord,
} from '@tender/core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type DemoTender,
  reviveDemoTenders,
  seedAndMatchDemoTenders,
  seedDemoTenders,
} from './demoTenders';
import { applySeed } from './seed';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
let built: string;
let empty: string;

beforeAll(() => {
  const dir = mkdtempSync(join(tmpdir(), 'demo-tenders-'));
  const run = (output: string, dataDir?: string) =>
    execFileSync(process.execPath, ['scripts/build-demo-tenders.mjs', '--force'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        DEMO_TENDERS_OUTPUT: output,
        ...(dataDir ? { TENDER_DATA_DIR: dataDir } : {}),
      },
      stdio: 'pipe',
    });
  run(join(dir, 'tenders.json'));
  run(join(dir, 'empty.json'), join(dir, 'no-such-data'));
  built = readFileSync(join(dir, 'tenders.json'), 'utf8');
  empty = readFileSync(join(dir, 'empty.json'), 'utf8');
  DEMO_TENDER_COUNT = reviveDemoTenders(built).length;
}, 120_000);

/** The built file's tenders: fewer than its 218 notices, changes merged into their procedure. */
let DEMO_TENDER_COUNT = 0;

describe('demo tenders', () => {
  it('the build holds every real notice (23 eForms, 72 TED-XML, 123 API results), one tender per procedure', () => {
    const tenders = reviveDemoTenders(built) as (TenderRecord & Partial<Tender>)[];
    // Change notices and republications are merged into the tender they change (issue 21).
    const notices = tenders.flatMap((t) => t.versions?.map((v) => v.sourceId) ?? [t.sourceId]);
    expect(new Set(notices).size).toBe(23 + 72 + 123);
    expect(notices).toHaveLength(23 + 72 + 123);
    expect(tenders.length).toBeLessThan(218);
    const merged = tenders.find((t) => t.versions?.some((v) => v.sourceId === '416229-2025'))!;
    expect(merged.versions!.length).toBeGreaterThan(1);
    expect(merged.rectifiedBy).toEqual(merged.versions!.slice(1).map((v) => v.sourceId));
    const zaanstad = tenders.find((t) => t.sourceId === '242317-2026')!;
    expect(zaanstad.buyer).toBe('Gemeente Zaanstad');
    expect(zaanstad.publishedAt.toDate().toISOString()).toBe('2026-04-08T22:00:00.000Z');
    const withLots = tenders.find((t) => t.lots?.some((l) => l.deadline))!;
    expect(typeof withLots.lots![0]!.deadline?.toMillis()).toBe('number');
  });

  it('stores them once on the first start and hands them to matching', async () => {
    const docs = new MemoryDocStore();
    const clock = new ManualClock(Date.UTC(2026, 10, 23));
    const matched: DemoTender[] = [];
    const deps = {
      docs,
      clock,
      fetchText: async () => built,
      matchTenders: async (t: readonly DemoTender[]) => {
        matched.push(...t);
      },
    };
    expect(await seedDemoTenders(deps)).toBe(DEMO_TENDER_COUNT);
    const stored = await docs.getDocs(refs.tenders());
    expect(stored.size).toBe(DEMO_TENDER_COUNT);
    expect(stored.docs[0]!.data.fetchedAt.toMillis()).toBe(clock.now());
    expect(matched).toHaveLength(DEMO_TENDER_COUNT);
    const tender = (await docs.getDoc(refs.tender('ted-242317-2026'))).data!;
    expect(tender.cpvCodes).toEqual(['34144511', '34144512']);

    // A restart (or a second tab) finds them seeded and writes nothing.
    expect(
      await seedDemoTenders({ ...deps, fetchText: () => Promise.reject(new Error('no')) }),
    ).toBe(0);
  });

  it('a reload after storing but before matching stores and matches again on the next start', async () => {
    const docs = new MemoryDocStore();
    const clock = new ManualClock(Date.UTC(2026, 10, 23));
    const interrupted = {
      docs,
      clock,
      fetchText: async () => built,
      matchTenders: () => Promise.reject(new Error('the page was reloaded')),
    };
    await expect(seedDemoTenders(interrupted)).rejects.toThrow('reloaded');
    expect((await docs.getDocs(refs.tenders())).size).toBe(DEMO_TENDER_COUNT);
    const matched: DemoTender[] = [];
    const next = {
      ...interrupted,
      matchTenders: async (t: readonly DemoTender[]) => {
        matched.push(...t);
      },
    };
    expect(await seedDemoTenders(next)).toBe(DEMO_TENDER_COUNT);
    expect(matched).toHaveLength(DEMO_TENDER_COUNT);
    expect(await seedDemoTenders(next)).toBe(0);
  });

  it('without the data folder the build is an empty list and the demo stores nothing', async () => {
    expect(reviveDemoTenders(empty)).toEqual([]);
    const docs = new MemoryDocStore();
    expect(
      await seedDemoTenders({ docs, clock: new ManualClock(), fetchText: async () => empty }),
    ).toBe(0);
    expect((await docs.getDocs(refs.tenders())).size).toBe(0);
  });

  it('the first start matches the real notices for the seeded construction company, with reasons', async () => {
    const docs = new MemoryDocStore();
    const clock = new ManualClock(Date.UTC(2026, 10, 23));
    await applySeed(docs, new MemoryIdentity());
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async () => new Response(built)) as typeof fetch;
    try {
      expect(await seedAndMatchDemoTenders(docs, clock)).toBe(DEMO_TENDER_COUNT);
    } finally {
      globalThis.fetch = realFetch;
    }
    const matches = (await docs.getDocs(refs.tenderMatches('van-dijk-bouw'))).docs.map(
      (d) => d.data,
    );
    expect(matches.length).toBeGreaterThan(0);
    const best = matches.reduce((a, b) => (a.score >= b.score ? a : b));
    expect(best.reasons.some((r) => r.code === 'cpvExact' || r.code === 'cpvRelated')).toBe(true);
    // Award notices are never signalled as open tenders.
    for (const m of matches) {
      expect((await docs.getDoc(refs.tender(m.tenderId))).data!.publicationType).not.toBe('award');
    }
  });
});
