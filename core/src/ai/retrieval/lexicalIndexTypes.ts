/** What the lexical index (lexicalIndex.ts) offers the retriever and the evidence score. */
import type { Lexicon } from './lexicon/lexicon';

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
   * the passage has only a translation, synonym or compound part of it. With the passage's
   * document, a question that names what another document names and this one does not (a
   * tender, a programme, a buyer: "the CoronaMelder requirements") gets at most
   * lexicalIndex.ts's NAMED_ELSEWHERE_CAP: that passage is about another tender, however well it covers the rest.
   */
  evidence(query: string, passageText: string, documentId?: string): number;
  /**
   * The parts of the evidence before its caps: each question word's weight and the passage's
   * coverage of it (bench/retrieval-recall.mjs --why prints them).
   */
  evidenceParts(query: string, passageText: string, documentId?: string): EvidencePart[];
  /**
   * Whether the question names what another document names and neither this passage nor its
   * document does (a tender, a programme, a buyer): the passage is about another tender.
   */
  namesAnotherDocument(query: string, passageText: string, documentId: string): boolean;
}

/** One question word in a passage's evidence. */
export interface EvidencePart {
  /** The word's first stem. */
  readonly word: string;
  /** Its idf in the evidence, three times as much when the documents never say it. */
  readonly weight: number;
  /** How much of it the passage covers, 0..1. */
  readonly coverage: number;
  /** Whether the documents have it in no form. */
  readonly unknown: boolean;
  /** Whether it is a word of the passage's document's name (lexicalIndex.ts NAMING_WEIGHT). */
  readonly naming: boolean;
}

export interface LexicalIndexOptions {
  /**
   * Translations, synonyms and Dutch compound parts (lexicon/lexicon.ts). Without it the index is
   * plain BM25 over the bilingual stems, as before issue 18.
   */
  readonly lexicon?: Lexicon | null;
  /**
   * The chunks are one tender's documents (the project chat's): a name one of them gives is the
   * tender's and weighs as a name in every passage that says it (NAMING_WEIGHT), and no passage
   * is capped as another tender's (namedDocuments.ts).
   */
  readonly oneTender?: boolean;
}

/** One term's postings: the chunks that hold it and how often, in flat typed arrays. */
export interface Postings {
  readonly docs: Int32Array;
  readonly freqs: Uint16Array;
}
