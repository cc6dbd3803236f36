/**
 * The draft generation job (issue 8, spec §4; split by issue 19): the job's life — claiming the
 * project's draftJob lock, the progress in /progress/{cid}/{pid}/draft, the draft stored while it
 * is written (revision 0) and at the end (revision 1 with its 'generated' version), cancel,
 * deadline and failure. What the steps do is in draftRun.ts.
 *
 * The draft is stored while it is written: when the sections are started, drafts/{jobId} is created
 * at revision 0 ("being generated": read-only, no version) and every section is added to it as soon
 * as it is written, so the project page shows sections arriving. A cancelled or failed run deletes
 * its revision-0 draft; one left by a run that died is deleted by the project's next run.
 *
 * One run per project: the project's draftJob lock (draftCallables.ts) names the job; the run
 * claims it once (a second delivery does nothing), checks it before every step and section (a
 * cancel clears it) and clears it at the end. A run past its deadline marks itself failed.
 */
import { isModelError } from '../../ai/modelErrors';
import { DRAFT_GENERATING_REVISION, type Draft, type DraftGenerationStep } from '../../model/draft';
import { refs, rtdbPaths } from '../../model/paths';
import type { DraftProgress } from '../../model/progress';
import type { LanguageModel } from '../../ports/ai';
import type { DocStore } from '../../ports/docStore';
import type { Realtime } from '../../ports/realtime';
import type { Clock } from '../../ports/runtime';
import type { Retriever } from '../../ai/retrieval/retriever';
import { Timestamp } from '../../ports/values';
import { draftOutcomeEvent, notifyAfter } from '../notifications/events';
import { type Checkpoint, DRAFT_FAILED_KEY, Stopped, run } from './draftRun';
import { pruneDraftVersions } from './saveDraft';

export interface DraftJobDeps {
  readonly docs: DocStore;
  readonly realtime: Realtime;
  /** The company's (metered) model: its daily budget applies to every call. */
  readonly model: LanguageModel;
  /** Company-partitioned retrieval over the knowledge bases (createLocalRetriever / functions'). */
  readonly retriever: Retriever;
  readonly clock: Clock;
  /** A pause after each step (the demo uses it so that the steps can be watched). */
  readonly stepPauseMs?: number;
  readonly onError?: (error: unknown) => void;
}

export interface DraftJobTarget {
  readonly companyId: string;
  readonly projectId: string;
  readonly jobId: string;
}

export type DraftJobOutcome = 'done' | 'failed' | 'cancelled' | 'skipped';

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Claims the job once: false when another delivery has it, or it is no longer this project's. */
async function claim(deps: DraftJobDeps, t: DraftJobTarget): Promise<boolean> {
  const ref = refs.project(t.companyId, t.projectId);
  return deps.docs.runTransaction(async (tx) => {
    const lock = (await tx.get(ref)).data?.draftJob;
    if (!lock || lock.jobId !== t.jobId || lock.claimedAt) return false;
    tx.update(ref, { 'draftJob.claimedAt': Timestamp.fromMillis(deps.clock.now()) });
    return true;
  });
}

/** Clears the lock if it is still this job's (a newer job's lock is left alone). */
async function release(deps: DraftJobDeps, t: DraftJobTarget): Promise<void> {
  const ref = refs.project(t.companyId, t.projectId);
  await deps.docs.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (snap.data?.draftJob?.jobId === t.jobId) tx.update(ref, { draftJob: null });
  });
}

