#!/usr/bin/env node
// Tender facts against a labelled set (issue 17 item 7): every document in
// bench/data/tender-facts.labels.json (labelled by reading the documents in
// ../shared/data/tender-documents, before running the extractor) is read through the production
// extractor and analyseDocument, and the facts are compared with the labels, per language:
//  - recall: labelled facts found (same kind and value);
//  - right page: of those, the share on a page the label allows (a DOCX label names no page: the
//    fact's page is right when the label's quote is on it);
//  - precision: reported facts that match a label, over the kinds the labels cover exhaustively
//    (every kind but requirements, which are labelled for recall only) and the kinds a document
//    does not state;
//  - invented: facts of a kind the document does not state (its notStated list);
//  - right with page for deadlines and weighted/scored criteria, the issue's 95% target;
//  - ms-54-pages: facts for the 54-page CDT RFI (best of 3), on top of extraction;
//    ms-54-pages-facts-and-brief: its facts and tender brief with the extractor's structure, as the
//    processor makes them (best of 3); ms-1026-pages: the same RFI 19 times over, once.
// Also counts kept facts whose quote is not on their page (must be 0: verification drops them).
// Prints `bench tender-facts-<metric>-<lang>: <figure> (budget <b>)`; exits 1 when a budget is
// broken. `--verbose` lists every miss and every unmatched fact.
//
// `--probe` (or `--labels=<file>`) measures another labelled set the same way, ungated: the
// held-out probe tenders of bench/data/tender-facts-probe.labels.json, documents the rules were
// never tuned on (docs/decisions.md "Held-out probe tenders for the facts"). Its documents are
// read from the labels file's `documentsDir` (relative to the file); its figures are printed as
// `bench tender-facts-probe-<metric>-<lang>` with the same budgets for comparison, the timings are
// left out, and it always exits 0: the probe set informs the lead, it never fails CI.
// `--probe2` … `--probeN` are the later held-out sets, bench/data/tender-facts-probe-N.labels.json
// (docs/decisions.md "Held-out probe tenders, <Nth> set"), printed as `tender-facts-probe-N-<metric>`;
// bench/README.md says which are studied and which are still held out.
// a bare `--labels=<name>` that is no path from the working directory is looked up in bench/data.
//
//   node bench/tender-facts.mjs [--verbose] [--probe | --probeN | --labels=<file>]
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import { amsterdam } from './tender-facts/amsterdamTime.mjs';

register();
const { createTextExtractor } = await import('../core/src/extraction/textExtractor.ts');
const { loadNodePdfjs } = await import('../core/src/extraction/testPdfjs.ts');
const { readDocNode } = await import('../core/src/extraction/docReaderNode.ts');
const { analyseDocument } = await import('../core/src/documents/analyse.ts');
const { extractTenderFacts } = await import('../core/src/documents/facts/extractTenderFacts.ts');
const { normaliseForMatch, quoteOnPage } =
  await import('../core/src/documents/facts/verifyFacts.ts');
const { allFacts } = await import('../core/src/model/documentFacts.ts');
const { buildTenderBrief } = await import('../core/src/documents/brief/buildTenderBrief.ts');
const { detectLanguage } = await import('../core/src/documents/facts/text.ts');

const VERBOSE = process.argv.includes('--verbose');
const labelsArg = process.argv.find((a) => a.startsWith('--labels='))?.slice('--labels='.length);
/** `--probe` is the first held-out set, `--probeN` the N-th. */
const probeNumber = process.argv
  .map((a) => /^--probe(\d*)$/.exec(a)?.[1])
  .find((n) => n !== undefined);
const LABELS_URL =
  probeNumber !== undefined
    ? new URL(
        `./data/tender-facts-probe${probeNumber ? `-${probeNumber}` : ''}.labels.json`,
        import.meta.url,
      )
    : labelsArg
      ? existsSync(resolve(labelsArg))
        ? pathToFileURL(resolve(labelsArg))
        : new URL(`./data/${labelsArg}`, import.meta.url)
      : new URL('./data/tender-facts.labels.json', import.meta.url);
/** Only the shared set is gated; any other labelled set (the probe) is reported, never failed. */
const GATED = LABELS_URL.href === new URL('./data/tender-facts.labels.json', import.meta.url).href;
const PREFIX = GATED
  ? 'tender-facts'
  : (/\/(tender-facts-probe-\d+)\.labels\.json$/.exec(LABELS_URL.href)?.[1] ??
    'tender-facts-probe');
