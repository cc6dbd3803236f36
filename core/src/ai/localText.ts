/**
 * Text helpers of the local model: sentences and stemmed terms. Every word counts under its Dutch
 * and its English Snowball stem (@orama/stemmers), as in matching and retrieval, because a
 * company's evidence mixes both languages and a question may come in either. Dutch and English stop
 * words (@orama/stopwords, the lists retrieval uses) and one-letter words are dropped; words with
 * a digit are kept whole ("9001", "co2").
 */
import { stemmer as dutchStemmer } from '@orama/stemmers/dutch';
import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stopwords as dutchStopwords } from '@orama/stopwords/dutch';
import { stopwords as englishStopwords } from '@orama/stopwords/english';
import { cpvWords } from '../cpv/cpvVocabulary';

/**
 * Question words, pronouns and verbs of asking the stop lists miss: they ask, they do not say what
 * about, and a question is full of them ("Wanneer moeten ...", "How many ...", "Wat gebeurt er").
 */
const QUESTION_WORDS = [
  ...['many', 'much', 'whose', 'get', 'gets', 'happen', 'happens', 'say', 'says', 'tell'],
  ...['wanneer', 'hoeveel', 'welke', 'welk', 'waar', 'waarom', 'moeten', 'mag', 'mogen', 'zouden'],
  ...['wij', 'jij', 'onze', 'jouw', 'gebeurt', 'staat', 'staan', 'gaat'],
];

const STOP_WORDS: ReadonlySet<string> = new Set(
  [...dutchStopwords, ...englishStopwords, ...QUESTION_WORDS].flatMap((w) => cpvWords(w)),
);

const STEM_CACHE = new Map<string, readonly string[]>();
const STEM_CACHE_MAX = 50_000;

/** A word's Dutch and English Snowball stems (one when they agree; a word with a digit whole). */
export function stemsOfWord(word: string): readonly string[] {
  let out = STEM_CACHE.get(word);
  if (!out) {
    if (/\d/.test(word)) {
      out = [word];
    } else {
      const nl = dutchStemmer(word);
      const en = englishStemmer(word);
      out = nl === en ? [nl] : [nl, en];
    }
    if (STEM_CACHE.size >= STEM_CACHE_MAX) STEM_CACHE.clear();
    STEM_CACHE.set(word, out);
  }
  return out;
}

function isContentWord(word: string): boolean {
  return !STOP_WORDS.has(word) && (word.length >= 2 || /\d/.test(word));
}

/** The words of a text that carry content (folded, stop words and one-letter words dropped). */
export function contentWords(text: string): string[] {
  return cpvWords(text).filter(isContentWord);
}

/** Stemmed terms of a text in order, duplicates kept. */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const word of contentWords(text)) out.push(...stemsOfWord(word));
  return out;
}

/**
 * Sentences, keeping list items and lines as their own units (documents are full of them), wrapped
 * lines joined and abbreviations and numbers kept whole: the one splitter (text/sentences.ts).
 */
export { sentences } from '../text/sentences';
