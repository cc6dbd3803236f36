/**
 * Terms for text similarity: words without diacritics, stemmed with the Snowball stemmers of
 * @orama/stemmers in Dutch and English (a company writes either), short words dropped.
 */
import { stemmer as dutchStemmer } from '@orama/stemmers/dutch';
import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { cpvWords } from '../../cpv/cpvVocabulary';

/** Words this short are mostly articles and prepositions in both languages. */
const MIN_LENGTH = 4;

export type Terms = ReadonlyMap<string, string>;

/** Stem → first surface word seen (shown in reasons: "matches your words: asfalt, wegen"). */
export function textTerms(...texts: (string | null | undefined)[]): Terms {
  const out = new Map<string, string>();
  for (const text of texts) {
    if (!text) continue;
    for (const word of cpvWords(text)) {
      if (word.length < MIN_LENGTH || /^\d+$/.test(word)) continue;
      for (const stem of new Set([dutchStemmer(word), englishStemmer(word)])) {
        if (!out.has(stem)) out.set(stem, word);
      }
    }
  }
  return out;
}

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
  const smallWords = new Set(small.values()).size;
  return { similarity: Math.min(1, words.length / Math.min(smallWords, 12)), words };
}
