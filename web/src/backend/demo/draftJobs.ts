/**
 * The demo's stand-in for the draft functions: generateDraft, cancelDraftGeneration and
 * regenerateDraftSection are core's callables, and a started generation runs core's job in this
 * tab (the functions run it from a trigger on the project's lock). Jobs run one at a time, as
 * queued triggers would. A tab closed mid-run leaves the lock until its deadline: the page then
 * shows the run failed and a new start takes over, as with a function that died.
 */
import type { Clock, DocStore, Realtime } from '@tender/core';
import { RandomIds } from '@tender/core';
import type { DraftCallables } from '@tender/core/services/index';

export interface DraftJobs {
  readonly callables: DraftCallables;
  idle(): Promise<void>;
}

export function createDraftJobs(deps: {
  readonly docs: DocStore;
  readonly realtime: Realtime;
  readonly clock: Clock;
  /** A pause after each step, so that the step list can be watched (ms). */
  readonly stepPauseMs?: number;
}): DraftJobs {
  let queue: Promise<void> = Promise.resolve();
  let pending = 0;
  const services = () => import('./draftServices');
  const ids = new RandomIds();

  const inner = async () => {
    const m = await services();
    return m.createDraftCallables({
      docs: deps.docs,
      realtime: deps.realtime,
      clock: deps.clock,
      ids,
      sectionWriter: () =>
        Promise.resolve({ model: m.demoModel, retriever: m.demoRetriever(deps.docs) }),
      startJob: (target) => {
        pending++;
        queue = queue
          .then(async () => {
            await m.generateDraft(
              {
                docs: deps.docs,
                realtime: deps.realtime,
                model: m.demoModel,
                retriever: m.demoRetriever(deps.docs),
                clock: deps.clock,
                ...(deps.stepPauseMs ? { stepPauseMs: deps.stepPauseMs } : {}),
                onError: (error) => console.error('Demo backend: draft generation failed', error),
              },
              target,
            );
          })
          .catch((error: unknown) => console.error('Demo backend: draft generation failed', error))
          .finally(() => pending--);
      },
    });
  };

  return {
    callables: {
      generateDraft: async (actor, input) => (await inner()).generateDraft(actor, input),
      cancelDraftGeneration: async (actor, input) =>
        (await inner()).cancelDraftGeneration(actor, input),
      regenerateDraftSection: async (actor, input) =>
        (await inner()).regenerateDraftSection(actor, input),
    },
    async idle() {
      while (pending > 0) await queue;
    },
  };
}
