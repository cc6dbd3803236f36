/**
 * Retrieval types and ports (issue 7). Everything is scoped by company: a store yields one
 * company's chunks and a vector index answers for one company, so no query can reach another
 * company's passages (partitioned by construction, not by filtering).
 */

/** Where a passage comes from, for citations ("Quality plan.pdf, p. 4, 3.2 ISO 9001"). */
export interface PassageSource {
  readonly knowledgeBaseId: string;
  readonly documentId: string;
  readonly documentName: string;
  /** 1-based page the passage starts on, when the document has pages. */
  readonly page: number | null;
  readonly heading: string | null;
}

/** A chunk as retrieval sees it. `id` is unique within the company (e.g. "kbId/chunkId"). */
export interface RetrievableChunk {
  readonly id: string;
  readonly text: string;
  /** The chunk's embedding; null until the chunk is embedded (lexical search still finds it). */
  readonly embedding: readonly number[] | null;
  readonly source: PassageSource;
  /**
   * Index-only text: the heading and header row of the tables whose rows the chunk holds
   * without them (chunking.ts, tableContext.ts). Searched and counted in the evidence, never
   * shown: the passage's text stays what the document says there.
   */
  readonly tableContext?: string | null;
}

/** One retrieved passage, best first. */
export interface Passage {
  readonly id: string;
  readonly text: string;
  readonly source: PassageSource;
  /** Reciprocal-rank-fusion score; only the order is meaningful. */
  readonly score: number;
  /**
   * How much of the query's content the passage covers, 0..1, across languages (lexicalIndex.ts,
   * evidence): the calibrated score the chat's "not in the documents" answer is decided on.
   */
  readonly evidence: number;
  /** 1-based rank in the lexical and the vector list, null when absent from that list. */
  readonly lexicalRank: number | null;
  readonly vectorRank: number | null;
}

/** The chunks of one company (all of its knowledge bases). */
export interface CompanyChunkStore {
  chunksOf(companyId: string): Promise<readonly RetrievableChunk[]>;
}

export interface VectorQuery {
  readonly companyId: string;
  readonly vector: readonly number[];
  readonly limit: number;
  /** Only these knowledge bases; all of the company's when absent. */
  readonly knowledgeBaseIds?: readonly string[];
}

export interface VectorHit {
  readonly chunkId: string;
  /** Cosine similarity, -1..1. */
  readonly similarity: number;
}

/**
 * Nearest-neighbour search over chunk embeddings of one company: in memory locally
 * (memoryVectorIndex.ts), Firestore's findNearest in production
 * (functions/src/adapters/firestoreVectorIndex.ts).
 */
export interface VectorIndex {
  nearest(query: VectorQuery): Promise<readonly VectorHit[]>;
}

/** The part of the LanguageModel port retrieval needs. */
export interface Embedder {
  embed(
    texts: readonly string[],
    options?: { readonly task?: 'document' | 'query' },
  ): Promise<number[][]>;
}