const LABELS = JSON.parse(readFileSync(LABELS_URL, 'utf8'));
const DIR = LABELS.documentsDir
  ? new URL(LABELS.documentsDir, LABELS_URL)
  : new URL('../../shared/data/tender-documents/', import.meta.url);

/**
 * Budgets: what the rules reach with the extractor's structure (bench/README.md); raise them as
 * the rules and the structure improve. Recall reaches 149/149 (en) and 24/24 (nl) since the
 * requirement classes of 26 Nov 2026 (bidder obligations, lists under a lead-in, Q&A answers):
 * the budgets sit a little under, at two English misses and one Dutch miss (24 labels: one miss
 * is 0.958), so that a real loss breaks them but a relabelled quote does not.
 */
const BUDGETS = {
  en: { recall: 0.98, page: 0.98, precision: 0.98, invented: 0, keyWithPage: 0.97 },
  nl: { recall: 0.95, page: 0.95, precision: 0.95, invented: 0, keyWithPage: 0.95 },
};
const MS_BUDGET = 1500;
const MS_1000_BUDGET = 10_000;

const norm = (s) =>
  normaliseForMatch(String(s ?? ''))
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const overlaps = (a, b) => {
  const x = norm(a);
  const y = norm(b);
  return (
    x.length > 0 && y.length > 0 && (` ${x} `.includes(` ${y} `) || ` ${y} `.includes(` ${x} `))
  );
};

/** Whether a reported fact (under `key`) is the labelled one. */
function sameFact(label, key, fact) {
  if (label.kind !== key) return false;
  const v = fact.value;
  const l = label.value;
  switch (key) {
    case 'deadlines': {
      if (v.kind !== l.kind || v.date.slice(0, 10) !== l.date.slice(0, 10)) return false;
      return l.date.length <= 10 || v.date === l.date || amsterdam(v.date) === l.date;
    }
    case 'awardCriteria':
      return (
        overlaps(v.name, l.name) &&
        (l.weight ?? null) === (v.weight ?? null) &&
        (l.points ?? null) === (v.points ?? null)
      );
    case 'requirements':
      return (
        norm(fact.quote).includes(norm(label.quote)) || norm(v.text).includes(norm(label.quote))
      );
    case 'limits':
      return v.kind === l.kind && v.value === l.value;
    case 'values':
      return v.amount === l.amount && v.currency === l.currency && v.kind === l.kind;
    case 'durations':
      return v.kind === l.kind && v.amount === l.amount && v.unit === l.unit;
    case 'lots':
      return overlaps(v.name, l.name);
    case 'priceQuality':
      return v.price === l.price && v.quality === l.quality;
    case 'cpvCodes':
      return v === l;
    default:
      return overlaps(v, l);
  }
}

function rightPage(label, fact, pages) {
  if (label.page === null || label.page === undefined) {
    return normaliseForMatch(pages[fact.page - 1] ?? '').includes(normaliseForMatch(label.quote));
  }
  return (label.pages ?? [label.page]).includes(fact.page);
}

const extractor = createTextExtractor({ loadPdfjs: loadNodePdfjs, readDoc: readDocNode });
const totals = {};
const tally = (lang) =>
  (totals[lang] ??= {
    labels: 0,
    found: 0,
    onPage: 0,
    reported: 0,
    matched: 0,
    invented: 0,
    keyLabels: 0,
    keyOnPage: 0,
    quoteMissing: 0,
  });
let timedPages = null;
let timedStructure = null;

