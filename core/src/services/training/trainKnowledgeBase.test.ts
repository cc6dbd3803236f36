import { describe, expect, it } from 'vitest';
import { rtdbPaths } from '../../model/paths';
import { Vector } from '../../ports/values';
import { createKnowledgeBaseCallables } from '../knowledgeBases/startTraining';
import { CID, knowledgeBaseWorld } from '../knowledgeBases/testWorld';
import { LocalModel } from '../../ai/localModel';
import {
  TRAINING_FAILED_KEY,
  type TrainingProgress,
  trainKnowledgeBase,
} from './trainKnowledgeBase';

const text = (s: string) => new TextEncoder().encode(s);
const target = { companyId: CID, knowledgeBaseId: 'kb1' };
/** The offline model the demo and the emulators train with. */
const localModel = new LocalModel();

/** A locked base with one processed TXT document of `paragraphs` paragraphs. */
async function lockedBase(paragraphs = 40) {
  const w = knowledgeBaseWorld();
  await w.knowledgeBase('kb1');
  const body = Array.from(
    { length: paragraphs },
    (_, i) =>
      `Section ${i}\n\n${'Our company delivers maintenance and ISO 9001 work. '.repeat(30)}`,
  ).join('\n\n');
  const t = await w.upload('kb1', 'profile.txt', text(body), 'text/plain');
  await w.processor.process(t);
  await w.docs.updateDoc((await import('../../model/paths')).refs.knowledgeBase(CID, 'kb1'), {
    locked: true,
  });
  const jobs: (typeof target)[] = [];
  const callables = createKnowledgeBaseCallables({
    docs: w.docs,
    clock: w.clock,
    startJob: (t) => jobs.push(t),
  });
  return { w, callables, jobs };
}

