/**
 * Issue 19, item 5: a checklist item the user marked "not applicable" stays so when the draft is
 * generated again — the new run re-reads the tender, the user's ruling is carried over by the
 * requirement's words.
 */
import { describe, expect, it } from 'vitest';
import { SequentialIds } from '../../memory/ids';
import type { DraftChecklistItem } from '../../model/draft';
import { refs } from '../../model/paths';
import type { MemberActor } from '../../policy/actor';
import { carryNotApplicable } from './draftChecklist';
import { createDraftCallables } from './draftCallables';
import { CID, PID, UID, draftWorld } from './draftTestWorld';
import { type DraftJobTarget, generateDraft } from './generateDraft';
import { saveDraftContent } from './saveDraft';

const manager: MemberActor = { uid: UID, companyId: CID, role: 'manager', status: 'active' };

const item = (id: string, requirement: string, status: DraftChecklistItem['status']) => ({
  id,
  requirement,
  status,
  evidence: null,
  citationIds: [],
});

describe('carryNotApplicable', () => {
  it('marks the same requirement (spacing and case aside) and leaves the others as found', () => {
    const next = [item('n1', 'Een geldig  VCA-certificaat', 'open'), item('n2', 'ISO 9001', 'met')];
    const previous = [
      item('p1', 'een geldig VCA-certificaat', 'notApplicable'),
      item('p2', 'ISO 9001', 'open'),
    ];
    expect(carryNotApplicable(next, previous).map((c) => c.status)).toEqual([
      'notApplicable',
      'met',
    ]);
    expect(carryNotApplicable(next, undefined)).toEqual(next);
  });
});

describe('Generate again', () => {
  it('keeps the "not applicable" marks of the draft it replaces', async () => {
    const w = draftWorld();
    await w.company();
    await w.project({ awardCriteria: [{ id: 'k1', description: 'Plan van aanpak', weight: 100 }] });
    await w.tenderDocument('Aanbestedingsleidraad.pdf', [
      [
        'Aanbestedingsleidraad Onderhoud bruggen gemeente Utrecht',
        'Gunningscriteria: Plan van aanpak 100%.',
        'Uitsluitingsgronden: de inschrijver moet beschikken over een geldig VCA**-certificaat.',
        'De inschrijver moet beschikken over een ISO 9001-certificaat.',
      ].join('\n'),
    ]);
    const jobs: DraftJobTarget[] = [];
    const callables = createDraftCallables({
      docs: w.docs,
      realtime: w.realtime,
      clock: w.clock,
      ids: new SequentialIds('job'),
      startJob: (t) => jobs.push(t),
    });
    const generate = async () => {
      const { jobId } = await callables.generateDraft(manager, { projectId: PID });
      expect(await generateDraft(w.jobDeps, jobs.at(-1)!)).toBe('done');
      w.clock.advance(60_000);
      return (await w.docs.getDoc(refs.draft(CID, PID, jobId))).data!;
    };

    const first = await generate();
    expect(first.checklist.length).toBeGreaterThan(0);
    const ruledOut = first.checklist[0]!;
    await saveDraftContent(
      w.docs,
      {
        cid: CID,
        pid: PID,
        draftId: jobs[0]!.jobId,
        expectedRevision: first.revision,
        content: first.content,
        checklistStatus: { [ruledOut.id]: 'notApplicable' },
      },
      manager,
      w.clock,
    );

    const second = await generate();
    const again = second.checklist.filter((c) => c.requirement === ruledOut.requirement);
    expect(again.map((c) => c.status)).toEqual(['notApplicable']);
    expect(
      second.checklist
        .filter((c) => c.requirement !== ruledOut.requirement)
        .every((c) => c.status !== 'notApplicable'),
    ).toBe(true);
  });
});
