import { describe, expect, it } from 'vitest';
import { refs } from '../../model/paths';
import type { LanguageModel } from '../../ports/ai';
import { CID, JOB, PID, UID, draftWorld } from './draftTestWorld';
import { generateDraft } from './generateDraft';

const TENDER = [
  'Aanbestedingsleidraad Onderhoud bruggen gemeente Utrecht\nGunningscriteria: Plan van aanpak 60%, Veiligheid 40%.',
];

/** A project whose draft job was started by the manager UID (another member exists too). */
async function startedDraft(model?: LanguageModel) {
  const w = draftWorld(model ? { model } : {});
  await w.company();
  await w.docs.setDoc(refs.user('u-other'), {
    name: 'Other',
    email: 'other@example.com',
    companyId: CID,
    role: 'user',
    status: 'active',
    preferredLanguage: 'en',
  } as never);
  await w.kbDocument('Profiel.pdf', ['Van Dijk Bouw onderhoudt bruggen veilig en volgens plan.']);
  await w.project({
    draftJob: w.draftJob(),
  });
  await w.tenderDocument('Leidraad.pdf', TENDER);
  const deps = w.jobDeps;
  const notes = async (uid: string) =>
    (await w.docs.getDocs(refs.notifications(uid))).docs.map((d) => ({ id: d.id, ...d.data }));
  return { ...w, deps, notes, target: JOB };
}

describe('the user who started a draft hears how it ended', () => {
  it('a finished draft: draftReady linking to the project, for the requester only, once', async () => {
    const w = await startedDraft();
    const outcomes = await Promise.all([
      generateDraft(w.deps, w.target),
      generateDraft(w.deps, w.target),
    ]);
    expect(outcomes.sort()).toEqual(['done', 'skipped']);
    expect(await w.notes(UID)).toEqual([
      expect.objectContaining({
        id: 'draftReady-p1-job1',
        kind: 'draftReady',
        params: { project: 'Onderhoud bruggen' },
        link: '/dashboard/projects/p1',
        read: false,
      }),
    ]);
    expect(await w.notes('u-other')).toEqual([]);
  });

  it('a failed draft: draftFailed; a cancelled one tells nobody', async () => {
    const failing = draftWorld().model;
    const broken: LanguageModel = {
      ...failing,
      kind: 'cloud', // a section of requirements is written by a call only with a cloud model
      id: failing.id,
      embeddingDimensions: failing.embeddingDimensions,
      embed: (t) => failing.embed(t),
      stream: (r) => failing.stream(r),
      generate: async () => {
        throw new Error('model down');
      },
    };
    const w = await startedDraft(broken);
    expect(await generateDraft({ ...w.deps, onError: () => {} }, w.target)).toBe('failed');
    expect(await w.notes(UID)).toEqual([
      expect.objectContaining({ kind: 'draftFailed', params: { project: 'Onderhoud bruggen' } }),
    ]);

    const c = await startedDraft();
    const cancelling: LanguageModel = {
      ...c.model,
      kind: 'cloud',
      id: c.model.id,
      embeddingDimensions: c.model.embeddingDimensions,
      embed: (t) => c.model.embed(t),
      stream: (r) => c.model.stream(r),
      async generate(request) {
        await c.docs.updateDoc(refs.project(CID, PID), { draftJob: null });
        return c.model.generate(request);
      },
    };
    expect(await generateDraft({ ...c.deps, model: cancelling }, c.target)).toBe('cancelled');
    expect(await c.notes(UID)).toEqual([]);
  });
});
