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
import { contentWords, stemsOfWord } from '../localText';
import { EXPANSION_WEIGHTS, type Lexicon } from './lexicon/lexicon';
import { TopK } from './topK';
import type { RetrievableChunk } from './types';

export const BM25_K1 = 1.2;
export const BM25_B = 0.75;
/** A cognate or inflection shares at least this many first letters with the word... */
const PREFIX = 5;
/** ...and this share of the longer one's letters. */
const MIN_NEAR = 0.6;
/** The evidence's idf counts at least this many passages (see evidence). */
const EVIDENCE_MIN_PASSAGES = 500;
/**
 * A question word the documents have in no form weighs this much more in the evidence: a name or
 * a thing none of the documents mentions ("Rijkswaterstaat", "parking spaces") is the surest sign
 * that they do not answer. Chosen on the evaluation set.
 */
const UNKNOWN_WORD_FACTOR = 3;

/**
 * A document word's expansions at least this strong are offered back to the question (its
 * translations; not its same-language synonyms, 0.5). Measured on bench/retrieval-eval.json:
 * 0.45, 0.7 and 0.9 all gave 0.81 recall@5 against 0.80 without (docs/decisions.md).
 */
const DOCUMENT_SIDE_MIN_WEIGHT = 0.7;

export interface LexicalHit {
  readonly chunkId: string;
  readonly score: number;
}

export interface LexicalIndex {
  readonly size: number;
  /** Best `limit` chunks for `query`, optionally only from the given knowledge bases. */
  search(query: string, limit: number, knowledgeBaseIds?: readonly string[]): LexicalHit[];
  /**
   * How much of the question's content a passage covers, 0..1 (evidence.ts): each content word
   * counts by its idf in this index, fully when the passage has it, by its expansion's weight when
   * the passage has only a translation, synonym or compound part of it.
   */
  evidence(query: string, passageText: string): number;
}

interface Postings {
  readonly docs: Int32Array;
  readonly freqs: Uint16Array;
}

/** A question word: its own terms and (with a lexicon) its expansions, weighted below 1. */
interface QueryWord {
  readonly exact: readonly string[];
  readonly expansions: readonly { readonly term: string; readonly weight: number }[];
  /**
   * A Dutch compound's parts, each with its own terms and expansions: the evidence counts the
   * share of the parts a passage has, so "reiskosten" is not covered by "costs" alone.
   */
  readonly parts?: readonly QueryWord[];
}

export interface LexicalIndexOptions {
  /**
   * Translations, synonyms and Dutch compound parts (lexicon/lexicon.ts). Without it the index is
   * plain BM25 over the bilingual stems, as before issue 18.
   */
  readonly lexicon?: Lexicon | null;
}

