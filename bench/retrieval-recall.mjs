#!/usr/bin/env node
// Recall@5 of local hybrid retrieval (issue 7) over the real tender documents of ../shared/data:
// the 13 English and Dutch documents are extracted and chunked with core's pipeline, embedded,
// and indexed as one company's knowledge base; each labelled question of
// bench/retrieval-questions.json (about half Dutch, half English) counts as found when one of
// the top 5 passages contains its expected text. Prints the figure, the misses, and exits 1 when
// recall is under 0.9 or a question's expected text is not in its document (a broken label).
//
//   node bench/retrieval-recall.mjs
import { readFileSync } from 'node:fs';
import { core, embedder, documentNames, extractAll, chunksOf } from './retrieval-lib.mjs';

const BUDGET = 0.9;
const K = 5;
const questions = JSON.parse(
  readFileSync(new URL('./retrieval-questions.json', import.meta.url), 'utf8'),
);
const norm = (s) => s.replace(/\s+/g, ' ').trim().toLowerCase();

const names = documentNames();
const docs = await extractAll();
const store = core.createMemoryChunkStore();
const chunks = docs.flatMap((d, i) => chunksOf('kb-real', `doc${i}`, d.name, d.pages));
const vectors = await embedder.embed(chunks.map((c) => c.text));
store.put(
  'company-a',
  chunks.map((c, i) => ({ ...c, embedding: vectors[i] })),
);
const retriever = core.createLocalRetriever(store, embedder);

let broken = 0;
let found = 0;
const misses = [];
const byLanguage = { en: [0, 0], nl: [0, 0] };
for (const q of questions) {
  if (!names.includes(q.document)) {
    console.error(`bench: unknown document ${q.document}`);
    broken++;
    continue;
  }
  const answer = chunks.find(
    (c) => c.source.documentName === q.document && norm(c.text).includes(norm(q.expected)),
  );
  if (!answer) {
    console.error(`bench: "${q.expected}" is not in one chunk of ${q.document}`);
    broken++;
    continue;
  }
  const top = await retriever.retrieve({ companyId: 'company-a', query: q.question, limit: K });
  const hit = top.some((p) => norm(p.text).includes(norm(q.expected)));
  byLanguage[q.language][1]++;
  if (hit) {
    found++;
    byLanguage[q.language][0]++;
  } else {
    misses.push(
      `  miss (${q.language}): ${q.question} -> expected p. ${answer.source.page} of ${q.document}; got ${top.map((p) => `${p.source.documentName.slice(0, 24)} p. ${p.source.page}`).join(', ')}`,
    );
  }
}
const recall = found / questions.length;
const part = ([f, n]) => `${f}/${n}`;
console.log(
  `bench retrieval-recall: ${recall.toFixed(2)} recall@${K} (budget ${BUDGET}; ${questions.length} questions, en ${part(byLanguage.en)}, nl ${part(byLanguage.nl)}; ${chunks.length} chunks of ${docs.length} documents)`,
);
for (const m of misses) console.log(m);
if (questions.length < 40 || broken > 0 || recall < BUDGET) {
  console.error('bench: over budget: retrieval-recall');
  process.exitCode = 1;
}
