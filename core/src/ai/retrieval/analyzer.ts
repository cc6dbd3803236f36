/**
 * The lexical analyzer of knowledge-base search (issue 7): words lower-cased and stripped of
 * diacritics, Dutch and English stop words dropped (lists of @orama/stopwords), and every word
 * indexed under both its Dutch and its English Snowball stem (@orama/stemmers). A company's
 * evidence mixes both languages and a question may be asked in either, so one analyzer for both
 * beats guessing a language per chunk (the same choice as matching's textTerms).
 */
import { stemmer as dutchStemmer } from '@orama/stemmers/dutch';
import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stopwords as dutchStopwords } from '@orama/stopwords/dutch';
import { stopwords as englishStopwords } from '@orama/stopwords/english';

const STOP_WORDS: ReadonlySet<string> = new Set(
  [...dutchStopwords, ...englishStopwords].map((w) => fold(w)),
);

/** Letters and digits runs; a word keeps inner hyphens' parts separately (e.g. "co2-prestatieladder"). */
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Folding and stemming cost microseconds per word and texts repeat their words, so the terms of
 * each raw word (lower-cased) are cached, bounded; a stop word caches as no terms.
 */
const TERM_CACHE = new Map<string, readonly string[]>();
const TERM_CACHE_MAX = 200_000;
const NO_TERMS: readonly string[] = [];

function fold(word: string): string {
  return word
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
}

function termsOfWord(raw: string): readonly string[] {
  let terms = TERM_CACHE.get(raw);
  if (!terms) {
    const word = fold(raw);
    if (word.length < 2 || STOP_WORDS.has(word)) {
      terms = NO_TERMS;
    } else if (/^\d/.test(word)) {
      terms = [word];
    } else {
      const nl = dutchStemmer(word);
      const en = englishStemmer(word);
      terms = nl === en ? [nl] : [nl, en];
    }
    if (TERM_CACHE.size >= TERM_CACHE_MAX) TERM_CACHE.clear();
    TERM_CACHE.set(raw, terms);
  }
  return terms;
}

/** Index terms of a text, in order, duplicates kept (BM25 counts term frequency). */
export function analyze(text: string): string[] {
  const terms: string[] = [];
  for (const match of text.toLowerCase().matchAll(WORD)) {
    for (const term of termsOfWord(match[0])) terms.push(term);
  }
  return terms;
}

/** True for a word the analyzer drops (a stop word in Dutch or English). */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(fold(word));
}
