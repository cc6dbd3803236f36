/**
 * A generated draft in a draftTestWorld, for the checklist tests: a company with a fact sheet and
 * knowledge-base pages, a tender of the given lines, and the draft generateDraft writes for it.
 */
import { SequentialIds } from '../../memory/ids';
import type { Draft } from '../../model/draft';
import type { CompanyFactSheet } from '../../model/factSheet';
import { refs } from '../../model/paths';
import type { MemberActor } from '../../policy/actor';
import { createDraftCallables } from './draftCallables';
import { CID, PID, UID, draftWorld } from './draftTestWorld';
import { type DraftJobTarget, generateDraft } from './generateDraft';

const manager: MemberActor = { uid: UID, companyId: CID, role: 'manager', status: 'active' };

export async function generatedDraft(input: {
  readonly language: 'en' | 'nl';
  readonly tender: readonly string[];
  readonly criterion: string;
  readonly kbPages?: readonly string[];
  readonly sheet?: Partial<CompanyFactSheet>;
}): Promise<Draft> {
  const w = draftWorld();
  await w.company();
  await w.docs.updateDoc(refs.user(UID), { preferredLanguage: input.language } as never);
  if (input.kbPages) await w.kbDocument('Profile.pdf', input.kbPages);
  if (input.sheet) await w.factSheet(input.sheet);
  await w.project({
    awardCriteria: [{ id: 'k1', description: input.criterion, weight: 100 }],
  });
  await w.tenderDocument('Tender.pdf', [input.tender.join('\n')]);
  const jobs: DraftJobTarget[] = [];
  const callables = createDraftCallables({
    docs: w.docs,
    realtime: w.realtime,
    clock: w.clock,
    ids: new SequentialIds('job'),
    startJob: (t) => jobs.push(t),
  });
  const { jobId } = await callables.generateDraft(manager, { projectId: PID });
  if ((await generateDraft(w.jobDeps, jobs.at(-1)!)) !== 'done') throw new Error('not done');
  return (await w.docs.getDoc(refs.draft(CID, PID, jobId))).data! as Draft;
}
