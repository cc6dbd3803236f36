/**
 * The demo's draft functions: generateDraft through the demo's callables starts one job for two
 * concurrent calls, the job runs in the tab to a stored draft with its progress, and the draft is
 * then saved through the guarded store (the demo's rules) with conflict detection.
 */
import { describe, expect, it } from 'vitest';
import {
  type Actor,
  type Draft,
  type DraftProgress,
  Timestamp,
  Vector,
  newKnowledgeBase,
  newProject,
  refs,
  rtdbPaths,
} from '@tender/core';
import { saveDraftContent } from '@tender/core/services/index';
import { ADMIN, PASSWORD, makeDemo } from './testing';

const CID = 'van-dijk-bouw';
const ADMIN_UID = 'u-admin-vandijk';
const PID = 'p-draft';

describe('demo draft jobs', () => {
  it('starts one generation for a double click, runs it to a draft, and saves edits by revision', async () => {
    const { backend, clock } = await makeDemo({ draftStepPauseMs: 0 });
    await backend.auth.signInWithPassword(ADMIN, PASSWORD);
    const admin: Actor = { uid: ADMIN_UID, companyId: CID, role: 'admin', status: 'active' };
    const docs = backend.state.docs;
    const now = Timestamp.fromMillis(clock.now());
    await docs.setDoc(refs.knowledgeBase(CID, 'kb-draft'), {
      ...newKnowledgeBase(
        { name: 'Evidence', description: '', category: 'company_info', type: 'dynamic' },
        ADMIN_UID,
      ),
      documentCount: 1,
    } as never);
    await docs.setDoc(refs.chunk(CID, 'kb-draft', 'c1'), {
      documentId: 'kd1',
      index: 0,
      text: 'Onze aanpak van het onderhoud werkt met een planning per brug en vaste ploegen.',
      embedding: new Vector(new Array(256).fill(0.01)),
      source: { documentName: 'Aanpak.pdf', page: 2, heading: null },
      createdAt: now,
    });
    await backend.docs.setDoc(
      refs.project(CID, PID),
      newProject(
        { name: 'Onderhoud', description: '', type: 'ai_draft', tenderId: null },
        ADMIN_UID,
      ),
    );

    const calls = await Promise.all([
      backend.call('generateDraft', { projectId: PID }),
      backend.call('generateDraft', { projectId: PID }),
    ]);
    expect(calls.map((c) => c.started).sort()).toEqual([false, true]);
    const jobId = calls[0]!.jobId;
    expect(calls[1]!.jobId).toBe(jobId);

    let progress: DraftProgress | null = null;
    for (let i = 0; i < 200 && progress?.state !== 'done'; i++) {
      await new Promise((r) => setTimeout(r, 20));
      progress = await backend.state.realtime.get<DraftProgress>(rtdbPaths.draftProgress(CID, PID));
    }
    expect(progress).toMatchObject({ state: 'done', draftId: jobId });

    // Members read the draft through the demo's rules.
    const draftRef = refs.draft(CID, PID, jobId);
    const draft = (await backend.docs.getDoc(draftRef)).data as Draft;
    expect(draft.revision).toBe(1);
    expect(draft.content[0]!.body).toContain('planning per brug');
    expect(draft.citations[0]).toMatchObject({ documentName: 'Aanpak.pdf', page: 2 });

    // Saving through the guarded store: the next revision; a save from the old one is refused.
    const edited = [{ ...draft.content[0]!, body: '<p>Bewerkt</p>' }];
    await expect(
      saveDraftContent(
        backend.docs,
        { cid: CID, pid: PID, draftId: jobId, expectedRevision: 1, content: edited },
        admin,
      ),
    ).resolves.toEqual({ revision: 2 });
    await expect(
      saveDraftContent(
        backend.docs,
        { cid: CID, pid: PID, draftId: jobId, expectedRevision: 1, content: edited },
        admin,
      ),
    ).rejects.toMatchObject({ code: 'aborted' });
    expect((await backend.docs.getDoc(draftRef)).data?.content[0]?.body).toBe('<p>Bewerkt</p>');
    await backend.close();
  });

  it('takes over the lock a reloaded tab left behind (claimed, no tab running it); a fresh start is left alone', async () => {
    const { backend, clock } = await makeDemo({ draftStepPauseMs: 0 });
    await backend.auth.signInWithPassword(ADMIN, PASSWORD);
    const docs = backend.state.docs;
    await docs.setDoc(refs.knowledgeBase(CID, 'kb-draft'), {
      ...newKnowledgeBase(
        { name: 'Evidence', description: '', category: 'company_info', type: 'dynamic' },
        ADMIN_UID,
      ),
      documentCount: 1,
    } as never);
    const at = (ms: number) => Timestamp.fromMillis(clock.now() + ms);
    const lock = (jobId: string, claimed: boolean) => ({
      jobId,
      requestedBy: ADMIN_UID,
      startedAt: at(-1000),
      deadlineAt: at(8 * 60_000),
      knowledgeBaseIds: null,
      claimedAt: claimed ? at(-900) : null,
    });
    const project = newProject(
      { name: 'Onderhoud', description: '', type: 'ai_draft', tenderId: null },
      ADMIN_UID,
    );

    // Just taken by a start still on its way to queuing the job: not taken over.
    await docs.setDoc(refs.project(CID, PID), { ...project, draftJob: lock('starting', false) });
    await expect(backend.call('generateDraft', { projectId: PID })).resolves.toEqual({
      started: false,
      jobId: 'starting',
    });

    // Claimed by a run of a tab that was reloaded: its lock and its half-written draft remain.
    await docs.setDoc(refs.project(CID, PID), { ...project, draftJob: lock('dead', true) });
    await docs.setDoc(refs.draft(CID, PID, 'dead'), { revision: 0 } as never);
    const result = await backend.call('generateDraft', { projectId: PID });
    expect(result.started).toBe(true);
    expect(result.jobId).not.toBe('dead');
    await backend.close(); // waits for the job
    const progress = await backend.state.realtime.get<DraftProgress>(
      rtdbPaths.draftProgress(CID, PID),
    );
    expect(progress).toMatchObject({ state: 'done', jobId: result.jobId });
    expect((await docs.getDoc(refs.draft(CID, PID, result.jobId))).data?.revision).toBe(1);
    expect((await docs.getDoc(refs.draft(CID, PID, 'dead'))).exists).toBe(false);
    expect((await docs.getDoc(refs.project(CID, PID))).data?.draftJob).toBeNull();
  });
});
