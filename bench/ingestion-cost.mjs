#!/usr/bin/env node
// node bench/ingestion-cost.mjs: issue 22 item 5. What a day of TED ingestion costs in Firestore
// operations: 3,000 new notices (TED's working day; 10 % of them change notices of notices
// already stored) against 1,000 companies with a year of history, through core's ingestion
// (ingestTenders with the per-run matcher, as the scheduled function runs it) on core's
// MemoryDocStore behind a counting wrapper of the DocStore port (core/src/memory/billingDocStore.ts:
// reads, writes and deletes as Firestore bills a server). Then the three later runs of that day
// (the schedule runs every 6 hours; TED publishes once a day, so they fetch the same notices
// again and find them unchanged). Prints the operations per run and the estimated daily cost at
// Firestore list prices (bench/README.md says which and of when); exits 1 over budget.
//
// Everything is generated with a seeded PRNG (core/src/largeSeed/prng.ts) from the CPV vocabulary
// and the titles of the real notices in ../shared/data, so every run does the same work.
import { readFileSync } from 'node:fs';
import { register } from 'tsx/esm/api';

register();
const core = await import('../core/src/index.ts');
const { billingDocStore } = await import('../core/src/memory/billingDocStore.ts');
const { ingestTenders, createRunMatcher } = await import('../core/src/services/signaling/index.ts');
const { prng, pickOne, pickSome } = await import('../core/src/largeSeed/prng.ts');
const { MemoryDocStore, ManualClock, Timestamp, refs, tenderDocId, DEFAULT_NOTIFICATION_SETTINGS } =
  core;

/** Firestore Standard edition list prices in USD per 100,000 operations (bench/README.md). */
const PRICE = { reads: 0.06, writes: 0.18, deletes: 0.02 };
const BUDGET = { reads: 45_000, writes: 480_000, usdPerDay: 0.9 };
const RUNS_PER_DAY = 4;

const COMPANIES = 1_000;
const NEW_NOTICES = 3_000;
const CHANGE_SHARE = 0.1;
const PAGE_SIZE = 100;
/** The year behind each company: 100 matches, one vote in ten (what a run reads of its past). */
const HISTORY_MATCHES_PER_COMPANY = 100;
const VOTE_SHARE = 0.1;
/**
 * Tenders of the past year kept in the store. Firestore bills a query by what it returns, not by
 * what the collection holds, so a sample of the year costs the same reads as the whole year; the
 * sample keeps the in-memory store (which does scan) fast enough for CI.
 */
const HISTORY_TENDERS = 6_000;

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 23, 6);
const ts = (ms) => Timestamp.fromMillis(ms);

const shared = (path) => new URL(`../../shared/data/${path}`, import.meta.url);
const vocabulary = JSON.parse(readFileSync(shared('cpv/cpv_2008_en_nl.json'), 'utf8'));
const COMPANY_CODES = vocabulary
  .filter((r) => r.level === 'category' || r.level === 'subcategory')
  .map((r) => r.code);
const ALL_CODES = vocabulary.map((r) => r.code);
const summary = JSON.parse(readFileSync(shared('ted/ted_notices_summary.json'), 'utf8'));
const WORDS = [
  ...new Set(
    summary.notices
      .flatMap((n) => `${n.title ?? ''} ${n.description ?? ''}`.toLowerCase().split(/[^\p{L}]+/u))
      .filter((w) => w.length > 3),
  ),
];
// Tender codes: the real notices' codes with their check digit, from the vocabulary.
const byDigits = new Map(ALL_CODES.map((c) => [c.slice(0, 8), c]));
const TENDER_CODES = [
  ...new Set(
    summary.notices
      .flatMap((n) => [n.main_cpv, ...n.lots.flatMap((l) => l.cpv)])
      .map((c) => byDigits.get(String(c).slice(0, 8)))
      .filter(Boolean),
  ),
];
const LABELS = new Map(vocabulary.map((r) => [r.code, `${r.label_en} ${r.label_nl}`]));
const CATEGORIES = ['supply', 'works', 'services'];
const TYPES = ['contract_notice', 'contract_notice', 'prior_notice', 'market_consultation'];
const COUNTRIES = ['NL', 'BE', 'DE', 'FR', 'NL', 'PL'];

