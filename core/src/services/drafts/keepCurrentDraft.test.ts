/**
 * Issue 19, item 7 ("nothing is lost"): generating again keeps the shown draft with its edits as a
 * restorable version; regenerating a section keeps the edited text; a project without a knowledge
 * base gets a draft to write by hand.
 */
import { describe, expect, it } from 'vitest';
import { SequentialIds } from '../../memory/ids';
import type { Draft, DraftSection } from '../../model/draft';
import { refs } from '../../model/paths';
import type { MemberActor } from '../../policy/actor';
import { createDraftCallables } from './draftCallables';
import { CID, PID, UID, draftWorld } from './draftTestWorld';
import { type DraftJobTarget, generateDraft } from './generateDraft';
import { regenerateDraftSection } from './regenerateSection';
import { restoreDraftVersion, saveDraftContent } from './saveDraft';

const manager: MemberActor = { uid: UID, companyId: CID, role: 'manager', status: 'active' };

const TENDER = [
  [
    'Aanbestedingsleidraad Onderhoud bruggen gemeente Utrecht',
    'Gunningscriteria: Plan van aanpak 60%, Veiligheid 40%.',
    'Plan van aanpak: beschrijf hoe u het onderhoud van de bruggen plant en uitvoert.',
    'Veiligheid: toon aan hoe u de veiligheid van weggebruikers borgt.',
  ].join('\n'),
];

async function world(options: { knowledge?: boolean } = {}) {
  const w = draftWorld();
  await w.company();
  if (options.knowledge !== false) {
    await w.kbDocument('Aanpak.pdf', [
      'Ons plan van aanpak voor het onderhoud van bruggen begint met een schouw van elke brug.\n' +
        'De veiligheid van weggebruikers borgen wij met verkeersregelaars en nachtelijke afsluitingen.',
    ]);
  }
  await w.project({
    awardCriteria: [
      { id: 'k1', description: 'Plan van aanpak', weight: 60 },
      { id: 'k2', description: 'Veiligheid', weight: 40 },
    ],
  });
  await w.tenderDocument('Aanbestedingsleidraad.pdf', TENDER);
  const jobs: DraftJobTarget[] = [];
  const callables = createDraftCallables({
    docs: w.docs,
    realtime: w.realtime,
    clock: w.clock,
    ids: new SequentialIds('job'),
    startJob: (t) => jobs.push(t),
  });
  /** Starts a generation through the callable and runs its job to the end. */
  const generate = async (): Promise<string> => {
    const { jobId, started } = await callables.generateDraft(manager, { projectId: PID });
    expect(started).toBe(true);
    expect(await generateDraft(w.jobDeps, jobs.at(-1)!)).toBe('done');
    w.clock.advance(60_000);
    return jobId;
  };
  const draft = async (id: string) => (await w.docs.getDoc(refs.draft(CID, PID, id))).data!;
  const edit = async (id: string, change: (s: DraftSection, i: number) => DraftSection) => {
    const d = await draft(id);
    await saveDraftContent(
      w.docs,
      {
        cid: CID,
        pid: PID,
        draftId: id,
        expectedRevision: d.revision,
        content: d.content.map(change),
      },
      manager,
      w.clock,
    );
  };
  return { ...w, callables, generate, draft, edit };
}

const bodies = (d: Pick<Draft, 'content'>) => d.content.map((s) => s.body);

