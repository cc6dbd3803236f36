#!/usr/bin/env node
// Checks the shape of a draft-coverage set (bench/data/draft-coverage-<n>.kb.json + .labels.json,
// issue 19) without running anything of the draft: no planner, evidence search or fact sheet, so a
// held-out set stays held out. The knowledge base: an `about`, documents with a unique name, kb
// 'company' or 'other' and pages of text. The labels: a company, every tender with its documents
// (a file that exists: `bench/data/<path>` in this repo, any other name in
// ../shared/data/tender-documents) and requirements with a `match`; `evidence` and `relevant` name
// documents of the company knowledge base (never the unselected one), none in both; every
// `passages` quote stands verbatim in its document, which is one of the requirement's evidence,
// and every evidence document has a passage when passages are given; certificates have a scheme,
// number, issuer and ISO expiry date, and their number stands in a company document; `expired`
// lists exactly the certificates expired on the bench's date; every `match` stands in its tender's
// text as core's text extractor reads it (the extractor only: nothing that plans or drafts), with
// line breaks and whitespace runs read as one space (a PDF breaks a sentence over lines), so a label
// never waits for a requirement that the tender does not write. Prints the counts, one line a set;
// exits 1 on a broken label, listing each problem.
//   node scripts/check-draft-coverage-labels.mjs [<kb.json> <labels.json>]
// Without arguments: the sets written blind, 5 to 25.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { cacheByHash } from './shared/cacheByHash.mjs';

/**
 * DRAFT_LABELS_TEXT_CACHE names a folder (tests/unit/draftCoverageLabels.test.ts makes one per run)
 * where each tender's text is kept under its bytes' SHA-256: the test runs this script 18 times over
 * the same tenders, and extracting them (with loading tsx, core's extractor and pdfjs for it) was
 * most of each run. Unset, every run extracts, as before.
 */
const TEXT_CACHE = process.env.DRAFT_LABELS_TEXT_CACHE;

/** Core's extractor, loaded on the first tender whose text is not in the cache. */
let extractorLoaded;
function extractor() {
  extractorLoaded ??= (async () => {
    register();
    const { createTextExtractor } = await import('../core/src/extraction/textExtractor.ts');
    const { loadNodePdfjs } = await import('../core/src/extraction/testPdfjs.ts');
    const { readDocNode } = await import('../core/src/extraction/docReaderNode.ts');
    /** pdfjs warns when loaded that Node has no canvas (rendering is never used); problems go to stderr, so it stays quiet. */
    async function loadQuietPdfjs() {
      const warn = console.warn;
      console.warn = () => {};
      try {
        return await loadNodePdfjs();
      } finally {
        console.warn = warn;
      }
    }
    return createTextExtractor({ loadPdfjs: loadQuietPdfjs, readDoc: readDocNode });
  })();
  return extractorLoaded;
}

const DATA = new URL('../bench/data/', import.meta.url);
/** The sets written blind, checked when no set is named. */
const BLIND_SETS = [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25];
const sets =
  process.argv.length >= 4
    ? [process.argv.slice(2, 4)]
    : BLIND_SETS.map((n) =>
        [`draft-coverage-${n}.kb.json`, `draft-coverage-${n}.labels.json`].map((f) =>
          fileURLToPath(new URL(f, DATA)),
        ),
      );
/** The date bench/draft-coverage.mjs measures on (draftWorld's clock): what counts as expired. */
const BENCH_DATE = '2026-11-25';
const ROOT = new URL('../', import.meta.url);
const SHARED = new URL('../../shared/data/tender-documents/', import.meta.url);

for (const [kbFile, labelsFile] of sets) await checkSet(kbFile, labelsFile);

/** A tender document's text as core's extractor reads it, line breaks and whitespace runs as one space. */
async function tenderText(url, name) {
  const bytes = readFileSync(url);
  return cacheByHash(TEXT_CACHE, bytes, async () => {
    const { pages } = await (
      await extractor()
    ).extract({
      bytes: new Uint8Array(bytes),
      fileName: name,
    });
    return oneSpaced(pages.join(' '));
  });
}

function oneSpaced(text) {
  return text.replace(/\s+/g, ' ');
}

