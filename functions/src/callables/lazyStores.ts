/**
 * What the draft and chat callables share: stores opened on first use, so a cold start of an
 * instance that only serves other callables loads neither the Realtime Database nor Vertex AI.
 */
import { type DocStore, type Realtime, systemClock } from '@tender/core';

/** The Realtime Database, opened on the first call that writes progress or a status. */
export function lazyRealtime(realtime: () => Realtime): Realtime {
  return {
    get: (path) => realtime().get(path),
    set: (path, value) => realtime().set(path, value),
    update: (path, values) => realtime().update(path, values),
    remove: (path) => realtime().remove(path),
    onValue: (path, next, error) => realtime().onValue(path, next, error),
  };
}

/**
 * The company's metered model (its daily budget applies) and retrieval over Firestore's vector
 * index, loaded on the first call that needs them (they bring the Vertex AI SDK).
 */
export function companyAiLoader(docs: DocStore) {
  return async (companyId: string) => {
    const { companyModels } = await import('../adapters/models');
    const { draftRetriever } = await import('../triggers/draftTriggers');
    const { language } = companyModels({ docs, clock: systemClock, companyId });
    return { model: language, retriever: draftRetriever(docs, language) };
  };
}