function company(rand, i) {
  // One company wrote 10,000 codes into its profile (over the form's limit: an import could).
  const codes =
    i === 0
      ? [
          ...ALL_CODES,
          ...Array.from({ length: 10_000 - ALL_CODES.length }, (_, k) => `9${8_000_000 + k}-0`),
        ]
      : pickSome(rand, COMPANY_CODES, 2 + Math.floor(rand() * 6));
  // A company describes what it does: the labels of a few of its codes, in English and Dutch.
  const described = codes.slice(0, 8).map((c) => LABELS.get(c) ?? '');
  return {
    name: `Company ${i}`,
    profile: {
      description: [...described, ...pickSome(rand, WORDS, 4)].join(' '),
      cpvCodes: codes,
      contractTypes: [],
      publicationTypes: ['contract_notice', 'prior_notice'],
      scope: ['national', 'european'],
    },
    bidNoBid: [{ description: pickSome(rand, WORDS, 2).join(' '), importance: 'high' }],
    writingStyle: '',
    focusAreas: '',
    notificationSettings: DEFAULT_NOTIFICATION_SETTINGS,
    createdAt: ts(NOW - 400 * DAY),
    updatedAt: ts(NOW - 400 * DAY),
  };
}

function notice(rand, n, publishedMs) {
  const cpvCodes = pickSome(rand, TENDER_CODES, 1 + Math.floor(rand() * 3));
  // Titles name the thing bought (its code's label) among the notices' own words.
  const title = [LABELS.get(cpvCodes[0]), ...pickSome(rand, WORDS, 4)].join(' ');
  return {
    source: 'ted',
    sourceId: `${String(n).padStart(6, '0')}-2026`,
    noticeId: `notice-${n}`,
    title,
    description: pickSome(rand, WORDS, 40).join(' '),
    buyer: `Gemeente ${pickOne(rand, WORDS)}`,
    location: 'Nederland',
    category: pickOne(rand, CATEGORIES),
    cpvCodes,
    publicationType: pickOne(rand, TYPES),
    scope: 'european',
    publishedAt: ts(publishedMs),
    deadline: ts(publishedMs + 40 * DAY),
    links: [{ label: 'TED', url: `https://ted.europa.eu/en/notice/-/detail/${n}-2026` }],
    language: 'nl',
    country: pickOne(rand, COUNTRIES),
    procedureId: `proc-${n}`,
    changeOf: null,
  };
}

async function seed() {
  const rand = prng(22);
  const { docs, indexTender } = indexedTenders(new MemoryDocStore({ clock: new ManualClock(NOW) }));
  const history = [];
  for (let i = 0; i < HISTORY_TENDERS; i++) {
    const publishedMs = NOW - Math.floor(rand() * 250) * DAY - DAY;
    const record = notice(rand, i, publishedMs);
    const id = tenderDocId(record.source, record.sourceId);
    const tender = {
      ...record,
      noticeKeys: [record.sourceId, record.noticeId],
      fetchedAt: ts(publishedMs),
    };
    history.push({ id, record, tender });
  }
  let batch = docs.batch();
  let pending = 0;
  const put = async (ref, data) => {
    batch.set(ref, data);
    if (++pending === 400) {
      await batch.commit();
      batch = docs.batch();
      pending = 0;
    }
  };
  for (const { id, tender } of history) {
    await put(refs.tender(id), tender);
    indexTender(id, tender);
  }
  for (let c = 0; c < COMPANIES; c++) {
    const cid = `c${String(c).padStart(4, '0')}`;
    await put(refs.company(cid), company(rand, c));
    for (let m = 0; m < HISTORY_MATCHES_PER_COMPANY; m++) {
      const { id, tender } = pickOne(rand, history);
      const vote = rand() < VOTE_SHARE ? (rand() < 0.6 ? 'up' : 'down') : null;
      await put(refs.tenderMatch(cid, id), {
        tenderId: id,
        score: 30 + Math.floor(rand() * 70),
        reasons: [],
        viewedBy: [],
        tender: {
          title: tender.title,
          buyer: tender.buyer,
          location: tender.location,
          category: tender.category,
          cpvCodes: tender.cpvCodes,
          publishedAt: tender.publishedAt,
          deadline: tender.deadline,
        },
        ...(vote ? { vote } : {}),
        createdAt: tender.fetchedAt,
        updatedAt: tender.fetchedAt,
      });
    }
  }
  await batch.commit();
  // Today's notices: new ones, and change notices of open notices of the past weeks.
  const recent = history.filter((h) => h.record.deadline.toMillis() > NOW);
  const fresh_ = [];
  const changes = [];
  for (let n = 0; n < NEW_NOTICES; n++) {
    const fresh = notice(rand, HISTORY_TENDERS + n, NOW - DAY / 4);
    if (rand() < CHANGE_SHARE) {
      const original = pickOne(rand, recent).record;
      changes.push({
        ...original,
        sourceId: fresh.sourceId,
        noticeId: fresh.noticeId,
        publishedAt: fresh.publishedAt,
        changeOf: original.sourceId,
        publicationType: 'rectification',
        deadline: ts(original.deadline.toMillis() + 14 * DAY),
      });
    } else fresh_.push(fresh);
  }
  // TED interleaves them; grouped here (new first) so that a sample of the new pages and all of
  // the change notices can be measured. Changed tenders are settled once at the run's end, so
  // where they sit in the run does not change what it costs.
  return { docs, fresh: fresh_, changes };
}

