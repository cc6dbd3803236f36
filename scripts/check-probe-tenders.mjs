#!/usr/bin/env node
// Checks the held-out probe tenders (bench/data/probe-tenders) without reading any facts from them:
// every file opens in the project's text extractor, and every labelled quote in
// bench/data/tender-facts-probe.labels.json occurs on each page its label names, in the page text
// that extractor gives (compared as bench/tender-facts.mjs compares quotes: normaliseForMatch).
// The facts extractor is deliberately not run here: the probe set stays unseen by the rules
// (docs/decisions.md "Held-out probe tenders for the facts").
//
//   node scripts/check-probe-tenders.mjs [--dump]   (--dump prints each page's text)
import { readFileSync } from 'node:fs';
import { register } from 'tsx/esm/api';

register();
const { createTextExtractor } = await import('../core/src/extraction/textExtractor.ts');
const { loadNodePdfjs } = await import('../core/src/extraction/testPdfjs.ts');
const { readDocNode } = await import('../core/src/extraction/docReaderNode.ts');
const { normaliseForMatch } = await import('../core/src/documents/facts/verifyFacts.ts');

const LABELS_URL = new URL('../bench/data/tender-facts-probe.labels.json', import.meta.url);
const LABELS = JSON.parse(readFileSync(LABELS_URL, 'utf8'));
const DIR = new URL(LABELS.documentsDir, LABELS_URL);
const DUMP = process.argv.includes('--dump');
const extractor = createTextExtractor({ loadPdfjs: loadNodePdfjs, readDoc: readDocNode });

let failures = 0;
for (const doc of LABELS.documents) {
  const bytes = new Uint8Array(readFileSync(new URL(doc.document, DIR)));
  const out = await extractor.extract({ bytes, fileName: doc.document });
  const pages = [...(out.pages ?? [out.text])];
  console.log(
    `${doc.document}: ${pages.length} pages (${out.structure?.pagination ?? 'no structure'}), ${doc.facts.length} labels`,
  );
  if (DUMP) pages.forEach((p, i) => console.log(`--- page ${i + 1}\n${p}`));
  for (const label of doc.facts) {
    const want = label.page === null ? pages.map((_, i) => i + 1) : (label.pages ?? [label.page]);
    const on = want.filter((n) =>
      normaliseForMatch(pages[n - 1] ?? '').includes(normaliseForMatch(label.quote)),
    );
    const ok = label.page === null ? on.length > 0 : on.length === want.length;
    if (!ok) {
      failures++;
      console.log(`  quote not on p${want.join(',')}: ${label.kind} "${label.quote}"`);
    }
  }
}
console.log(
  failures === 0 ? 'every labelled quote is on its page' : `${failures} quotes misplaced`,
);
process.exit(failures === 0 ? 0 : 1);
