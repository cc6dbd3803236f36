#!/usr/bin/env node
// Derives the demo backend's tenders (web/public/demo/tenders.json, committed so that a clone
// without ../shared has demo tenders: docs/data-sources.md) from every real
// notice in ../shared/data/ted: the eForms notices, the TED-XML R2.0.9 notices and the TED Search
// API v3 results, each parsed by core's own parsers (the same code the ingestion runs). The demo
// fetches the file on its first start and stores the tenders (web/src/backend/demo/demoTenders.ts).
// Instants are written as { "$t": <ms> } and revived into Timestamps by the demo.
//
//   node scripts/build-demo-tenders.mjs            # skip when the output is newer than the data
//   node scripts/build-demo-tenders.mjs --force
//   TENDER_DATA_DIR=/path/to/data DEMO_TENDERS_OUTPUT=/tmp/t.json node scripts/build-demo-tenders.mjs
//
// Without the data folder it keeps the committed file; only when that is missing too does it write
// an empty list and say so. tests/unit/derivedData.test.ts checks the committed file is exactly
// what this script derives (after a parser change: node scripts/build-demo-tenders.mjs --force).
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = resolve(process.env.TENDER_DATA_DIR ?? join(repoRoot, '..', 'shared', 'data'));
const tedDir = join(dataDir, 'ted');
const output = resolve(
  process.env.DEMO_TENDERS_OUTPUT ?? join(repoRoot, 'web', 'public', 'demo', 'tenders.json'),
);
const XML_DIRS = ['eforms-real-notices', 'ted-xml-r209-real-notices'];
const API_FILE = join('ted-api-v3', 'zaanstad-ted-v3-search-raw-fields_aanbestedingen.json');

const SOURCE =
  'TED (Tenders Electronic Daily), the Publications Office of the European Union: real notices ' +
  'from OP-TED/ted-rdf-mapping-eforms, OP-TED/ted-xml-data-converter and a TED Search API v3 ' +
  'scrape of Gemeente Zaanstad (docs/data-sources.md)';
const LICENCE =
  '© European Union, https://ted.europa.eu; reuse free of charge with attribution under ' +
  'Commission Decision 2011/833/EU';

function write(tenders, note) {
  mkdirSync(dirname(output), { recursive: true });
  // Timestamp (core) → { $t: ms }; JSON.stringify hands the replacer the original value via `this`.
  const body = { note, source: SOURCE, licence: LICENCE, tenders };
  const json = JSON.stringify(body, function replacer(key, value) {
    const original = this[key];
    if (original && typeof original === 'object' && typeof original.toMillis === 'function') {
      return { $t: original.toMillis() };
    }
    return value;
  });
  writeFileSync(output, json);
}

if (!existsSync(tedDir) && existsSync(output)) process.exit(0); // keep the committed tenders
if (!existsSync(tedDir)) {
  console.warn(
    `build-demo-tenders: ${tedDir} not found; writing an empty list to ${output} (the demo will show no tenders).`,
  );
  write([], 'no data folder: no demo tenders');
  process.exit(0);
}

const xmlFiles = XML_DIRS.flatMap((dir) =>
  readdirSync(join(tedDir, dir))
    .filter((f) => f.endsWith('.xml'))
    .sort()
    .map((f) => join(tedDir, dir, f)),
);
const apiPath = join(tedDir, API_FILE);
const sources = [...xmlFiles, ...(existsSync(apiPath) ? [apiPath] : [])];

const force = process.argv.includes('--force');
if (!force && existsSync(output)) {
  const built = statSync(output).mtimeMs;
  // The data, this script and core's parsers all decide what the file holds.
  const parserDir = join(repoRoot, 'core', 'src', 'tenders');
  const parsers = readdirSync(parserDir).map((f) => join(parserDir, f));
  const inputs = [...sources, ...parsers, fileURLToPath(import.meta.url)];
  const newest = Math.max(...inputs.map((f) => statSync(f).mtimeMs));
  if (built > newest) {
    console.log(`build-demo-tenders: ${output} is up to date.`);
    process.exit(0);
  }
}

register();
const { parseNoticeXml, mapTedSearchResponse, mergeProcedureNotices } =
  await import('../core/src/tenders/index.ts');

const tenders = [];
const failures = [];
for (const file of xmlFiles) {
  try {
    tenders.push(parseNoticeXml(readFileSync(file, 'utf8')));
  } catch (e) {
    failures.push(`${file}: ${e instanceof Error ? e.message : e}`);
  }
}
if (existsSync(apiPath)) {
  // The scraper wrapped each API item in ruwe_velden; unwrap into the API's own response shape.
  const procedures = JSON.parse(readFileSync(apiPath, 'utf8'));
  const notices = procedures.flatMap((p) => p.publicaties.map((pub) => pub.ruwe_velden));
  const mapped = mapTedSearchResponse({ notices });
  tenders.push(...mapped.tenders);
  for (const r of mapped.rejected) failures.push(`${API_FILE}[${r.index}]: ${r.error.message}`);
}
// One record per notice (the same notice may come from two files), then one tender per
// procedure as the ingestion stores them: change notices and republications merged into the
// tender they change, with what each changed (core/src/tenders/noticeMerge.ts, issue 21).
const unique = [...new Map(tenders.map((t) => [`${t.source}-${t.sourceId}`, t])).values()];
const merged = mergeProcedureNotices(unique);
write(merged, `${merged.length} tenders from ${unique.length} real TED notices`);
console.log(
  `build-demo-tenders: ${merged.length} tenders (${unique.length} notices) from ${sources.length} files → ${output}` +
    (failures.length ? ` (${failures.length} skipped)` : ''),
);
for (const f of failures) console.warn(`  skipped ${f}`);