export async function generateDraft(
  deps: DraftJobDeps,
  t: DraftJobTarget,
): Promise<DraftJobOutcome> {
  if (!(await claim(deps, t))) return 'skipped';
  const { docs, realtime, clock } = deps;
  const projectRef = refs.project(t.companyId, t.projectId);
  const lock = (await docs.getDoc(projectRef)).data?.draftJob;
  if (!lock) return 'skipped';
  const progressPath = rtdbPaths.draftProgress(t.companyId, t.projectId);
  const deadline = lock.deadlineAt.toMillis();
  const progress: DraftProgress = {
    jobId: t.jobId,
    state: 'running',
    startedAt: lock.startedAt.toMillis(),
    deadlineAt: deadline,
    current: null,
    steps: {},
    draftId: null,
    error: null,
  };
  const publish = () => realtime.set(progressPath, progress);
  const draftRef = refs.draft(t.companyId, t.projectId, t.jobId);

  // The draft while it is written (revision 0). Writes go one after another, in the order asked,
  // each only while the lock is still this job's (a cancel clears it): a late write never brings
  // back a draft that was deleted, and the last write is the newest state.
  let createdAt: Timestamp | null = null;
  let writes: Promise<unknown> = Promise.resolve();
  const storeWritten = (draft: Omit<Draft, 'createdAt' | 'updatedAt'>): Promise<void> => {
    const write = writes.then(() =>
      docs.runTransaction(async (tx) => {
        const current = (await tx.get(projectRef)).data?.draftJob;
        if (!current || current.jobId !== t.jobId) throw new Stopped('cancelled');
        const now = Timestamp.fromMillis(clock.now());
        createdAt ??= now;
        tx.set(draftRef, { ...draft, createdAt, updatedAt: now });
      }),
    );
    writes = write.catch(() => undefined);
    return write;
  };
  /** The run's revision-0 draft is removed when it ends without a draft. */
  const discardWritten = async () => {
    await writes;
    if (createdAt === null) return;
    await docs.runTransaction(async (tx) => {
      const stored = (await tx.get(draftRef)).data;
      if (stored && stored.revision === DRAFT_GENERATING_REVISION) tx.delete(draftRef);
    });
  };

  /**
   * Stops when cancelled (the lock is gone or another job's) or past the deadline — unless
   * `deadline: false`: the steps that finish a draft the time limit cut short.
   */
  const checkpoint: Checkpoint = async (options) => {
    const current = (await docs.getDoc(projectRef)).data?.draftJob;
    if (!current || current.jobId !== t.jobId) throw new Stopped('cancelled');
    if (options?.deadline !== false && clock.now() > deadline) {
      throw new Stopped('failed', DRAFT_FAILED_KEY);
    }
  };
  const step = async <R>(
    name: DraftGenerationStep,
    work: () => Promise<R>,
    options?: { deadline?: boolean },
  ): Promise<R> => {
    await checkpoint(options);
    progress.current = name;
    progress.steps[name] = { startedAt: clock.now(), endedAt: null };
    await publish();
    const result = await work();
    progress.steps[name] = { startedAt: progress.steps[name]!.startedAt, endedAt: clock.now() };
    await publish();
    if (deps.stepPauseMs) await sleep(deps.stepPauseMs);
    return result;
  };

  try {
    const draft = await run(deps, t, lock, step, checkpoint, {
      onSections: async (done, total) => {
        progress.sections = { done, total };
        await publish();
      },
      storeWritten,
    });
    await writes;
    await checkpoint({ deadline: draft.completeness?.reason !== 'timeLimit' });
    const now = Timestamp.fromMillis(clock.now());
    const batch = docs.batch();
    batch.set(draftRef, {
      ...draft,
      createdAt: createdAt ?? now,
      updatedAt: now,
    });
    batch.set(refs.draftVersion(t.companyId, t.projectId, t.jobId, 'r1'), {
      title: draft.title,
      content: draft.content,
      citations: draft.citations,
      revision: 1,
      reason: 'generated',
      savedAt: now,
      savedBy: draft.createdBy,
    });
    await batch.commit();
    await pruneDraftVersions(docs, { cid: t.companyId, pid: t.projectId, draftId: t.jobId });
    progress.state = 'done';
    progress.current = null;
    progress.draftId = t.jobId;
    await publish();
    await release(deps, t);
    await notifyRequester(deps, t, lock.requestedBy, 'done');
    return 'done';
  } catch (error) {
    if (error instanceof Stopped && error.outcome === 'cancelled') {
      // The cancel wrote the progress; a newer job may own the path by now.
      await discardWritten().catch((e: unknown) => deps.onError?.(e));
      return 'cancelled';
    }
    if (!(error instanceof Stopped)) deps.onError?.(error);
    progress.state = 'failed';
    progress.error =
      error instanceof Stopped
        ? error.key
        : isModelError(error) && error.code === 'budget-exceeded'
          ? error.messageKey
          : DRAFT_FAILED_KEY;
    await publish().catch(() => undefined);
    await release(deps, t).catch(() => undefined);
    // After the release: a section still being written can no longer store itself afterwards.
    await discardWritten().catch((e: unknown) => deps.onError?.(e));
    await notifyRequester(deps, t, lock.requestedBy, 'failed');
    return 'failed';
  }
}

/** The user who started the draft hears that it is ready or failed (a cancel tells nobody). */
async function notifyRequester(
  deps: DraftJobDeps,
  t: DraftJobTarget,
  uid: string,
  outcome: 'done' | 'failed',
): Promise<void> {
  const report = (e: unknown) => deps.onError?.(e);
  try {
    const project = (await deps.docs.getDoc(refs.project(t.companyId, t.projectId))).data;
    if (!project) return;
    const event = draftOutcomeEvent({
      outcome,
      projectId: t.projectId,
      projectName: project.name,
      jobId: t.jobId,
    });
    await notifyAfter(deps.docs, t.companyId, [uid], event, report);
  } catch (e) {
    report(e);
  }
}
