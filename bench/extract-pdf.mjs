#!/usr/bin/env node
// Text extraction speed of a 50-page PDF (issue #6): core's extractor (pdfjs-dist, the Node
// legacy build the functions use) against Debian's `pdftotext` (poppler-utils), side by side in
// one run, on the first 50 pages of the real 117-page PDF in ../shared/data/hostile/ (cut with
// pdf-lib at bench time; nothing is copied into the repository). Each side runs RUNS times after
// one warm-up and the best run counts, which keeps other load on the machine out of the figure.
// Prints two lines and exits 1 only when a budget is broken by more than NOISE.
//
//   node bench/extract-pdf.mjs
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { register } from 'tsx/esm/api';

register();
const { createTextExtractor } = await import('../core/src/extraction/textExtractor.ts');
const { loadNodePdfjs } = await import('../core/src/extraction/testPdfjs.ts');

const BUDGET_MS = 1500;
const BUDGET_RATIO = 3;
/** Over budget by less than this is noise on a shared CI machine, not a regression. */
const NOISE = 0.1;
const RUNS = 3;
const PAGES = 50;
const SOURCE = new URL(
  '../../shared/data/hostile/large-117-pages_GeoTopo-komprimiert.pdf',
  import.meta.url,
);

async function firstPages(bytes, count) {
  const source = await PDFDocument.load(bytes);
  const out = await PDFDocument.create();
  const pages = await out.copyPages(source, [...Array(count).keys()]);
  for (const page of pages) out.addPage(page);
  return out.save();
}

async function best(run) {
  await run();
  let min = Infinity;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    min = Math.min(min, performance.now() - start);
  }
  return min;
}

const dir = mkdtempSync(join(tmpdir(), 'bench-pdf-'));
try {
  const pdf = await firstPages(readFileSync(SOURCE), PAGES);
  const file = join(dir, 'fifty.pdf');
  writeFileSync(file, pdf);
  const extractor = createTextExtractor({ loadPdfjs: loadNodePdfjs });
  let pageCount = 0;
  const ours = await best(async () => {
    const out = await extractor.extract({ bytes: pdf, fileName: 'fifty.pdf' });
    pageCount = out.pages.length;
  });
  if (pageCount !== PAGES) throw new Error(`extracted ${pageCount} pages, expected ${PAGES}`);
  const poppler = await best(async () => {
    const r = spawnSync('pdftotext', ['-layout', file, join(dir, 'out.txt')]);
    if (r.status !== 0) throw new Error(`pdftotext failed: ${r.stderr}`);
  });
  const ratio = ours / poppler;
  console.log(`bench pdf-extract-50: ${Math.round(ours)} ms (budget ${BUDGET_MS} ms)`);
  console.log(
    `bench pdf-extract-vs-pdftotext: ${ratio.toFixed(1)}× (budget ${BUDGET_RATIO}×; pdftotext ${Math.round(poppler)} ms)`,
  );
  const broken = [];
  if (ours > BUDGET_MS * (1 + NOISE)) broken.push('pdf-extract-50');
  if (ratio > BUDGET_RATIO * (1 + NOISE)) broken.push('pdf-extract-vs-pdftotext');
  if (broken.length > 0) {
    console.error(`bench: over budget: ${broken.join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
