/**
 * The functions' TextExtractor: every file is read in a worker thread of its own whose heap is
 * capped well below the function's memory (issue 20). A file that makes a parser blow up ends
 * that worker with ERR_WORKER_OUT_OF_MEMORY, and the document fails once with
 * documents.errors.tooLargeUnpacked, instead of the whole function being killed and the upload
 * retried three times, each after its lease. A worker that is still busy at the hard time limit
 * (a parser stuck in a synchronous loop, which the per-page deadline cannot see) is terminated:
 * documents.errors.timeout.
 *
 * The heap cap does not cover ArrayBuffers (inflated streams live there): those are bounded by
 * core's running counts (zipInspection.ts, pdfInspection.ts) before any parser sees the file.
 */
import { Worker } from 'node:worker_threads';
import {
  DOCUMENT_ERROR_KEYS as E,
  EXTRACTION_TIME_LIMIT_MS,
  type DocumentErrorKey,
  DocumentProcessingError,
} from '@tender/core/extraction/index';
import type { ExtractedText, TextExtractor } from '@tender/core';

export interface ExtractionRequest {
  readonly bytes: Uint8Array;
  readonly fileName: string;
  readonly contentType?: string;
}

export type ExtractionReply =
  | { readonly ok: true; readonly result: ExtractedText }
  | { readonly ok: false; readonly key?: DocumentErrorKey; readonly message: string };

/**
 * 1 GiB functions (documentUploaded, kbDocumentUploaded): the main thread with the Admin SDK
 * takes about 150 MB. A 2,000-page PDF needs between 128 and 192 MB of worker heap; 256 MB
 * leaves room for heavier pages while the process as a whole stays near half the function's
 * memory (bench/extract-peak-memory.mjs measures it).
 */
export const EXTRACTION_WORKER_HEAP_MB = 256;
/** The worker's own deadline is EXTRACTION_TIME_LIMIT_MS; this is the backstop after it. */
export const EXTRACTION_WORKER_HARD_LIMIT_MS = EXTRACTION_TIME_LIMIT_MS + 30_000;

export interface WorkerTextExtractorOptions {
  /** The worker's entry: lib/extractionWorker.js when deployed, the .ts source in tests. */
  readonly workerUrl: URL;
  /** e.g. ['--import', 'tsx'] to run the .ts source in tests and benches. */
  readonly execArgv?: string[];
  readonly heapLimitMb?: number;
  readonly hardLimitMs?: number;
}

export function createWorkerTextExtractor(options: WorkerTextExtractorOptions): TextExtractor {
  const heapMb = options.heapLimitMb ?? EXTRACTION_WORKER_HEAP_MB;
  const hardLimitMs = options.hardLimitMs ?? EXTRACTION_WORKER_HARD_LIMIT_MS;
  return {
    extract: (input) =>
      new Promise<ExtractedText>((resolve, reject) => {
        const worker = new Worker(options.workerUrl, {
          execArgv: options.execArgv ?? [],
          resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 32 },
          stdout: false,
          stderr: false,
        });
        let settled = false;
        const settle = (outcome: () => void) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          outcome();
          void worker.terminate();
        };
        const timer = setTimeout(
          () =>
            settle(() =>
              reject(
                new DocumentProcessingError(E.timeout, `worker stopped after ${hardLimitMs} ms`),
              ),
            ),
          hardLimitMs,
        );
        worker.once('message', (reply: ExtractionReply) =>
          settle(() => {
            if (reply.ok) resolve(reply.result);
            else if (reply.key) reject(new DocumentProcessingError(reply.key, reply.message));
            else reject(new Error(`extraction worker: ${reply.message}`));
          }),
        );
        worker.once('error', (e: Error & { code?: string }) =>
          settle(() =>
            reject(
              e.code === 'ERR_WORKER_OUT_OF_MEMORY'
                ? new DocumentProcessingError(E.tooLargeUnpacked, `worker heap over ${heapMb} MB`)
                : e,
            ),
          ),
        );
        worker.once('exit', (code) =>
          settle(() => reject(new Error(`extraction worker exited with code ${code}`))),
        );
        // A copy is handed over (transferred, not cloned): the caller keeps its bytes.
        const bytes = input.bytes.slice();
        const request: ExtractionRequest = {
          bytes,
          fileName: input.fileName,
          contentType: input.contentType,
        };
        worker.postMessage(request, [bytes.buffer]);
      }),
  };
}
