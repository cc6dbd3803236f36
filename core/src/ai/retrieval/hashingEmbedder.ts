/**
 * A deterministic, offline embedder for tests and benches while no model is wired: the analyzer's
 * stems hashed (FNV-1a) into a fixed number of signed buckets, i.e. a hashed bag of words. It
 * captures word overlap only, not meaning; LocalModel (issue 7, part F) plays this role in the
 * app. Same input, same vector, on every machine.
 */
import { analyze } from './analyzer';
import type { Embedder } from './types';

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function createHashingEmbedder(dimensions = 256): Embedder & { dimensions: number } {
  return {
    dimensions,
    async embed(texts) {
      return texts.map((text) => {
        const vector = new Array<number>(dimensions).fill(0);
        for (const term of analyze(text)) {
          const hash = fnv1a(term);
          vector[hash % dimensions] =
            (vector[hash % dimensions] ?? 0) + (hash & 0x80000000 ? -1 : 1);
        }
        return vector;
      });
    },
  };
}
