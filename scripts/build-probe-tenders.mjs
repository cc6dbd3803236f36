#!/usr/bin/env node
// Builds the held-out probe tender documents (issue 17's "tender documents it has never seen"):
// every bench/data/probe-tenders/sources/*.txt (plain text in the markup of
// scripts/probe-tenders/markup.mjs, written for this purpose) becomes the PDF or DOCX its front
// matter names, in bench/data/probe-tenders/. The generated files are committed, so the bench
// reads exactly the bytes the labels were checked against; run this again after editing a source,
// then `node scripts/check-probe-tenders.mjs` (every labelled quote on its page).
//
// The optional argument names another set's folder (its sources in <folder>/sources): the second
// probe set is bench/data/probe-tenders-2 (docs/decisions.md "Held-out probe tenders, second set").
//
//   node scripts/build-probe-tenders.mjs [bench/data/probe-tenders-2]
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseSource } from './probe-tenders/markup.mjs';
import { renderDocx } from './probe-tenders/renderDocx.mjs';
import { renderPdf } from './probe-tenders/renderPdf.mjs';

const folder = process.argv.slice(2).find((a) => !a.startsWith('-'));
const DIR = folder
  ? pathToFileURL(`${resolve(folder)}/`)
  : new URL('../bench/data/probe-tenders/', import.meta.url);
const SOURCES = new URL('sources/', DIR);

for (const name of readdirSync(SOURCES)
  .filter((f) => f.endsWith('.txt'))
  .sort()) {
  const source = parseSource(readFileSync(new URL(name, SOURCES), 'utf8'));
  const { file, format } = source.meta;
  if (!file || !['pdf', 'docx'].includes(format)) throw new Error(`${name}: file and format`);
  const bytes = format === 'pdf' ? await renderPdf(source) : await renderDocx(source);
  writeFileSync(new URL(file, DIR), bytes);
  console.log(`${file}: ${source.pages.length} pages, ${bytes.length} bytes`);
}
