#!/usr/bin/env node
// Checks the labels of bench/retrieval-eval.json (issue 18) against the real tender documents of
// ../shared/data, extracted and chunked exactly as bench/retrieval-recall.mjs does
// (bench/retrieval-lib.mjs): ids unique, languages en/nl, slices known, `crossLanguage` exactly when
// the question's language is not the document's, a question without an answer has no document,
// page or expected text, and an answerable one names a real document, a page of it on which its
// expected text stands, and one chunk of it (and of every `alsoIn` document) that holds that text,
// all under the bench's normalisation. It never retrieves: no question is ranked or answered here,
// so a held-out set stays held out. Prints the counts per set and slice; exits 1 on a broken label.
//   node scripts/check-retrieval-eval.mjs [path/to/eval.json]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { core, documentNames, extractAll } from '../bench/retrieval-lib.mjs';

const file =
  process.argv[2] ?? fileURLToPath(new URL('../bench/retrieval-eval.json', import.meta.url));
const questions = JSON.parse(readFileSync(file, 'utf8'));

/** The bench's normalisation (bench/retrieval-recall.mjs): whitespace collapsed, lower case. */
const norm = (s) => s.replace(/\s+/g, ' ').trim().toLowerCase();
const SLICES = new Set(['crossLanguage', 'otherWords', 'nearDuplicate', 'noAnswer']);
const LANGUAGES = new Set(['en', 'nl']);
/** The shared documents name their language: the Dutch ones start with `nl-`. */
const languageOf = (name) => (name.startsWith('nl-') ? 'nl' : 'en');

const names = documentNames();
const docs = new Map();
for (const { name, pages } of await extractAll()) {
  docs.set(name, {
    pages: pages.map(norm),
    chunks: core.chunkPages(pages).map((c) => norm(c.text)),
  });
}

const problems = [];
const fail = (q, why) => problems.push(`${q.id ?? '(no id)'}: ${why}`);
const seen = new Set();
for (const q of questions) {
  if (typeof q.id !== 'string' || !/^q\d{3,}$/.test(q.id))
    fail(q, `id ${q.id} is not q + 3 or more digits`);
  if (seen.has(q.id)) fail(q, 'id used twice');
  seen.add(q.id);
  if (typeof q.question !== 'string' || !q.question.trim()) fail(q, 'no question');
  if (!LANGUAGES.has(q.language)) fail(q, `language ${q.language} is not en or nl`);
  if (!Array.isArray(q.slices)) {
    fail(q, 'slices is not a list');
    continue;
  }
  for (const s of q.slices) if (!SLICES.has(s)) fail(q, `unknown slice ${s}`);
  if (new Set(q.slices).size !== q.slices.length) fail(q, 'a slice listed twice');
  if (q.set !== undefined && (typeof q.set !== 'string' || !q.set)) fail(q, 'set is not a name');

  if (q.slices.includes('noAnswer')) {
    if (q.document !== null || q.page !== null || q.expected !== null) {
      fail(q, 'a question without an answer has document, page and expected null');
    }
    if (q.alsoIn) fail(q, 'a question without an answer has no alsoIn');
    if (q.slices.length > 1) fail(q, 'noAnswer is its only slice');
    continue;
  }
  if (typeof q.expected !== 'string' || !q.expected.trim()) {
    fail(q, 'an answerable question needs its expected text (or the slice noAnswer)');
    continue;
  }
  const doc = docs.get(q.document);
  if (!doc) {
    fail(q, `unknown document ${q.document}`);
    continue;
  }
  const expected = norm(q.expected);
  if (q.page !== null) {
    if (!Number.isInteger(q.page) || q.page < 1 || q.page > doc.pages.length) {
      fail(q, `page ${q.page} is not a page of ${q.document} (1–${doc.pages.length})`);
    } else if (!doc.pages[q.page - 1].includes(expected)) {
      fail(q, `"${q.expected}" is not on p. ${q.page} of ${q.document}`);
    }
  }
  // The bench counts a passage as the answer only when one chunk holds the whole expected text.
  for (const name of [q.document, ...(q.alsoIn ?? [])]) {
    if (!names.includes(name)) fail(q, `unknown document ${name}`);
    else if (!docs.get(name).chunks.some((c) => c.includes(expected))) {
      fail(q, `"${q.expected}" is not in one chunk of ${name}`);
    }
  }
  const cross = q.language !== languageOf(q.document);
  if (cross !== q.slices.includes('crossLanguage')) {
    fail(
      q,
      `${q.language} question on a ${languageOf(q.document)} document: crossLanguage is ${cross ? 'missing' : 'wrong'}`,
    );
  }
}

const counts = {};
for (const q of questions) {
  const c = (counts[q.set ?? 'gated'] ??= { questions: 0, en: 0, nl: 0 });
  c.questions++;
  c[q.language] = (c[q.language] ?? 0) + 1;
  for (const s of q.slices ?? []) c[s] = (c[s] ?? 0) + 1;
}
for (const [set, c] of Object.entries(counts)) {
  console.log(
    `${set}: ${Object.entries(c)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
}
for (const p of problems) console.error(`check-retrieval-eval: ${p}`);
console.log(
  `check-retrieval-eval: ${questions.length} questions, ${problems.length} broken label${problems.length === 1 ? '' : 's'}`,
);
if (problems.length) process.exitCode = 1;
