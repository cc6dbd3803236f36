/** The ingestion run against a scripted source built from real notices (../shared/data/ted). */
import { readdirSync, readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { ManualClock, MemoryDocStore } from '../../memory/index';
import { refs, tenderDocId, type TenderRecord } from '../../model/index';
import type { TenderPage, TenderSource } from '../../ports/external';
import { Timestamp } from '../../ports/values';
import { parseNoticeXml } from '../../tenders/index';
import { ingestTenders, type IngestDeps } from './ingest';
import { TenderSourceError } from './ingestErrors';
import type { StoredTender } from './ingestUpsert';

const DIR = new URL('../../../../../shared/data/ted/eforms-real-notices/', import.meta.url);
const REAL: TenderRecord[] = readdirSync(DIR)
  .filter((f) => f.endsWith('.xml'))
  .slice(0, 6)
  .map((f) => parseNoticeXml(readFileSync(new URL(f, DIR), 'utf8')));

type Step = TenderPage | TenderSourceError;

/** Answers page requests from a script: cursor → step(s); a list is consumed call by call. */
class ScriptedSource implements TenderSource {
  readonly id = 'ted' as const;
  readonly calls: (string | undefined)[] = [];
  constructor(private readonly script: Record<string, Step | Step[]>) {}
  async fetchPublished(o: { since: Timestamp; cursor?: string }): Promise<TenderPage> {
    this.calls.push(o.cursor);
    const entry = this.script[o.cursor ?? 'start'];
    const step = Array.isArray(entry) ? (entry.length > 1 ? entry.shift() : entry[0]) : entry;
    if (!step) throw new Error(`unscripted cursor ${o.cursor}`);
    if (step instanceof TenderSourceError) throw step;
    return step;
  }
}

let docs: MemoryDocStore;
let clock: ManualClock;
let sleeps: number[];
let matched: StoredTender[][];
let deps: IngestDeps;

beforeEach(() => {
  docs = new MemoryDocStore();
  clock = new ManualClock(Date.UTC(2026, 10, 23, 6));
  sleeps = [];
  matched = [];
  deps = {
    docs,
    clock,
    sleep: async (ms) => {
      sleeps.push(ms);
      clock.advance(ms);
    },
    random: () => 0.5,
    matchTenders: async (t) => {
      matched.push([...t]);
    },
  };
});

const twoPages = () => ({
  start: { tenders: REAL.slice(0, 3), nextCursor: 'p2' },
  p2: { tenders: REAL.slice(3, 6) },
});

async function storedTenders() {
  return (await docs.getDocs(refs.tenders())).docs.map((d) => d.data);
}

describe('ingestTenders', () => {
  it('stores every notice once, moves the cursor to the run start and matches the new ones', async () => {
    const result = await ingestTenders(new ScriptedSource(twoPages()), deps);
    expect(result).toMatchObject({ ok: true, paused: false });
    expect(result.summary).toMatchObject({ pages: 2, created: 6, changed: 0, unchanged: 0 });
    expect(await storedTenders()).toHaveLength(6);
    expect(matched.flat().map((m) => m.id)).toEqual(
      REAL.map((r) => tenderDocId(r.source, r.sourceId)),
    );
    const cursor = (await docs.getDoc(refs.ingestionCursor('ted'))).data!;
    expect(cursor.since.toMillis()).toBe(clock.now());
    expect(cursor.pageCursor).toBeNull();
    expect(cursor.lastError).toBeNull();
  });

  it('fetching the same notices again writes nothing and keeps fetchedAt', async () => {
    await ingestTenders(new ScriptedSource(twoPages()), deps);
    const firstFetch = (await storedTenders()).map((t) => t.fetchedAt.toMillis());
    clock.advance(86_400_000);
    matched = [];
    const again = await ingestTenders(new ScriptedSource(twoPages()), deps);
    expect(again.summary).toMatchObject({ created: 0, changed: 0, unchanged: 6 });
    expect(matched).toEqual([]);
    const after = await storedTenders();
    expect(after.map((t) => t.fetchedAt.toMillis())).toEqual(firstFetch);
    expect(after.every((t) => t.changedAt === undefined)).toBe(true);
  });

  it('a changed notice updates its tender, keeps fetchedAt and is matched again', async () => {
    await ingestTenders(new ScriptedSource(twoPages()), deps);
    clock.advance(3_600_000);
    matched = [];
    const edited = { ...REAL[0]!, title: 'Nieuwe titel' };
    const result = await ingestTenders(new ScriptedSource({ start: { tenders: [edited] } }), deps);
    expect(result.summary).toMatchObject({ changed: 1 });
    const id = tenderDocId(edited.source, edited.sourceId);
    const stored = (await docs.getDoc(refs.tender(id))).data!;
    expect(stored.title).toBe('Nieuwe titel');
    expect(stored.changedAt?.toMillis()).toBe(clock.now());
    expect(stored.fetchedAt.toMillis()).toBe(clock.now() - 3_600_000);
    expect(matched.flat().map((m) => m.id)).toEqual([id]);
  });

  it('waits out a 429 as long as Retry-After says, then carries on', async () => {
    const source = new ScriptedSource({
      start: [
        new TenderSourceError('rateLimited', '429', { status: 429, retryAfterMs: 30_000 }),
        { tenders: REAL.slice(0, 2) },
      ],
    });
    const result = await ingestTenders(source, deps);
    expect(result.ok).toBe(true);
    expect(sleeps).toEqual([30_000]);
    expect(await storedTenders()).toHaveLength(2);
  });

  it('backs off with growing, jittered delays on 500 and gives up keeping the cursor at the failed page', async () => {
    const down = new TenderSourceError('unavailable', '500', { status: 500 });
    const source = new ScriptedSource({
      start: { tenders: REAL.slice(0, 3), nextCursor: 'p2' },
      p2: [down],
    });
    const result = await ingestTenders(source, deps, {
      backoff: { maxAttempts: 4, baseDelayMs: 1000, maxDelayMs: 60_000 },
    });
    expect(result).toMatchObject({ ok: false, stoppedBy: 'unavailable' });
    // 1 s, 2 s, 4 s with random 0.5 → 75% of each.
    expect(sleeps).toEqual([750, 1500, 3000]);
    expect(await storedTenders()).toHaveLength(3);
    const cursor = (await docs.getDoc(refs.ingestionCursor('ted'))).data!;
    expect(cursor.pageCursor).toBe('p2');
    expect(cursor.lastError?.kind).toBe('unavailable');
    const sinceBefore = cursor.since.toMillis();

    // The next run resumes at p2 with the same `since`, and finishes.
    clock.advance(3_600_000);
    const next = new ScriptedSource({ p2: { tenders: REAL.slice(3, 6) } });
    const resumed = await ingestTenders(next, deps);
    expect(resumed.ok).toBe(true);
    expect(next.calls).toEqual(['p2']);
    expect(await storedTenders()).toHaveLength(6);
    const done = (await docs.getDoc(refs.ingestionCursor('ted'))).data!;
    expect(done.since.toMillis()).toBeGreaterThan(sinceBefore);
    expect(done.lastError).toBeNull();
  });

  it('a Retry-After longer than the run can wait ends the run instead of sleeping', async () => {
    const source = new ScriptedSource({
      start: [
        new TenderSourceError('rateLimited', '429', { status: 429, retryAfterMs: 3_600_000 }),
      ],
    });
    const result = await ingestTenders(source, deps);
    expect(result).toMatchObject({ ok: false, stoppedBy: 'rateLimited' });
    expect(sleeps).toEqual([]);
  });

  it('garbage stops the run at once without retrying', async () => {
    const source = new ScriptedSource({
      start: [new TenderSourceError('invalidResponse', 'not JSON')],
    });
    const result = await ingestTenders(source, deps);
    expect(result).toMatchObject({ ok: false, stoppedBy: 'invalidResponse' });
    expect(source.calls).toHaveLength(1);
  });

  it('a duplicate page stops the run without duplicates and keeps the cursor there', async () => {
    const page = { tenders: REAL.slice(0, 3), nextCursor: 'p2' };
    const source = new ScriptedSource({
      start: page,
      p2: { tenders: REAL.slice(0, 3), nextCursor: 'p3' },
    });
    const result = await ingestTenders(source, deps);
    expect(result).toMatchObject({ ok: false, stoppedBy: 'duplicatePage' });
    expect(await storedTenders()).toHaveLength(3);
    expect((await docs.getDoc(refs.ingestionCursor('ted'))).data!.pageCursor).toBe('p2');
  });

  it('a page budget pauses the run; the next run continues where it paused', async () => {
    const result = await ingestTenders(new ScriptedSource(twoPages()), deps, { maxPages: 1 });
    expect(result).toMatchObject({ ok: true, paused: true });
    const cursor = (await docs.getDoc(refs.ingestionCursor('ted'))).data!;
    expect(cursor.pageCursor).toBe('p2');
    expect(cursor.lastError).toBeNull();
  });

  it('a rectification updates its tender and flags the projects made from it', async () => {
    const original: TenderRecord = {
      ...REAL[0]!,
      publicationType: 'contract_notice',
      procedureId: 'proc-1',
    };
    await ingestTenders(new ScriptedSource({ start: { tenders: [original] } }), deps);
    const originalId = tenderDocId(original.source, original.sourceId);
    await docs.setDoc(refs.company('c1'), { name: 'Van Dijk Bouw B.V.' } as never);
    await docs.setDoc(refs.project('c1', 'p1'), {
      name: 'Uit signalering',
      tenderId: originalId,
    } as never);
    await docs.setDoc(refs.project('c1', 'p2'), { name: 'Ander project', tenderId: null } as never);

    clock.advance(86_400_000);
    const newDeadline = Timestamp.fromMillis(Date.UTC(2026, 11, 31, 11));
    const rect: TenderRecord = {
      ...original,
      sourceId: '999999-2026',
      publicationType: 'rectification',
      deadline: newDeadline,
      description: '',
    };
    const result = await ingestTenders(new ScriptedSource({ start: { tenders: [rect] } }), deps);
    expect(result.summary).toMatchObject({ created: 1, changed: 1, projectsFlagged: 1 });
    const updated = (await docs.getDoc(refs.tender(originalId))).data!;
    expect(updated.deadline?.toMillis()).toBe(newDeadline.toMillis());
    // An empty field in the rectification is "not changed", not "removed".
    expect(updated.description).toBe(original.description);
    expect(updated.rectifiedBy).toEqual(['999999-2026']);
    expect(updated.publicationType).toBe('contract_notice');
    const p1 = (await docs.getDoc(refs.project('c1', 'p1'))).data!;
    expect(p1.tenderChangedAt?.toMillis()).toBe(clock.now());
    expect((await docs.getDoc(refs.project('c1', 'p2'))).data!.tenderChangedAt).toBeUndefined();

    // The same rectification fetched again changes nothing more.
    clock.advance(1000);
    const again = await ingestTenders(new ScriptedSource({ start: { tenders: [rect] } }), deps);
    expect(again.summary).toMatchObject({ unchanged: 1, changed: 0, projectsFlagged: 0 });
  });

  it('fetching a notice and its rectification again (same day) keeps the rectification applied', async () => {
    const original: TenderRecord = {
      ...REAL[1]!,
      publicationType: 'contract_notice',
      procedureId: 'proc-2',
    };
    const rect: TenderRecord = {
      ...original,
      sourceId: '888888-2026',
      publicationType: 'rectification',
      deadline: Timestamp.fromMillis(Date.UTC(2027, 0, 15, 11)),
    };
    const page = () => new ScriptedSource({ start: { tenders: [original, rect] } });
    await ingestTenders(page(), deps);
    clock.advance(3_600_000);
    const again = await ingestTenders(page(), deps);
    expect(again.summary).toMatchObject({ created: 0, changed: 0, unchanged: 2 });
    const stored = (await docs.getDoc(refs.tender(tenderDocId(original.source, original.sourceId))))
      .data!;
    expect(stored.deadline?.toMillis()).toBe(Date.UTC(2027, 0, 15, 11));
    expect(stored.rectifiedBy).toEqual(['888888-2026']);
  });

  it('a rectification listed before its original still applies to it', async () => {
    const original: TenderRecord = {
      ...REAL[2]!,
      publicationType: 'contract_notice',
      procedureId: 'proc-3',
    };
    const rect: TenderRecord = {
      ...original,
      sourceId: '777777-2026',
      publicationType: 'rectification',
      title: 'Gewijzigde titel',
    };
    await ingestTenders(new ScriptedSource({ start: { tenders: [rect, original] } }), deps);
    const stored = (await docs.getDoc(refs.tender(tenderDocId(original.source, original.sourceId))))
      .data!;
    expect(stored.title).toBe('Gewijzigde titel');
    expect(stored.rectifiedBy).toEqual(['777777-2026']);
    expect(stored.publicationType).toBe('contract_notice');
  });
});
