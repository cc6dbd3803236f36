/**
 * The training job of a knowledge base (spec §4, issue 7 item 5): embeds every chunk with the
 * LanguageModel port and stores the vectors on the chunks, reporting progress per batch in the
 * Realtime Database (rtdbPaths.trainingProgress), and ends the base 'trained' or, on failure,
 * back to 'not_trained' with trainingError set (still permanently locked, so an admin can retry).
 *
 * Idempotent and resumable: it only works on a base whose trainingState is 'in_progress'; chunks
 * are taken in id order and the progress records the batches finished, so a run after a crash
 * (or a second delivery) starts at the first unfinished batch; a batch done twice writes the
 * same vectors. A base deleted mid-run stops the job and its progress is removed.
 */
import { refs, rtdbPaths } from '../../model/paths';
import type { Chunk } from '../../model/knowledgeBase';
import type { LanguageModel } from '../../ports/ai';
import type { DocStore } from '../../ports/docStore';
import type { Realtime } from '../../ports/realtime';
import type { Clock } from '../../ports/runtime';
import { Timestamp, Vector } from '../../ports/values';
import { buildFactSheet } from '../factSheet/buildFactSheet';
import { notifyAfter, trainingOutcomeEvent } from '../notifications/events';

/** Chunks per embed() call and per progress step (Firestore batches stay far below 500 writes). */
export const TRAINING_BATCH_SIZE = 25;

/** The i18n key stored as trainingError; the UI shows the spec's 'Training Failed' text. */
export const TRAINING_FAILED_KEY = 'knowledgeBases.training.failed';

/** What the UI reads at rtdbPaths.trainingProgress. */
export interface TrainingProgress {
  readonly state: 'in_progress' | 'trained' | 'failed';
  readonly batchesDone: number;
  readonly totalBatches: number;
  readonly chunksDone: number;
  readonly totalChunks: number;
  /** 0..100 */
  readonly percent: number;
  /** The step under way: embedding the chunks, then extracting the fact sheet (absent: embedding). */
  readonly step?: 'embedding' | 'extractingFacts';
  /** The model that made the vectors; a resumed run with another model starts over. */
  readonly model: string;
  readonly updatedAt: number;
}

export interface TrainingDeps {
  readonly docs: DocStore;
  readonly realtime: Realtime;
  /** Only embed() of the LanguageModel port is used (GeminiModel, LocalModel). */
  readonly model: Pick<LanguageModel, 'id' | 'embed'>;
  readonly clock: Clock;
  readonly batchSize?: number;
  /** A pause after each batch (the demo uses it so that progress can be watched). */
  readonly pauseMs?: number;
  /**
   * The model of the fact sheet's optional model pass (a cloud model with generate()); absent:
   * `model` is used if it is one, else the fact sheet comes from the rules alone.
   */
  readonly factModel?: Partial<Pick<LanguageModel, 'id' | 'kind' | 'generate'>>;
  /** Reports unexpected failures (the trigger's logger); never throws. */
  readonly onError?: (error: unknown) => void;
}

export interface TrainingTarget {
  readonly companyId: string;
  readonly knowledgeBaseId: string;
}

export type TrainingOutcome = 'trained' | 'failed' | 'skipped' | 'missing';

class KnowledgeBaseGone extends Error {}

