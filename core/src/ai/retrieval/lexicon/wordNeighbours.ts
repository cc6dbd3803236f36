/**
 * English word neighbours from distributional vectors (issue 18, an experiment: docs/decisions.md,
 * "Word neighbours from distributional vectors"): words used in the same contexts ("fund" →
 * finance, money), derived by scripts/build-word-neighbours.mjs into wordNeighbours.json. A weak
 * expansion, weighted below any synonym (0.5) so that a neighbour never outranks the question's
 * own word, its translation or its synonym.
 */
import { stemmer as dutchStemmer } from '@orama/stemmers/dutch';
import { stemmer as englishStemmer } from '@orama/stemmers/english';
import type { Expansion, QuestionLanguage } from './lexicon';
import type { LexiconData } from './lexiconData';

export interface WordNeighboursData {
  readonly format: 1;
  readonly sources: readonly string[];
  /** English stem → neighbouring English stems with their cosine (0..1]. */
  readonly neighbours: Readonly<Record<string, readonly (readonly [string, number])[]>>;
}

/**
 * A neighbour's weight: this times its cosine, so at most 0.4, clearly below a synonym's 0.5.
 * Measured on the studied held-out sets (bench/retrieval-recall.mjs): 0.4 and 0.48 answered 3 and
 * 4 more of h3-h13 than none, abstaining as often; docs/decisions.md has the figures.
 */
export const NEIGHBOUR_WEIGHT = 0.4;

/**
 * A question word's neighbours: of its English reading (not in a Dutch question, where "long"
 * is a lung) and of the English translations of its Dutch reading, each with its weight.
 */
export function createNeighbours(
  table: WordNeighboursData,
  lexicon: LexiconData,
  isDutchWord: (word: string) => boolean,
  readsAsEnglish: (word: string) => boolean,
): (word: string, language?: QuestionLanguage) => readonly Expansion[] {
  const cache = new Map<string, readonly Expansion[]>();
  return (word, language) => {
    const key = `${language ?? ''}:${word}`;
    let out = cache.get(key);
    if (out) return out;
    const weights = new Map<string, number>();
    const offer = (stem: string, scale: number) => {
      for (const [term, cosine] of table.neighbours[stem] ?? []) {
        const weight = scale * NEIGHBOUR_WEIGHT * cosine;
        if (weight > (weights.get(term) ?? 0)) weights.set(term, weight);
      }
    };
    const own = englishStemmer(word);
    if (language !== 'nl' || !isDutchWord(word)) offer(own, 1);
    if (language !== 'en' || !readsAsEnglish(word)) {
      for (const [stem, w] of lexicon.nlToEn[dutchStemmer(word)] ?? []) offer(stem, w);
    }
    weights.delete(own);
    out = [...weights.entries()]
      .map(([term, weight]) => ({ term, weight }))
      .sort((a, b) => b.weight - a.weight || a.term.localeCompare(b.term));
    if (cache.size > 100_000) cache.clear();
    cache.set(key, out);
    return out;
  };
}
