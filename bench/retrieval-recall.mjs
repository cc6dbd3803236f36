#!/usr/bin/env node
// Recall@5 and abstention of local retrieval (issues 7 and 18) over the real tender documents of
// ../shared/data: the 13 English and Dutch documents are extracted and chunked with core's
// pipeline, embedded, and indexed as one company's knowledge base. The questions are
// bench/retrieval-eval.json (119, written from the documents before the retriever was run on
// them; see bench/README.md): each answerable question counts as found when one of the top 5
// passages is from its document (or a document that says the same, `alsoIn`) and contains its
// expected text; a question without an answer counts as abstained when no top-5 passage reaches
// core's evidence threshold (abstention.ts), as the chat decides. Prints recall per slice (all,
// same language, across languages, other words, near-duplicates), the abstention rate on the
// questions without an answer and the false abstentions on the answerable ones, the misses (of the
// gated questions; `--misses=<set>` adds an unseen set's; `--why` prints the evidence of each
// question without an answer that is answered, word by word), and
// exits 1 when a slice is under its budget or a label is broken.
//
//   node bench/retrieval-recall.mjs            # the product's configuration
//   node bench/retrieval-recall.mjs --compare  # also plain BM25, without vectors, etc.
import { readFileSync } from 'node:fs';
import { core, embedder, documentNames, extractAll, chunksOf } from './retrieval-lib.mjs';

const K = 5;
/**
 * Budgets per slice: issue 18's targets (0.9 overall, 0.85 across languages and in other words,
 * 0.9 abstained) where reached, else what was honestly reached, a little under (bench/README.md).
 */
const BUDGETS = {
  // 0.83, 0.83, 0.83 and 0.69 since the unseen-h5 study (docs/decisions.md, "unseen-h5 studied");
  // 0.82, 0.83, 0.81 and 0.69 with the general glossary, the evidence-ranked list, the expansion
  // from the document side and the fourth pass's evidence weight once the documents answer
  // (docs/decisions.md, "Grounded answers: fourth pass").
  all: 0.8,
  sameLanguage: 0.8,
  crossLanguage: 0.78,
  otherWords: 0.65,
  // 13/15 since the fourth pass (12/15 before it).
  nearDuplicate: 0.85,
  abstained: 0.9,
};
const questions = JSON.parse(
  readFileSync(new URL('./retrieval-eval.json', import.meta.url), 'utf8'),
);
/**
 * The budgets gate the questions they were set on; questions written later as unseen ones (with
 * a `set`, e.g. 'unseen-h3', issue 18's check on questions the thresholds never saw) are reported
 * beside them, in every slice and on their own, and never tuned on.
 */
const gated = questions.filter((q) => !q.set);
const norm = (s) => s.replace(/\s+/g, ' ').trim().toLowerCase();
const compare = process.argv.includes('--compare');
/**
 * Misses are printed for the gated questions only: an unseen set stays a held-out check only as
 * long as nobody reads its misses while tuning. `--misses=unseen-h3` prints that set's too
 * (unseen-h3 and, since the fourth recall pass, unseen-h4 are studied sets; unseen-h5 is studied
 * since 2026-11-27, its last blind figure 20/48 answered, 7/12 abstained: docs/decisions.md).
 * unseen-h3 to unseen-h23 are all studied sets now (h9 since 2026-11-27, its last blind figure
 * 23/50 answered, 6/10 abstained; h10 since 2026-11-27, 27/50, 5/10; h11 since 2026-11-27, 18/50,
 * 3/10; h12 since 2026-11-27, 26/50, 6/10; h13 since 2026-11-27, 25/50, 6/10; h14 since
 * 2026-11-27, 24/50, 2/10; h15 since 2026-11-27, 26/53, 3/7; h16 since 2026-11-28, 13/53, 3/7;
 * h17 since 2026-11-28, 20/53, 3/7; h18 since 2026-11-28, 21/53, 5/7; h19 since 2026-11-28, 29/53,
 * 6/7; h20 since 2026-11-28, 20/53, 2/7; h21 since 2026-11-28, 24/53, 4/7; h22 since 2026-11-28,
 * 31/53, 2/7; h23 since 2026-11-28, 28/53, 6/7); only a set written later is held out.
 */
const showMissesOf = process.argv
  .filter((a) => a.startsWith('--misses='))
  .flatMap((a) => a.slice('--misses='.length).split(','));

const names = documentNames();
const docs = await extractAll();
const chunks = docs.flatMap((d, i) => chunksOf('kb-real', `doc${i}`, d.name, d.pages, d.structure));

