/**
 * The document processor (issue #6 item 4): runs once per uploaded project document, on the
 * Storage-finalized trigger (firebase) or right after the upload (demo). It claims the document
 * with a lease in a transaction, reads the file, extracts text per page, derives facts, summary
 * and chunks, stores them, and ends the document 'processed' or 'failed' with a plain-words key.
 *
 * Idempotent: a finished document, or one another run holds a live lease on, is skipped; a
 * redelivery of the same event after a crash waits (transient error → retry) until that lease
 * is stale, then takes over. A document deleted meanwhile leaves no chunks or extracted text.
 */
import { analyseDocument, analyseDocumentWithModel } from '../../documents/analyse';
import { profileDocument } from '../../documents/changes/documentProfile';
import { DocumentProcessingError } from '../../extraction/errors';
import type { DocumentStructure } from '../../extraction/structure';
import { RandomIds } from '../../memory/ids';
import type { DocumentProgress, DocumentProgressStage } from '../../model/progress';
import type { ExtractedPagesFile } from '../../model/projectDocument';
import { MAX_UPLOAD_BYTES } from '../../model/uploads';
import { sha256Hex } from '../../model/uploadBytes';
import { FileStoreError } from '../../ports/files';
import { Timestamp } from '../../ports/values';
import {
  DOCUMENT_ERROR_KEYS as E,
  DOCUMENT_WARNING_KEYS as W,
  TransientProcessingError,
  isTransientError,
} from './errors';
import { type Claim, Gone, documentLease } from './documentLease';
import { projectDocumentLocation } from './projectDocumentLocation';
import type {
  DocumentLocation,
  DocumentProcessor,
  DocumentProcessorDeps,
  ProcessOptions,
  ProcessResult,
  ProcessTarget,
  ProcessedRecord,
} from './types';

