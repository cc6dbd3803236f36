/**
 * A deterministic, offline embedder (feature hashing of lower-cased words into a fixed number of
 * dimensions, L2-normalised). It stands in for LocalModel's embed() where that model is not wired
 * yet, so the training job runs the same way in the demo and in tests; equal texts give equal
 * vectors and texts sharing words point the same way.
 */
import type { LanguageModel } from '../../ports/ai';

export const DETERMINISTIC_EMBEDDING_DIMENSIONS = 64;

function hash(word: string): number {
  let h = 2166136261;
  for (let i = 0; i < word.length; i++) {
    h ^= word.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function deterministicEmbedding(
  text: string,
  dimensions = DETERMINISTIC_EMBEDDING_DIMENSIONS,
): number[] {
  const v = new Array<number>(dimensions).fill(0);
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const h = hash(word);
    v[h % dimensions]! += (h & 0x100) === 0 ? 1 : -1;
  }
  const norm = Math.hypot(...v);
  return norm === 0 ? v : v.map((x) => x / norm);
}

export const deterministicEmbedder: Pick<LanguageModel, 'id' | 'embed' | 'embeddingDimensions'> = {
  id: 'local-hash-embedder',
  embeddingDimensions: DETERMINISTIC_EMBEDDING_DIMENSIONS,
  embed: (texts) => Promise.resolve(texts.map((t) => deterministicEmbedding(t))),
};
