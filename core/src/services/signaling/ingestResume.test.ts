/**
 * Ingestion at TED's pace (issue 22 item 5), with real matching on real notices: a run writes
 * only what is new or changed, a killed or timed-out run resumes where it stopped and ends where
 * an uninterrupted run ends, a notice that fails to parse is reported, and a company with 10,000
 * codes in its stored profile does not stop the run.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { billingDocStore } from '../../memory/billingDocStore';
import { ManualClock, MemoryDocStore } from '../../memory/index';
import { DEFAULT_NOTIFICATION_SETTINGS, type Company } from '../../model/company';
import { refs, tenderDocId, type TenderRecord } from '../../model/index';
import type { DocStore, SetOptions } from '../../ports/docStore';
import type { TenderPage, TenderSource } from '../../ports/external';
import { Timestamp } from '../../ports/values';
import { parseNoticeXml } from '../../tenders/index';
import { ingestTenders, type IngestDeps } from './ingest';
import { TenderSourceError } from './ingestErrors';
import { createRunMatcher } from './matchStore';

vi.setConfig({ testTimeout: 60_000 });

const TED = new URL('../../../../../shared/data/ted/', import.meta.url);
/** 24 real notices of both formats, in three pages of eight. */
const REAL: TenderRecord[] = ['eforms-real-notices/', 'ted-xml-r209-real-notices/'].flatMap((dir) =>
  readdirSync(new URL(dir, TED))
    .filter((f) => f.endsWith('.xml'))
    .sort()
    .slice(0, 12)
    .map((f) => parseNoticeXml(readFileSync(new URL(`${dir}${f}`, TED), 'utf8'))),
);
const PAGES: Record<string, TenderPage> = {
  start: { tenders: REAL.slice(0, 8), nextCursor: 'p2' },
  p2: { tenders: REAL.slice(8, 16), nextCursor: 'p3' },
  p3: { tenders: REAL.slice(16, 24) },
};

type Step = TenderPage | TenderSourceError;

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

const START = Date.UTC(2026, 10, 23, 6);
const company = (name: string, cpvCodes: string[], description: string): Company => ({
  name,
  profile: {
    description,
    cpvCodes,
    contractTypes: [],
    publicationTypes: [],
    scope: ['national', 'european'],
  },
  bidNoBid: [],
  writingStyle: '',
  focusAreas: '',
  notificationSettings: DEFAULT_NOTIFICATION_SETTINGS,
  createdAt: Timestamp.fromMillis(START),
  updatedAt: Timestamp.fromMillis(START),
});

/** The codes of the real notices, so that every company has matches to keep. */
const CODES = [...new Set(REAL.flatMap((r) => r.cpvCodes))];

async function world() {
  const docs = new MemoryDocStore();
  await docs.setDoc(refs.company('c1'), company('Bouw', CODES.slice(0, 6), 'Bouwwerkzaamheden'));
  await docs.setDoc(refs.company('c2'), company('IT', CODES.slice(6, 12), 'IT services'));
  return docs;
}

function depsFor(docs: DocStore, clock: ManualClock): IngestDeps {
  return {
    docs,
    clock,
    sleep: async (ms) => {
      clock.advance(ms);
    },
    random: () => 0.5,
    // The real notices are of 2020–2024: deadlines are not checked, as in the demo.
    matchTenders: createRunMatcher({ docs, now: () => clock.now(), skipPastDeadlines: false }),
  };
}

/** Tenders and matches without the instants, to compare two stores' ends. */
async function endState(docs: DocStore) {
  const tenders = (await docs.getDocs(refs.tenders())).docs.map((d) => d.id).sort();
  const matches: Record<string, number> = {};
  for (const cid of ['c1', 'c2']) {
    for (const m of (await docs.getDocs(refs.tenderMatches(cid))).docs) {
      matches[`${cid}/${m.id}`] = m.data.score;
    }
  }
  return { tenders, matches };
}

