/**
 * BM25 over one company's chunks: an inverted index of the analyzer's bilingual stems
 * (analyzer.ts: @orama/stemmers and @orama/stopwords) in flat typed arrays.
 *
 * Why not @orama/orama's own index: measured on this repo's 2-core machine with 50,000 chunks of
 * the real tender documents, Orama 3.1.18 took 91 s (wall) to insert them and 0.4-2.3 s per query
 * (its radix tree expands every term by prefix and scores every candidate), against issue 7's
 * 100 ms per query. This index builds the same chunks in a few seconds and answers in
 * milliseconds (bench/retrieval-50k.mjs). Scoring is the standard Okapi BM25 (k1 1.2, b 0.75),
 * idf = ln(1 + (N - df + 0.5) / (df + 0.5)).
 */
import { analyze } from './analyzer';
import { TopK } from './topK';
import type { RetrievableChunk } from './types';

export const BM25_K1 = 1.2;
export const BM25_B = 0.75;

export interface LexicalHit {
  readonly chunkId: string;
  readonly score: number;
}

export interface LexicalIndex {
  readonly size: number;
  /** Best `limit` chunks for `query`, optionally only from the given knowledge bases. */
  search(query: string, limit: number, knowledgeBaseIds?: readonly string[]): LexicalHit[];
}

interface Postings {
  readonly docs: Int32Array;
  readonly freqs: Uint16Array;
}

export function buildLexicalIndex(chunks: readonly RetrievableChunk[]): LexicalIndex {
  const count = chunks.length;
  const lengths = new Float32Array(count);
  const growing = new Map<string, { docs: number[]; freqs: number[] }>();
  let totalLength = 0;
  chunks.forEach((chunk, doc) => {
    const terms = analyze(chunk.text);
    lengths[doc] = terms.length;
    totalLength += terms.length;
    const tf = new Map<string, number>();
    for (const term of terms) tf.set(term, (tf.get(term) ?? 0) + 1);
    for (const [term, freq] of tf) {
      let list = growing.get(term);
      if (!list) {
        list = { docs: [], freqs: [] };
        growing.set(term, list);
      }
      list.docs.push(doc);
      list.freqs.push(Math.min(freq, 0xffff));
    }
  });
  const postings = new Map<string, Postings>();
  for (const [term, list] of growing) {
    postings.set(term, { docs: Int32Array.from(list.docs), freqs: Uint16Array.from(list.freqs) });
  }
  growing.clear();
  const averageLength = count > 0 ? Math.max(totalLength / count, 1) : 1;
  const ids = chunks.map((c) => c.id);
  const knowledgeBases = chunks.map((c) => c.source.knowledgeBaseId);
  // Reused between queries: scores of the chunks a query touched, reset afterwards.
  const scores = new Float32Array(count);

  return {
    size: count,
    search(query, limit, knowledgeBaseIds) {
      if (count === 0 || limit <= 0) return [];
      const allowed = knowledgeBaseIds ? new Set(knowledgeBaseIds) : null;
      const touched: number[] = [];
      for (const term of new Set(analyze(query))) {
        const list = postings.get(term);
        if (!list) continue;
        const df = list.docs.length;
        const idf = Math.log(1 + (count - df + 0.5) / (df + 0.5));
        for (let i = 0; i < df; i++) {
          const doc = list.docs[i] ?? 0;
          const tf = list.freqs[i] ?? 0;
          const norm = BM25_K1 * (1 - BM25_B + (BM25_B * (lengths[doc] ?? 0)) / averageLength);
          if (scores[doc] === 0) touched.push(doc);
          scores[doc] = (scores[doc] ?? 0) + (idf * tf * (BM25_K1 + 1)) / (tf + norm);
        }
      }
      const best = new TopK(limit);
      for (const doc of touched) {
        const score = scores[doc] ?? 0;
        scores[doc] = 0;
        if (allowed && !allowed.has(knowledgeBases[doc] ?? '')) continue;
        best.offer(doc, score);
      }
      return best.items.map((doc, i) => ({ chunkId: ids[doc] ?? '', score: best.scores[i] ?? 0 }));
    },
  };
}
