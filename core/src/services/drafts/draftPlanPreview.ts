/**
 * The draft's plan before writing (issue 19, item 1): the same plan the generation job makes in
 * its fifth step — from the processed tender documents, their facts and the confirmed award
 * criteria — with the user's edits applied. The job (draftRun.ts) and the plan dialog
 * (draftPlanCallables.ts) both plan through `tenderPlan`, so what the user edits is what is
 * written.
 */
import { detectLanguage } from '../../documents/facts/text';
import {
  type LimitFact,
  type TenderFacts,
  readTenderFacts,
  statedAsCurrent,
} from '../../model/documentFacts';
import type { DraftPlanBasis } from '../../model/draft';
import { refs } from '../../model/paths';
import type { Project } from '../../model/project';
import type { DocStore } from '../../ports/docStore';
import { safeText } from './draftEvidence';
import { type EditedRequirement, applyPlanEdits } from './draftPlanEdits';
import { type DraftPlan, planDraft } from './draftPlanTender';
import { type TenderPassage, tenderPassages } from './draftSources';

export type NamedFacts = TenderFacts & { documentName: string };

/** The plan from the tender, with the project's plan edits. */
export function tenderPlan(input: {
  readonly project: Pick<Project, 'awardCriteria' | 'draftPlanEdits'>;
  readonly facts: readonly NamedFacts[];
  readonly tender: readonly TenderPassage[];
  readonly limits: readonly LimitFact[];
  readonly language: 'en' | 'nl';
}): DraftPlan {
  const plan = planDraft({
    confirmed: input.project.awardCriteria,
    extracted: input.facts.flatMap((f) =>
      f.awardCriteria
        .filter((c) => safeText(c.value.name) === c.value.name)
        .map((c) => ({ ...c, documentName: f.documentName })),
    ),
    tender: input.tender,
    limits: input.limits,
    language: input.language,
  });
  return { ...plan, sections: applyPlanEdits(plan.sections, input.project.draftPlanEdits) };
}

/** The draft's language: the main tender document's, else all documents', else the fallback. */
export function tenderLanguage(
  tender: readonly TenderPassage[],
  fallback: 'en' | 'nl',
): 'en' | 'nl' {
  const main = tender.filter((p) => p.role === 'main_tender');
  const sample = (main.length ? main : tender).map((p) => p.text);
  return sample.length ? detectLanguage(sample) : fallback;
}

/** One planned section as the plan dialog shows it. */
export type PlanPreviewSection = {
  id: string;
  heading: string;
  weight: number | null;
  targetWords: number;
  requirements: {
    id: string;
    text: string;
    documentName: string | null;
    page: number | null;
    dropped: boolean;
    added: boolean;
  }[];
};

export type PlanPreview = {
  basis: DraftPlanBasis;
  language: 'en' | 'nl';
  sections: PlanPreviewSection[];
};

/** The plan the next generation of the project would write, from what is stored now. */
export async function previewDraftPlan(
  docs: DocStore,
  cid: string,
  project: Pick<Project, 'awardCriteria' | 'draftPlanEdits'> & { id: string },
  fallbackLanguage: 'en' | 'nl',
): Promise<PlanPreview> {
  const documents = (await docs.getDocs(refs.projectDocuments(cid, project.id))).docs.filter(
    (d) => d.data.status === 'processed',
  );
  const tender = await tenderPassages(docs, cid, project.id, documents);
  const facts: NamedFacts[] = documents.flatMap((d) => {
    const read = readTenderFacts(d.data.facts);
    return read ? [{ ...read, documentName: d.data.name }] : [];
  });
  const language = tenderLanguage(tender, fallbackLanguage);
  const plan = tenderPlan({
    project,
    facts,
    tender,
    limits: facts.flatMap((f) => statedAsCurrent(f.limits)),
    language,
  });
  return {
    basis: plan.basis,
    language,
    sections: plan.sections.map((s) => ({
      id: s.id,
      heading: s.heading,
      weight: s.weight,
      targetWords: s.targetWords,
      requirements: ((s.requirements ?? []) as readonly EditedRequirement[]).map((r) => ({
        id: r.id,
        text: r.text,
        documentName: r.documentName,
        page: r.page,
        dropped: r.dropped === true,
        added: r.added === true,
      })),
    })),
  };
}
