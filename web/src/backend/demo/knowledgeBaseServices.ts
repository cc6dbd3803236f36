/**
 * What the demo's knowledge-base jobs load on first use (knowledgeBaseJobs.ts): core's processor
 * with the knowledge-base location and the browser's text extractor, the training job with
 * core's LocalModel (the demo's offline model, issue 7) and the clean-up. LocalModel pulls in the
 * Dutch and English stemmers, so it lives here, in the chunk loaded on demand.
 */
import type { Clock, DocStore, FileStore, Realtime } from '@tender/core';
import { LocalModel } from '@tender/core/ai/localModel';
import { createDocumentProcessor, kbDocumentLocation } from '@tender/core/services/index';
import { createDemoTextExtractor } from './documentProcessing';

export {
  createKnowledgeBaseCallables,
  deleteKnowledgeBaseContents,
  kbDocumentOfPath,
  trainKnowledgeBase,
} from '@tender/core/services/index';

/**
 * The demo's model: training embeds with it and anything that later searches the base embeds its
 * queries with it too (same model, same dimension).
 */
export const demoModel = new LocalModel();

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
