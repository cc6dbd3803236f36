/** Knowledge bases and their documents and chunks (companies/{cid}/knowledgeBases/...). */
import * as yup from 'yup';
import type { Timestamp, Vector } from '../ports/values';
import { LIMITS } from './limits';
import { oneOfRequired, optionalText, requiredText, strictObject } from './schemaKit';
import type { DocumentStatus } from './projectDocument';

export const KB_CATEGORIES = [
  'general',
  'company_info',
  'past_tenders',
  'product_specs',
  'legal_docs',
  'market_research',
] as const;
export type KbCategory = (typeof KB_CATEGORIES)[number];

/** 'dynamic': retrieval over chunks at question time; 'pretrained': trained once (costs money). */
export const KB_TYPES = ['dynamic', 'pretrained'] as const;
export type KbType = (typeof KB_TYPES)[number];

/** Spec §4: not yet trained, in progress, already trained. */
export const TRAINING_STATES = ['not_trained', 'in_progress', 'trained'] as const;
export type TrainingState = (typeof TRAINING_STATES)[number];

/** Spec §9: shown before the admin confirms training. */
export const TRAINING_ESTIMATE = Object.freeze({ minutes: 10, costUsd: 10 });

export type KnowledgeBase = {
  name: string;
  description: string;
  category: KbCategory;
  type: KbType;
  /** No new documents while locked. */
  locked: boolean;
  /** Set when training starts; from then on locked stays true forever (spec §4). */
  permanentlyLocked: boolean;
  trainingState: TrainingState;
  /** i18n key of the last training failure, cleared when training is started again. */
  trainingError: string | null;
  trainingStartedAt: Timestamp | null;
  /** Who started the current or last training (functions only; absent before issue 10): told how it ends. */
  trainingStartedBy?: string | null;
  trainedAt: Timestamp | null;
  /** Processed documents, maintained by functions; draft readiness needs it. */
  documentCount: number;
  createdBy: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

export type KbDocument = {
  name: string;
  size: number;
  contentType: string;
  storagePath: string;
  status: DocumentStatus;
  error: string | null;
  chunkCount: number;
  /** Pages read, written by the processor (absent before issue 20). */
  pageCount?: number | null;
  /** documents.warnings.* keys with their params, as on a project document (absent: none). */
  warnings?: string[];
  /**
   * SHA-256 (hex) of the file: written by the uploader, replaced by the processor with the hash of
   * the stored bytes. The same hash twice in one base is refused as a duplicate (issue 20).
   * Absent on documents uploaded before it existed.
   */
  contentHash?: string;
  /** Prompt-safety findings in any of its chunks (absent or empty: none); the UI warns. */
  flags?: UntrustedTextFlag[];
  uploadedBy: string;
  createdAt: Timestamp;
  processedAt: Timestamp | null;
};

/**
 * What prompt safety (core/src/ai/promptSafety.ts) found and removed in a passage of untrusted
 * text: an attempt to override the instructions, talk of the system prompt, a chat role marker,
 * or characters a reader cannot see. Shown as a warning on the chunk's document.
 */
export const UNTRUSTED_TEXT_FLAGS = [
  'instructionOverride',
  'systemPrompt',
  'roleMarker',
  'hiddenCharacters',
] as const;
export type UntrustedTextFlag = (typeof UNTRUSTED_TEXT_FLAGS)[number];

/** A retrieval unit (companies/{cid}/knowledgeBases/{kbId}/chunks/{chunkId}); written by functions only. */
export type Chunk = {
  documentId: string;
  /** Position within the document, for ordering and neighbours. */
  index: number;
  text: string;
  embedding: Vector | null;
  /** For citations; heading: the section the chunk sits in (core/src/ai/chunking.ts), if known. */
  source: { documentName: string; page: number | null; heading?: string | null };
  /**
   * Index-only (absent when none): the heading and header row of the tables whose rows
   * the chunk holds without them (core/src/ai/tableContext.ts); searched, never shown.
   */
  tableContext?: string;
  /** Prompt-safety findings in this chunk's text (absent or empty: none). */
  flags?: UntrustedTextFlag[];
  createdAt: Timestamp;
};

/** Characters per chunk and overlap, chosen for passage-level retrieval with BM25 and embeddings. */
export const CHUNK_SIZE_CHARS = 1_500;
export const CHUNK_OVERLAP_CHARS = 200;

export const knowledgeBaseCreateSchema = strictObject({
  name: requiredText(LIMITS.nameMax),
  description: optionalText(LIMITS.descriptionMax),
  category: oneOfRequired(KB_CATEGORIES).default('general'),
  type: oneOfRequired(KB_TYPES).default('dynamic'),
});

export const knowledgeBaseUpdateSchema = strictObject({
  name: requiredText(LIMITS.nameMax).optional(),
  description: optionalText(LIMITS.descriptionMax).optional(),
  category: oneOfRequired(KB_CATEGORIES).optional(),
});

export type KnowledgeBaseCreateInput = yup.InferType<typeof knowledgeBaseCreateSchema>;
export type KnowledgeBaseUpdateInput = yup.InferType<typeof knowledgeBaseUpdateSchema>;
