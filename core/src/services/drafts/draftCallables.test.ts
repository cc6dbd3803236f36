import { describe, expect, it } from 'vitest';
import { SequentialIds } from '../../memory/ids';
import { refs } from '../../model/paths';
import type { Actor } from '../../policy/actor';
import { Timestamp } from '../../ports/values';
import { createDraftCallables } from './draftCallables';
import { CID, PID, UID, draftWorld } from './draftTestWorld';
import type { DraftJobTarget } from './generateDraft';

const manager: Actor = { uid: UID, companyId: CID, role: 'manager', status: 'active' };

async function world(options: { knowledge?: boolean } = {}) {
  const w = draftWorld();
  await w.company();
  if (options.knowledge !== false) {
    await w.kbDocument('Kwaliteitshandboek.pdf', ['Wij zijn ISO 9001 gecertificeerd.']);
  }
  await w.project();
  const started: DraftJobTarget[] = [];
  const callables = createDraftCallables({
    docs: w.docs,
    realtime: w.realtime,
    clock: w.clock,
    ids: new SequentialIds('job'),
    startJob: (t) => started.push(t),
  });
  const lock = async () => (await w.docs.getDoc(refs.project(CID, PID))).data?.draftJob;
  return { ...w, callables, started, lock };
}

describe('generateDraft (callable)', () => {
  it('starts one job for two concurrent calls (a double click)', async () => {
    const w = await world();
    const [a, b] = await Promise.all([
      w.callables.generateDraft(manager, { projectId: PID }),
      w.callables.generateDraft(manager, { projectId: PID }),
    ]);
    expect([a.started, b.started].sort()).toEqual([false, true]);
    expect(a.jobId).toBe(b.jobId);
    expect(w.started).toEqual([{ companyId: CID, projectId: PID, jobId: a.jobId }]);
    expect(await w.lock()).toMatchObject({ jobId: a.jobId, requestedBy: UID, claimedAt: null });
    expect(await w.progress()).toMatchObject({ jobId: a.jobId, state: 'running' });
  });

  it('starts without a knowledge base with company documents: the draft is written by hand (issue 19)', async () => {
    const w = await world({ knowledge: false });
    const result = await w.callables.generateDraft(manager, { projectId: PID });
    expect(result.started).toBe(true);
    expect(w.started).toEqual([{ companyId: CID, projectId: PID, jobId: result.jobId }]);
    expect(await w.lock()).toMatchObject({ jobId: result.jobId });
  });

  it('takes over the lock of a job that died (past its deadline)', async () => {
    const w = await world();
    const first = await w.callables.generateDraft(manager, { projectId: PID });
    w.clock.advance(10 * 60_000);
    const second = await w.callables.generateDraft(manager, { projectId: PID });
    expect(second.started).toBe(true);
    expect(second.jobId).not.toBe(first.jobId);
  });

  it('refuses a caller whose users document no longer matches the token', async () => {
    const w = await world();
    await w.docs.updateDoc(refs.user(UID), { status: 'disabled' } as never);
    await expect(w.callables.generateDraft(manager, { projectId: PID })).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});

describe('cancelDraftGeneration', () => {
  it('clears the lock and marks the progress cancelled; a second cancel finds nothing', async () => {
    const w = await world();
    const { jobId } = await w.callables.generateDraft(manager, { projectId: PID });
    expect(await w.callables.cancelDraftGeneration(manager, { projectId: PID })).toEqual({
      cancelled: true,
    });
    expect(await w.lock()).toBeNull();
    expect(await w.progress()).toMatchObject({ jobId, state: 'cancelled' });
    expect(await w.callables.cancelDraftGeneration(manager, { projectId: PID })).toEqual({
      cancelled: false,
    });
    // A new start is possible at once.
    expect((await w.callables.generateDraft(manager, { projectId: PID })).started).toBe(true);
  });

  it('a lock left by another job is not the cancelled one: the job keeps its own id', async () => {
    const w = await world();
    await w.docs.updateDoc(refs.project(CID, PID), {
      draftJob: {
        jobId: 'old',
        requestedBy: UID,
        startedAt: Timestamp.fromMillis(0),
        deadlineAt: Timestamp.fromMillis(w.clock.now() + 1000),
        knowledgeBaseIds: null,
        claimedAt: null,
      },
    });
    const result = await w.callables.generateDraft(manager, { projectId: PID });
    expect(result).toEqual({ started: false, jobId: 'old' });
  });
});
