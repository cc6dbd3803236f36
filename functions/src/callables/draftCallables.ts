/**
 * The draft callables' handlers (generateDraft, cancelDraftGeneration, regenerateDraftSection) with
 * the production stores.
 * The job itself runs in the trigger on the project's draftJob lock (triggers/draftTriggers.ts),
 * so a start leaves a job behind even if this instance dies right after the transaction.
 */
import { type DocStore, type Realtime, RandomIds, systemClock } from '@tender/core';
import { type DraftCallables, createDraftCallables } from '@tender/core/services/index';

export function draftHandlers(docs: DocStore, realtime: () => Realtime): DraftCallables {
  // The Realtime Database is opened on the first call that writes progress, not at start-up.
  const lazy: Realtime = {
    get: (path) => realtime().get(path),
    set: (path, value) => realtime().set(path, value),
    update: (path, values) => realtime().update(path, values),
    remove: (path) => realtime().remove(path),
    onValue: (path, next, error) => realtime().onValue(path, next, error),
  };
  return createDraftCallables({
    docs,
    realtime: lazy,
    clock: systemClock,
    ids: new RandomIds(),
    // Regenerating a section runs in the call: the company's metered model (loaded on first use,
    // it brings the Vertex AI SDK) and retrieval over Firestore's vector index.
    sectionWriter: async (companyId) => {
      const { companyModels } = await import('../adapters/models');
      const { draftRetriever } = await import('../triggers/draftTriggers');
      const { language } = companyModels({ docs, clock: systemClock, companyId });
      return { model: language, retriever: draftRetriever(docs, language) };
    },
  });
}
