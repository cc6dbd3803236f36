/**
 * What the demo's knowledge-base jobs load on first use (knowledgeBaseJobs.ts): core's processor
 * with the knowledge-base location and the browser's text extractor, the training job and the
 * clean-up. The embedder is core's deterministic one until LocalModel (issue 7 F) is wired here.
 */
import type { Clock, DocStore, FileStore, Realtime } from '@tender/core';
import {
  createDocumentProcessor,
  deterministicEmbedder,
  kbDocumentLocation,
} from '@tender/core/services/index';
import { createDemoTextExtractor } from './documentProcessing';

export {
  createKnowledgeBaseCallables,
  deleteKnowledgeBaseContents,
  kbDocumentOfPath,
  trainKnowledgeBase,
} from '@tender/core/services/index';

export const demoEmbedder = deterministicEmbedder;

export function createKbProcessor(deps: {
  readonly docs: DocStore;
  readonly files: FileStore;
  readonly realtime: Realtime;
  readonly clock: Clock;
}) {
  return createDocumentProcessor(
    {
      ...deps,
      extractor: createDemoTextExtractor(),
      onUnexpectedError: (error) =>
        console.error('Demo backend: knowledge-base document processing failed', error),
    },
    kbDocumentLocation,
  );
}