/** Writes pass until `after` of them are done; then the process "dies" (every call throws). */
function dyingAfter(store: DocStore, after: number): DocStore {
  let writes = 0;
  const die = () => {
    if (++writes > after) throw new Error('killed');
  };
  return {
    ...store,
    getDoc: (ref) => store.getDoc(ref),
    getDocs: (q) => store.getDocs(q),
    setDoc: async (ref: never, data: never, options?: SetOptions) => {
      die();
      await store.setDoc(ref, data, options as never);
    },
    updateDoc: async (ref, data) => {
      die();
      await store.updateDoc(ref, data);
    },
    deleteDoc: (ref) => store.deleteDoc(ref),
    batch: () => {
      const inner = store.batch();
      return {
        set(ref: never, data: never, options?: SetOptions) {
          inner.set(ref, data, options as never);
          return this;
        },
        update(ref: never, data: never) {
          inner.update(ref, data);
          return this;
        },
        delete(ref) {
          inner.delete(ref);
          return this;
        },
        async commit() {
          die();
          await inner.commit();
        },
      };
    },
    runTransaction: (fn, options) => store.runTransaction(fn, options),
    onDocSnapshot: (ref, next, error) => store.onDocSnapshot(ref, next, error),
    onQuerySnapshot: (q, next, error) => store.onQuerySnapshot(q, next, error),
  };
}

async function uninterrupted() {
  const docs = await world();
  const clock = new ManualClock(START);
  const result = await ingestTenders(new ScriptedSource(PAGES), depsFor(docs, clock));
  expect(result).toMatchObject({ ok: true, paused: false });
  return endState(docs);
}