/** Checks one set: prints its counts and, on stderr, each problem (and sets the exit code). */
async function checkSet(kbFile, labelsFile) {
  const kb = JSON.parse(readFileSync(kbFile, 'utf8'));
  const labels = JSON.parse(readFileSync(labelsFile, 'utf8'));
  const problems = [];
  const problem = (s) => problems.push(s);
  const isText = (s) => typeof s === 'string' && s.trim().length > 0;

  if (!isText(kb.about)) problem('kb: no about');
  const docs = new Map();
  for (const d of kb.documents ?? []) {
    if (!isText(d.name)) problem('kb: a document without a name');
    else if (docs.has(d.name)) problem(`kb: ${d.name} twice`);
    if (d.kb !== 'company' && d.kb !== 'other') problem(`kb: ${d.name} has kb ${d.kb}`);
    if (!Array.isArray(d.pages) || !d.pages.length || !d.pages.every(isText))
      problem(`kb: ${d.name} has no pages of text`);
    docs.set(d.name, d);
  }
  const company = [...docs.values()].filter((d) => d.kb === 'company');
  const textOf = (name) => (docs.get(name)?.pages ?? []).join('\n');

  if (!isText(labels.about)) problem('labels: no about');
  if (!isText(labels.company)) problem('labels: no company');
  for (const c of labels.certificates ?? []) {
    for (const key of ['scheme', 'number', 'issuer', 'expiresOn'])
      if (!isText(c[key])) problem(`certificate ${c.number}: no ${key}`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(c.expiresOn ?? ''))
      problem(`certificate ${c.number}: expiresOn ${c.expiresOn}`);
    if (!company.some((d) => d.pages.join('\n').includes(c.number)))
      problem(`certificate ${c.number}: in no company document`);
  }
  const expired = (labels.certificates ?? [])
    .filter((c) => c.expiresOn < BENCH_DATE)
    .map((c) => c.number);
  if (JSON.stringify([...expired].sort()) !== JSON.stringify([...(labels.expired ?? [])].sort()))
    problem(`expired: ${JSON.stringify(labels.expired)}, expected ${JSON.stringify(expired)}`);

  const counts = [];
  for (const [language, tender] of Object.entries(labels.tenders ?? {})) {
    if (!tender.documents?.length) problem(`${language}: no documents`);
    /** The tender's text, or null when its documents are not all here (shared data absent). */
    let text = '';
    for (const t of tender.documents ?? []) {
      if (!isText(t.role)) problem(`${language}: ${t.name} has no role`);
      const url = t.name.startsWith('bench/data/')
        ? new URL(t.name, ROOT)
        : new URL(t.name, SHARED);
      if (existsSync(url)) {
        if (text !== null) text += ` ${await tenderText(url, t.name)}`;
      } else {
        text = null;
        if (t.name.startsWith('bench/data/') || existsSync(SHARED))
          problem(`${language}: ${t.name} does not exist`);
      }
    }
    const matches = new Set();
    for (const r of tender.requirements ?? []) {
      const at = `${language} "${r.match}"`;
      if (!isText(r.match)) problem(`${language}: a requirement without a match`);
      else if (matches.has(r.match)) problem(`${at}: twice`);
      matches.add(r.match);
      if (text !== null && isText(r.match) && !text.includes(oneSpaced(r.match)))
        problem(`${at}: not in the tender's text`);
      const evidence = r.evidence ?? [];
      for (const name of [...evidence, ...(r.relevant ?? [])]) {
        if (docs.get(name)?.kb !== 'company') problem(`${at}: ${name} is no company document`);
      }
      for (const name of evidence)
        if ((r.relevant ?? []).includes(name)) problem(`${at}: ${name} both evidence and relevant`);
      if (r.passages) {
        for (const p of r.passages) {
          if (!evidence.includes(p.document))
            problem(`${at}: passage of ${p.document}, not an evidence document`);
          if (!isText(p.quote) || !textOf(p.document).includes(p.quote))
            problem(`${at}: quote not in ${p.document}: "${p.quote}"`);
        }
        for (const name of evidence)
          if (!r.passages.some((p) => p.document === name)) problem(`${at}: no passage of ${name}`);
      }
    }
    const withEvidence = (tender.requirements ?? []).filter((r) => r.evidence?.length).length;
    counts.push(
      `${language} ${tender.requirements?.length ?? 0} requirements, ${withEvidence} with evidence`,
    );
  }
  console.log(
    `labels ${labelsFile.split('/').pop()}: ${counts.join('; ')}; ${company.length} company and ` +
      `${docs.size - company.length} other documents; ${labels.certificates?.length ?? 0} certificates, ` +
      `${expired.length} expired`,
  );
  if (problems.length) {
    console.error(problems.map((p) => `  ${p}`).join('\n'));
    process.exitCode = 1;
  }
}