for (const doc of LABELS.documents) {
  const bytes = new Uint8Array(readFileSync(new URL(doc.document, DIR)));
  const out = await extractor.extract({ bytes, fileName: doc.document });
  const pages = [...(out.pages ?? [out.text])];
  if (doc.document.includes('CDT-ADPQ-0117-pqvp')) {
    timedPages = pages;
    timedStructure = out.structure;
  }
  const facts = analyseDocument(pages, out.structure).facts;
  const reported = allFacts(facts);
  const t = tally(doc.language);
  const misses = [];
  for (const { fact } of reported) {
    // The verification step's own test (a table row's cells each on the page, verifyFacts.ts).
    if (!quoteOnPage(fact.quote, pages[fact.page - 1] ?? '', fact.source === 'rules')) {
      t.quoteMissing++;
    }
  }
  const used = new Set();
  for (const label of doc.facts) {
    // Two facts of the same value (one page in two places): the one on the labelled page is the
    // label's, so that a greedy pairing in label order does not swap their pages.
    const candidates = reported.filter((r) => !used.has(r) && sameFact(label, r.key, r.fact));
    const hit = candidates.find((r) => rightPage(label, r.fact, pages)) ?? candidates[0];
    if (hit) used.add(hit);
    if (label.optional) continue;
    const isKey =
      label.kind === 'deadlines' ||
      (label.kind === 'awardCriteria' &&
        (label.value.weight !== null || label.value.points !== null));
    t.labels++;
    if (isKey) t.keyLabels++;
    if (!hit) {
      misses.push(`miss ${label.kind} ${JSON.stringify(label.value)} p${label.page}`);
      continue;
    }
    t.found++;
    if (rightPage(label, hit.fact, pages)) {
      t.onPage++;
      if (isKey) t.keyOnPage++;
    } else misses.push(`page ${label.kind} ${JSON.stringify(label.value)} got p${hit.fact.page}`);
  }
  const labelledKinds = new Set(doc.facts.map((f) => f.kind));
  const notStated = new Set(doc.notStated);
  for (const r of reported) {
    const invented =
      notStated.has(r.key) ||
      (r.key === 'deadlines' && notStated.has(`deadlines.${r.fact.value.kind}`));
    if (invented) {
      t.invented++;
      misses.push(
        `invented ${r.key} ${JSON.stringify(r.fact.value)} p${r.fact.page}: ${r.fact.quote.slice(0, 90)}`,
      );
    }
    const evaluated = invented || (labelledKinds.has(r.key) && r.key !== 'requirements');
    if (!evaluated) continue;
    t.reported++;
    if (used.has(r)) t.matched++;
    else if (!invented) {
      misses.push(
        `unmatched ${r.key} ${JSON.stringify(r.fact.value)} p${r.fact.page}: ${r.fact.quote.slice(0, 90)}`,
      );
    }
  }
  if (VERBOSE) {
    console.log(`# ${doc.document}: ${reported.length} facts`);
    for (const m of misses) console.log(`  ${m}`);
  }
}

let broken = false;
const ratio = (a, b) => (b === 0 ? 1 : a / b);
const report = (name, figure, budget, lowerIsBetter = false) => {
  const shown = Number.isInteger(figure) ? String(figure) : figure.toFixed(3);
  console.log(`bench ${PREFIX}-${name}: ${shown} (budget ${budget}${GATED ? '' : ', not gated'})`);
  if (lowerIsBetter ? figure > budget : figure < budget) broken = true;
};
for (const [lang, t] of Object.entries(totals)) {
  const b = BUDGETS[lang];
  report(`recall-${lang}`, ratio(t.found, t.labels), b.recall);
  report(`right-page-${lang}`, ratio(t.onPage, t.found), b.page);
  report(`precision-${lang}`, ratio(t.matched, t.reported), b.precision);
  report(`invented-${lang}`, t.invented, b.invented, true);
  report(`deadlines-criteria-with-page-${lang}`, ratio(t.keyOnPage, t.keyLabels), b.keyWithPage);
  report(`quote-not-on-page-${lang}`, t.quoteMissing, 0, true);
  if (VERBOSE) console.log(`  ${lang}: ${JSON.stringify(t)}`);
}

// The timings are the shared set's (its 54-page CDT RFI); another set only reports its figures.
if (!GATED) process.exit(0);
// Facts on top of extraction for a 50-page PDF (the 54-page CDT RFI), best of three.
extractTenderFacts(timedPages);
let best = Infinity;
for (let i = 0; i < 3; i++) {
  const start = performance.now();
  extractTenderFacts(timedPages);
  best = Math.min(best, performance.now() - start);
}
report('ms-54-pages', Math.round(best), MS_BUDGET, true);
// Facts and the tender brief (issue 17 item 6) as the processor makes them, with the extractor's
// structure: the issue's "facts and brief for a 50-page PDF within 1.5 s on top of extraction".
const factsAndBrief = () => {
  const language = detectLanguage(timedPages);
  const facts = extractTenderFacts(timedPages, { language, structure: timedStructure });
  return buildTenderBrief({ facts, language, pages: timedPages, structure: timedStructure });
};
factsAndBrief();
let bestBrief = Infinity;
for (let i = 0; i < 3; i++) {
  const start = performance.now();
  factsAndBrief();
  bestBrief = Math.min(bestBrief, performance.now() - start);
}
report('ms-54-pages-facts-and-brief', Math.round(bestBrief), MS_BUDGET, true);
// A 1,000-page document (the RFI 19 times over) finishes too: the issue's bad-input case.
const thousand = Array.from({ length: 19 }, () => timedPages).flat();
const start = performance.now();
extractTenderFacts(thousand);
report(`ms-${thousand.length}-pages`, Math.round(performance.now() - start), MS_1000_BUDGET, true);
process.exit(broken ? 1 : 0);
