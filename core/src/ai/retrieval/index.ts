/** Grounded, company-partitioned hybrid retrieval (issue 7). */
export * from './types';
export { analyze } from './analyzer';
export { buildLexicalIndex, type LexicalHit, type LexicalIndex } from './lexicalIndex';
export { createMemoryVectorIndex, type MemoryVectorIndex } from './memoryVectorIndex';
export { createMemoryChunkStore, type MemoryChunkStore } from './memoryChunkStore';
export {
  answerEvidence,
  answeringPassages,
  EVIDENCE_THRESHOLD,
  UNFILLED_SLOT_CAP,
} from './abstention';
export { askedSlot, type AskedSlot } from './askedSlot';
export { reciprocalRankFusion, RRF_K, type FusedItem } from './fusion';
export {
  createLocalRetriever,
  createRetriever,
  DEFAULT_PASSAGES,
  type RetrieveRequest,
  type Retriever,
  type RetrieverOptions,
} from './retriever';
export { createDocStoreChunkStore, retrievalChunkId } from './docStoreChunkStore';
