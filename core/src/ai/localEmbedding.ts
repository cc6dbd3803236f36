/**
 * The local model's embedding: a hashed bag of stemmed words (the "hashing trick"), L2-normalised,
 * of fixed dimension. Texts sharing words get a high cosine similarity, unrelated texts about zero,
 * so vector retrieval behaves sensibly offline and the same text always gets the same vector.
 * It knows no synonyms: that is what a real embedding model adds.
 */
import { terms } from './localText';

export const LOCAL_EMBEDDING_DIMENSIONS = 256;

/** FNV-1a, 32 bits: fast, stable across runs and platforms. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A unit vector (or all zeros for a text without words). */
export function hashedEmbedding(text: string, dimensions = LOCAL_EMBEDDING_DIMENSIONS): number[] {
  const counts = new Map<string, number>();
  for (const term of terms(text)) counts.set(term, (counts.get(term) ?? 0) + 1);
  const vector = new Array<number>(dimensions).fill(0);
  for (const [term, count] of counts) {
    const hash = fnv1a(term);
    // A sign bit halves the damage of two terms sharing a bucket; sublinear tf keeps a repeated
    // word from drowning the rest.
    const sign = hash & 0x80000000 ? -1 : 1;
    vector[hash % dimensions]! += sign * (1 + Math.log(count));
  }
  const norm = Math.hypot(...vector);
  return norm === 0 ? vector : vector.map((v) => v / norm);
}
