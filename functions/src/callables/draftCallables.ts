/**
 * The draft callables' handlers (generateDraft, cancelDraftGeneration, regenerateDraftSection,
 * getDraftPlan, editDraftPlan) with the production stores.
 * The job itself runs in the trigger on the project's draftJob lock (triggers/draftTriggers.ts),
 * so a start leaves a job behind even if this instance dies right after the transaction.
 */
import { type DocStore, type Realtime, RandomIds, systemClock } from '@tender/core';
import { type DraftCallables, createDraftCallables } from '@tender/core/services/index';
import { companyAiLoader, lazyRealtime } from './lazyStores';

export function draftHandlers(docs: DocStore, realtime: () => Realtime): DraftCallables {
  return createDraftCallables({
    docs,
    realtime: lazyRealtime(realtime),
    clock: systemClock,
    ids: new RandomIds(),
    // Regenerating a section runs in the call, with the company's model and retrieval.
    sectionWriter: companyAiLoader(docs),
  });
}
