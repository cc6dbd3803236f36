/**
 * The draft callables' handlers (generateDraft, cancelDraftGeneration) with the production stores.
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
  return createDraftCallables({ docs, realtime: lazy, clock: systemClock, ids: new RandomIds() });
}