let broken = 0;
for (const q of questions.filter((q) => q.expected)) {
  for (const name of [q.document, ...(q.alsoIn ?? [])]) {
    if (!names.includes(name)) {
      console.error(`bench: ${q.id}: unknown document ${name}`);
      broken++;
    }
  }
  const answer = chunks.some(
    (c) => c.source.documentName === q.document && norm(c.text).includes(norm(q.expected)),
  );
  if (!answer) {
    console.error(`bench: ${q.id}: "${q.expected}" is not in one chunk of ${q.document}`);
    broken++;
  }
}

async function storeWith(embed) {
  const store = core.createMemoryChunkStore();
  const vectors = embed ? await embed(chunks.map((c) => c.text)) : [];
  store.put(
    'company-a',
    chunks.map((c, i) => ({ ...c, embedding: vectors[i] ?? null })),
  );
  return store;
}

/**
 * `--why`: for each question without an answer (of the gated set and the `--misses` sets) that
 * the product answers, its best passage and that passage's evidence word by word (weight, and
 * how much the passage covers: "tender:7.10@1.00"; U, a word the documents never say; N, a name
 * of the passage's document, weighed at lexicalIndex.ts's NAMING_WEIGHT).
 */
const why = process.argv.includes('--why');
const { loadLexicon } = await import('../core/src/ai/retrieval/lexicon/lexicon.ts');
const { citedText } = await import('../core/src/ai/retrieval/retriever.ts');
const lexical = why ? core.buildLexicalIndex(chunks, { lexicon: await loadLexicon() }) : null;
const chunkById = new Map(chunks.map((c) => [c.id, c]));
function whyAnswered(q, top, evidenceOf) {
  const best = top.reduce((a, p) => (evidenceOf(p) > evidenceOf(a) ? p : a), top[0]);
  if (!best || evidenceOf(best) < core.EVIDENCE_THRESHOLD) return;
  const parts = lexical
    .evidenceParts(q.question, citedText(chunkById.get(best.id)), best.source.documentId)
    .map(
      (w) =>
        `${w.word}:${w.weight.toFixed(2)}${w.unknown ? 'U' : ''}${w.naming ? 'N' : ''}@${w.coverage.toFixed(2)}`,
    );
  console.log(
    `  answered without an answer ${q.id}: ${q.question} -> ${evidenceOf(best).toFixed(2)} ${best.source.documentName.slice(0, 28)} p. ${best.source.page}: ${parts.join(' ')} | ${best.text.replace(/\s+/g, ' ').slice(0, 160)}`,
  );
}

/** Runs the set through one retriever; returns the figures per slice and the misses. */
async function evaluate(retriever, set = gated, explain = false) {
  const slices = {};
  const count = (slice, hit) => {
    slices[slice] ??= [0, 0];
    slices[slice][1]++;
    if (hit) slices[slice][0]++;
  };
  const misses = [];
  const answerable = [];
  const unanswerable = [];
  // Questions added later as unseen ones (`set`), reported apart as well.
  const sets = {};
  for (const q of set) {
    const top = await retriever.retrieve({ companyId: 'company-a', query: q.question, limit: K });
    // The evidence the chat decides on: capped when the passage does not state the kind of
    // detail the question asks for (abstention.ts, answerEvidence).
    const evidenceOf = (p) => core.answerEvidence(q.question, p);
    const best = Math.max(0, ...top.map(evidenceOf));
    if (q.set) sets[q.set] ??= { found: [0, 0], abstained: [0, 0] };
    if (!q.expected) {
      unanswerable.push(best);
      if (explain && (!q.set || showMissesOf.includes(q.set))) whyAnswered(q, top, evidenceOf);
      if (q.set) {
        sets[q.set].abstained[1]++;
        if (best < core.EVIDENCE_THRESHOLD) sets[q.set].abstained[0]++;
      }
      continue;
    }
    const accepted = new Set([q.document, ...(q.alsoIn ?? [])]);
    const hit = top.find(
      (p) => accepted.has(p.source.documentName) && norm(p.text).includes(norm(q.expected)),
    );
    answerable.push(hit ? evidenceOf(hit) : best);
    if (q.set) {
      sets[q.set].found[1]++;
      if (hit && evidenceOf(hit) >= core.EVIDENCE_THRESHOLD) sets[q.set].found[0]++;
    }
    count('all', hit);
    count(q.slices.includes('crossLanguage') ? 'crossLanguage' : 'sameLanguage', hit);
    for (const s of q.slices) if (s !== 'crossLanguage') count(s, hit);
    if (!hit) {
      misses.push(
        q.set && !showMissesOf.includes(q.set)
          ? null
          : `  miss ${q.id} (${q.language}; ${q.slices.join(', ') || 'same language'}): ${q.question} -> expected p. ${q.page ?? '?'} of ${q.document.slice(0, 40)}; got ${top.map((p) => `${p.source.documentName.slice(0, 28)} p. ${p.source.page}`).join(', ')}`,
      );
    }
  }
  return { slices, misses, answerable, unanswerable, sets };
}

