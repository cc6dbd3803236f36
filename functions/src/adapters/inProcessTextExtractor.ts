/**
 * Core's TextExtractor with pdfjs-dist's legacy (Node) build and word-extractor for .doc, run in
 * the calling thread. Only the extraction worker (extractionWorker.ts) calls it on the server;
 * the functions use createNodeTextExtractor, which runs this inside that worker.
 *
 * pdfjs runs its own worker code in-process: the worker module is bundled and handed over as
 * globalThis.pdfjsWorker, which pdfjs uses instead of loading pdf.worker.mjs from a path that
 * does not exist inside the esbuild bundle.
 */
import type { TextExtractor } from '@tender/core';
import { readDocNode } from '@tender/core/extraction/docReaderNode';
import { type PdfjsModule, createTextExtractor } from '@tender/core/extraction/index';

async function loadPdfjs(): Promise<PdfjsModule> {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist/legacy/build/pdf.mjs'),
    // @ts-expect-error -- pdfjs-dist ships no types for its worker entry.
    import('pdfjs-dist/legacy/build/pdf.worker.mjs') as Promise<unknown>,
  ]);
  const g = globalThis as { pdfjsWorker?: unknown };
  g.pdfjsWorker ??= worker;
  return pdfjs;
}

export function createInProcessTextExtractor(): TextExtractor {
  return createTextExtractor({ loadPdfjs, readDoc: readDocNode });
}
