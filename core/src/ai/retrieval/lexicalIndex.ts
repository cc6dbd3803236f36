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
import { UNFILLED_SLOT_CAP } from './abstention';
import type {
  EvidencePart,
  LexicalIndex,
  LexicalIndexOptions,
  Postings,
} from './lexicalIndexTypes';
export type * from './lexicalIndexTypes';
import { type QueryWord, coverage, queryPlanner } from './queryPlanner';
import { unwrittenInitialisms } from './initialisms';
import { namedDocuments } from './namedDocuments';
import { askedDetailWords } from './askedSlot';
import { countedThingsCheck } from './countedThings';
import { TopK } from './topK';
import * as weights from './evidenceWeights';
import type { RetrievableChunk } from './types';

export const BM25_K1 = 1.2;
export const BM25_B = 0.75;

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
    // A table row is found by its table's header row and heading too (index-only context).
    const terms = termsOf(
      chunk.tableContext ? `${chunk.text}\n${chunk.tableContext}` : chunk.text,
      vocabulary,
    );
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
  const documentOf = chunks.map((c) => c.source.documentId);
  // A document's name names it too ("…-coronamelder-2020-05-19.pdf"), where its text may not.
  const documentNameTerms = new Map<string, Set<string>>();
  for (const chunk of chunks) {
    if (documentNameTerms.has(chunk.source.documentId)) continue;
    const name = chunk.source.documentName.replace(/\.[a-z0-9]+$/i, '').replace(/[-_./]+/g, ' ');
    documentNameTerms.set(chunk.source.documentId, new Set(termsOf(name)));
  }
  const names = namedDocuments({
    lexicon,
    postings,
    documentOf,
    textOf: (doc) => chunks[doc]?.text ?? '',
    documentNameTerms,
    oneTender: options.oneTender,
  });
  const knowledgeBases = chunks.map((c) => c.source.knowledgeBaseId);

  // Reused between queries: scores of the chunks a query touched, reset afterwards; and a stamp
  // per chunk telling that the current word matched it exactly.
  const scores = new Float32Array(count);
  const matched = new Int32Array(count);
  let stamp = 0;

  // Initials the documents write out but never as initials ("Programma van Eisen", no "PvE"), and
  // those of general terms no document forms ("OSS").
  const initialisms = lexicon
    ? unwrittenInitialisms(
        chunks.map((c) => c.text),
        (initials) => stemsOfWord(initials).some((t) => postings.has(t)),
      )
    : new Map<string, readonly string[]>();
  const plan = queryPlanner(postings.keys(), vocabulary, lexicon, initialisms);

  const idfOf = (df: number) => Math.log(1 + (count - df + 0.5) / (df + 0.5));
  // For the evidence, idf as if the index had at least EVIDENCE_MIN_PASSAGES passages (why:
  // evidenceWeights.ts), so that the score measures the passage, not the project's size.
  const evidenceCount = Math.max(count, weights.EVIDENCE_MIN_PASSAGES);
  // A word missing from three passages says little, from hundreds much: the factor grows with
  // the index up to UNKNOWN_WORD_FACTOR at EVIDENCE_MIN_PASSAGES.
  const unknownFactor =
    1 + (weights.UNKNOWN_WORD_FACTOR - 1) * Math.min(1, count / weights.EVIDENCE_MIN_PASSAGES);
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
  /**
   * The question's words, a word's distributional neighbours kept only where the documents have
   * the word in no form, not even translated (queryPlanner.ts): a word they say is matched by
   * itself, and its neighbours only pulled in passages on a nearby topic (every word's
   * neighbours lost 3-4 answers on h3-h13: docs/decisions.md).
   */
  const planned = (query: string): QueryWord[] =>
    plan(query).map((word) =>
      word.neighbours && !unknown(word) ? { ...word, neighbours: undefined } : word,
    );
  /** A word's weight in the ranking: the idf of the word (df 0 when the index lacks it). */
  const wordIdf = (word: QueryWord) => idfOf(wordDf(word));

  /**
   * The terms of the words naming only the asked kind of detail (askedSlot.ts), none when the
   * question has no other word ("What is the deadline?"); the last question's kept, as the
   * evidence of every candidate passage asks for them.
   */
  let detailCache: { query: string; terms: Set<string> } | null = null;
  function detailTermsOf(query: string, words: readonly QueryWord[]): Set<string> {
    if (detailCache?.query === query) return detailCache.terms;
    let terms = new Set(askedDetailWords(query).flatMap((w) => stemsOfWord(w)));
    if (words.every((w) => w.exact.some((t) => terms.has(t)))) terms = new Set();
    detailCache = { query, terms };
    return terms;
  }

  /**
   * Each question word's weight (its evidence idf) and how much of it the passage's terms cover.
   * The words naming the kind of detail asked for ("date", "bedrag") are answered by the slot
   * filler (abstention.ts), not by the passage's words: "On which date does the app go live?" is
   * not half-answered by any passage that says "datum".
   */
  function evidenceParts(
    query: string,
    words: readonly QueryWord[],
    terms: ReadonlySet<string>,
    documentId?: string,
  ): EvidencePart[] {
    const detail = detailTermsOf(query, words);
    const naming =
      documentId === undefined ? new Set<string>() : names.namingTerms(query, documentId);
    const parts = words
      .filter((word) => !word.exact.some((t) => detail.has(t)))
      .map((word) => ({
        word: word.exact[0] ?? '',
        weight: evidenceIdf(word),
        coverage: coverage(word, terms),
        unknown: unknown(word),
        // Only where the passage says the name (or its cited document name does): a name the
        // document's text uses elsewhere ("Bluetooth") is the passage's to cover, at full weight.
        naming: naming.size > 0 && word.exact.some((t) => naming.has(t) && terms.has(t)),
      }));
    // A question made only of the document's name words is about the document as a whole.
    return parts.some((p) => !p.naming) ? parts : parts.map((p) => ({ ...p, naming: false }));
  }

  /** Whether a passage counts what a count question counts (countedThings.ts). */
  const statesCount = countedThingsCheck(termsOf);

  /** One term's Okapi BM25 part in a chunk, for its idf and frequency there. */
  const bm25 = (idf: number, tf: number, doc: number) =>
    (idf * tf * (BM25_K1 + 1)) /
    (tf + BM25_K1 * (1 - BM25_B + (BM25_B * (lengths[doc] ?? 0)) / averageLength));

  /** Adds the BM25 part of one of the word's own terms to every chunk that has it. */
  function accumulate(term: string, touched: number[]): void {
    const list = postings.get(term);
    if (!list) return;
    const df = list.docs.length;
    const idf = idfOf(df);
    for (let i = 0; i < df; i++) {
      const doc = list.docs[i] ?? 0;
      const tf = list.freqs[i] ?? 0;
      if (scores[doc] === 0) touched.push(doc);
      scores[doc] = (scores[doc] ?? 0) + bm25(idf, tf, doc);
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
      for (const word of planned(query)) {
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
        const others = word.neighbours ? [...word.expansions, ...word.neighbours] : word.expansions;
        if (others.length === 0) continue;
        const cap = wordIdf(word);
        const best = new Map<number, number>();
        for (const { term, weight: expansionWeight } of others) {
          if (counted.has(term)) continue;
          const list = postings.get(term);
          if (!list) continue;
          const idf = Math.min(idfOf(list.docs.length), cap) * expansionWeight;
          for (let i = 0; i < list.docs.length; i++) {
            const doc = list.docs[i] ?? 0;
            if (matched[doc] === stamp) continue;
            const tf = list.freqs[i] ?? 0;
            const part = bm25(idf, tf, doc);
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
    namesAnotherDocument(query, passageText, documentId) {
      if (!names.hasNames(query)) return false;
      return names.namedElsewhere(query, passageText, new Set(termsOf(passageText)), documentId);
    },
    evidenceParts(query, passageText, documentId) {
      return evidenceParts(query, planned(query), new Set(termsOf(passageText)), documentId);
    },
    evidence(query, passageText, documentId) {
      const words = planned(query);
      if (words.length === 0) return 0;
      const terms = new Set(termsOf(passageText));
      let total = 0;
      let covered = 0;
      for (const part of evidenceParts(query, words, terms, documentId)) {
        const weight = part.naming ? part.weight * weights.NAMING_WEIGHT : part.weight;
        total += weight;
        covered += weight * part.coverage;
      }
      const evidence = total > 0 ? covered / total : 0;
      if (evidence > UNFILLED_SLOT_CAP && !statesCount(query, words, passageText)) {
        return UNFILLED_SLOT_CAP;
      }
      if (
        documentId !== undefined &&
        evidence > weights.NAMED_ELSEWHERE_CAP &&
        names.namedElsewhere(query, passageText, terms, documentId)
      ) {
        return weights.NAMED_ELSEWHERE_CAP;
      }
      return evidence;
    },
  };
}
