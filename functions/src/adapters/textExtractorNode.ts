/**
 * The TextExtractor the functions use: core's extractor in a worker thread with a capped heap
 * (workerTextExtractor.ts). The worker is its own bundle, lib/extractionWorker.js (build.mjs),
 * next to lib/index.js; this module may land in lib/ or in lib/chunks/, so the path is found
 * from either.
 */
import type { TextExtractor } from '@tender/core';
import { type WorkerTextExtractorOptions, createWorkerTextExtractor } from './workerTextExtractor';

function bundledWorkerUrl(): URL {
  const here = new URL('.', import.meta.url);
  const lib = here.pathname.endsWith('/chunks/') ? new URL('..', here) : here;
  return new URL('extractionWorker.js', lib);
}

export function createNodeTextExtractor(
  options: Partial<WorkerTextExtractorOptions> = {},
): TextExtractor {
  return createWorkerTextExtractor({ workerUrl: bundledWorkerUrl(), ...options });
}
