/**
 * What the demo's draft jobs load on first use (draftJobs.ts): core's callables and generation
 * job, with the demo's LocalModel (drafts assembled from the company's own passages, which the UI
 * says) and the local retriever over the company's knowledge-base chunks. Loaded on demand, so the
 * stemmers and the job stay out of the first page's bundle.
 */
import type { DocStore } from '@tender/core';
import { createDocStoreChunkStore } from '@tender/core/ai/retrieval/docStoreChunkStore';
import { createLocalRetriever } from '@tender/core/ai/retrieval/retriever';
import { demoModel } from './knowledgeBaseServices';

export {
  createChatCallables,
  createDraftCallables,
  generateDraft,
} from '@tender/core/services/index';
export { demoModel };

/** A retriever reading the chunks as they are now (a job after training sees the new ones). */
export function demoRetriever(docs: DocStore) {
  return createLocalRetriever(createDocStoreChunkStore(docs), demoModel);
}
