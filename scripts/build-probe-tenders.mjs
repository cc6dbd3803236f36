#!/usr/bin/env node
// Builds the held-out probe tender documents (issue 17's "tender documents it has never seen"):
// every bench/data/probe-tenders/sources/*.txt (plain text in the markup of
// scripts/probe-tenders/markup.mjs, written for this purpose) becomes the PDF or DOCX its front
// matter names, in bench/data/probe-tenders/. The generated files are committed, so the bench
// reads exactly the bytes the labels were checked against; run this again after editing a source,
// then `node scripts/check-probe-tenders.mjs` (every labelled quote on its page).
//
//   node scripts/build-probe-tenders.mjs
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parseSource } from './probe-tenders/markup.mjs';
import { renderDocx } from './probe-tenders/renderDocx.mjs';
import { renderPdf } from './probe-tenders/renderPdf.mjs';

const DIR = new URL('../bench/data/probe-tenders/', import.meta.url);
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
