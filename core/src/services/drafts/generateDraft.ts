/**
 * The draft generation job, split by what it does (issue 19): the job's life (draftJob.ts), its
 * steps in order (draftRun.ts), the tender's passages (draftSources.ts), the plan (draftPlan.ts),
 * the evidence (draftEvidence.ts, draftEvidenceFinder.ts), the writing (draftWriteSection.ts),
 * the checks (draftAssess.ts, draftChecklist.ts). This module keeps the names others import.
 */
export {
  generateDraft,
  type DraftJobDeps,
  type DraftJobOutcome,
  type DraftJobTarget,
} from './draftJob';
export { DRAFT_FAILED_KEY, EVIDENCE_CONCURRENCY, SECTION_CONCURRENCY } from './draftRun';
export { tenderPassages, type TenderPassage } from './draftSources';
export { evidenceFinder } from './draftEvidenceFinder';
export type { SectionEvidence } from './draftEvidenceTypes';
export { writeSection, type SectionContext } from './draftWriteSection';
