/**
 * The ten steps of a draft (issue 8, spec §4), in order: load, read, the tender's rules, the
 * company's facts, the plan, the evidence, the sections, style, the checklist, the stored draft.
 * Each step's work lives in its own file; this one only sequences them.
 */
import { readTenderFacts, statedAsCurrent, type TenderFacts } from '../../model/documentFacts';
import {
  DRAFT_GENERATING_REVISION,
  type Draft,
  type DraftChecklistItem,
  type DraftGenerationStep,
  type DraftSection,
} from '../../model/draft';
import type { CompanyFactSheet } from '../../model/factSheet';
import { refs } from '../../model/paths';
import { citedIds, sanitizeDraftHtml } from './draftHtml';
import { CitationRegistry, factPassages, safeText } from './draftEvidence';
import { unheldNumbers } from '../factSheet/certificateUnheld';
import { evidenceFinder } from './draftEvidenceFinder';
import { isScopeOrConditions } from './draftPlanConditions';
import type { SectionEvidence } from './draftEvidenceTypes';
import type { DraftJobDeps, DraftJobTarget } from './draftJob';
import { forWriting, withPlan } from './draftPlanEdits';
import { tenderLanguage, tenderPlan } from './draftPlanPreview';
import { completenessOf, deleteAbandoned, mapBounded } from './draftStore';
import { composeSection } from './draftWriteLocal';
import { carryNotApplicable, knockOutChecklist } from './draftChecklist';
import { withSectionVerdicts } from './draftChecklistVerdicts';
import { shownDraftId } from './keepCurrentDraft';
import { tenderPassages } from './draftSources';
import { writeSection } from './draftWriteSection';

export const DRAFT_FAILED_KEY = 'drafts.errors.generateTender';
/**
 * Sections written at once. A cloud model answers in about a second per call: ten sections take
 * two rounds (bench/draft-gemini.mjs), and the first sections are stored while the last are still
 * to start. Small, so that one company's draft stays far below the model's per-minute quota. (Five
 * since issue 19: evidence per requirement made the evidence step longer, and three rounds of
 * four no longer fitted the ten-section budget of 5 s.)
 */
export const SECTION_CONCURRENCY = 5;
/**
 * Sections whose evidence is looked up at once. Their query embeddings are asked together, so a
 * batching embedder (batchingEmbedder.ts, the functions' retriever) sends them in one request.
 */
export const EVIDENCE_CONCURRENCY = 16;

export class Stopped extends Error {
  constructor(
    readonly outcome: 'cancelled' | 'failed',
    readonly key: string | null = null,
  ) {
    super(outcome);
  }
}

/** `deadline: false`: the step runs past the time limit (finishing a draft the limit cut short). */
export type Checkpoint = (options?: { deadline?: boolean }) => Promise<void>;
type Step = <R>(
  name: DraftGenerationStep,
  work: () => Promise<R>,
  options?: { deadline?: boolean },
) => Promise<R>;

const isTimeUp = (e: unknown) =>
  e instanceof Stopped && e.outcome === 'failed' && e.key === DRAFT_FAILED_KEY;

interface RunHooks {
  readonly onSections: (done: number, total: number) => Promise<void>;
  /** Stores the draft as written so far (revision 0); rejects when the job was cancelled. */
  readonly storeWritten: (draft: Omit<Draft, 'createdAt' | 'updatedAt'>) => Promise<void>;
}

