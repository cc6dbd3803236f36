#!/usr/bin/env node
// Top-10 hybrid retrieval over 50,000 chunks (issue 7's budget: 100 ms). The 532 chunks of the
// real tender documents in ../shared/data are repeated into 50,000 chunks of one company, each
// copy made distinct (a marker word, its own id and knowledge base), with the bench embedder's
// vectors. The index is built once (as a warm function instance keeps it), then every labelled
// question of bench/retrieval-eval.json (English and Dutch, so with the lexicon's expansion on) is
// asked once, timed, after the first 100 have warmed the index up (the set has passed 1,000
// questions: three timed passes took 2.5 minutes of CI for a median that one pass gives as well).
// Only an evenly spread sample of about 300 of them is timed (every 4th of 1,167): each of the
// four disjoint samples' medians lay within 1 ms of all 1,167's (52.1 ms: 52.8, 53.0, 51.0, 51.4),
// far inside the 2x headroom and the run-to-run spread of a shared machine, for a quarter of the
// ~50 s the questions took (docs/decisions.md "CI time with margin for a slower machine").
// Prints the median and exits 1 when it is more than 10 % over budget. CPU time of the process,
// as the other benches (on a shared machine the wall clock mostly measures the neighbours;
// printed alongside).
//
//   node bench/retrieval-50k.mjs
import { readFileSync } from 'node:fs';
import { core, embedder, extractAll, chunksOf } from './retrieval-lib.mjs';

const BUDGET_MS = 100;
const NOISE = 0.1;
const CHUNKS = 50_000;
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const questions = JSON.parse(
  readFileSync(new URL('./retrieval-eval.json', import.meta.url), 'utf8'),
);
const docs = await extractAll();
const base = docs.flatMap((d, i) => chunksOf('kb', `doc${i}`, d.name, d.pages, d.structure));
const baseVectors = await embedder.embed(base.map((c) => c.text));
const chunks = Array.from({ length: CHUNKS }, (_, i) => {
  const b = base[i % base.length];
  const kb = `kb${i % 8}`;
  return {
    id: `${kb}/c${i}`,
    text: `${b.text}\nvariant${Math.floor(i / base.length)}`,
    embedding: baseVectors[i % base.length],
    source: { ...b.source, knowledgeBaseId: kb },
  };
});
const store = core.createMemoryChunkStore();
store.put('company-a', chunks);
const retriever = core.createLocalRetriever(store, embedder);

let start = performance.now();
await retriever.retrieve({ companyId: 'company-a', query: 'warm up the index' });
const buildS = (performance.now() - start) / 1000;

const WARM_UP = 100;
const TIMED = 300;
const PASSES = questions.length >= TIMED ? 1 : 3;
// Every stride-th question, so English and Dutch and every set of the file are in the sample in
// their proportions; the warm-up asks the first 100 of the others.
const stride = Math.max(1, Math.round(questions.length / TIMED));
const timed = questions.filter((_, i) => i % stride === 0);
const untimed = questions.filter((_, i) => i % stride !== 0);
for (const q of (untimed.length >= WARM_UP ? untimed : questions).slice(0, WARM_UP))
  await retriever.retrieve({ companyId: 'company-a', query: q.question, limit: 10 });
const cpu = [];
const wall = [];
let returned = 0;
for (let pass = 0; pass < PASSES; pass++) {
  for (const q of timed) {
    const c0 = cpuMs();
    start = performance.now();
    const passages = await retriever.retrieve({
      companyId: 'company-a',
      query: q.question,
      limit: 10,
    });
    wall.push(performance.now() - start);
    cpu.push(cpuMs() - c0);
    returned += passages.length;
  }
}
const figure = median(cpu);
console.log(
  `bench retrieval-50k: ${figure.toFixed(1)} ms (budget ${BUDGET_MS} ms; median CPU time of ${cpu.length} top-10 queries (${stride === 1 ? 'all' : `every ${stride}th`} of ${questions.length}) over ${CHUNKS} chunks, wall median ${median(wall).toFixed(1)} ms, max ${Math.max(...cpu).toFixed(1)} ms; index built in ${buildS.toFixed(1)} s wall)`,
);
if (returned !== cpu.length * 10) {
  console.error(`bench: expected 10 passages per query, got ${returned / cpu.length} on average`);
  process.exitCode = 1;
}
if (figure > BUDGET_MS * (1 + NOISE)) {
  console.error('bench: over budget: retrieval-50k');
  process.exitCode = 1;
}
