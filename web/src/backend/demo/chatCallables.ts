/**
 * The demo's chat callables: core's sendChatMessage and getChatSuggestions in this tab, with the
 * demo's LocalModel (answers assembled from the passages, which the UI says) and the local
 * retriever. Loaded on the first chat call (draftServices.ts), so the stemmers stay out of the
 * first page's bundle.
 */
import type { Clock, DocStore, Realtime } from '@tender/core';
import { RandomIds } from '@tender/core';
import type { ChatCallables } from '@tender/core/services/index';

export function lazyDemoChatCallables(deps: {
  readonly docs: DocStore;
  readonly realtime: Realtime;
  readonly clock: Clock;
}): ChatCallables {
  const ids = new RandomIds();
  const inner = async () => {
    const m = await import('./draftServices');
    return m.createChatCallables({
      ...deps,
      ids,
      companyAi: () =>
        Promise.resolve({ model: m.demoModel, retriever: m.demoRetriever(deps.docs) }),
    });
  };
  return {
    sendChatMessage: async (actor, input) => (await inner()).sendChatMessage(actor, input),
    getChatSuggestions: async (actor, input) => (await inner()).getChatSuggestions(actor, input),
  };
}
