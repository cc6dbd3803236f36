/**
 * The chat callables' handlers (sendChatMessage, getChatSuggestions) with the production stores:
 * the company's metered model and retrieval over Firestore's vector index, loaded on first use.
 */
import { type DocStore, type Realtime, RandomIds, systemClock } from '@tender/core';
import { type ChatCallables, createChatCallables } from '@tender/core/services/index';
import { companyAiLoader, lazyRealtime } from './lazyStores';

export function chatHandlers(docs: DocStore, realtime: () => Realtime): ChatCallables {
  return createChatCallables({
    docs,
    realtime: lazyRealtime(realtime),
    clock: systemClock,
    ids: new RandomIds(),
    companyAi: companyAiLoader(docs),
  });
}
