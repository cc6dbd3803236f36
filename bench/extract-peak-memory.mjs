#!/usr/bin/env node
// Peak memory of processing the worst files (issue 20): each file is built here from bytes
// (core/src/extraction/hostileFixtures/; nothing is committed or downloaded) and processed in a
// child process of its own, the way the documentUploaded function does it: core's processor on
// memory ports, with the functions' extractor in a worker thread whose heap is capped
// (functions/src/adapters/workerTextExtractor.ts). Child and worker are bundled with esbuild first,
// as functions/build.mjs bundles them for deployment, so no TypeScript loader is measured. The
// child's peak resident set (main thread plus worker, ArrayBuffers included) is the figure; the
// budget is 512 MiB per file, half the 1 GiB the function has. Prints one line per file and exits
// 1 only when a budget is broken.
//
//   node bench/extract-peak-memory.mjs
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { register } from 'tsx/esm/api';

const BUDGET_MIB = 512;
const MiB = 1024 * 1024;
const repo = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** The child: processes one file and prints its outcome and this process's peak RSS as JSON. */
const CHILD = `
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { documentWorld } from ${JSON.stringify(repo('core/src/services/documents/testWorld.ts'))};
import { createWorkerTextExtractor } from ${JSON.stringify(repo('functions/src/adapters/workerTextExtractor.ts'))};
const [file, name, worker] = process.argv.slice(2);
const extractor = createWorkerTextExtractor({ workerUrl: pathToFileURL(worker) });
const w = documentWorld({ extractor });
const target = await w.upload(name, new Uint8Array(readFileSync(file)));
const started = performance.now();
const result = await w.processor.process(target);
const doc = await w.read(target);
process.stdout.write(JSON.stringify({
  result,
  pageCount: doc?.pageCount ?? null,
  warnings: doc?.warnings ?? [],
  seconds: (performance.now() - started) / 1000,
  // resourceUsage().maxRSS is in KiB and covers every thread of the process.
  peakMiB: process.resourceUsage().maxRSS / 1024,
}));
process.exit(0);
`;

/** Bundles like functions/build.mjs: ESM for Node 22, with a require() for bundled CommonJS. */
const bundle = (options) =>
  build({
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    banner: {
      js: "import { createRequire as __bundleCreateRequire } from 'node:module'; const require = __bundleCreateRequire(import.meta.url);",
    },
    logLevel: 'error',
    ...options,
  });

const dir = mkdtempSync(join(tmpdir(), 'bench-peak-'));
await bundle({
  entryPoints: { extractionWorker: repo('functions/src/adapters/extractionWorker.ts') },
  outdir: join(dir, 'worker'),
});
await bundle({
  stdin: { contents: CHILD, resolveDir: repo('bench'), loader: 'ts', sourcefile: 'child.ts' },
  entryNames: 'child',
  outdir: join(dir, 'child'),
});

register();
const fixtures = {
  ...(await import('../core/src/extraction/hostileFixtures/pdf.ts')),
  ...(await import('../core/src/extraction/hostileFixtures/docx.ts')),
};
const CASES = [
  {
    id: 'zip-bomb-lying-sizes',
    name: 'bijlage.docx',
    what: 'DOCX, a 300 MiB entry declared as 1,000 bytes',
    bytes: () => fixtures.lyingSizesDocx(300 * MiB),
  },
  {
    id: 'deflate-bomb-pdf',
    name: 'bestek.pdf',
    what: 'PDF, one content stream inflating to 512 MiB',
    bytes: () => fixtures.deflateBombPdf(512 * MiB),
  },
  {
    id: 'docx-at-xml-cap',
    name: 'lang.docx',
    what: 'DOCX, 16 MiB of XML (26,000 paragraphs of 100 words), just under the XML cap',
    bytes: () => fixtures.manyParagraphsDocx(26_000, 100),
  },
  {
    id: 'docx-heap-bomb',
    name: 'lang.docx',
    what: 'DOCX, 400,000 one-word paragraphs: under the byte caps, stopped by the heap cap',
    bytes: () => fixtures.manyParagraphsDocx(400_000),
  },
  {
    id: 'pdf-2000-pages',
    name: 'lang.pdf',
    what: 'PDF, 2,000 pages of text, every one read',
    bytes: () => fixtures.manyPagesPdf(2_000),
  },
];

let broken = false;
try {
  for (const c of CASES) {
    const file = join(dir, c.id);
    const bytes = c.bytes();
    writeFileSync(file, bytes);
    const child = spawnSync(
      process.execPath,
      [join(dir, 'child', 'child.js'), file, c.name, join(dir, 'worker', 'extractionWorker.js')],
      { encoding: 'utf8', maxBuffer: 16 * MiB, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    if (child.status !== 0) {
      console.error(
        `bench extract-peak-memory-${c.id}: the child process failed (${child.status})`,
      );
      broken = true;
      continue;
    }
    const report = JSON.parse(child.stdout.trim().split('\n').pop());
    const outcome =
      report.result.outcome === 'failed'
        ? `failed: ${report.result.error}`
        : `${report.result.outcome}, ${report.pageCount} pages${report.warnings.length ? `, ${report.warnings.join(' ')}` : ''}`;
    console.log(
      `  ${c.what}: ${(bytes.byteLength / 1024).toFixed(0)} kB file, ${outcome}, ${report.seconds.toFixed(1)} s`,
    );
    console.log(
      `bench extract-peak-memory-${c.id}: ${report.peakMiB.toFixed(0)} MiB (budget ${BUDGET_MIB} MiB)`,
    );
    if (report.peakMiB > BUDGET_MIB) broken = true;
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(broken ? 1 : 0);
