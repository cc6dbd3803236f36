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

  it('a rectification merges into its tender (no row of its own) and flags the projects made from it', async () => {
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
      publishedAt: Timestamp.fromMillis(original.publishedAt.toMillis() + 86_400_000),
      deadline: newDeadline,
      description: '',
    };
    const result = await ingestTenders(new ScriptedSource({ start: { tenders: [rect] } }), deps);
    expect(result.summary).toMatchObject({ created: 0, changed: 1, projectsFlagged: 1 });
    expect(await storedTenders()).toHaveLength(1);
    const updated = (await docs.getDoc(refs.tender(originalId))).data!;
    expect(updated.deadline?.toMillis()).toBe(newDeadline.toMillis());
    // An empty field in the rectification is "not changed", not "removed".
    expect(updated.description).toBe(original.description);
    expect(updated.rectifiedBy).toEqual(['999999-2026']);
    expect(updated.publicationType).toBe('contract_notice');
    expect(updated.versions?.map((v) => [v.sourceId, v.kind])).toEqual([
      [original.sourceId, 'original'],
      ['999999-2026', 'change'],
    ]);
    expect(updated.versions?.[1]?.changes).toEqual([
      { kind: 'deadline', from: original.deadline, to: newDeadline },
    ]);
    const p1 = (await docs.getDoc(refs.project('c1', 'p1'))).data!;
    expect(p1.tenderChangedAt?.toMillis()).toBe(clock.now());
    expect((await docs.getDoc(refs.project('c1', 'p2'))).data!.tenderChangedAt).toBeUndefined();
    expect(matched.at(-1)?.map((m) => m.id)).toEqual([originalId]);

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
      publishedAt: Timestamp.fromMillis(original.publishedAt.toMillis() + 3_600_000),
      deadline: Timestamp.fromMillis(Date.UTC(2027, 0, 15, 11)),
    };
    const page = () => new ScriptedSource({ start: { tenders: [original, rect] } });
    await ingestTenders(page(), deps);
    clock.advance(3_600_000);
    const again = await ingestTenders(page(), deps);
    expect(again.summary).toMatchObject({ created: 0, changed: 0, unchanged: 2 });
    expect(await storedTenders()).toHaveLength(1);
    const stored = (await docs.getDoc(refs.tender(tenderDocId(original.source, original.sourceId))))
      .data!;
    expect(stored.deadline?.toMillis()).toBe(Date.UTC(2027, 0, 15, 11));
    expect(stored.rectifiedBy).toEqual(['888888-2026']);
  });

  it('a change notice for a notice never ingested is kept, and the original joins it when it arrives', async () => {
    const original: TenderRecord = {
      ...REAL[2]!,
      publicationType: 'contract_notice',
      procedureId: null,
    };
    // A TED-XML-style corrigendum: only what changed, linked by the original's number.
    const change: TenderRecord = {
      ...original,
      sourceId: '777777-2026',
      publicationType: 'rectification',
      publishedAt: Timestamp.fromMillis(original.publishedAt.toMillis() + 86_400_000),
      title: 'Gewijzigde titel',
      description: '',
      lots: [],
      noticeId: null,
      changeOf: original.sourceId,
    };
    await ingestTenders(new ScriptedSource({ start: { tenders: [change] } }), deps);
    const changeId = tenderDocId(change.source, change.sourceId);
    const lone = (await docs.getDoc(refs.tender(changeId))).data!;
    expect(lone.publicationType).toBe('rectification');
    expect(lone.title).toBe('Gewijzigde titel');

    clock.advance(86_400_000);
    const result = await ingestTenders(
      new ScriptedSource({ start: { tenders: [original] } }),
      deps,
    );
    expect(result.summary).toMatchObject({ created: 0, changed: 1 });
    expect(await storedTenders()).toHaveLength(1);
    const stored = (await docs.getDoc(refs.tender(changeId))).data!;
    // The change's title stands; the original fills what the change left out.
    expect(stored.title).toBe('Gewijzigde titel');
    expect(stored.description).toBe(original.description);
    expect(stored.lots).toEqual(original.lots);
    expect(stored.publicationType).toBe('contract_notice');
    expect(stored.publishedAt.toMillis()).toBe(original.publishedAt.toMillis());
    expect(stored.versions?.map((v) => [v.sourceId, v.kind])).toEqual([
      [original.sourceId, 'original'],
      ['777777-2026', 'change'],
    ]);
    expect(stored.versions?.[1]?.changes).toContainEqual({ kind: 'title' });
    // Both fetched again: nothing changes, still one tender.
    const again = await ingestTenders(
      new ScriptedSource({ start: { tenders: [original, change] } }),
      deps,
    );
    expect(again.summary).toMatchObject({ created: 0, changed: 0, unchanged: 2 });
    expect(await storedTenders()).toHaveLength(1);
  });

  it('a v3 change notice that moves the deadline and adds a lot is one row showing both changes', async () => {
    const lots = REAL.find((r) => (r.lots?.length ?? 0) >= 1)!;
    const original: TenderRecord = {
      ...lots,
      publicationType: 'contract_notice',
      noticeId: '84b4de3d-2827-4edd-ae60-fd81088246c4',
      changeOf: null,
    };
    const later = Timestamp.fromMillis(Date.UTC(2027, 2, 1, 11));
    const change: TenderRecord = {
      ...original,
      sourceId: '64967-2025',
      publicationType: 'rectification',
      publishedAt: Timestamp.fromMillis(original.publishedAt.toMillis() + 86_400_000),
      noticeId: '84b4de3d-2827-4edd-ae60-fd81088246c4',
      changeOf: '84b4de3d-2827-4edd-ae60-fd81088246c4',
      deadline: later,
      lots: [
        ...original.lots!,
        { ...original.lots![0]!, id: 'LOT-0099', title: 'Nieuw perceel', deadline: later },
      ],
    };
    await ingestTenders(new ScriptedSource({ start: { tenders: [original, change] } }), deps);
    const stored = await storedTenders();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.deadline?.toMillis()).toBe(later.toMillis());
    expect(stored[0]!.versions?.[1]?.changes).toEqual([
      { kind: 'deadline', from: original.deadline, to: later },
      { kind: 'lotAdded', lot: 'Nieuw perceel' },
    ]);
  });
  it('a change notice joins the very notice it names, not an earlier notice of its procedure', async () => {
    const pin: TenderRecord = {
      ...REAL[3]!,
      sourceId: '100001-2026',
      publicationType: 'prior_notice',
      procedureId: 'proc-9',
      noticeId: 'aaaaaaaa-0000-4000-8000-000000000001',
      changeOf: null,
    };
    const call: TenderRecord = {
      ...REAL[4]!,
      sourceId: '100002-2026',
      publicationType: 'contract_notice',
      procedureId: 'proc-9',
      noticeId: 'aaaaaaaa-0000-4000-8000-000000000002',
      changeOf: null,
    };
    await ingestTenders(new ScriptedSource({ start: { tenders: [pin] } }), deps);
    clock.advance(86_400_000);
    await ingestTenders(new ScriptedSource({ start: { tenders: [call] } }), deps);
    clock.advance(86_400_000);
    const change: TenderRecord = {
      ...call,
      sourceId: '100003-2026',
      publicationType: 'rectification',
      publishedAt: Timestamp.fromMillis(call.publishedAt.toMillis() + 86_400_000),
      noticeId: 'aaaaaaaa-0000-4000-8000-000000000003',
      changeOf: call.noticeId!,
      deadline: Timestamp.fromMillis(Date.UTC(2027, 5, 1, 10)),
    };
    await ingestTenders(new ScriptedSource({ start: { tenders: [change] } }), deps);
    const stored = await storedTenders();
    expect(stored).toHaveLength(2);
    const callTender = stored.find((t) => t.sourceId === '100002-2026')!;
    expect(callTender.rectifiedBy).toEqual(['100003-2026']);
    expect(callTender.deadline?.toMillis()).toBe(Date.UTC(2027, 5, 1, 10));
    expect(stored.find((t) => t.sourceId === '100001-2026')!.rectifiedBy).toBeUndefined();
  });
});