const rate = ([f, n]) => (n ? f / n : 0);
const fmt = (slices) =>
  Object.entries(slices)
    .map(([s, v]) => `${s} ${rate(v).toFixed(2)} (${v[0]}/${v[1]})`)
    .join(', ');

if (compare) {
  const withVectors = await storeWith((t) => embedder.embed(t));
  const configurations = [
    [
      'BM25 only',
      core.createLocalRetriever(await storeWith(null), undefined, { lexicon: async () => null }),
    ],
    ['lexicon, no vectors', core.createLocalRetriever(await storeWith(null))],
    ...(process.env.W ? JSON.parse(process.env.W) : [0.25, 0.5, 1]).map((w) => [
      `lexicon + concept vectors at ${w}`,
      core.createLocalRetriever(withVectors, embedder, { vectorWeight: w }),
    ]),
  ];
  for (const [name, retriever] of configurations) {
    const { slices } = await evaluate(retriever);
    console.log(`compare ${name}: ${fmt(slices)}`);
  }
}

const product = core.createLocalRetriever(await storeWith((t) => embedder.embed(t)), embedder);
const { slices, answerable, unanswerable } = await evaluate(product);
const everything = await evaluate(product, questions, why);
const { sets } = everything;
const threshold = core.EVIDENCE_THRESHOLD;
const abstained = unanswerable.filter((e) => e < threshold).length / unanswerable.length;
const falseAbstention = answerable.filter((e) => e < threshold).length / answerable.length;
// The threshold the set would choose: the highest that still answers as many answerable
// questions, among those abstaining on at least 90 % of the unanswerable ones.
const candidates = [
  ...new Set([...answerable, ...unanswerable].map((e) => Math.round(e * 100) / 100)),
].sort((a, b) => a - b);
let learned = null;
for (const t of candidates) {
  const a = unanswerable.filter((e) => e < t).length / unanswerable.length;
  const f = answerable.filter((e) => e < t).length / answerable.length;
  if (a >= 0.9 && (!learned || f < learned.f)) learned = { t, a, f };
}

console.log(
  `bench retrieval-recall: ${rate(slices.all).toFixed(2)} recall@${K} (budget ${BUDGETS.all}; ${gated.length} questions over ${docs.length} documents, ${chunks.length} chunks)`,
);
for (const s of ['sameLanguage', 'crossLanguage', 'otherWords', 'nearDuplicate']) {
  console.log(
    `bench retrieval-recall-${s}: ${rate(slices[s]).toFixed(2)} recall@${K} (budget ${BUDGETS[s]}; ${slices[s][0]}/${slices[s][1]})`,
  );
}
console.log(
  `bench retrieval-abstention: ${abstained.toFixed(2)} of ${unanswerable.length} questions without an answer abstained (budget ${BUDGETS.abstained}; threshold ${threshold}, false abstention on answerable questions ${falseAbstention.toFixed(2)}; the set's best threshold ${learned ? `${learned.t} (abstains ${learned.a.toFixed(2)}, false ${learned.f.toFixed(2)})` : 'none'})`,
);
const abstainedAll =
  everything.unanswerable.filter((e) => e < threshold).length / everything.unanswerable.length;
console.log(
  `with the unseen sets (${questions.length} questions; not gated): ${fmt(everything.slices)}, abstained ${abstainedAll.toFixed(2)} (${everything.unanswerable.length} without an answer)`,
);
for (const [name, v] of Object.entries(sets)) {
  // Reported, not gated: a set written after the threshold was chosen, never tuned on.
  console.log(
    `unseen set ${name}: answered from the expected passage (top ${K}, over the threshold) ${rate(v.found).toFixed(2)} (${v.found[0]}/${v.found[1]}); abstained ${rate(v.abstained).toFixed(2)} (${v.abstained[0]}/${v.abstained[1]})`,
  );
}
for (const m of everything.misses) if (m) console.log(m);

const failures = [
  ...['all', 'sameLanguage', 'crossLanguage', 'otherWords', 'nearDuplicate'].filter(
    (s) => rate(slices[s]) < BUDGETS[s],
  ),
  ...(abstained < BUDGETS.abstained ? ['abstained'] : []),
];
if (gated.length < 100 || broken > 0 || failures.length) {
  console.error(`bench: over budget: retrieval-recall ${failures.join(', ')}`);
  process.exitCode = 1;
}
if (process.argv.includes('--evidence')) {
  const r = (xs) =>
    xs
      .map((e) => e.toFixed(2))
      .sort()
      .join(' ');
  console.log(`evidence answerable: ${r(answerable)}\nevidence unanswerable: ${r(unanswerable)}`);
}
