#!/usr/bin/env node
// Checks the held-out probe tenders (bench/data/probe-tenders) without reading any facts from them:
// every file opens in the project's text extractor, and every labelled quote in
// bench/data/tender-facts-probe.labels.json occurs on each page its label names, in the page text
// that extractor gives (compared as bench/tender-facts.mjs compares quotes: normaliseForMatch).
// A value label's amount must also be written in its quote (amountInQuote.mjs).
// The facts extractor is deliberately not run here: the probe set stays unseen by the rules
// (docs/decisions.md "Held-out probe tenders for the facts").
//
// `--labels=<file>` checks another labelled set the same way, e.g. the second probe set
// (`--labels=tender-facts-probe-2.labels.json`: a bare name is looked up in bench/data when it is
// not a path from the working directory).
//
//   node scripts/check-probe-tenders.mjs [--dump] [--labels=<file>]   (--dump prints each page's text)
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import { amountInQuote } from './probe-tenders/amountInQuote.mjs';

register();
const { createTextExtractor } = await import('../core/src/extraction/textExtractor.ts');
const { loadNodePdfjs } = await import('../core/src/extraction/testPdfjs.ts');
const { readDocNode } = await import('../core/src/extraction/docReaderNode.ts');
const { normaliseForMatch } = await import('../core/src/documents/facts/verifyFacts.ts');

const labelsArg = process.argv.find((a) => a.startsWith('--labels='))?.slice('--labels='.length);
const LABELS_URL = !labelsArg
  ? new URL('../bench/data/tender-facts-probe.labels.json', import.meta.url)
  : existsSync(resolve(labelsArg))
    ? pathToFileURL(resolve(labelsArg))
    : new URL(`../bench/data/${labelsArg}`, import.meta.url);
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
    const amount = label.kind === 'values' ? label.value?.amount : undefined;
    if (typeof amount === 'number' && !amountInQuote(amount, label.quote)) {
      failures++;
      console.log(`  amount ${amount} not written in its quote: "${label.quote}"`);
    }
  }
}
console.log(
  failures === 0
    ? 'every labelled quote is on its page, every value written in its quote'
    : `${failures} labels misplaced or with an amount their quote does not write`,
);
process.exit(failures === 0 ? 0 : 1);
