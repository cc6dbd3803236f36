/**
 * The chat callables' handlers (sendChatMessage, getChatSuggestions) with the production stores:
 * the company's metered model (its daily budget applies) and retrieval over Firestore's vector
 * index, both loaded on the first chat call (they bring the Vertex AI SDK).
 */
import { type DocStore, type Realtime, RandomIds, systemClock } from '@tender/core';
import { type ChatCallables, createChatCallables } from '@tender/core/services/index';

export function chatHandlers(docs: DocStore, realtime: () => Realtime): ChatCallables {
  // The Realtime Database is opened on the first call that writes a status, not at start-up.
  const lazy: Realtime = {
    get: (path) => realtime().get(path),
    set: (path, value) => realtime().set(path, value),
    update: (path, values) => realtime().update(path, values),
    remove: (path) => realtime().remove(path),
    onValue: (path, next, error) => realtime().onValue(path, next, error),
  };
  return createChatCallables({
    docs,
    realtime: lazy,
    clock: systemClock,
    ids: new RandomIds(),
    companyAi: async (companyId) => {
      const { companyModels } = await import('../adapters/models');
      const { draftRetriever } = await import('../triggers/draftTriggers');
      const { language } = companyModels({ docs, clock: systemClock, companyId });
      return { model: language, retriever: draftRetriever(docs, language) };
    },
  });
}
