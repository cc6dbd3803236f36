/**
 * Callables generateDraft and cancelDraftGeneration (issue 8). A start checks the caller (re-read
 * from users/{uid}: a token can be an hour old), the project's state and draftReadiness ('Knowledge
 * base required' blocks), then takes the project's draftJob lock in one transaction: a double click
 * or a duplicate delivery finds the lock held and starts nothing (started: false, the running job's
 * id). A lock past its deadline belongs to a dead job and is taken over. The job itself runs in the
 * demo through `startJob`, in the functions from a trigger on the lock (generateDraft.ts claims it
 * once). A cancel clears the lock (the job stops at its next checkpoint) and says so in the progress.
 * The same transaction keeps the draft the project shows, with its edits, as a version
 * (keepCurrentDraft.ts, issue 19): generating again never loses it. Without a knowledge base the
 * draft still starts (its sections are written by hand; draftReadiness warns). getDraftPlan and
 * editDraftPlan (the plan before writing, issue 19) are in draftPlanCallables.ts.
 */
import { CallableError } from '../../callables/errors';
import type { CallableOutput } from '../../callables/table';
import { draftReadiness } from '../../model/draft';
import { refs, rtdbPaths } from '../../model/paths';
import type { DraftProgress } from '../../model/progress';
import { type Actor, type MemberActor, isActiveMember } from '../../policy/actor';
import { explain } from '../../policy/permissions';
import { isProjectContentEditable } from '../../policy/projectStatus';
import type { DocStore } from '../../ports/docStore';
import type { Realtime } from '../../ports/realtime';
import type { Clock, Ids } from '../../ports/runtime';
import { Timestamp } from '../../ports/values';
import { parseInput } from '../users/validate';
import type { DraftJobTarget } from './generateDraft';
import { keepDraftInTransaction, shownDraftId } from './keepCurrentDraft';
import { type SectionWriter, regenerateDraftSection } from './regenerateSection';
import { profileAgrees } from '../users/callerActor';
import { createDraftPlanCallables } from './draftPlanCallables';

/**
 * A generation still running after this is dead ('Failed to generate draft tender'): the
 * functions' trigger is stopped at 540 s, the most an event-handling function may run.
 */
export const DRAFT_JOB_BUDGET_MS = 9 * 60_000;

export const DRAFT_REASONS = {
  forbidden: 'drafts.errors.generate',
  notFound: 'drafts.errors.generate',
  frozen: 'drafts.errors.generate',
  knowledgeBaseRequired: 'validation.knowledgeBaseRequired',
} as const;

export interface DraftCallables {
  generateDraft(
    actor: Actor | null | undefined,
    input: unknown,
  ): Promise<CallableOutput<'generateDraft'>>;
  cancelDraftGeneration(
    actor: Actor | null | undefined,
    input: unknown,
  ): Promise<CallableOutput<'cancelDraftGeneration'>>;
  regenerateDraftSection(
    actor: Actor | null | undefined,
    input: unknown,
  ): Promise<CallableOutput<'regenerateDraftSection'>>;
  getDraftPlan(
    actor: Actor | null | undefined,
    input: unknown,
  ): Promise<CallableOutput<'getDraftPlan'>>;
  editDraftPlan(
    actor: Actor | null | undefined,
    input: unknown,
  ): Promise<CallableOutput<'editDraftPlan'>>;
}

