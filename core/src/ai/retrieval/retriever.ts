/**
 * Hybrid retrieval over one company's knowledge bases (issue 7): BM25 over bilingual stems
 * (lexicalIndex.ts) and cosine similarity over embeddings (a VectorIndex), fused with
 * reciprocal rank fusion (fusion.ts). Every request names its company; the lexical index is
 * built from that company's chunks only and the vector index answers for that company only, and
 * a vector hit that is not one of the company's chunks is dropped, so no query, whatever its
 * text, can return another company's passage.
 */
import { EVIDENCE_THRESHOLD } from './abstention';
import { withBestEvidence } from './bestEvidenceSlot';
import { type FusedItem, reciprocalRankFusion, RRF_K } from './fusion';
import { buildLexicalIndex, type LexicalIndex } from './lexicalIndex';
import { type Lexicon, loadLexicon } from './lexicon/lexicon';
import { createMemoryVectorIndex } from './memoryVectorIndex';
import type { CompanyChunkStore, Embedder, Passage, RetrievableChunk, VectorIndex } from './types';

export const DEFAULT_PASSAGES = 10;

/**
 * Weight of the evidence-ranked list in the fusion (the lexical list counts 1). Measured on
 * bench/retrieval-eval.json (recall@5 of the 105 answerable questions, with the general glossary
 * and the local vectors at 0.2): without it 0.80, at 0.3 0.80, 0.5 0.81, 0.8 0.81 but abstention
 * fell from 0.93 to 0.79 (the evidence then picks the passages the threshold is judged on); 0.5.
 */
export const EVIDENCE_LIST_WEIGHT = 0.5;

/**
 * Weight of the evidence-ranked list once the documents answer: some passage of the fused top
 * reaches the evidence threshold (abstention.ts). A heavier evidence list everywhere lifted a
 * passage of a question without an answer over the threshold (docs/decisions.md, second and
 * fourth passes); applied only where the chat answers anyway, it cannot. Measured on
 * bench/retrieval-eval.json (gated recall@5 all / same language / across / other words /
 * near-duplicates, from 0.81 / 0.81 / 0.81 / 0.69 / 0.80): 0.7, 0.8, 0.85 and 0.9 all
 * 0.82 / 0.83 / 0.81 / 0.69 / 0.87, 0.95 and 1 lose a cross-language question, 1.3 four;
 * abstention unchanged. 0.8, the middle of the plateau.
 */
export const ANSWERING_EVIDENCE_WEIGHT = 0.8;

/**
 * A passage with what says what it is about, for its evidence: the document's name and the
 * heading as its citation shows them ("the RFQ", "Service Level Agreement"), and for table rows
 * their table's header row and heading (index-only, `tableContext`), where its sentences do not.
 */
export function citedText(
  chunk: Pick<RetrievableChunk, 'text' | 'source' | 'tableContext'>,
): string {
  const name = chunk.source.documentName.replace(/\.[a-z0-9]+$/i, '').replace(/[-_./]+/g, ' ');
  const context = chunk.tableContext ? `\n${chunk.tableContext}` : '';
  return `${name}\n${chunk.source.heading ?? ''}\n${chunk.text}${context}`;
}
/** Each list contributes this many candidates per wanted passage (at least MIN_CANDIDATES). */
const CANDIDATES_PER_PASSAGE = 4;
const MIN_CANDIDATES = 40;
/** A vector hit at or below this cosine similarity shares nothing with the query: not a candidate. */
const MIN_SIMILARITY = 0;

export interface RetrieveRequest {
  readonly companyId: string;
  readonly query: string;
  /** Passages wanted, DEFAULT_PASSAGES when absent. */
  readonly limit?: number;
  /** Only these knowledge bases; all of the company's when absent. */
  readonly knowledgeBaseIds?: readonly string[];
}

export interface Retriever {
  retrieve(request: RetrieveRequest): Promise<Passage[]>;
  /** Forget a company's cached index (after its chunks changed). */
  invalidate(companyId: string): void;
}