export async function run(
  deps: DraftJobDeps,
  t: DraftJobTarget,
  lock: { requestedBy: string; knowledgeBaseIds: string[] | null },
  step: Step,
  checkpoint: Checkpoint,
  hooks: RunHooks,
): Promise<Omit<Draft, 'createdAt' | 'updatedAt'>> {
  const { docs, model, retriever } = deps;
  const cid = t.companyId;

  // 1. The project, its processed documents, the company and its knowledge bases.
  const loaded = await step('loadingProjectDocuments', async () => {
    const project = (await docs.getDoc(refs.project(cid, t.projectId))).data;
    if (!project) throw new Stopped('failed', DRAFT_FAILED_KEY);
    const documents = (await docs.getDocs(refs.projectDocuments(cid, t.projectId))).docs.filter(
      (d) => d.data.status === 'processed',
    );
    const company = (await docs.getDoc(refs.company(cid))).data;
    const requester = (await docs.getDoc(refs.user(lock.requestedBy))).data;
    const knowledgeBases = (await docs.getDocs(refs.knowledgeBases(cid))).docs;
    const selectedIds =
      lock.knowledgeBaseIds ??
      (project.dataSources.enableAll
        ? knowledgeBases.map((kb) => kb.id)
        : project.dataSources.knowledgeBaseIds);
    const selected = knowledgeBases.filter((kb) => selectedIds.includes(kb.id)).map((kb) => kb.id);
    return { project, documents, company, requester, selected };
  });

  // 2. The documents' passages (scanned: document text is data, never instructions).
  const tender = await step('readingDocuments', () =>
    tenderPassages(docs, cid, t.projectId, loaded.documents),
  );
  const facts: (TenderFacts & { documentName: string })[] = loaded.documents.flatMap((d) => {
    const read = readTenderFacts(d.data.facts);
    return read ? [{ ...read, documentName: d.data.name }] : [];
  });
  const today = new Date(deps.clock.now()).toISOString().slice(0, 10);

  // 3. The tender's rules: language, length limits, knock-out requirements.
  const guideline = await step('checkingTenderingGuideline', async () => {
    const language = tenderLanguage(tender, loaded.requester?.preferredLanguage ?? 'nl');
    // A limit the document itself states as replaced ('from 10 to 12 pages') is not the limit.
    const limits = facts.flatMap((f) => statedAsCurrent(f.limits));
    const requirements = facts
      .flatMap((f) => f.requirements.map((r) => ({ ...r, documentName: f.documentName })))
      .filter((r) => safeText(r.value.text) === r.value.text);
    return { language, limits, requirements };
  });

  // 4. The company's facts (trained fact sheets) and profile.
  const company = await step('validatingCompanyInformation', async () => {
    const sheets: { knowledgeBaseId: string; sheet: CompanyFactSheet }[] = [];
    for (const kbId of loaded.selected) {
      const sheet = (await docs.getDoc(refs.factSheet(cid, kbId))).data;
      if (sheet) sheets.push({ knowledgeBaseId: kbId, sheet });
    }
    return {
      sheets,
      factPassages: factPassages(sheets, guideline.language, today),
      unheld: unheldNumbers(sheets, today),
    };
  });

  // 5. The plan: a section per criterion with its requirements (or per main requirement heading),
  // with the user's edits (requirements left out or added before writing).
  const plan = await step('extractingAwardCriteria', async () =>
    tenderPlan({
      project: loaded.project,
      facts,
      tender,
      limits: guideline.limits,
      language: guideline.language,
    }),
  );
  const sections = plan.sections;

  // 6. Evidence per requirement: the selected knowledge bases' passages and the fact sheet's
  // facts that answer it (at or above the evidence threshold); a cancel stops between sections.
  const finder = evidenceFinder({
    tender,
    retriever,
    companyId: cid,
    knowledgeBaseIds: loaded.selected,
    factPassages: company.factPassages,
    unheld: company.unheld,
    projectName: loaded.project.name,
    // A word's weight is its rarity among the demands on the work, the scope and conditions aside.
    requirementTexts: sections
      .filter((s) => !isScopeOrConditions(s))
      .flatMap((s) => (forWriting(s).requirements ?? []).map((r) => r.text)),
    today,
  });
  const evidence: SectionEvidence[] = await step('addressingAwardCriteria', () =>
    mapBounded(sections, EVIDENCE_CONCURRENCY, async (section) => {
      await checkpoint();
      return finder(forWriting(section));
    }),
  );

  const citations = new CitationRegistry();
  const generatedFrom = {
    documentIds: loaded.documents.map((d) => d.id),
    knowledgeBaseIds: loaded.selected,
    model: model.id,
  };
  /** The draft as stored: its sections in plan order, only the citations they use. */
  const draftOf = (
    content: DraftSection[],
    checklist: DraftChecklistItem[],
    revision: number,
  ): Omit<Draft, 'createdAt' | 'updatedAt'> => {
    const used = new Set([
      ...content.flatMap((s) => s.citationIds),
      ...checklist.flatMap((c) => c.citationIds),
    ]);
    return {
      title: loaded.project.name,
      language: guideline.language,
      content,
      citations: citations.list.filter((c) => used.has(c.id)),
      checklist,
      planBasis: plan.basis,
      completeness: completenessOf(content, timeUp),
      revision,
      createdBy: lock.requestedBy,
      updatedBy: lock.requestedBy,
      generatedFrom,
    };
  };
  let timeUp = false;
  const styledSection = (s: DraftSection): DraftSection => {
    const body = sanitizeDraftHtml(s.body);
    return { ...s, body, citationIds: citedIds(body) };
  };

  // 7. The sections, a few at a time; each answer validated before it is kept, and stored (the
  // draft at revision 0) as soon as it is written.
  const written = await step(
    'generatingDocument',
    async () => {
      const results: (DraftSection | undefined)[] = new Array(evidence.length);
      let done = 0;
      await deleteAbandoned(docs, t);
      await hooks.storeWritten(draftOf([], [], DRAFT_GENERATING_REVISION));
      await hooks.onSections(0, evidence.length);
      await mapBounded(evidence, SECTION_CONCURRENCY, async (e, i) => {
        try {
          if (timeUp) return;
          await checkpoint();
        } catch (error) {
          // Past the time limit: the sections written so far are kept, the rest left as gaps.
          if (!isTimeUp(error)) throw error;
          timeUp = true;
          return;
        }
        const written = await writeSection(model, e, {
          language: guideline.language,
          companyName: loaded.company?.name ?? '',
          writingStyle:
            loaded.project.additionalInfo.writingStyle || loaded.company?.writingStyle || '',
          focusAreas: loaded.project.additionalInfo.focusAreas || loaded.company?.focusAreas || '',
          notes: loaded.project.additionalInfo.notes,
          profile: loaded.company?.profile.description ?? '',
          citations,
          unheld: company.unheld,
        });
        results[i] = withPlan(written, sections[i]!);
        done += 1;
        const sofar = results.filter((s): s is DraftSection => !!s).map(styledSection);
        await hooks.storeWritten(draftOf(sofar, [], DRAFT_GENERATING_REVISION));
        await hooks.onSections(done, evidence.length);
      });
      // A section the time limit left unwritten: its requirements as gaps, for writing by hand.
      return Array.from(
        results,
        (r, i) =>
          r ??
          withPlan(
            composeSection(
              evidence[i]!.section,
              (evidence[i]!.requirements ?? []).map((q) => ({ ...q, passages: [] })),
              guideline.language,
              citations,
            ),
            sections[i]!,
          ),
      );
    },
    { deadline: true },
  );
  const late = { deadline: !timeUp };

  // 8. Style: every body reduced to the allowed HTML; citations only of cited passages.
  const styled = await step('validatingWritingStyle', async () => written.map(styledSection), late);

  // 9. The knock-out checklist: each extracted requirement met (with evidence) or open.
  const checklist = await step(
    'validatingProject',
    async () => {
      // A requirement a section answers takes the section's verdict: one requirement, one verdict.
      const found = withSectionVerdicts(
        knockOutChecklist(
          guideline.requirements,
          company.sheets,
          citations,
          guideline.language,
          today,
        ),
        styled,
        citations.list,
      );
      // The draft the project showed until now: its "not applicable" marks stay (issue 19).
      const shown = await shownDraftId(docs, cid, t.projectId);
      const previous =
        shown && shown !== t.jobId
          ? (await docs.getDoc(refs.draft(cid, t.projectId, shown))).data?.checklist
          : undefined;
      return carryNotApplicable(found, previous);
    },
    late,
  );

  // 10. The draft as stored.
  return step('finalizingDocument', async () => draftOf(styled, checklist, 1), late);
}
