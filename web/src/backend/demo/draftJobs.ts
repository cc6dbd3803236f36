/**
 * The demo's stand-in for the draft functions: generateDraft, cancelDraftGeneration and
 * regenerateDraftSection are core's callables, and a started generation runs core's job in this
 * tab (the functions run it from a trigger on the project's lock). Jobs run one at a time, as
 * queued triggers would.
 *
 * A tab reloaded or closed mid-run leaves the project's lock behind, and its progress with it (the
 * demo's Realtime Database lives in the tab). No function would ever finish that run, so a start
 * that finds the lock of a job no open tab is running takes over at once instead of waiting out
 * the lock's deadline (minutes in which Generate would silently do nothing). Each tab holds a Web
 * Lock per job it has queued, which is how another tab knows the job is alive.
 */
import type { Clock, DocStore, Realtime } from '@tender/core';
import { RandomIds, refs } from '@tender/core';
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
  /** Jobs queued or running in this tab. */
  const here = new Set<string>();
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
        here.add(target.jobId);
        const job = (queue = queue
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
          .finally(() => {
            pending--;
            here.delete(target.jobId);
          }));
        void globalThis.navigator?.locks?.request(jobLockName(target.jobId), () => job);
      },
    });
  };

  /**
   * True when neither this tab nor another open one is running the job. A lock is only judged once
   * its run has claimed it (or should long have): between taking the lock and queuing the job, a
   * start in progress holds no Web Lock yet.
   */
  const orphaned = async (companyId: string, projectId: string, jobId: string) => {
    if (here.has(jobId)) return false;
    const lock = (await deps.docs.getDoc(refs.project(companyId, projectId))).data?.draftJob;
    if (!lock || lock.jobId !== jobId) return false;
    if (!lock.claimedAt && deps.clock.now() - lock.startedAt.toMillis() < UNCLAIMED_GRACE_MS)
      return false;
    const locks = globalThis.navigator?.locks;
    if (!locks) return true;
    const { held = [], pending: waiting = [] } = await locks.query();
    return ![...held, ...waiting].some((l) => l.name === jobLockName(jobId));
  };

  return {
    callables: {
      generateDraft: async (actor, input) => {
        const callables = await inner();
        const result = await callables.generateDraft(actor, input);
        const companyId = actor?.companyId;
        const { projectId } = input as { projectId: string };
        if (result.started || !companyId || !(await orphaned(companyId, projectId, result.jobId)))
          return result;
        // The lock of a run nobody is running: cleared only if it is still that run's (a start
        // from another tab in between wins), then started anew (which deletes what it left).
        const ref = refs.project(companyId, projectId);
        await deps.docs.runTransaction(async (tx) => {
          if ((await tx.get(ref)).data?.draftJob?.jobId === result.jobId)
            tx.update(ref, { draftJob: null });
        });
        return callables.generateDraft(actor, input);
      },
      cancelDraftGeneration: async (actor, input) =>
        (await inner()).cancelDraftGeneration(actor, input),
      regenerateDraftSection: async (actor, input) =>
        (await inner()).regenerateDraftSection(actor, input),
      getDraftPlan: async (actor, input) => (await inner()).getDraftPlan(actor, input),
      editDraftPlan: async (actor, input) => (await inner()).editDraftPlan(actor, input),
    },
    async idle() {
      while (pending > 0) await queue;
    },
  };
}

const jobLockName = (jobId: string) => `tender-demo-draft-job:${jobId}`;
/** A lock no run has claimed this long after it was taken belongs to a tab that is gone. */
const UNCLAIMED_GRACE_MS = 30_000;