export interface RetrieverOptions {
  readonly store: CompanyChunkStore;
  /** Without an embedder or a vector index, retrieval is lexical only. */
  readonly embedder?: Embedder;
  readonly vectors?: VectorIndex;
  /**
   * Weight of the vector list in the fusion (the lexical list counts 1). 1 for a semantic
   * embedding model; less for an embedding known to be weaker than BM25.
   */
  readonly vectorWeight?: number;
  /**
   * Weight of the candidates ranked by their evidence (EVIDENCE_LIST_WEIGHT by default; 0 leaves
   * the ranking to BM25 and the vectors, as before).
   */
  readonly evidenceWeight?: number;
  /**
   * Weight of the evidence-ranked list when the documents answer (ANSWERING_EVIDENCE_WEIGHT by
   * default; the evidence weight when that is 0, so that 0 leaves the ranking as before).
   */
  readonly answeringEvidenceWeight?: number;
  /** Called with a company's chunks whenever they are (re)loaded; the local index fills itself here. */
  readonly onChunksLoaded?: (companyId: string, chunks: readonly RetrievableChunk[]) => void;
  /**
   * Cross-language and synonym expansion and Dutch compound splitting (issue 18); the bundled
   * lexicon by default, null for plain BM25 (a bench's baseline).
   */
  readonly lexicon?: () => Promise<Lexicon | null>;
}

interface CompanyIndex {
  readonly chunks: ReadonlyMap<string, RetrievableChunk>;
  readonly lexical: LexicalIndex;
}

export function createRetriever(options: RetrieverOptions): Retriever {
  const { store, embedder, vectors, onChunksLoaded, vectorWeight = 1 } = options;
  const evidenceWeight = options.evidenceWeight ?? EVIDENCE_LIST_WEIGHT;
  const answeringEvidenceWeight =
    options.answeringEvidenceWeight ?? (evidenceWeight > 0 ? ANSWERING_EVIDENCE_WEIGHT : 0);
  const lexiconOf = options.lexicon ?? loadLexicon;
  const indexes = new Map<string, Promise<CompanyIndex>>();

  function indexOf(companyId: string): Promise<CompanyIndex> {
    let index = indexes.get(companyId);
    if (!index) {
      index = Promise.all([store.chunksOf(companyId), lexiconOf()]).then(([chunks, lexicon]) => {
        onChunksLoaded?.(companyId, chunks);
        return {
          chunks: new Map(chunks.map((c) => [c.id, c])),
          lexical: buildLexicalIndex(chunks, { lexicon }),
        };
      });
      // A failed load is not cached: the next request tries again.
      index.catch(() => indexes.delete(companyId));
      indexes.set(companyId, index);
    }
    return index;
  }

  return {
    invalidate(companyId) {
      indexes.delete(companyId);
    },

    async retrieve({ companyId, query, limit = DEFAULT_PASSAGES, knowledgeBaseIds }) {
      if (!companyId) throw new Error('retrieve: companyId is required');
      const text = query.trim();
      if (text === '' || limit <= 0) return [];
      const index = await indexOf(companyId);
      if (index.chunks.size === 0) return [];
      const depth = Math.max(MIN_CANDIDATES, limit * CANDIDATES_PER_PASSAGE);
      let lexicalIds = index.lexical
        .search(text, depth, knowledgeBaseIds)
        .map((hit) => hit.chunkId);
      let vectorIds: string[] = [];
      if (embedder && vectors) {
        const [vector] = await embedder.embed([text], { task: 'query' });
        if (vector) {
          const hits = await vectors.nearest({ companyId, vector, limit: depth, knowledgeBaseIds });
          // Only the company's own chunks: an index that answered wrongly still leaks nothing.
          vectorIds = hits
            .filter((h) => h.similarity > MIN_SIMILARITY && index.chunks.has(h.chunkId))
            .map((h) => h.chunkId);
        }
      }
      const allowed = knowledgeBaseIds ? new Set(knowledgeBaseIds) : null;
      // The candidates of both lists by their evidence: BM25 rewards a passage that repeats one
      // question word, the evidence one that covers more of the question's words (in either
      // language); fused as a third list, it lifts the passage that answers the whole question.
      const evidence = new Map<string, number>();
      for (const id of new Set([...lexicalIds, ...vectorIds])) {
        const chunk = index.chunks.get(id);
        if (chunk) {
          evidence.set(id, index.lexical.evidence(text, citedText(chunk), chunk.source.documentId));
        }
      }
      // A question that names a tender is answered from the documents that name it (issue 18
      // item 4): once a candidate's document names it, the others' passages leave every list.
      const candidates = new Set([...lexicalIds, ...vectorIds]);
      const elsewhere = new Set(
        [...candidates].filter((id) => {
          const chunk = index.chunks.get(id)!;
          return index.lexical.namesAnotherDocument(
            text,
            citedText(chunk),
            chunk.source.documentId,
          );
        }),
      );
      if (elsewhere.size > 0 && elsewhere.size < candidates.size) {
        lexicalIds = lexicalIds.filter((id) => !elsewhere.has(id));
        vectorIds = vectorIds.filter((id) => !elsewhere.has(id));
        for (const id of elsewhere) evidence.delete(id);
      }
      const evidenceIds = [...evidence.entries()]
        .filter(([, e]) => e > 0)
        .sort((a, b) => b[1] - a[1])
        .map(([id]) => id);
      const lists = [lexicalIds, vectorIds, evidenceIds];
      let fused: readonly FusedItem[] = reciprocalRankFusion(lists, RRF_K, [
        1,
        vectorWeight,
        evidenceWeight,
      ]);
      // Once a passage the chat would answer from is among those asked for, the documents answer
      // and abstention is decided: the order may then trust the evidence more, which brings up
      // the passage that covers the whole question without ever turning an abstention into an
      // answer (a question the documents do not answer keeps its order).
      if (answeringEvidenceWeight !== evidenceWeight) {
        const answers = fused
          .slice(0, limit)
          .some((item) => (evidence.get(item.id) ?? 0) >= EVIDENCE_THRESHOLD);
        if (answers) {
          fused = reciprocalRankFusion(lists, RRF_K, [1, vectorWeight, answeringEvidenceWeight]);
        }
      }
      // The best evidence of all candidates is shown once the documents answer (bestEvidenceSlot.ts).
      fused = withBestEvidence(fused, evidence, limit, text, (id) => index.chunks.get(id)?.text);
      const passages: Passage[] = [];
      for (const item of fused) {
        const chunk = index.chunks.get(item.id);
        if (!chunk || (allowed && !allowed.has(chunk.source.knowledgeBaseId))) continue;
        passages.push({
          id: chunk.id,
          text: chunk.text,
          source: chunk.source,
          score: item.score,
          evidence:
            evidence.get(chunk.id) ??
            index.lexical.evidence(text, citedText(chunk), chunk.source.documentId),
          lexicalRank: item.ranks[0] ?? null,
          vectorRank: item.ranks[1] ?? null,
        });
        if (passages.length === limit) break;
      }
      return passages;
    },
  };
}