export function createDocumentProcessor(deps: DocumentProcessorDeps): DocumentProcessor;
export function createDocumentProcessor<T extends ProcessTarget>(
  deps: DocumentProcessorDeps,
  location: DocumentLocation<T>,
): DocumentProcessor<T>;
export function createDocumentProcessor<T extends ProcessTarget>(
  deps: DocumentProcessorDeps,
  location: DocumentLocation<T> = projectDocumentLocation as unknown as DocumentLocation<T>,
): DocumentProcessor<T> {
  const ids = deps.ids ?? new RandomIds();
  const { docs, files, realtime, clock } = deps;

  const progress = async (t: T, stage: DocumentProgressStage, percent: number) => {
    const path = location.progressPath(t);
    if (path === null) return;
    const value: DocumentProgress = { stage, percent, updatedAt: clock.now() };
    await realtime.set(path, value);
  };
  const filePrefix = (t: T) => location.filePrefix(t);
  const { claim, finish, stillThere } = documentLease(deps, location);

  /** Removes what processing wrote (chunks, extracted text, progress). */
  async function cleanUp(t: T): Promise<void> {
    await location.deleteArtifacts(deps, t);
  }

  async function run(t: T, runId: string, doc: ProcessedRecord): Promise<ProcessResult> {
    await progress(t, 'detecting', 5);
    // storagePath is written by the client: only a file under this document's own folder is read.
    if (
      !doc.storagePath.startsWith(filePrefix(t)) ||
      doc.storagePath.slice(filePrefix(t).length).includes('/')
    ) {
      throw new DocumentProcessingError(E.missingFile, 'storagePath outside the document folder');
    }
    let bytes: Uint8Array;
    try {
      bytes = (await files.read(doc.storagePath)).bytes;
    } catch (e) {
      if (e instanceof FileStoreError && e.code === 'not-found') {
        throw new DocumentProcessingError(E.missingFile);
      }
      throw e;
    }
    if (bytes.byteLength === 0) throw new DocumentProcessingError(E.empty);
    if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new DocumentProcessingError(E.tooLarge);
    // The hash of the stored bytes replaces the one the uploader wrote (issue 20).
    const contentHash = await sha256Hex(bytes);
    if (await location.isDuplicate?.(docs, t, contentHash)) {
      throw new DocumentProcessingError(E.duplicate);
    }

    await progress(t, 'extracting', 15);
    const extracted =
      location.readPlainText?.(bytes) ??
      (await deps.extractor.extract({ bytes, fileName: doc.name, contentType: doc.contentType }));
    const pages = [...(extracted.pages ?? [extracted.text])];
    if (extracted.detectedType === 'txt' && !location.readPlainText) {
      throw new DocumentProcessingError(E.notADocument);
    }
    await stillThere(t, runId);

    await progress(t, 'analysing', 55);
    const warnings: string[] = [];
    const withText = pages.filter((p) => p.trim() !== '').length;
    if (withText === 0) warnings.push(W.noTextLayer);
    else if (extracted.detectedType === 'pdf' && withText < pages.length * 0.8) {
      warnings.push(W.someEmptyPages);
    }
    // More pages than the extractor reads: say how many were read (params as in validationMessage).
    if (extracted.totalPages !== undefined && extracted.totalPages > pages.length) {
      const params = new URLSearchParams({
        read: String(pages.length),
        total: String(extracted.totalPages),
      });
      warnings.push(`${W.tooManyPages}?${params.toString()}`);
    }
    const factModel = await deps.factModel?.(t);
    const analysis = factModel
      ? await analyseDocumentWithModel(pages, extracted.structure, factModel, (e) =>
          deps.onUnexpectedError?.(e, t),
        )
      : analyseDocument(pages, extracted.structure);

    await progress(t, 'indexing', 75);
    const extractedPath = location.extractedPath(t);
    if (extractedPath !== null) {
      const file: ExtractedPagesFile = { version: 1, pages, ...pageLabels(extracted.structure) };
      await files.write(extractedPath, new TextEncoder().encode(JSON.stringify(file)), {
        contentType: 'application/json',
        customMetadata: { documentId: t.documentId },
      });
    }
    await location.writeChunks(docs, t, analysis.chunks, clock.now());
    await stillThere(t, runId);

    await finish(
      t,
      runId,
      {
        status: 'processed',
        contentHash,
        detectedType: extracted.detectedType,
        pageCount: pages.length,
        warnings,
        chunkCount: analysis.chunks.length,
        summary: analysis.summary,
        facts: analysis.facts,
        brief: analysis.brief,
        ...(location.profiles
          ? (({ kind, statedDate }) => ({ documentKind: kind, statedDate }))(
              profileDocument(doc.name, pages, analysis.language),
            )
          : {}),
        error: null,
        processingId: null,
        processedAt: Timestamp.fromMillis(clock.now()),
      },
      true,
    );
    await progress(t, 'done', 100);
    await location.notifyOutcome?.(deps, t, 'processed');
    return { outcome: 'processed' };
  }

  async function fail(t: T, runId: string, key: string): Promise<ProcessResult> {
    await cleanUp(t).catch(() => undefined);
    await finish(t, runId, {
      status: 'failed',
      error: key,
      processingId: null,
      processedAt: Timestamp.fromMillis(clock.now()),
    });
    await progress(t, 'failed', 100);
    await location.notifyOutcome?.(deps, t, 'failed');
    return { outcome: 'failed', error: key };
  }

  return {
    async process(t: T, options: ProcessOptions = {}): Promise<ProcessResult> {
      const runId = options.deliveryId ?? ids.newId();
      let claimed: Claim;
      try {
        claimed = await claim(t, runId, options.deliveryId);
      } catch (e) {
        if (isTransientError(e)) throw new TransientProcessingError('claim failed', { cause: e });
        throw e;
      }
      if (claimed.kind === 'retryLater') {
        throw new TransientProcessingError('an earlier attempt of this delivery holds the lease');
      }
      if (claimed.kind === 'skip') return { outcome: 'skipped', skipped: claimed.reason };
      if (claimed.kind === 'gaveUp') {
        await cleanUp(t);
        await progress(t, 'failed', 100);
        await location.notifyOutcome?.(deps, t, 'failed');
        return { outcome: 'failed', error: E.timeout };
      }
      try {
        await progress(t, 'queued', 0);
        return await run(t, runId, claimed.doc);
      } catch (e) {
        try {
          if (e instanceof Gone) {
            await cleanUp(t);
            return { outcome: 'skipped', skipped: 'missing' };
          }
          if (e instanceof DocumentProcessingError) return await fail(t, runId, e.key);
          if (isTransientError(e)) {
            // Give the lease back so that the retry can claim the document at once.
            await finish(t, runId, {
              status: 'uploaded',
              processingId: null,
              processingStartedAt: null,
            });
            throw new TransientProcessingError('transient failure while processing', { cause: e });
          }
          deps.onUnexpectedError?.(e, t);
          return await fail(t, runId, E.unknown);
        } catch (inner) {
          if (inner instanceof Gone) {
            await cleanUp(t);
            return { outcome: 'skipped', skipped: 'missing' };
          }
          // Recording the outcome itself failed for a passing reason (the store was unavailable):
          // retry the delivery; the lease makes the retry wait for it or take over.
          if (!(inner instanceof TransientProcessingError) && isTransientError(inner)) {
            throw new TransientProcessingError('could not record the outcome', { cause: inner });
          }
          throw inner;
        }
      }
    },
  };
}

/**
 * The printed page numbers and the pagination kind for the extracted-text file, so that the viewer
 * shows Word's pages and a PDF's printed numbers; labels only when at least one page has one.
 */
export function pageLabels(
  structure: DocumentStructure | undefined,
): Pick<ExtractedPagesFile, 'labels' | 'pagination'> {
  if (!structure) return {};
  const labels = structure.pages.map((p) => p.label ?? null);
  return {
    pagination: structure.pagination,
    ...(labels.some((l) => l !== null) ? { labels } : {}),
  };
}