/**
 * The memory store scans a collection for every query (Firestore reads an index); at 3,000
 * notices × 2 lookups over the stored tenders that scan was most of this bench's minutes. This
 * wrapper answers the ingestion's two lookups of a notice's tender (noticeKeys
 * array-contains-any, procedureId ==) from hash maps kept up to date on tender writes, with the
 * same documents the scan would return; the billing wrapper around it counts them the same way.
 */
function indexedTenders(store) {
  const byKey = new Map();
  const byProcedure = new Map();
  const add = (map, key, id) => {
    if (!key) return;
    if (!map.has(key)) map.set(key, new Set());
    map.get(key).add(id);
  };
  const indexTender = (id, t) => {
    for (const k of t.noticeKeys ?? []) add(byKey, k, id);
    add(byProcedure, t.procedureId, id);
  };
  const isTender = (path) => path.startsWith('tenders/') && path.split('/').length === 2;
  return {
    indexTender,
    docs: {
      getDoc: (ref) => store.getDoc(ref),
      updateDoc: (ref, data) => store.updateDoc(ref, data),
      deleteDoc: (ref) => store.deleteDoc(ref),
      batch: () => store.batch(),
      runTransaction: (fn, options) => store.runTransaction(fn, options),
      onDocSnapshot: (ref, next, error) => store.onDocSnapshot(ref, next, error),
      onQuerySnapshot: (q, next, error) => store.onQuerySnapshot(q, next, error),
      async setDoc(ref, data, options) {
        await store.setDoc(ref, data, options);
        if (isTender(ref.path)) indexTender(ref.id, data);
      },
      async getDocs(q) {
        const f = q.filters?.[0];
        if (q.kind !== 'query' || q.collection.path !== 'tenders' || q.filters.length !== 1)
          return store.getDocs(q);
        let ids = null;
        if (f.field === 'noticeKeys' && f.op === 'array-contains-any')
          ids = new Set(f.value.flatMap((k) => [...(byKey.get(k) ?? [])]));
        if (f.field === 'procedureId' && f.op === '==') ids = byProcedure.get(f.value) ?? new Set();
        if (!ids) return store.getDocs(q);
        const docs = [];
        for (const id of [...ids].sort()) {
          const snap = await store.getDoc(refs.tender(id));
          if (snap.exists) docs.push({ ...snap, exists: true });
        }
        return { docs, size: docs.length, empty: docs.length === 0 };
      },
    },
  };
}

/** TED's search paging over the day's notices (cursor = the next page's number). */
function source(today) {
  return {
    id: 'ted',
    async fetchPublished({ cursor }) {
      const page = Number(cursor ?? 0);
      const tenders = today.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
      const more = (page + 1) * PAGE_SIZE < today.length;
      return { tenders, ...(more ? { nextCursor: String(page + 1) } : {}) };
    },
  };
}

/**
 * One run over `today`. The operations of each page's matching round are recorded, so that a run
 * over a sample of the day's pages can be carried to the whole day (see `estimate`).
 */
async function run(docs, today, clock) {
  const { docs: counted, billed } = billingDocStore(docs);
  const match = createRunMatcher({ docs: counted, now: () => clock.now() });
  const rounds = [];
  const started = performance.now();
  const result = await ingestTenders(
    source(today),
    {
      docs: counted,
      clock,
      sleep: async () => {},
      random: () => 0.5,
      matchTenders: async (tenders) => {
        const r = await match(tenders);
        rounds.push({ ...billed });
        return r;
      },
    },
    { maxPages: 40 },
  );
  if (!result.ok || result.paused) throw new Error(`run did not finish: ${JSON.stringify(result)}`);
  return { ...billed, rounds, ms: performance.now() - started, summary: result.summary };
}