export function buildLexicalIndex(
  chunks: readonly RetrievableChunk[],
  options: LexicalIndexOptions = {},
): LexicalIndex {
  const lexicon = options.lexicon ?? null;
  const termsOf = (text: string, vocabulary?: Set<string>): string[] => {
    const out: string[] = [];
    for (const word of contentWords(text)) {
      out.push(...(lexicon ? lexicon.indexTerms(word) : stemsOfWord(word)));
      vocabulary?.add(word);
    }
    return out;
  };
  // The documents' own words, for the expansion from the document side (see `reverse`).
  const vocabulary = lexicon ? new Set<string>() : undefined;
  const count = chunks.length;
  const lengths = new Float32Array(count);
  const growing = new Map<string, { docs: number[]; freqs: number[] }>();
  let totalLength = 0;
  chunks.forEach((chunk, doc) => {
    const terms = termsOf(chunk.text, vocabulary);
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

  // Reused between queries: scores of the chunks a query touched, reset afterwards; and a stamp
  // per chunk telling that the current word matched it exactly.
  const scores = new Float32Array(count);
  const matched = new Int32Array(count);
  let stamp = 0;

  // Terms by their first PREFIX letters, for cognates and inflections the stemmers leave apart
  // ("automatically"/"automatisch", "verzamel"/"verzameld", "protocols"/"protocollen").
  const byPrefix = new Map<string, string[]>();
  if (lexicon) {
    for (const term of postings.keys()) {
      if (term.length < PREFIX || /\d/.test(term)) continue;
      const key = term.slice(0, PREFIX);
      let list = byPrefix.get(key);
      if (!list) byPrefix.set(key, (list = []));
      list.push(term);
    }
  }
  // Expansion from the document side: a document word's translations point back to it, so a
  // question word meets the document words whose translation it is even where its own entry
  // does not list them (the lexicon keeps at most a few translations per word and direction).
  // Built from the index's vocabulary, not per chunk: no posting grows. Weighted as the
  // translation, below 1, so it never outranks the exact word either.
  const reverse = new Map<string, Map<string, number>>();
  if (lexicon && vocabulary) {
    for (const word of vocabulary) {
      if (/\d/.test(word)) continue;
      const own = stemsOfWord(word);
      for (const { term, weight } of lexicon.expand(word)) {
        if (weight < DOCUMENT_SIDE_MIN_WEIGHT) continue;
        let row = reverse.get(term);
        if (!row) reverse.set(term, (row = new Map()));
        for (const t of own) if ((row.get(t) ?? 0) < weight) row.set(t, weight);
      }
    }
  }
  /** Index terms that share a long prefix with `term`, with their similarity (0..1). */
  function near(term: string): { term: string; similarity: number }[] {
    if (term.length < PREFIX) return [];
    const out: { term: string; similarity: number }[] = [];
    for (const candidate of byPrefix.get(term.slice(0, PREFIX)) ?? []) {
      if (candidate === term) continue;
      let common = PREFIX;
      while (common < term.length && term[common] === candidate[common]) common++;
      const similarity = common / Math.max(term.length, candidate.length);
      if (similarity >= MIN_NEAR) out.push({ term: candidate, similarity });
    }
    return out;
  }

  const idfOf = (df: number) => Math.log(1 + (count - df + 0.5) / (df + 0.5));
  // For the evidence, idf as if the index had at least EVIDENCE_MIN_PASSAGES passages: in a
  // project of three passages every word it has would otherwise look common and every word it
  // lacks decisive, and the score would measure the project's size, not the passage.
  const evidenceCount = Math.max(count, EVIDENCE_MIN_PASSAGES);
  // A word missing from three passages says little, from hundreds much: the factor grows with
  // the index up to UNKNOWN_WORD_FACTOR at EVIDENCE_MIN_PASSAGES.
  const unknownFactor = 1 + (UNKNOWN_WORD_FACTOR - 1) * Math.min(1, count / EVIDENCE_MIN_PASSAGES);
  /** How many chunks have the word: its most frequent own term (the other stem may be absent). */
  const wordDf = (word: QueryWord) =>
    Math.max(0, ...word.exact.map((t) => postings.get(t)?.docs.length ?? 0));
  /** A word the index has in no form at all, not even translated: the documents never say it. */
  const unknown = (word: QueryWord) =>
    wordDf(word) === 0 && !word.expansions.some((e) => postings.has(e.term));
  const evidenceIdf = (word: QueryWord) => {
    const df = wordDf(word);
    const idf = Math.log(1 + (evidenceCount - df + 0.5) / (df + 0.5));
    return unknown(word) ? idf * unknownFactor : idf;
  };
  /** A word's weight in the ranking: the idf of the word (df 0 when the index lacks it). */
  const wordIdf = (word: QueryWord) => idfOf(wordDf(word));

  function plan(query: string): QueryWord[] {
    const words = new Map<string, QueryWord>();
    for (const word of contentWords(query)) {
      if (!words.has(word)) words.set(word, planWord(word, true));
    }
    return [...words.values()];
  }

  function planWord(word: string, withParts: boolean): QueryWord {
    {
      const exact = stemsOfWord(word);
      const expansions = new Map<string, number>();
      const offer = (term: string, weight: number) => {
        if (!exact.includes(term) && weight > (expansions.get(term) ?? 0)) {
          expansions.set(term, weight);
        }
      };
      if (lexicon) {
        for (const { term, weight } of lexicon.expand(word)) {
          offer(term, weight);
          for (const n of near(term)) offer(n.term, weight * n.similarity);
        }
        for (const t of exact)
          for (const [term, weight] of reverse.get(t) ?? []) offer(term, weight);
        for (const source of new Set([word, ...exact])) {
          for (const n of near(source)) offer(n.term, EXPANSION_WEIGHTS.near * n.similarity);
        }
      }
      const parts = withParts && lexicon && !/\d/.test(word) ? lexicon.split(word) : null;
      return {
        exact,
        expansions: [...expansions.entries()]
          .map(([term, weight]) => ({ term, weight }))
          .sort((a, b) => b.weight - a.weight),
        ...(parts ? { parts: parts.map((p) => planWord(p, false)) } : {}),
      };
    }
  }

  /** How much of one question word a passage's terms cover, 0..1. */
  function coverage(word: QueryWord, terms: ReadonlySet<string>): number {
    if (word.exact.some((t) => terms.has(t))) return 1;
    const best = (candidates: QueryWord['expansions']) =>
      candidates.find((e) => terms.has(e.term))?.weight ?? 0;
    if (!word.parts) return best(word.expansions);
    // A compound: a translation of the whole word (an expansion above the parts' own weight
    // can only be one), or the share of its parts the passage has, each exactly or translated:
    // "reiskosten" is not covered by "costs" alone.
    const whole = best(word.expansions.filter((e) => e.weight > EXPANSION_WEIGHTS.compoundPart));
    if (whole > 0) return whole;
    let parts = 0;
    for (const part of word.parts) parts += coverage(part, terms);
    return (EXPANSION_WEIGHTS.compoundPart * parts) / word.parts.length;
  }

  /** Adds the BM25 part of one of the word's own terms to every chunk that has it. */
  function accumulate(term: string, touched: number[]): void {
    const list = postings.get(term);
    if (!list) return;
    const df = list.docs.length;
    const idf = idfOf(df);
    for (let i = 0; i < df; i++) {
      const doc = list.docs[i] ?? 0;
      const tf = list.freqs[i] ?? 0;
      const norm = BM25_K1 * (1 - BM25_B + (BM25_B * (lengths[doc] ?? 0)) / averageLength);
      if (scores[doc] === 0) touched.push(doc);
      scores[doc] = (scores[doc] ?? 0) + (idf * tf * (BM25_K1 + 1)) / (tf + norm);
      matched[doc] = stamp;
    }
  }

  return {
    size: count,
    search(query, limit, knowledgeBaseIds) {
      if (count === 0 || limit <= 0) return [];
      const allowed = knowledgeBaseIds ? new Set(knowledgeBaseIds) : null;
      const touched: number[] = [];
      const counted = new Set<string>();
      for (const word of plan(query)) {
        stamp++;
        // The word's own terms, each counted once per query (as plain BM25 does).
        for (const term of word.exact) {
          if (counted.has(term)) {
            const list = postings.get(term);
            if (!list) continue;
            for (const doc of list.docs) matched[doc] = stamp;
            continue;
          }
          counted.add(term);
          accumulate(term, touched);
        }
        // An expansion fills in for the word where the chunk lacks it, below the word's own
        // weight: its idf is capped at the word's and its weight is under 1. Each chunk gets the
        // best expansion of the word only, so a word with many translations weighs no more.
        if (word.expansions.length === 0) continue;
        const cap = wordIdf(word);
        const best = new Map<number, number>();
        for (const { term, weight: expansionWeight } of word.expansions) {
          if (counted.has(term)) continue;
          const list = postings.get(term);
          if (!list) continue;
          const idf = Math.min(idfOf(list.docs.length), cap) * expansionWeight;
          for (let i = 0; i < list.docs.length; i++) {
            const doc = list.docs[i] ?? 0;
            if (matched[doc] === stamp) continue;
            const tf = list.freqs[i] ?? 0;
            const norm = BM25_K1 * (1 - BM25_B + (BM25_B * (lengths[doc] ?? 0)) / averageLength);
            const part = (idf * tf * (BM25_K1 + 1)) / (tf + norm);
            if (part > (best.get(doc) ?? 0)) best.set(doc, part);
          }
        }
        for (const [doc, part] of best) {
          if (scores[doc] === 0) touched.push(doc);
          scores[doc] = (scores[doc] ?? 0) + part;
        }
      }
      const top = new TopK(limit);
      for (const doc of touched) {
        const score = scores[doc] ?? 0;
        scores[doc] = 0;
        if (allowed && !allowed.has(knowledgeBases[doc] ?? '')) continue;
        top.offer(doc, score);
      }
      return top.items.map((doc, i) => ({ chunkId: ids[doc] ?? '', score: top.scores[i] ?? 0 }));
    },
    evidence(query, passageText) {
      const words = plan(query);
      if (words.length === 0) return 0;
      const terms = new Set(termsOf(passageText));
      let total = 0;
      let covered = 0;
      for (const word of words) {
        const weight = evidenceIdf(word);
        total += weight;
        covered += weight * coverage(word, terms);
      }
      return total > 0 ? covered / total : 0;
    },
  };
}