describe('startKnowledgeBaseTraining', () => {
  it('an admin starts it: in progress and permanently locked; a second start makes no second job', async () => {
    const { w, callables, jobs } = await lockedBase(2);
    const admin = await w.member('admin', 'admin');
    const [a, b] = await Promise.all([
      callables.startKnowledgeBaseTraining(admin, { knowledgeBaseId: 'kb1' }),
      callables.startKnowledgeBaseTraining(admin, { knowledgeBaseId: 'kb1' }),
    ]);
    expect([a.started, b.started].sort()).toEqual([false, true]);
    expect(jobs).toHaveLength(1);
    expect(await w.kb('kb1')).toMatchObject({
      trainingState: 'in_progress',
      locked: true,
      permanentlyLocked: true,
    });
  });

  it('managers and users are refused; an unlocked, missing or foreign base is refused with its reason', async () => {
    const { w, callables, jobs } = await lockedBase(1);
    for (const role of ['manager', 'user'] as const) {
      await expect(
        callables.startKnowledgeBaseTraining(await w.member(role, role), {
          knowledgeBaseId: 'kb1',
        }),
      ).rejects.toMatchObject({
        code: 'permission-denied',
        reason: 'knowledgeBases.errors.trainForbidden',
      });
    }
    const admin = await w.member('admin', 'admin');
    await w.knowledgeBase('kb-open');
    await expect(
      callables.startKnowledgeBaseTraining(admin, { knowledgeBaseId: 'kb-open' }),
    ).rejects.toMatchObject({ reason: 'knowledgeBases.errors.lockFirst' });
    await expect(
      callables.startKnowledgeBaseTraining(admin, { knowledgeBaseId: 'nope' }),
    ).rejects.toMatchObject({ code: 'not-found', reason: 'knowledgeBases.errors.notFound' });
    await expect(
      callables.startKnowledgeBaseTraining(
        { ...admin, companyId: 'other' },
        { knowledgeBaseId: 'kb1' },
      ),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    expect(jobs).toHaveLength(0);
    expect((await w.kb('kb1'))?.trainingState).toBe('not_trained');
  });
});

describe('the training job', () => {
  it('embeds every chunk, reports progress per batch and ends trained', async () => {
    const { w, callables } = await lockedBase();
    await callables.startKnowledgeBaseTraining(await w.member('admin', 'admin'), {
      knowledgeBaseId: 'kb1',
    });
    const seen: number[] = [];
    w.realtime.onValue<TrainingProgress>(rtdbPaths.trainingProgress(CID, 'kb1'), (p) => {
      if (p) seen.push(p.percent);
    });
    const outcome = await trainKnowledgeBase(
      {
        docs: w.docs,
        realtime: w.realtime,
        model: localModel,
        clock: w.clock,
        batchSize: 5,
      },
      target,
    );
    expect(outcome).toBe('trained');
    const chunks = await w.chunks('kb1');
    expect(chunks.length).toBeGreaterThan(10);
    expect(chunks.every((c) => c.data.embedding instanceof Vector)).toBe(true);
    // The model's own vectors: retrieval embeds its queries with the same model and dimension.
    const [first] = chunks;
    expect(first?.data.embedding?.toArray()).toEqual(
      (await localModel.embed([first!.data.text]))[0],
    );
    expect((await w.kb('kb1'))?.trainingState).toBe('trained');
    expect(
      await w.realtime.get<TrainingProgress>(rtdbPaths.trainingProgress(CID, 'kb1')),
    ).toMatchObject({
      state: 'trained',
      percent: 100,
      totalChunks: chunks.length,
    });
    expect(new Set(seen).size).toBeGreaterThan(3);
    // A second delivery finds it trained and does nothing.
    expect(
      await trainKnowledgeBase(
        { docs: w.docs, realtime: w.realtime, model: localModel, clock: w.clock },
        target,
      ),
    ).toBe('skipped');
  });

  it('resumes after a crash at the first unfinished batch', async () => {
    const { w, callables } = await lockedBase();
    await callables.startKnowledgeBaseTraining(await w.member('admin', 'admin'), {
      knowledgeBaseId: 'kb1',
    });
    let calls = 0;
    const crashing = {
      id: localModel.id,
      embed: async (texts: readonly string[]) => {
        if (++calls === 3) throw Object.assign(new Error('worker killed'), { crash: true });
        return localModel.embed(texts);
      },
    };
    // A crash (the process dies) is not a caught failure: simulate it by rethrowing from onError.
    await expect(
      trainKnowledgeBase(
        {
          docs: w.docs,
          realtime: w.realtime,
          model: crashing,
          clock: w.clock,
          batchSize: 5,
          onError: (e) => {
            throw e;
          },
        },
        target,
      ),
    ).rejects.toThrow('worker killed');
    expect(
      (await w.realtime.get<TrainingProgress>(rtdbPaths.trainingProgress(CID, 'kb1')))?.batchesDone,
    ).toBe(2);
    const counted: string[][] = [];
    const counting = {
      id: localModel.id,
      embed: (texts: readonly string[]) => (counted.push([...texts]), localModel.embed(texts)),
    };
    const outcome = await trainKnowledgeBase(
      { docs: w.docs, realtime: w.realtime, model: counting, clock: w.clock, batchSize: 5 },
      target,
    );
    expect(outcome).toBe('trained');
    const total = (await w.chunks('kb1')).length;
    expect(counted.flat()).toHaveLength(total - 10);
  });

  it('a failure ends not trained with the Training Failed key, still locked, and can be retried', async () => {
    const { w, callables, jobs } = await lockedBase(2);
    const admin = await w.member('admin', 'admin');
    await callables.startKnowledgeBaseTraining(admin, { knowledgeBaseId: 'kb1' });
    const broken = { id: 'broken', embed: () => Promise.reject(new Error('quota')) };
    const outcome = await trainKnowledgeBase(
      { docs: w.docs, realtime: w.realtime, model: broken, clock: w.clock },
      target,
    );
    expect(outcome).toBe('failed');
    expect(await w.kb('kb1')).toMatchObject({
      trainingState: 'not_trained',
      trainingError: TRAINING_FAILED_KEY,
      locked: true,
      permanentlyLocked: true,
    });
    expect(
      (await w.realtime.get<TrainingProgress>(rtdbPaths.trainingProgress(CID, 'kb1')))?.state,
    ).toBe('failed');
    expect(
      (await callables.startKnowledgeBaseTraining(admin, { knowledgeBaseId: 'kb1' })).started,
    ).toBe(true);
    expect(jobs).toHaveLength(2);
    expect((await w.kb('kb1'))?.trainingError).toBeNull();
  });
});

describe('training extracts the fact sheet (issue 7 item 5)', () => {
  it('stores the fact sheet as the last step, and a rerun overwrites the same document', async () => {
    const { w } = await lockedBase(2);
    const { refs } = await import('../../model/paths');
    await w.docs.updateDoc(refs.knowledgeBase(CID, 'kb1'), { trainingState: 'in_progress' });
    const deps = {
      docs: w.docs,
      realtime: w.realtime,
      model: localModel,
      clock: w.clock,
    };
    expect(await trainKnowledgeBase(deps, target)).toBe('trained');
    const sheet = (await w.docs.getDoc(refs.factSheet(CID, 'kb1'))).data;
    expect(sheet?.schemes).toEqual(['ISO 9001']);
    expect(sheet?.certificates[0]?.citation.documentName).toBe('profile.txt');
    await w.docs.updateDoc(refs.knowledgeBase(CID, 'kb1'), { trainingState: 'in_progress' });
    expect(await trainKnowledgeBase(deps, target)).toBe('trained');
    const again = (await w.docs.getDoc(refs.factSheet(CID, 'kb1'))).data;
    expect(again?.certificates).toEqual(sheet?.certificates);
  });
});