export function createDraftCallables(deps: {
  readonly docs: DocStore;
  readonly realtime: Realtime;
  readonly clock: Clock;
  readonly ids: Ids;
  /** Runs the job once the lock is taken (the demo); functions use a trigger on the lock. */
  readonly startJob?: (target: DraftJobTarget) => void;
  readonly budgetMs?: number;
  /** The company's (metered) model and retriever, for regenerating a section in the call. */
  readonly sectionWriter?: (companyId: string) => Promise<SectionWriter>;
}): DraftCallables {
  const { docs, realtime, clock, ids } = deps;
  const budgetMs = deps.budgetMs ?? DRAFT_JOB_BUDGET_MS;

  async function caller(actor: Actor | null | undefined): Promise<MemberActor> {
    if (!actor) throw new CallableError('unauthenticated');
    if (!isActiveMember(actor))
      throw new CallableError('permission-denied', DRAFT_REASONS.forbidden);
    const profile = (await docs.getDoc(refs.user(actor.uid))).data;
    if (
      !profileAgrees(actor, profile) ||
      !explain(actor, 'draft.generate', { companyId: actor.companyId }).allowed
    ) {
      throw new CallableError('permission-denied', DRAFT_REASONS.forbidden);
    }
    return actor;
  }

  const plans = createDraftPlanCallables(docs);

  return {
    getDraftPlan: async (rawActor, raw) => plans.getDraftPlan(await caller(rawActor), raw),
    editDraftPlan: async (rawActor, raw) => plans.editDraftPlan(await caller(rawActor), raw),

    async generateDraft(rawActor, raw) {
      const actor = await caller(rawActor);
      const input = parseInput('generateDraft', raw);
      // The schema gives an absent list as []: no override, the project's data sources apply.
      const override = input.knowledgeBaseIds?.length ? input.knowledgeBaseIds : null;
      const cid = actor.companyId;
      const projectRef = refs.project(cid, input.projectId);
      const project = (await docs.getDoc(projectRef)).data;
      if (!project) throw new CallableError('not-found', DRAFT_REASONS.notFound);
      const documents = (await docs.getDocs(refs.projectDocuments(cid, input.projectId))).docs;
      const knowledgeBases = (await docs.getDocs(refs.knowledgeBases(cid))).docs;
      const readiness = draftReadiness({
        project: {
          dataSources: override
            ? { enableAll: false, knowledgeBaseIds: override }
            : project.dataSources,
        },
        documents: documents.map((d) => d.data),
        knowledgeBases: knowledgeBases.map((kb) => ({ id: kb.id, ...kb.data })),
      });
      if (!readiness.canGenerate) {
        throw new CallableError('failed-precondition', readiness.errors[0]);
      }
      const jobId = ids.newId();
      const shown = await shownDraftId(docs, cid, input.projectId);
      const result = await docs.runTransaction(async (tx) => {
        const current = (await tx.get(projectRef)).data;
        if (!current) throw new CallableError('not-found', DRAFT_REASONS.notFound);
        if (!isProjectContentEditable(current.status)) {
          throw new CallableError('failed-precondition', DRAFT_REASONS.frozen);
        }
        const held = current.draftJob;
        if (held && held.deadlineAt.toMillis() > clock.now()) {
          return { started: false, jobId: held.jobId };
        }
        const now = clock.now();
        const keep = shown
          ? await keepDraftInTransaction(
              tx,
              { cid, pid: input.projectId, draftId: shown },
              actor.uid,
              now,
            )
          : null;
        keep?.();
        tx.update(projectRef, {
          draftJob: {
            jobId,
            requestedBy: actor.uid,
            startedAt: Timestamp.fromMillis(now),
            deadlineAt: Timestamp.fromMillis(now + budgetMs),
            knowledgeBaseIds: override,
            claimedAt: null,
          },
        });
        return { started: true, jobId };
      });
      if (result.started) {
        const now = clock.now();
        const progress: DraftProgress = {
          jobId,
          state: 'running',
          startedAt: now,
          deadlineAt: now + budgetMs,
          current: null,
          steps: {},
          draftId: null,
          error: null,
        };
        await realtime.set(rtdbPaths.draftProgress(cid, input.projectId), progress);
        deps.startJob?.({ companyId: cid, projectId: input.projectId, jobId });
      }
      return result;
    },

    async regenerateDraftSection(rawActor, raw) {
      const actor = await caller(rawActor);
      const input = parseInput('regenerateDraftSection', raw);
      if (!deps.sectionWriter) throw new CallableError('unavailable');
      const writer = await deps.sectionWriter(actor.companyId);
      return regenerateDraftSection({ docs, clock, ...writer }, actor, input);
    },

    async cancelDraftGeneration(rawActor, raw) {
      const actor = await caller(rawActor);
      const { projectId } = parseInput('cancelDraftGeneration', raw);
      const cid = actor.companyId;
      const projectRef = refs.project(cid, projectId);
      const cancelled = await docs.runTransaction(async (tx) => {
        const project = (await tx.get(projectRef)).data;
        if (!project) throw new CallableError('not-found', DRAFT_REASONS.notFound);
        if (!project.draftJob) return null;
        tx.update(projectRef, { draftJob: null });
        return project.draftJob.jobId;
      });
      if (!cancelled) return { cancelled: false };
      const path = rtdbPaths.draftProgress(cid, projectId);
      const progress = await realtime.get<DraftProgress>(path);
      if (progress?.jobId === cancelled) {
        await realtime.set(path, { ...progress, state: 'cancelled', current: null });
      }
      return { cancelled: true };
    },
  };
}
