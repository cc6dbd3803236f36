/**
 * Issue 19, item 1: the plan is visible before writing, the user leaves out or adds a requirement,
 * the edits are stored on the project, and the job writes with the edited plan; a regenerated
 * section keeps its plan (item 7: and the edited text as a version).
 */
import { describe, expect, it } from 'vitest';
import { SequentialIds } from '../../memory/ids';
import { refs } from '../../model/paths';
import type { MemberActor } from '../../policy/actor';
import { createDraftCallables } from './draftCallables';
import { applyPlanEdits, editPlan } from './draftPlanEdits';
import type { PlannedSection } from './draftPlan';
import { CID, PID, UID, draftWorld } from './draftTestWorld';
import { type DraftJobTarget, generateDraft } from './generateDraft';
import { regenerateDraftSection } from './regenerateSection';
import { saveDraftContent } from './saveDraft';

const manager: MemberActor = { uid: UID, companyId: CID, role: 'manager', status: 'active' };

const TENDER = [
  [
    'Aanbestedingsleidraad Onderhoud bruggen gemeente Utrecht',
    'Gunningscriteria: Plan van aanpak 60%, Veiligheid 40%.',
    'Plan van aanpak',
    'De inschrijver beschrijft hoe hij het onderhoud van de bruggen plant.',
    'De inschrijver beschrijft hoe hij de hinder voor omwonenden beperkt.',
    'Veiligheid',
    'De inschrijver toont aan hoe hij de veiligheid van weggebruikers borgt.',
  ].join('\n'),
];

async function world() {
  const w = draftWorld();
  await w.company();
  await w.kbDocument('Aanpak.pdf', [
    'Ons plan van aanpak voor het onderhoud van bruggen begint met een schouw van elke brug.\n' +
      'De veiligheid van weggebruikers borgen wij met verkeersregelaars en nachtelijke afsluitingen.',
  ]);
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
  const generate = async (): Promise<string> => {
    const { jobId } = await callables.generateDraft(manager, { projectId: PID });
    expect(await generateDraft(w.jobDeps, jobs.at(-1)!)).toBe('done');
    w.clock.advance(60_000);
    return jobId;
  };
  const draft = async (id: string) => (await w.docs.getDoc(refs.draft(CID, PID, id))).data!;
  return { ...w, callables, generate, draft };
}

const section = (heading: string, texts: string[]): PlannedSection => ({
  id: 's1',
  kind: 'criterion',
  heading,
  criterionId: null,
  weight: null,
  targetWords: 300,
  requirements: texts.map((text, i) => ({ id: `q${i + 1}`, text, documentName: null, page: null })),
});

describe('plan edits (pure)', () => {
  it('marks a dropped requirement, appends an added one with the next id, per section heading', () => {
    let edits = editPlan(null, 'drop', 'Aanpak', 'Plan het werk');
    edits = editPlan(edits, 'add', 'Aanpak', '  Beschrijf   de  planning ');
    edits = editPlan(edits, 'add', 'Veiligheid', 'Niet in deze sectie');
    const [planned] = applyPlanEdits(
      [section('Aanpak', ['Plan het werk', 'Beperk hinder'])],
      edits,
    );
    expect(planned!.requirements).toEqual([
      { id: 'q1', text: 'Plan het werk', documentName: null, page: null, dropped: true },
      { id: 'q2', text: 'Beperk hinder', documentName: null, page: null },
      { id: 'q3', text: 'Beschrijf de planning', documentName: null, page: null, added: true },
    ]);
  });

  it('restores a dropped requirement and removes an added one; edits are idempotent', () => {
    let edits = editPlan(null, 'drop', 'Aanpak', 'Plan het werk');
    edits = editPlan(edits, 'drop', 'aanpak', 'plan  het werk');
    expect(edits.dropped).toHaveLength(1);
    edits = editPlan(edits, 'restore', 'Aanpak', 'Plan het werk');
    edits = editPlan(edits, 'add', 'Aanpak', 'Extra');
    edits = editPlan(edits, 'remove', 'Aanpak', 'Extra');
    expect(edits).toEqual({ dropped: [], added: [] });
  });
});

