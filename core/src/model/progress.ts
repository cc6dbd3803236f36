/**
 * Values under the Realtime Database paths (rtdbPaths in paths.ts). Transient: they drive
 * progress UI and are written only by functions. Times are ms since the epoch (RTDB is JSON).
 */
import type { DraftGenerationStep } from './draft';
import type { TrainingState } from './knowledgeBase';

export const PROGRESS_STATES = ['running', 'done', 'failed'] as const;
export type ProgressState = (typeof PROGRESS_STATES)[number];

/**
 * /progress/{cid}/{projectId}/draft, written by the generation job only: the live
 * step list. Times are epoch milliseconds. A job past `deadlineAt` that is still 'running' is
 * shown as failed ('Failed to generate draft tender'), never as running forever.
 */
export type DraftProgress = {
  jobId: string;
  state: 'running' | 'done' | 'failed' | 'cancelled';
  startedAt: number;
  deadlineAt: number;
  current: DraftGenerationStep | null;
  steps: Partial<Record<DraftGenerationStep, { startedAt: number; endedAt: number | null }>>;
  /** Sections written so far, of how many (during 'generatingDocument'). */
  sections?: { done: number; total: number };
  /** The draft written, once 'done'. */
  draftId: string | null;
  /** An i18n key (errors.*) when 'failed'. */
  error: string | null;
};

/** The document processor's stages, in order ('failed' may follow any of them). */
export const DOCUMENT_PROGRESS_STAGES = [
  'queued',
  'detecting',
  'extracting',
  'analysing',
  'indexing',
  'done',
  'failed',
] as const;
export type DocumentProgressStage = (typeof DOCUMENT_PROGRESS_STAGES)[number];

/** /progress/{cid}/{projectId}/documents/{did}, written by the document processor. */
export type DocumentProgress = {
  stage: DocumentProgressStage;
  /** 0..100 */
  percent: number;
  updatedAt: number;
};

/** /progress/{cid}/knowledgeBases/{kbId} */
export type TrainingProgress = {
  trainingState: TrainingState;
  percent: number;
  startedAt: number;
  /** startedAt + TRAINING_ESTIMATE.minutes. */
  estimatedDoneAt: number;
  updatedAt: number;
};

/** /chat/{cid}/{projectId}/{sessionId}: the current chat status code (spec §4). */
export type ChatProgress = {
  code: number;
  /** The assistant message being produced, once saved. */
  messageId: string | null;
  /** The answer streamed so far (citation ids left out), while it is written; absent otherwise. */
  partial?: string;
  updatedAt: number;
};