describe('ingestion at TED pace (issue 22)', () => {
  it('a run killed mid-page resumes at that page and ends as an uninterrupted run ends', async () => {
    const expected = await uninterrupted();
    expect(Object.keys(expected.matches).length).toBeGreaterThan(0);

    const docs = await world();
    const clock = new ManualClock(START);
    // Killed on the second page: its first notices are stored, none of it is matched yet.
    const killedAfter = 1 + 8 + 2 + 1 + 3; // checkpoint, page 1, match batches, checkpoint, 3 notices
    await expect(
      ingestTenders(new ScriptedSource(PAGES), depsFor(dyingAfter(docs, killedAfter), clock)),
    ).rejects.toThrow('killed');
    const cursor = (await docs.getDoc(refs.ingestionCursor('ted'))).data!;
    expect(cursor.pageInProgress).toBe(true);
    expect(cursor.pageCursor).toBe('p2');

    clock.advance(6 * 3_600_000);
    const source = new ScriptedSource(PAGES);
    const resumed = await ingestTenders(source, depsFor(docs, clock));
    expect(resumed).toMatchObject({ ok: true, paused: false });
    // Resumed at the page it was killed on, not from the start.
    expect(source.calls).toEqual(['p2', 'p3']);
    expect(await endState(docs)).toEqual(expected);
    expect((await docs.getDoc(refs.ingestionCursor('ted'))).data!.pageInProgress).toBe(false);
  });

  it('a TED page that times out mid-run stops the run there; the next run resumes and completes', async () => {
    const expected = await uninterrupted();
    const docs = await world();
    const clock = new ManualClock(START);
    const timeout = new TenderSourceError('timeout', 'no answer in 30 s');
    const first = new ScriptedSource({ ...PAGES, p2: [timeout] });
    const stopped = await ingestTenders(first, depsFor(docs, clock));
    expect(stopped).toMatchObject({ ok: false, stoppedBy: 'timeout' });
    // Retried with backoff before giving up, and what page 1 brought is kept.
    expect(first.calls.filter((c) => c === 'p2').length).toBe(5);
    expect((await endState(docs)).tenders).toHaveLength(8);

    clock.advance(6 * 3_600_000);
    const second = new ScriptedSource(PAGES);
    expect(await ingestTenders(second, depsFor(docs, clock))).toMatchObject({ ok: true });
    expect(second.calls).toEqual(['p2', 'p3']);
    expect(await endState(docs)).toEqual(expected);
  });

  it('a notice that fails to parse is skipped and reported; the run goes on', async () => {
    const docs = await world();
    const clock = new ManualClock(START);
    const bad = { id: '123456-2026', reason: 'notice XML is truncated' };
    const source = new ScriptedSource({
      start: { tenders: REAL.slice(0, 4), nextCursor: 'p2', rejected: [bad] },
      p2: { tenders: REAL.slice(4, 8) },
    });
    const result = await ingestTenders(source, depsFor(docs, clock));
    expect(result).toMatchObject({ ok: true });
    expect(result.summary).toMatchObject({ created: 8, rejected: 1 });
    const cursor = (await docs.getDoc(refs.ingestionCursor('ted'))).data!;
    expect(cursor.lastRun.rejectedNotices).toEqual([bad]);
  });

  it('a second run over the same notices writes no tender and no match, only its cursor', async () => {
    const docs = await world();
    const clock = new ManualClock(START);
    await ingestTenders(new ScriptedSource(PAGES), depsFor(docs, clock));
    clock.advance(6 * 3_600_000);
    const { docs: counted, billed } = billingDocStore(docs);
    const again = await ingestTenders(new ScriptedSource(PAGES), depsFor(counted, clock));
    expect(again.summary).toMatchObject({ created: 0, changed: 0, unchanged: 24 });
    // The checkpoint at the start, one after each of the first two pages, the end.
    expect(billed.writes).toBe(4);
    expect(billed.deletes).toBe(0);
  });

  it('a change notice rescores only the tender it changes and rewrites only its matches', async () => {
    const docs = await world();
    const clock = new ManualClock(START);
    await ingestTenders(new ScriptedSource(PAGES), depsFor(docs, clock));
    const before = await endState(docs);
    const target = REAL.find((r) =>
      Object.keys(before.matches).some((k) => k.endsWith(tenderDocId(r.source, r.sourceId))),
    )!;
    const id = tenderDocId(target.source, target.sourceId);
    const itsMatches = Object.keys(before.matches).filter((k) => k.endsWith(`/${id}`)).length;

    clock.advance(6 * 3_600_000);
    const { docs: counted, billed } = billingDocStore(docs);
    const changed = { ...target, title: `${target.title} (gewijzigd)` };
    const run = await ingestTenders(
      new ScriptedSource({ start: { tenders: [changed] } }),
      depsFor(counted, clock),
    );
    expect(run.summary).toMatchObject({ changed: 1, created: 0 });
    // The tender, its matches (their copy of the title changed) and the cursor twice.
    expect(billed.writes).toBe(1 + itsMatches + 2);
    expect(await endState(docs)).toEqual(before);
    for (const cid of ['c1', 'c2']) {
      const match = (await docs.getDoc(refs.tenderMatch(cid, id))).data;
      if (match) expect(match.tender.title).toBe(changed.title);
    }
  });

  it('a change no match shows (a new link) rescores its tender but writes no match', async () => {
    const docs = await world();
    const clock = new ManualClock(START);
    await ingestTenders(new ScriptedSource(PAGES), depsFor(docs, clock));
    const before = await endState(docs);
    const target = REAL.find((r) =>
      Object.keys(before.matches).some((k) => k.endsWith(tenderDocId(r.source, r.sourceId))),
    )!;
    clock.advance(6 * 3_600_000);
    const { docs: counted, billed } = billingDocStore(docs);
    const changed: TenderRecord = {
      ...target,
      links: [...target.links, { label: 'Stukken', url: 'https://example.org/stukken' }],
    };
    const run = await ingestTenders(
      new ScriptedSource({ start: { tenders: [changed] } }),
      depsFor(counted, clock),
    );
    expect(run.summary).toMatchObject({ changed: 1 });
    // The tender and the cursor twice: its matches would be stored as they are.
    expect(billed.writes).toBe(3);
  });

  it('a company with 10,000 codes in its stored profile is matched and does not stop the run', async () => {
    const docs = await world();
    const vocabulary = JSON.parse(
      readFileSync(
        new URL('../../../../../shared/data/cpv/cpv_2008_en_nl.json', import.meta.url),
        'utf8',
      ),
    ) as { code: string }[];
    const many = [...new Set([...vocabulary.map((r) => r.code), ...CODES])];
    // Written past the profile's limit of 200 (an import or an older version could): 10,000 codes.
    const codes = [...many, ...many.map((c) => `${c}-x`)].slice(0, 10_000);
    expect(codes).toHaveLength(10_000);
    await docs.setDoc(refs.company('c3'), company('Alles', codes, 'Alles'));
    const clock = new ManualClock(START);
    const started = performance.now();
    const result = await ingestTenders(new ScriptedSource(PAGES), depsFor(docs, clock));
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(result).toMatchObject({ ok: true, summary: { created: 24 } });
    // Every notice shares a code with it, so every open one is a match of the huge profile too.
    const big = await docs.getDocs(refs.tenderMatches('c3'));
    expect(big.size).toBeGreaterThan(0);
    expect(Object.keys((await endState(docs)).matches).length).toBeGreaterThan(0);
  });
});
