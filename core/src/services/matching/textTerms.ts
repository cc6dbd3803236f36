/**
 * Terms for text similarity: words without diacritics, stemmed with the Snowball stemmers of
 * @orama/stemmers in Dutch and English (a company writes either), short words and Dutch and
 * English stop words (@orama/stopwords, the lists retrieval uses) dropped — "voor" or "with"
 * say nothing about the work and must never be shown as "matches your words".
 */
import { stemmer as dutchStemmer } from '@orama/stemmers/dutch';
import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stopwords as dutchStopwords } from '@orama/stopwords/dutch';
import { stopwords as englishStopwords } from '@orama/stopwords/english';
import { cpvWords } from '../../cpv/cpvVocabulary';

/** Words this short are mostly articles and prepositions in both languages. */
const MIN_LENGTH = 4;

const STOP_WORDS: ReadonlySet<string> = new Set(
  [...dutchStopwords, ...englishStopwords].flatMap((w) => cpvWords(w)),
);

/** Whether a word (as cpvWords gives it) is a content word: long enough, not a number or stop word. */
export function isContentWord(word: string): boolean {
  return word.length >= MIN_LENGTH && !/^\d+$/.test(word) && !STOP_WORDS.has(word);
}

export type Terms = ReadonlyMap<string, string>;

/**
 * Stemming dominates preparing a text (about 0.1 ms per word pair of stemmers), and tenders
 * repeat the same words, so stems are cached per word; the cache is bounded to stay small.
 */
const STEM_CACHE = new Map<string, readonly string[]>();
const STEM_CACHE_MAX = 50_000;

function stemsOf(word: string): readonly string[] {
  let stems = STEM_CACHE.get(word);
  if (!stems) {
    const nl = dutchStemmer(word);
    const en = englishStemmer(word);
    stems = nl === en ? [nl] : [nl, en];
    if (STEM_CACHE.size >= STEM_CACHE_MAX) STEM_CACHE.clear();
    STEM_CACHE.set(word, stems);
  }
  return stems;
}

/**
 * Stem → first surface word seen (shown in reasons: "matches your words: asfalt, wegen"). A word's
 * stems are added together, the first time it occurs, so its entries are neighbours in the map's
 * order (termWordCount relies on it).
 */
export function textTerms(...texts: (string | null | undefined)[]): Terms {
  const out = new Map<string, string>();
  for (const text of texts) {
    if (!text) continue;
    for (const word of cpvWords(text)) {
      if (!isContentWord(word)) continue;
      for (const stem of stemsOf(word)) {
        if (!out.has(stem)) out.set(stem, word);
      }
    }
  }
  return out;
}

/** The distinct surface words of textTerms' terms: its entries with a word unlike the previous. */
export function termWordCount(terms: Terms): number {
  let count = 0;
  let previous: string | undefined;
  for (const word of terms.values()) {
    if (word !== previous) count++;
    previous = word;
  }
  return count;
}

/** Shared words over this many words already count as full overlap (long texts are not diluted). */
export const OVERLAP_WORDS_MAX = 12;

/**
 * Overlap of two term sets, 0–1: shared terms over the smaller set (a short company profile
 * fully present in a long tender scores 1), with the shared surface words.
 */
export function termOverlap(
  tender: Terms,
  company: Terms,
): { similarity: number; words: string[] } {
  if (!tender.size || !company.size) return { similarity: 0, words: [] };
  const words: string[] = [];
  const [small, large] = tender.size <= company.size ? [tender, company] : [company, tender];
  for (const [stem] of small) {
    if (large.has(stem)) {
      const word = company.get(stem)!;
      if (!words.includes(word)) words.push(word);
    }
  }
  // Both stems of one word can match; count words, not stems.
  const smallWords = termWordCount(small);
  return { similarity: Math.min(1, words.length / Math.min(smallWords, OVERLAP_WORDS_MAX)), words };
}
