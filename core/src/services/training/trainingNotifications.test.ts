import { describe, expect, it } from 'vitest';
import { LocalModel } from '../../ai/localModel';
import { refs } from '../../model/paths';
import { createKnowledgeBaseCallables } from '../knowledgeBases/startTraining';
import { CID, knowledgeBaseWorld } from '../knowledgeBases/testWorld';
import { trainKnowledgeBase } from './trainKnowledgeBase';

const target = { companyId: CID, knowledgeBaseId: 'kb1' };

/** A locked base with a processed document, training started by the admin 'ann'. */
async function started() {
  const w = knowledgeBaseWorld();
  await w.knowledgeBase('kb1', { name: 'Company profile' });
  const body = 'Our company delivers maintenance and ISO 9001 work. '.repeat(60);
  const t = await w.upload('kb1', 'profile.txt', new TextEncoder().encode(body), 'text/plain');
  await w.processor.process(t);
  await w.docs.updateDoc(refs.knowledgeBase(CID, 'kb1'), { locked: true });
  const admin = await w.member('ann', 'admin');
  await w.member('bob', 'manager');
  const callables = createKnowledgeBaseCallables({ docs: w.docs, clock: w.clock });
  await callables.startKnowledgeBaseTraining(admin, { knowledgeBaseId: 'kb1' });
  const notes = async (uid: string) =>
    (await w.docs.getDocs(refs.notifications(uid))).docs.map((d) => ({ id: d.id, ...d.data }));
  return { w, admin, callables, notes };
}

describe('the admin who started a training hears how it ended', () => {
  it('trained: trainingCompleted linking to the knowledge base, for the starter only', async () => {
    const { w, notes } = await started();
    const deps = { docs: w.docs, realtime: w.realtime, model: new LocalModel(), clock: w.clock };
    expect(await trainKnowledgeBase(deps, target)).toBe('trained');
    // A second delivery finds the base trained: nothing new.
    expect(await trainKnowledgeBase(deps, target)).toBe('skipped');
    expect(await notes('ann')).toEqual([
      expect.objectContaining({
        kind: 'trainingCompleted',
        params: { knowledgeBase: 'Company profile' },
        link: '/dashboard/knowledgebase/kb1',
        read: false,
      }),
    ]);
    expect(await notes('bob')).toEqual([]);
  });

  it('failed, then retried and trained: two notifications, one per run', async () => {
    const { w, admin, callables, notes } = await started();
    const broken = { id: 'broken', embed: () => Promise.reject(new Error('quota')) };
    const base = { docs: w.docs, realtime: w.realtime, clock: w.clock, onError: () => {} };
    expect(await trainKnowledgeBase({ ...base, model: broken }, target)).toBe('failed');
    expect(await notes('ann')).toEqual([
      expect.objectContaining({ kind: 'trainingFailed', link: '/dashboard/knowledgebase/kb1' }),
    ]);
    w.clock.advance(60_000);
    await callables.startKnowledgeBaseTraining(admin, { knowledgeBaseId: 'kb1' });
    expect(await trainKnowledgeBase({ ...base, model: new LocalModel() }, target)).toBe('trained');
    expect((await notes('ann')).map((n) => n.kind).sort()).toEqual([
      'trainingCompleted',
      'trainingFailed',
    ]);
  });
});
