#!/usr/bin/env node
// A 200-page tender processed end to end (issue #6): core's document processor on memory ports,
// the same code the Storage trigger and the demo run: type detection, pdfjs extraction, facts,
// summary, chunks, extracted-text file, status writes. The PDF is assembled at bench time with
// pdf-lib from real documents in ../shared/data (117 + 56 + 27 pages). Prints one line and exits 1
// only when the budget is broken by more than NOISE.
//
//   node bench/process-200-pages.mjs
import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { register } from 'tsx/esm/api';

register();
const { documentWorld } = await import('../core/src/services/documents/testWorld.ts');

const BUDGET_S = 15;
const NOISE = 0.1;
const PAGES = 200;
const data = (rel) => readFileSync(new URL(`../../shared/data/${rel}`, import.meta.url));
const SOURCES = [
  ['hostile/large-117-pages_GeoTopo-komprimiert.pdf', 117],
  ['tender-documents/us-ca-cdt-rfi-CDT-PQVP-0118-pqvp-agile-development.pdf', 56],
  ['tender-documents/us-ca-cdt-rfi-CDT-ADPQ-0117-pqvp-agile-development.pdf', 27],
];

const out = await PDFDocument.create();
for (const [rel, count] of SOURCES) {
  const source = await PDFDocument.load(data(rel));
  for (const page of await out.copyPages(source, [...Array(count).keys()])) out.addPage(page);
}
const pdf = await out.save();

const world = documentWorld();
const target = await world.upload('tender-200-pages.pdf', pdf);
// CPU time, not wall time: on a CI machine shared with other jobs the wall clock mostly measures
// the neighbours. pdfjs runs in-process in Node, so this thread's CPU time is the whole cost.
const cpuStart = process.cpuUsage();
const start = performance.now();
const result = await world.processor.process(target);
const wall = (performance.now() - start) / 1000;
const cpu = process.cpuUsage(cpuStart);
const seconds = (cpu.user + cpu.system) / 1e6;
const doc = await world.read(target);
if (result.outcome !== 'processed' || doc?.pageCount !== PAGES) {
  console.error(`bench: processing ended ${JSON.stringify(result)} with ${doc?.pageCount} pages`);
  process.exit(1);
}
console.log(
  `bench process-200-pages: ${seconds.toFixed(1)} s (budget ${BUDGET_S} s; CPU time, wall ${wall.toFixed(1)} s; ${doc.chunkCount} chunks)`,
);
if (seconds > BUDGET_S * (1 + NOISE)) {
  console.error('bench: over budget: process-200-pages');
  process.exitCode = 1;
}
