/**
 * What the evidence finder (draftEvidenceFinder.ts) hands the writers (issue 19, item 2): per
 * section its tender and company passages, and per planned requirement the passages at or above
 * the evidence threshold.
 */
import type { EvidencePassage } from './draftEvidence';
import type { ScoredPassage } from './draftEvidenceSentences';
import type { PlannedSection } from './draftPlan';
import type { PlannedRequirement } from './draftRequirementText';

export interface RequirementEvidence {
  readonly requirement: PlannedRequirement;
  /** At or above the evidence threshold, best first; empty: the requirement is a gap. */
  readonly passages: readonly ScoredPassage[];
}

export interface SectionEvidence {
  readonly section: PlannedSection;
  readonly tender: EvidencePassage[];
  /** Every company passage the section may cite (its requirements' evidence when it has any). */
  readonly company: EvidencePassage[];
  /** Per planned requirement; empty for a section without requirements. */
  readonly requirements?: readonly RequirementEvidence[];
}