export async function trainKnowledgeBase(
  deps: TrainingDeps,
  t: TrainingTarget,
): Promise<TrainingOutcome> {
  const { docs, realtime, model, clock } = deps;
  const size = deps.batchSize ?? TRAINING_BATCH_SIZE;
  const kbRef = refs.knowledgeBase(t.companyId, t.knowledgeBaseId);
  const progressPath = rtdbPaths.trainingProgress(t.companyId, t.knowledgeBaseId);

  const kb = (await docs.getDoc(kbRef)).data;
  if (!kb) {
    await realtime.remove(progressPath);
    return 'missing';
  }
  if (kb.trainingState !== 'in_progress') return 'skipped';

  const stillTraining = async () => {
    const current = (await docs.getDoc(kbRef)).data;
    if (!current) throw new KnowledgeBaseGone();
    return current.trainingState === 'in_progress';
  };

  try {
    const snap = await docs.getDocs(refs.chunks(t.companyId, t.knowledgeBaseId));
    const chunks = [...snap.docs].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const totalBatches = Math.ceil(chunks.length / size);
    const report = (
      state: TrainingProgress['state'],
      batchesDone: number,
      step: NonNullable<TrainingProgress['step']> = 'embedding',
    ) => {
      const chunksDone = Math.min(chunks.length, batchesDone * size);
      const value: TrainingProgress = {
        state,
        batchesDone,
        totalBatches,
        chunksDone,
        totalChunks: chunks.length,
        percent: totalBatches === 0 ? 100 : Math.round((batchesDone / totalBatches) * 100),
        step,
        model: model.id,
        updatedAt: clock.now(),
      };
      return realtime.set(progressPath, value);
    };

    // Resume after the last finished batch of an earlier run over the same chunks and model.
    const earlier = await realtime.get<TrainingProgress>(progressPath);
    let start =
      earlier?.state === 'in_progress' &&
      earlier.totalChunks === chunks.length &&
      earlier.model === model.id
        ? Math.min(earlier.batchesDone, totalBatches)
        : 0;
    if (start === 0) await report('in_progress', 0);

    for (let b = start; b < totalBatches; b++) {
      const slice = chunks.slice(b * size, (b + 1) * size);
      const vectors = await model.embed(
        slice.map((c) => c.data.text),
        { task: 'document' },
      );
      if (vectors.length !== slice.length)
        throw new Error('embed returned a wrong number of vectors');
      if (!(await stillTraining())) return 'skipped';
      const batch = docs.batch();
      slice.forEach((c, i) => {
        batch.update(c.ref, { embedding: new Vector(vectors[i] as number[]) } as Partial<Chunk>);
      });
      await batch.commit();
      await report('in_progress', b + 1);
      start = b + 1;
      if (deps.pauseMs) await new Promise((resolve) => setTimeout(resolve, deps.pauseMs));
    }

    // The company fact sheet (issue 7 item 5, core/src/services/factSheet): the last step,
    // shown as 'extracting facts'; a rerun overwrites the same document.
    await report('in_progress', totalBatches, 'extractingFacts');
    await buildFactSheet({ docs, clock, model: deps.factModel ?? model, onError: deps.onError }, t);
    const finished = await docs.runTransaction(async (tx) => {
      const current = (await tx.get(kbRef)).data;
      if (!current) throw new KnowledgeBaseGone();
      if (current.trainingState !== 'in_progress') return false;
      tx.update(kbRef, {
        trainingState: 'trained',
        trainingError: null,
        trainedAt: Timestamp.fromMillis(clock.now()),
        updatedAt: Timestamp.fromMillis(clock.now()),
      });
      return true;
    });
    if (!finished) return 'skipped';
    await report('trained', totalBatches);
    await notifyStarter(deps, t, 'trained');
    return 'trained';
  } catch (error) {
    if (error instanceof KnowledgeBaseGone) {
      await realtime.remove(progressPath);
      // The fact sheet may have been written after the clean-up of the deleted base ran.
      await docs.deleteDoc(refs.factSheet(t.companyId, t.knowledgeBaseId));
      return 'missing';
    }
    deps.onError?.(error);
    return failTraining(deps, t);
  }
}

/** Back to 'not_trained' with the failure recorded; the base stays permanently locked. */
async function failTraining(deps: TrainingDeps, t: TrainingTarget): Promise<TrainingOutcome> {
  const { docs, realtime, clock } = deps;
  const kbRef = refs.knowledgeBase(t.companyId, t.knowledgeBaseId);
  const progressPath = rtdbPaths.trainingProgress(t.companyId, t.knowledgeBaseId);
  const failed = await docs.runTransaction(async (tx) => {
    const current = (await tx.get(kbRef)).data;
    if (!current || current.trainingState !== 'in_progress') return false;
    tx.update(kbRef, {
      trainingState: 'not_trained',
      trainingError: TRAINING_FAILED_KEY,
      updatedAt: Timestamp.fromMillis(clock.now()),
    });
    return true;
  });
  if (!failed) return 'skipped';
  const earlier = await realtime.get<TrainingProgress>(progressPath);
  await realtime.set(progressPath, {
    ...(earlier ?? {
      batchesDone: 0,
      totalBatches: 0,
      chunksDone: 0,
      totalChunks: 0,
      percent: 0,
      model: deps.model.id,
    }),
    state: 'failed',
    updatedAt: clock.now(),
  });
  await notifyStarter(deps, t, 'failed');
  return 'failed';
}

/** The admin who started the training hears that it is done or failed. */
async function notifyStarter(
  deps: TrainingDeps,
  t: TrainingTarget,
  outcome: 'trained' | 'failed',
): Promise<void> {
  const report = (e: unknown) => deps.onError?.(e);
  try {
    const kb = (await deps.docs.getDoc(refs.knowledgeBase(t.companyId, t.knowledgeBaseId))).data;
    if (!kb?.trainingStartedBy) return;
    const event = trainingOutcomeEvent({
      outcome,
      knowledgeBaseId: t.knowledgeBaseId,
      knowledgeBaseName: kb.name,
      startedAtMs: kb.trainingStartedAt?.toMillis() ?? 0,
    });
    await notifyAfter(deps.docs, t.companyId, [kb.trainingStartedBy], event, report);
  } catch (e) {
    report(e);
  }
}
