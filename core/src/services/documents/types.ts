/** The document processor's contract (issue #6 shared contract). */
import type { DocStore } from '../../ports/docStore';
import type { TextExtractor } from '../../ports/external';
import type { FileStore } from '../../ports/files';
import type { Realtime } from '../../ports/realtime';
import type { Clock, Ids } from '../../ports/runtime';

export interface DocumentProcessorDeps {
  readonly docs: DocStore;
  readonly files: FileStore;
  readonly realtime: Realtime;
  readonly extractor: TextExtractor;
  readonly clock: Clock;
  /** Makes processing ids when the caller gives no delivery id (default: random). */
  readonly ids?: Ids;
  /** Reports unexpected failures (the trigger passes its logger); never throws. */
  readonly onUnexpectedError?: (e: unknown, target: DocumentTarget) => void;
}

export interface DocumentTarget {
  readonly companyId: string;
  readonly projectId: string;
  readonly documentId: string;
}

export interface ProcessOptions {
  /** The trigger's event id: a redelivery of the same event is recognised by it. */
  readonly deliveryId?: string;
}

export type SkipReason =
  /** Already processed or failed. */
  | 'finished'
  /** Another run holds a live lease (a duplicate delivery). */
  | 'leaseHeld'
  /** The document (or its file) is gone, or was deleted while it was processed. */
  | 'missing';

export interface ProcessResult {
  readonly outcome: 'processed' | 'failed' | 'skipped';
  /** The documents.errors.* key when failed. */
  readonly error?: string;
  readonly skipped?: SkipReason;
}

export interface DocumentProcessor {
  process(target: DocumentTarget, options?: ProcessOptions): Promise<ProcessResult>;
}
