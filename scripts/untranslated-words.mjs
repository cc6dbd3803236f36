#!/usr/bin/env node
// Lists the content words found in most passages of the shared tender documents (../shared/data,
// chunked as the product chunks them) for which the bilingual lexicon has no translation — a
// translation being an expansion of weight ≥ 0.7 that is not the word's own cognate (sharing its
// first four letters). The general glossary's "tender documents' own frequent words" (issue 18,
// docs/decisions.md, "fifth pass") were translated from this list; run it after the lexicon
// changes to see what the documents still say that the lexicon cannot carry across.
//
//   node scripts/untranslated-words.mjs [count per language, default 220]
import { chunksOf, extractAll } from '../bench/retrieval-lib.mjs';

const { loadLexicon } = await import('../core/src/ai/retrieval/lexicon/lexicon.ts');
const { contentWords } = await import('../core/src/ai/localText.ts');
const limit = Number(process.argv[2] ?? 220);
const lexicon = await loadLexicon();
const passagesWith = { en: new Map(), nl: new Map() };
for (const [i, d] of (await extractAll()).entries()) {
  const language = d.name.startsWith('nl-') ? 'nl' : 'en';
  for (const c of chunksOf('kb', `d${i}`, d.name, d.pages, d.structure)) {
    for (const w of new Set(contentWords(c.text))) {
      if (/^[a-z]{3,}$/.test(w))
        passagesWith[language].set(w, (passagesWith[language].get(w) ?? 0) + 1);
    }
  }
}
for (const language of ['en', 'nl']) {
  const out = [];
  for (const [word, n] of [...passagesWith[language]].sort((a, b) => b[1] - a[1])) {
    const translated = lexicon
      .expand(word, language)
      .some((e) => e.weight >= 0.7 && e.term.slice(0, 4) !== word.slice(0, 4));
    if (!translated) out.push(`${word}:${n}`);
    if (out.length >= limit) break;
  }
  console.log(`${language}: ${out.join(' ')}`);
}