describe('the plan before writing', () => {
  it('shows the plan, keeps the edits on the project and writes with them', async () => {
    const w = await world();
    const plan = await w.callables.getDraftPlan(manager, { projectId: PID });
    expect(plan.sections.map((s) => s.heading)).toEqual(['Plan van aanpak', 'Veiligheid']);
    const safety = plan.sections[1]!.requirements[0]!;
    expect(safety).toMatchObject({ text: 'Veiligheid', dropped: false, added: false });
    // Written as planned, the company's evidence answers it.
    const unedited = await w.draft(await w.generate());
    expect(unedited.content[1]!.body).toContain('verkeersregelaars');

    await w.callables.editDraftPlan(manager, {
      projectId: PID,
      action: 'drop',
      section: 'Veiligheid',
      text: safety.text,
    });
    const edited = await w.callables.editDraftPlan(manager, {
      projectId: PID,
      action: 'add',
      section: 'Veiligheid',
      text: 'Beschrijf de afstemming met de hulpdiensten',
    });
    // Stored: a new look at the plan (a reload) shows the same edits.
    const again = await w.callables.getDraftPlan(manager, { projectId: PID });
    expect(again).toEqual(edited);
    expect(again.sections[1]!.requirements).toMatchObject([
      { id: safety.id, dropped: true, added: false },
      { text: 'Beschrijf de afstemming met de hulpdiensten', dropped: false, added: true },
    ]);

    const draft = await w.draft(await w.generate());
    const veiligheid = draft.content[1]!;
    // The dropped requirement is listed as left out and not written.
    expect(veiligheid.requirements!.find((r) => r.id === safety.id)?.status).toBe('dropped');
    expect(veiligheid.body).not.toContain('verkeersregelaars');
    // The added one is answered like the others: here a visible gap to write.
    expect(veiligheid.requirements!.find((r) => r.added)).toMatchObject({
      status: 'gap',
      text: 'Beschrijf de afstemming met de hulpdiensten',
    });
    expect(veiligheid.body).toContain('afstemming met de hulpdiensten');
    // The other section is written as before.
    expect(draft.content[0]!.body).toBe(unedited.content[0]!.body);
  });

  it('refuses a plan edit after submission and bad input', async () => {
    const w = await world();
    await expect(
      w.callables.editDraftPlan(manager, {
        projectId: PID,
        action: 'drop',
        section: 'x',
        text: '',
      }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    await w.docs.updateDoc(refs.project(CID, PID), { status: 'submitted' });
    await expect(
      w.callables.editDraftPlan(manager, {
        projectId: PID,
        action: 'drop',
        section: 'Veiligheid',
        text: 'x',
      }),
    ).rejects.toMatchObject({ code: 'failed-precondition' });
    await expect(w.callables.getDraftPlan(null, { projectId: PID })).rejects.toMatchObject({
      code: 'unauthenticated',
    });
  });
});

describe('regenerating a section keeps its plan', () => {
  it('writes the same requirements again, the dropped one still out, the edited text a version', async () => {
    const w = await world();
    const edit = (action: 'drop' | 'add', text: string) =>
      w.callables.editDraftPlan(manager, { projectId: PID, action, section: 'Veiligheid', text });
    await edit('drop', 'Veiligheid');
    await edit('add', 'Beschrijf de afstemming met de hulpdiensten');
    const id = await w.generate();
    const before = await w.draft(id);
    const edited = before.content.map((s, i) =>
      i === 1 ? { ...s, body: '<p>Met de hand herschreven.</p>' } : s,
    );
    await saveDraftContent(
      w.docs,
      { cid: CID, pid: PID, draftId: id, expectedRevision: 1, content: edited },
      manager,
      w.clock,
    );
    await regenerateDraftSection(
      { docs: w.docs, clock: w.clock, model: w.model, retriever: w.retriever },
      manager,
      { projectId: PID, draftId: id, sectionId: 's2' },
    );
    const after = (await w.draft(id)).content[1]!;
    expect(after.requirements).toEqual(before.content[1]!.requirements);
    expect(after.requirements!.map((r) => r.status)).toEqual(['dropped', 'gap']);
    expect(after.body).not.toContain('verkeersregelaars');
    expect(after.body).toContain('afstemming met de hulpdiensten');
    const version = (await w.docs.getDoc(refs.draftVersion(CID, PID, id, 'r2'))).data!;
    expect(version.reason).toBe('regenerated');
    expect(version.content[1]!.body).toBe('<p>Met de hand herschreven.</p>');
  });
});

describe('the checklist marked not applicable (item 5)', () => {
  it('is saved, kept by a later save and by regenerating a section, and can be undone', async () => {
    const w = await world();
    const id = await w.generate();
    const item = (key: string, evidence: string | null) => ({
      id: key,
      requirement: `Eis ${key}`,
      status: evidence ? ('met' as const) : ('open' as const),
      evidence,
      citationIds: [],
    });
    await w.docs.updateDoc(refs.draft(CID, PID, id), {
      checklist: [item('k1', null), item('k2', 'ISO 9001')],
    });
    const save = async (checklistStatus?: Record<string, 'notApplicable' | 'auto'>) => {
      const d = await w.draft(id);
      await saveDraftContent(
        w.docs,
        {
          cid: CID,
          pid: PID,
          draftId: id,
          expectedRevision: d.revision,
          content: d.content,
          ...(checklistStatus ? { checklistStatus } : {}),
        },
        manager,
        w.clock,
      );
    };
    const statuses = async () => (await w.draft(id)).checklist.map((c) => c.status);
    await save({ k1: 'notApplicable', k2: 'notApplicable' });
    expect(await statuses()).toEqual(['notApplicable', 'notApplicable']);
    await save(); // an edit of the text
    await regenerateDraftSection(
      { docs: w.docs, clock: w.clock, model: w.model, retriever: w.retriever },
      manager,
      { projectId: PID, draftId: id, sectionId: 's1' },
    );
    expect(await statuses()).toEqual(['notApplicable', 'notApplicable']);
    // Back to what the job found: met with its evidence, else open.
    await save({ k1: 'auto', k2: 'auto' });
    expect(await statuses()).toEqual(['open', 'met']);
  });
});