/**
 * Weight of LocalModel's concept vectors in the fusion. Measured on bench/retrieval-eval.json
 * (105 answerable questions, recall@5): lexical with the lexicon alone 0.71; fused at 0.1 0.76,
 * 0.15–0.2 0.77, 0.25 0.75, 0.5 0.70, 1 0.68 (the vectors echo the lexicon, so at full weight
 * they drown BM25's idf); 0.2 is the middle of the best plateau.
 */
export const LOCAL_VECTOR_WEIGHT = 0.2;

/**
 * The local/demo/test retriever: the company's chunks are loaded from `store` and their
 * embeddings kept in an in-memory vector index filled on load; fused at LOCAL_VECTOR_WEIGHT.
 */
export function createLocalRetriever(
  store: CompanyChunkStore,
  embedder?: Embedder,
  options: Pick<
    RetrieverOptions,
    'vectorWeight' | 'lexicon' | 'evidenceWeight' | 'answeringEvidenceWeight'
  > = {},
): Retriever {
  const vectors = createMemoryVectorIndex();
  return createRetriever({
    store,
    embedder,
    vectors,
    vectorWeight: options.vectorWeight ?? LOCAL_VECTOR_WEIGHT,
    lexicon: options.lexicon,
    evidenceWeight: options.evidenceWeight,
    answeringEvidenceWeight: options.answeringEvidenceWeight,
    onChunksLoaded: (companyId, chunks) => vectors.replace(companyId, chunks),
  });
}
