/**
 * The demo's document processor: core's processor with core's text extractor, pdf.js running in
 * its own Web Worker. This module is loaded on demand (documentPipeline.ts), so pdf.js, the DOCX
 * reader and the fact rules stay out of the initial bundle and the projects list.
 */
import type { Clock, DocStore, FileStore, Realtime } from '@tender/core';
import {
  createDocumentProcessor,
  deleteDocumentArtifacts,
  isTransientError,
} from '@tender/core/services/documents/index';
import { type PdfjsModule, createTextExtractor } from '@tender/core/extraction/index';
import pdfWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import type { DemoProcessor } from './documentPipeline';

// One pdf.js worker for every document, of projects and knowledge bases alike (pdf.js keeps a
// worker it was handed): a worker per document costs a module load each time, and several
// starting at once stalled in tests.
let shared: Promise<PdfjsModule> | undefined;
const loadPdfjs = () =>
  (shared ??= import('pdfjs-dist').then((pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerSrc = pdfWorkerUrl;
    const worker = new pdfjs.PDFWorker();
    return {
      getDocument: ((params: Parameters<typeof pdfjs.getDocument>[0]) =>
        pdfjs.getDocument({ ...(params as object), worker })) as typeof pdfjs.getDocument,
    };
  }));

/** core's text extractor with pdf.js in the shared Web Worker. */
export const createDemoTextExtractor = () => createTextExtractor({ loadPdfjs });

export function createDemoProcessor(deps: {
  readonly docs: DocStore;
  readonly files: FileStore;
  readonly realtime: Realtime;
  readonly clock: Clock;
}): DemoProcessor {
  const extractor = createDemoTextExtractor();
  const processor = createDocumentProcessor({
    ...deps,
    extractor,
    onUnexpectedError: (error) => console.error('Demo backend: document processing failed', error),
  });
  return {
    process: (target, options) => processor.process(target, options),
    isTransient: isTransientError,
    cleanUp: (target) => deleteDocumentArtifacts(deps, target),
  };
}
