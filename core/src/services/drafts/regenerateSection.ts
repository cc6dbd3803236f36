/**
 * Regenerating one section of a draft (issue 8): the section is written again from the same kind
 * of evidence as in the generation job (the tender's passages on its criterion, the company's
 * retrieved passages and fact sheet), validated the same way, and put in place of the old one in
 * one transaction that keeps the replaced state as a version (reason 'regenerated'), writes
 * revision + 1 and leaves the other sections as they are stored then. New citations are numbered
 * after the draft's own. The section keeps its plan: its requirements (issue 19), those the user
 * left out staying out, each covered or a gap as the new evidence says.
 */
import type { Retriever } from '../../ai/retrieval/retriever';
import { CallableError } from '../../callables/errors';
import { DRAFT_GENERATING_REVISION } from '../../model/draft';
import type { CompanyFactSheet } from '../../model/factSheet';
import { refs } from '../../model/paths';
import type { MemberActor } from '../../policy/actor';
import { explain } from '../../policy/permissions';
import { isProjectContentEditable } from '../../policy/projectStatus';
import type { LanguageModel } from '../../ports/ai';
import type { DocStore } from '../../ports/docStore';
import type { Clock } from '../../ports/runtime';
import { Timestamp } from '../../ports/values';
import { citedIds, sanitizeDraftHtml } from './draftHtml';
import { CitationRegistry, factPassages } from './draftEvidence';
import { unheldNumbers } from '../factSheet/certificateUnheld';
import { forWriting, plannedFromSection, withPlan } from './draftPlanEdits';
import { evidenceFinder, tenderPassages, writeSection } from './generateDraft';
import { draftVersionId, pruneDraftVersions } from './saveDraft';

export const REGENERATE_REASONS = {
  forbidden: 'drafts.errors.regenerate',
  notFound: 'drafts.errors.regenerate',
  frozen: 'drafts.errors.regenerate',
  changed: 'drafts.errors.regenerate',
} as const;

export interface SectionWriter {
  readonly model: LanguageModel;
  readonly retriever: Retriever;
}

export async function regenerateDraftSection(
  deps: { readonly docs: DocStore; readonly clock: Clock } & SectionWriter,
  actor: MemberActor,
  input: { readonly projectId: string; readonly draftId: string; readonly sectionId: string },
): Promise<{ revision: number }> {
  const { docs, clock, model, retriever } = deps;
  const cid = actor.companyId;
  const projectRef = refs.project(cid, input.projectId);
  const draftRef = refs.draft(cid, input.projectId, input.draftId);
  const project = (await docs.getDoc(projectRef)).data;
  if (!project) throw new CallableError('not-found', REGENERATE_REASONS.notFound);
  if (!explain(actor, 'project.edit', { companyId: cid, ownerId: project.ownerId }).allowed) {
    throw new CallableError('permission-denied', REGENERATE_REASONS.forbidden);
  }
  if (!isProjectContentEditable(project.status)) {
    throw new CallableError('failed-precondition', REGENERATE_REASONS.frozen);
  }
  const draft = (await docs.getDoc(draftRef)).data;
  const old = draft?.content.find((s) => s.id === input.sectionId);
  if (!draft || !old) throw new CallableError('not-found', REGENERATE_REASONS.notFound);
  // Still being written by the generation job, whose final state would replace this one.
  if (draft.revision === DRAFT_GENERATING_REVISION) {
    throw new CallableError('failed-precondition', REGENERATE_REASONS.changed);
  }

  const documents = (await docs.getDocs(refs.projectDocuments(cid, input.projectId))).docs
    .filter((d) => d.data.status === 'processed')
    .map((d) => ({ id: d.id, data: d.data }));
  const tender = await tenderPassages(docs, cid, input.projectId, documents);
  const knowledgeBaseIds = draft.generatedFrom.knowledgeBaseIds;
  const sheets: { knowledgeBaseId: string; sheet: CompanyFactSheet }[] = [];
  for (const kbId of knowledgeBaseIds) {
    const sheet = (await docs.getDoc(refs.factSheet(cid, kbId))).data;
    if (sheet) sheets.push({ knowledgeBaseId: kbId, sheet });
  }
  const company = (await docs.getDoc(refs.company(cid))).data;
  // The section keeps its plan (issue 19): its requirements, without those the user left out.
  const planned = plannedFromSection(old);
  const toWrite = forWriting(planned);
  // The job's reference day, as the whole draft's (draftRun.ts): today on this clock.
  const today = new Date(clock.now()).toISOString().slice(0, 10);
  const evidence = await evidenceFinder({
    tender,
    retriever,
    companyId: cid,
    knowledgeBaseIds,
    factPassages: factPassages(sheets, draft.language, today),
    today,
    unheld: unheldNumbers(sheets, today),
    projectName: project.name,
    requirementTexts: (toWrite.requirements ?? []).map((r) => r.text),
  })(toWrite);
  const citations = new CitationRegistry(draft.citations);
  const written = await writeSection(model, evidence, {
    language: draft.language,
    companyName: company?.name ?? '',
    writingStyle: project.additionalInfo.writingStyle || company?.writingStyle || '',
    focusAreas: project.additionalInfo.focusAreas || company?.focusAreas || '',
    notes: project.additionalInfo.notes,
    profile: company?.profile.description ?? '',
    citations,
    unheld: unheldNumbers(sheets, today),
  });
  const body = sanitizeDraftHtml(written.body);
  const section = withPlan(
    { ...old, ...written, body, citationIds: citedIds(body), assessment: written.assessment },
    planned,
  );
  const added = citations.list.filter((c) => section.citationIds.includes(c.id));

  const result = await docs.runTransaction(async (tx) => {
    const current = (await tx.get(draftRef)).data;
    if (!current) throw new CallableError('not-found', REGENERATE_REASONS.notFound);
    if (current.revision === DRAFT_GENERATING_REVISION) {
      throw new CallableError('failed-precondition', REGENERATE_REASONS.changed);
    }
    const at = current.content.findIndex((s) => s.id === input.sectionId);
    if (at < 0) throw new CallableError('not-found', REGENERATE_REASONS.notFound);
    const known = new Map(current.citations.map((c) => [c.id, c]));
    // A citation id taken meanwhile by another quote: try again rather than mix them up.
    if (added.some((c) => known.has(c.id) && known.get(c.id)!.quote !== c.quote)) {
      throw new CallableError('failed-precondition', REGENERATE_REASONS.changed);
    }
    const versionRef = refs.draftVersion(
      cid,
      input.projectId,
      input.draftId,
      draftVersionId(current.revision),
    );
    const now = Timestamp.fromMillis(clock.now());
    if (!(await tx.get(versionRef)).exists) {
      tx.set(versionRef, {
        title: current.title,
        content: current.content,
        citations: current.citations,
        revision: current.revision,
        reason: 'regenerated',
        savedAt: now,
        savedBy: actor.uid,
      });
    }
    const content = current.content.map((s, i) => (i === at ? section : s));
    const revision = current.revision + 1;
    tx.update(draftRef, {
      content,
      citations: [...current.citations, ...added.filter((c) => !known.has(c.id))],
      revision,
      updatedAt: now,
      updatedBy: actor.uid,
    });
    return { revision };
  });
  await pruneDraftVersions(docs, { cid, pid: input.projectId, draftId: input.draftId });
  return result;
}
