/**
 * Callables getDraftPlan and editDraftPlan (issue 19, item 1): the plan the next generation
 * writes, visible before writing, and one change to it at a time. The edits are stored on the
 * project (projects/{pid}.draftPlanEdits, server-owned like the draftJob lock: no rule lets a
 * client write it), so a reload or a colleague sees them, and the job writes with them. Who may
 * generate may plan: any active member (draft.generate), before submission.
 */
import { CallableError } from '../../callables/errors';
import type { CallableOutput } from '../../callables/table';
import { refs } from '../../model/paths';
import type { MemberActor } from '../../policy/actor';
import { isProjectContentEditable } from '../../policy/projectStatus';
import type { DocStore } from '../../ports/docStore';
import { parseInput } from '../users/validate';
import { editPlan } from './draftPlanEdits';
import { previewDraftPlan } from './draftPlanPreview';

export const DRAFT_PLAN_REASONS = {
  notFound: 'drafts.errors.plan',
  frozen: 'drafts.errors.plan',
} as const;

export interface DraftPlanCallables {
  getDraftPlan(actor: MemberActor, input: unknown): Promise<CallableOutput<'getDraftPlan'>>;
  editDraftPlan(actor: MemberActor, input: unknown): Promise<CallableOutput<'editDraftPlan'>>;
}

export function createDraftPlanCallables(docs: DocStore): DraftPlanCallables {
  const preview = async (actor: MemberActor, projectId: string) => {
    const cid = actor.companyId;
    const project = (await docs.getDoc(refs.project(cid, projectId))).data;
    if (!project) throw new CallableError('not-found', DRAFT_PLAN_REASONS.notFound);
    const user = (await docs.getDoc(refs.user(actor.uid))).data;
    return previewDraftPlan(
      docs,
      cid,
      { ...project, id: projectId },
      user?.preferredLanguage ?? 'nl',
    );
  };
  return {
    async getDraftPlan(actor, raw) {
      const { projectId } = parseInput('getDraftPlan', raw);
      return preview(actor, projectId);
    },
    async editDraftPlan(actor, raw) {
      const input = parseInput('editDraftPlan', raw);
      const ref = refs.project(actor.companyId, input.projectId);
      // One change in a transaction: two people editing the plan at once both keep theirs.
      await docs.runTransaction(async (tx) => {
        const project = (await tx.get(ref)).data;
        if (!project) throw new CallableError('not-found', DRAFT_PLAN_REASONS.notFound);
        if (!isProjectContentEditable(project.status)) {
          throw new CallableError('failed-precondition', DRAFT_PLAN_REASONS.frozen);
        }
        tx.update(ref, {
          draftPlanEdits: editPlan(project.draftPlanEdits, input.action, input.section, input.text),
        });
      });
      return preview(actor, input.projectId);
    },
  };
}
