/** The document processor's contract (issue #6 shared contract). */
import type { LanguageModel } from '../../ports/ai';
import type { DocumentChunk, ProjectDocument } from '../../model/projectDocument';
import type { DocStore, Transaction } from '../../ports/docStore';
import type { DocRef } from '../../ports/refs';
import type { ExtractedText, TextExtractor } from '../../ports/external';
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
  readonly onUnexpectedError?: (e: unknown, target: ProcessTarget) => void;
  /**
   * The language model that proposes facts beside the rules (issue 17), for this document's
   * company; undefined (or absent) when none is configured: the rules alone read the facts.
   */
  readonly factModel?: (
    target: ProcessTarget,
  ) => LanguageModel | undefined | Promise<LanguageModel | undefined>;
}

export interface DocumentTarget {
  readonly companyId: string;
  readonly projectId: string;
  readonly documentId: string;
}

/** What every processed document is addressed by (a project's, or a knowledge base's). */
export interface ProcessTarget {
  readonly companyId: string;
  readonly documentId: string;
}

/** The fields the processor reads and writes on any document record it processes. */
export type ProcessedRecord = Pick<
  ProjectDocument,
  'name' | 'contentType' | 'storagePath' | 'status' | 'error' | 'processedAt'
> &
  Partial<Pick<ProjectDocument, 'attempt' | 'processingId' | 'processingStartedAt'>>;

/**
 * Where a kind of document lives and where its derived data goes. Project documents
 * (processor.ts: projectDocumentLocation) and knowledge-base documents
 * (services/knowledgeBases/kbDocumentLocation.ts) share the processor through it.
 */
export interface DocumentLocation<T extends ProcessTarget> {
  /**
   * Reads plain text (knowledge bases take TXT; projects do not): the text, or null when the
   * bytes are not plain text and the extractor should look at them.
   */
  readPlainText?(bytes: Uint8Array): ExtractedText | null;
  docRef(t: T): DocRef<ProcessedRecord>;
  /** The folder the record's storagePath must be in (the client writes storagePath). */
  filePrefix(t: T): string;
  /** Realtime progress of processing, or null when this kind shows none. */
  progressPath(t: T): string | null;
  /** Where the text by page is kept for a viewer, or null when nobody reads it. */
  extractedPath(t: T): string | null;
  /** Replaces the document's chunks (a retry overwrites the same ids). */
  writeChunks(docs: DocStore, t: T, chunks: readonly DocumentChunk[], now: number): Promise<void>;
  /** Removes chunks, extracted text and progress. */
  deleteArtifacts(
    deps: Pick<DocumentProcessorDeps, 'docs' | 'files' | 'realtime'>,
    t: T,
  ): Promise<void>;
  /**
   * The record's parent that must still exist for results to be written (a knowledge base
   * deleted mid-run leaves nothing behind), or null.
   */
  parentRef(t: T): DocRef<unknown> | null;
  /**
   * Whether another document of the same place already holds these bytes (SHA-256, hex): the
   * document then fails as a duplicate. Knowledge bases refuse duplicates (issue 20); projects
   * let the uploader decide and have no such check.
   */
  isDuplicate?(docs: DocStore, t: T, contentHash: string): Promise<boolean>;
  /**
   * Whether the document's own date and kind (a Nota van Inlichtingen) are stored with its facts:
   * project documents, whose facts are ordered by them (issue 17 item 5).
   */
  readonly profiles?: boolean;
  /** Extra writes in the transaction that marks the document processed (e.g. a counter). */
  onProcessed?(tx: Transaction, t: T): void;
  /**
   * Tells the uploader how processing ended (issue 10's notifications), once, after the outcome
   * is stored; a failure here is reported, never thrown. Absent: nobody is told.
   */
  notifyOutcome?(
    deps: Pick<DocumentProcessorDeps, 'docs' | 'onUnexpectedError'>,
    t: T,
    outcome: 'processed' | 'failed',
  ): Promise<void>;
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

export interface DocumentProcessor<T extends ProcessTarget = DocumentTarget> {
  process(target: T, options?: ProcessOptions): Promise<ProcessResult>;
}
