/**
 * The local model's embedding (issue 18): a vector of a text's bilingual concepts and character
 * n-grams, hashed to a fixed dimension (the "hashing trick") and L2-normalised. Every content word
 * contributes its own stems, its translations, synonyms and Dutch compound parts from the
 * procurement lexicon (lexicon/lexicon.ts, at their weights), and its character 4-grams at a small
 * weight (cognates and inflections: "protocols"/"protocollen"). So an English and a Dutch text
 * about the same thing share dimensions, where the hashed bag of stemmed words it replaces (issue
 * 7) only echoed word overlap. Still no model: texts that share no concept stay about orthogonal.
 *
 * Whether retrieval fuses it with BM25 is decided on the evaluation set (retriever.ts).
 */
import { contentWords } from './localText';
import type { Lexicon } from './retrieval/lexicon/lexicon';

export const LOCAL_EMBEDDING_DIMENSIONS = 256;
/** Weight of a word's character 4-grams together, against 1 for the word itself. */
const CHARACTER_WEIGHT = 0.3;
const GRAM = 4;

/** FNV-1a, 32 bits: fast, stable across runs and platforms. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A unit vector (or all zeros for a text without content words). */
export function conceptEmbedding(
  text: string,
  lexicon: Lexicon | null,
  dimensions = LOCAL_EMBEDDING_DIMENSIONS,
): number[] {
  const features = new Map<string, number>();
  const add = (feature: string, weight: number) =>
    features.set(feature, (features.get(feature) ?? 0) + weight);
  for (const word of contentWords(text)) {
    const own = lexicon ? lexicon.indexTerms(word) : [word];
    for (const term of own) add(term, 1 / own.length);
    for (const { term, weight } of lexicon?.expand(word) ?? []) add(term, weight / own.length);
    if (word.length > GRAM && !/\d/.test(word)) {
      const grams = word.length - GRAM + 1;
      for (let i = 0; i < grams; i++) add(`#${word.slice(i, i + GRAM)}`, CHARACTER_WEIGHT / grams);
    }
  }
  const vector = new Array<number>(dimensions).fill(0);
  for (const [feature, weight] of features) {
    const hash = fnv1a(feature);
    // A sign bit halves the damage of two features sharing a bucket; sublinear weight keeps a
    // repeated word from drowning the rest.
    const sign = hash & 0x80000000 ? -1 : 1;
    vector[hash % dimensions]! += sign * Math.log(1 + weight);
  }
  const norm = Math.hypot(...vector);
  return norm === 0 ? vector : vector.map((v) => v / norm);
}
