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
//
// The pieces, in bench/ingestion-cost/: scale.mjs (the day's size), generate.mjs (companies and
// notices), seed.mjs (the store and the day's notices), indexedTenders.mjs (the lookups' hash
// maps), run.mjs (a run and the day's estimate from a sample), core.mjs (core's modules).
import { core } from './ingestion-cost/core.mjs';
import { estimate, run } from './ingestion-cost/run.mjs';
import {
  COMPANIES,
  HISTORY_MATCHES_PER_COMPANY,
  HISTORY_TENDERS,
  NEW_NOTICES,
  NOW,
  PAGE_SIZE,
  VOTE_SHARE,
} from './ingestion-cost/scale.mjs';
import { seed } from './ingestion-cost/seed.mjs';

const { ManualClock } = core;

/** Firestore Standard edition list prices in USD per 100,000 operations (bench/README.md). */
const PRICE = { reads: 0.06, writes: 0.18, deletes: 0.02 };
const BUDGET = { reads: 45_000, writes: 480_000, usdPerDay: 0.9 };
const RUNS_PER_DAY = 4;

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