describe('Generate again', () => {
  it('keeps the shown draft with every edit as a version the new draft can restore', async () => {
    const w = await world();
    const first = await w.generate();
    await w.edit(first, (s, i) => (i === 0 ? { ...s, body: '<p>Onze eigen aanpak.</p>' } : s));
    // A second edit in the same session: no version of its own, yet it must not be lost.
    await w.edit(first, (s, i) => (i === 1 ? { ...s, body: '<p>Eigen veiligheid.</p>' } : s));
    const edited = await w.draft(first);
    expect(edited.revision).toBe(3);

    const second = await w.generate();
    expect(second).not.toBe(first);
    const kept = (await w.docs.getDoc(refs.draftVersion(CID, PID, first, 'r3'))).data!;
    expect(kept).toMatchObject({ reason: 'replaced', revision: 3, savedBy: UID });
    expect(bodies(kept)).toEqual(['<p>Onze eigen aanpak.</p>', '<p>Eigen veiligheid.</p>']);
    expect(kept.citations).toEqual(edited.citations);
    const fresh = await w.draft(second);
    expect(bodies(fresh)).not.toContain('<p>Onze eigen aanpak.</p>');

    // Restored into the new draft: the edited text is back, and the generated state is kept.
    const { revision } = await restoreDraftVersion(
      w.docs,
      {
        cid: CID,
        pid: PID,
        draftId: second,
        versionId: 'r3',
        fromDraftId: first,
        expectedRevision: fresh.revision,
      },
      manager,
    );
    const restored = await w.draft(second);
    expect(restored.revision).toBe(revision);
    expect(bodies(restored)).toEqual(bodies(kept));
    expect(restored.citations).toEqual(kept.citations);
    expect(
      (await w.docs.getDoc(refs.draftVersion(CID, PID, second, `r${fresh.revision}`))).data,
    ).toBeDefined();
  });

  it('writes nothing when the shown state is already a version (a draft not edited since)', async () => {
    const w = await world();
    const first = await w.generate();
    const generated = (await w.docs.getDoc(refs.draftVersion(CID, PID, first, 'r1'))).data!;
    await w.generate();
    expect((await w.docs.getDoc(refs.draftVersion(CID, PID, first, 'r1'))).data).toEqual(generated);
    expect((await w.docs.getDocs(refs.draftVersions(CID, PID, first))).docs).toHaveLength(1);
  });

  it('skips a draft still being written and keeps the finished one before it', async () => {
    const w = await world();
    const first = await w.generate();
    await w.edit(first, (s, i) => (i === 0 ? { ...s, body: '<p>Bewaard.</p>' } : s));
    // A run that died left its revision-0 draft behind, newer than the shown one.
    const shown = await w.draft(first);
    await w.docs.setDoc(refs.draft(CID, PID, 'dead'), {
      ...shown,
      revision: 0,
      content: [],
      createdAt: shown.updatedAt,
    });
    w.clock.advance(10 * 60_000);
    await w.callables.generateDraft(manager, { projectId: PID });
    const kept = (await w.docs.getDoc(refs.draftVersion(CID, PID, first, 'r2'))).data!;
    expect(kept.content[0]!.body).toBe('<p>Bewaard.</p>');
    expect((await w.docs.getDocs(refs.draftVersions(CID, PID, 'dead'))).docs).toHaveLength(0);
  });

  it('a restore from an earlier draft that has no such version is refused', async () => {
    const w = await world();
    const first = await w.generate();
    const second = await w.generate();
    await expect(
      restoreDraftVersion(
        w.docs,
        {
          cid: CID,
          pid: PID,
          draftId: second,
          versionId: 'r7',
          fromDraftId: first,
          expectedRevision: 1,
        },
        manager,
      ),
    ).rejects.toMatchObject({ code: 'not-found' });
  });
});

describe('Regenerating one section', () => {
  it('keeps the section as the user edited it in a version', async () => {
    const w = await world();
    const id = await w.generate();
    await w.edit(id, (s, i) => (i === 0 ? { ...s, body: '<p>Met de hand herschreven.</p>' } : s));
    await regenerateDraftSection(
      { docs: w.docs, clock: w.clock, model: w.model, retriever: w.retriever },
      manager,
      { projectId: PID, draftId: id, sectionId: 's1' },
    );
    expect((await w.draft(id)).content[0]!.body).not.toBe('<p>Met de hand herschreven.</p>');
    const version = (await w.docs.getDoc(refs.draftVersion(CID, PID, id, 'r2'))).data!;
    expect(version.reason).toBe('regenerated');
    expect(version.content[0]!.body).toBe('<p>Met de hand herschreven.</p>');
  });
});

describe('A project without a knowledge base', () => {
  it('starts a draft whose planned sections are written by hand and saved', async () => {
    const w = await world({ knowledge: false });
    const id = await w.generate();
    const draft = await w.draft(id);
    expect(draft.content.map((s) => s.heading)).toEqual(['Plan van aanpak', 'Veiligheid']);
    // Nothing of the company is cited: it has no evidence.
    expect(draft.citations.filter((c) => c.source === 'knowledgeBase')).toEqual([]);
    await w.edit(id, (s, i) => (i === 0 ? { ...s, body: '<p>Zelf geschreven aanpak.</p>' } : s));
    expect((await w.draft(id)).content[0]!.body).toBe('<p>Zelf geschreven aanpak.</p>');
  });
});