const OPS = ['reads', 'writes', 'deletes'];

/**
 * The day's run from a run over a sample: the first `sampledNew` of the day's pages of new
 * notices and all of its change notices. Each page of new notices not run is added at the mean
 * cost of the sample's new pages after the first (the first also pays for loading the companies,
 * their votes and the index, once per run); the change notices and the run's end are measured.
 */
function estimate(sample, sampledNew, dayNewPages) {
  const out = {};
  const rounds = sample.rounds.slice(0, sampledNew);
  for (const op of OPS) {
    if (rounds.length < sampledNew || sampledNew < 2) {
      // Nothing new to match (a later run of the day): every page costs the same.
      out[op] = Math.round((sample[op] * dayNewPages) / sampledNew);
      continue;
    }
    const perPage = (rounds.at(-1)[op] - rounds[0][op]) / (sampledNew - 1);
    out[op] = Math.round(sample[op] + (dayNewPages - sampledNew) * perPage);
  }
  return out;
}

// CI runs a sample of the day's pages of new notices (the whole day is minutes of CPU on a shared
// machine); --full runs the whole day (bench/README.md has both figures).
const full = process.argv.includes('--full');
const seedStart = performance.now();
const { docs, fresh, changes } = await seed();
const dayNewPages = Math.ceil(fresh.length / PAGE_SIZE);
const sampledNew = full ? dayNewPages : 4;
const today = [...fresh.slice(0, sampledNew * PAGE_SIZE), ...changes];
const seedMs = performance.now() - seedStart;
console.log(`  seeded in ${(seedMs / 1000).toFixed(1)} s`);
const clock = new ManualClock(NOW);
const first = await run(docs, today, clock);
clock.advance(6 * 3_600_000);
const later = await run(docs, today, clock);
const how = full
  ? 'measured'
  : `${sampledNew} of ${dayNewPages} pages of new notices and all change notices measured, the rest estimated`;
const day1 = full ? first : estimate(first, sampledNew, dayNewPages);
// A later run reads every notice of the day again (about one read each) and writes its cursor.
const dayLater = full
  ? later
  : {
      reads: Math.round((later.reads * NEW_NOTICES) / today.length),
      writes: later.writes + dayNewPages - sampledNew,
      deletes: later.deletes,
    };
const usd = (ops) =>
  (ops.reads * PRICE.reads + ops.writes * PRICE.writes + ops.deletes * PRICE.deletes) / 100_000;
const daily = usd(day1) + (RUNS_PER_DAY - 1) * usd(dayLater);
const s = first.summary;
console.log(
  `  seeded ${COMPANIES} companies (one with 10,000 codes), ${HISTORY_TENDERS} tenders of the past year, ${COMPANIES * HISTORY_MATCHES_PER_COMPANY} matches (${VOTE_SHARE * 100} % voted) in ${(seedMs / 1000).toFixed(1)} s`,
);
console.log(
  `  first run (${how}): ${s.created} created, ${s.changed} changed (change notices), ${s.pages} pages in ${(first.ms / 1000).toFixed(1)} s: ${first.reads} reads, ${first.writes} writes, ${first.deletes} deletes in ${first.requests} requests`,
);
console.log(
  `  a later run of the day: ${later.summary.unchanged} unchanged in ${(later.ms / 1000).toFixed(1)} s: ${later.reads} reads, ${later.writes} writes, ${later.deletes} deletes`,
);
console.log(
  `bench ingestion-cost-reads: ${day1.reads} reads per run (budget ${BUDGET.reads}; ${NEW_NOTICES} new notices, ${COMPANIES} companies; ${how})`,
);
console.log(
  `bench ingestion-cost-writes: ${day1.writes + day1.deletes} writes and deletes per run (budget ${BUDGET.writes}; ${day1.writes} writes, ${day1.deletes} deletes)`,
);
console.log(
  `bench ingestion-cost: $${daily.toFixed(3)} per day (budget $${BUDGET.usdPerDay}; ${RUNS_PER_DAY} runs, Firestore list prices of bench/README.md)`,
);
let failed = false;
if (day1.reads > BUDGET.reads) failed = true;
if (day1.writes + day1.deletes > BUDGET.writes) failed = true;
if (daily > BUDGET.usdPerDay) failed = true;
process.exit(failed ? 1 : 0);
