/** Drafts (companies/{cid}/projects/{pid}/drafts/{draftId}) and draft-generation readiness. */
import * as yup from 'yup';
import type { Timestamp } from '../ports/values';
import type { KnowledgeBase } from './knowledgeBase';
import { LIMITS } from './limits';
import type { Project } from './project';
import type { ProjectDocument } from './projectDocument';
import { documentId, optionalText, requiredText, strictObject } from './schemaKit';
import type { ValidationKey } from './validationKeys';
import { validationMessage as m } from './validationMessage';

/** Spec §4: the steps shown while a draft is generated, in order. Values are i18n key suffixes. */
export const DRAFT_GENERATION_STEPS = [
  'loadingProjectDocuments',
  'readingDocuments',
  'checkingTenderingGuideline',
  'validatingCompanyInformation',
  'extractingAwardCriteria',
  'addressingAwardCriteria',
  'generatingDocument',
  'validatingWritingStyle',
  'validatingProject',
  'finalizingDocument',
] as const;
export type DraftGenerationStep = (typeof DRAFT_GENERATION_STEPS)[number];

/**
 * A passage a draft's claim rests on: a page of a tender document or a knowledge-base document.
 * Shown as a numbered reference the user can open; exported as a footnote.
 */
export type DraftCitation = {
  /** Unique within the draft ('c1', 'c2', …); referenced from section bodies and the checklist. */
  id: string;
  source: 'tender' | 'knowledgeBase';
  /** projects/{pid}/documents/{id} for 'tender', knowledgeBases/{kbId}/documents/{id} otherwise. */
  documentId: string;
  documentName: string;
  knowledgeBaseId: string | null;
  /** 1-based page, when the document has pages. */
  page: number | null;
  /** The cited passage, as extracted (at most LIMITS.citationQuoteMax characters). */
  quote: string;
};

/** A section's self-assessment against its criterion: what it covers, what evidence is missing. */
export type DraftSectionAssessment = {
  covered: string[];
  /** The to-do list: sub-requirements without evidence in the company's own documents. */
  missing: string[];
};

/**
 * One of the buyer's requirements a section answers (issue 19): planned from the tender (an award
 * criterion's sub-criteria and the demands under its heading, or, without criteria, the
 * requirements under a main heading), 'covered' when the company's evidence answers it (cited),
 * 'toCheck' when its only evidence is a note for the writer to check before submitting ("[To
 * check: …]", a certificate named without its validity), a visible 'gap' ("[To write: …]") when
 * it has none, 'dropped' when the user left it out. Set where the section is written
 * (draftWriteLocal.sectionRecord), the one record the header, plan, checklist, export and bench
 * read.
 */
export type DraftRequirement = {
  /** Unique within the draft ('q1', 'q2', …). */
  id: string;
  /** As the tender states it (at most DRAFT_REQUIREMENT_MAX characters). */
  text: string;
  /** Where the tender states it: the project document's name and page, when known. */
  documentName: string | null;
  page: number | null;
  status: 'covered' | 'toCheck' | 'gap' | 'dropped';
  /**
   * The notes to check before submitting that the section marks for it, as text, in order (also on
   * a covered requirement whose other evidence is a claim); absent when none or written before.
   */
  checks?: string[];
  /** The citations of the evidence the section uses for it. */
  citationIds: string[];
  /** Its evidence is in the other language: quoted as written and marked for translation. */
  translate: boolean;
  /** Added to the plan by the user (issue 19): not stated in the tender as such. */
  added?: boolean;
};

/**
 * projects/{pid}.draftPlanEdits (issue 19, item 1): what the user changed in the plan before
 * writing — requirements left out and requirements added, per section. Keyed by the section's
 * heading and the requirement's text (not by ids, which follow the tender's order and shift when
 * a document is added). Server-owned (saveDraftPlanEdits); the next generation writes with it.
 */
export type DraftPlanEdits = {
  dropped: { section: string; text: string }[];
  added: { section: string; text: string }[];
};

export const DRAFT_REQUIREMENT_MAX = 300;

/** Where a draft's sections came from: the award criteria, the main requirement headings, neither. */
export type DraftPlanBasis = 'criteria' | 'headings' | 'general';

/**
 * Whether the draft is a complete first draft: 'incomplete' while any requirement is a gap or a
 * section is empty ('gaps'), or when the time limit ended the writing early ('timeLimit'; the
 * sections written so far are kept, the others are empty with their requirements as gaps).
 */
export type DraftCompleteness = {
  state: 'complete' | 'incomplete';
  reason: 'gaps' | 'timeLimit' | null;
  /** Requirements still to write (gaps), over all sections. */
  gaps: number;
  /**
   * Notes to check before submitting, over all sections (issue 19): a draft whose only open items
   * are these is not complete either. Absent on drafts stored before it was counted.
   */
  checks?: number;
  /** Headings of sections without any text. */
  emptySections: string[];
};

export type DraftSection = {
  id: string;
  heading: string;
  /**
   * The section's text as a small HTML subset: p, h3, ul, ol, li, strong, em, br, and citation
   * markers `<cite data-citation="c1">[1]</cite>` (see draftHtml in core/src/services/drafts).
   */
  body: string;
  /** The award criterion this section answers, if any. */
  criterionId: string | null;
  /** The criterion's weight in percent, when the tender gives one. */
  weight: number | null;
  /** The section's share of the tender's length limit (or of the default length), in words. */
  targetWords: number | null;
  citationIds: string[];
  assessment: DraftSectionAssessment;
  /** The buyer's requirements it answers (issue 19); absent on drafts written before it. */
  requirements?: DraftRequirement[];
  /** Claims the model wrote that were removed (no citation, or a citation that does not hold). */
  removedClaims?: number;
};

/** One knock-out requirement (exclusion ground, minimum requirement) from the tender documents. */
export type DraftChecklistItem = {
  id: string;
  requirement: string;
  /** 'notApplicable': set by the user (issue 19). */
  status: 'met' | 'open' | 'notApplicable';
  /** The requirement's kind (knockout, suitability, certificate, …); absent before issue 19. */
  kind?: string;
  /** Where the tender states it, when known (issue 19). */
  documentName?: string | null;
  page?: number | null;
  /** What shows it is met, in words; null while open. */
  evidence: string | null;
  citationIds: string[];
};

/**
 * A draft at this revision is still being written by its generation job: sections are added as
 * they are written, it is shown read-only and cannot be saved, edited or regenerated. The job ends
 * it at revision 1 with its 'generated' version; a cancelled or failed job deletes it.
 */
export const DRAFT_GENERATING_REVISION = 0;

export type Draft = {
  title: string;
  /** The project's language, which the draft is written in. */
  language: 'en' | 'nl';
  content: DraftSection[];
  citations: DraftCitation[];
  checklist: DraftChecklistItem[];
  /** How the sections were planned (issue 19); absent on drafts written before it. */
  planBasis?: DraftPlanBasis;
  /** Absent on drafts written before issue 19 (read as complete). */
  completeness?: DraftCompleteness;
  /**
   * Increased by one with every save; a save must name the revision it started from, so two
   * people editing at once cannot overwrite each other ('Failed to save document content').
   * DRAFT_GENERATING_REVISION (0) while the generation job is still writing it.
   */
  revision: number;
  createdBy: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  updatedBy: string;
  generatedFrom: {
    documentIds: string[];
    knowledgeBaseIds: string[];
    /** LanguageModel.id; 'manual' for an empty-tender project. */
    model: string;
  };
};

/**
 * projects/{pid}.draftJob: the server-owned lock that lets one generation run per project
 * (services/drafts/draftCallables.ts). Clients cannot write it (it is in no rule's field list).
 */
export type DraftJobLock = {
  jobId: string;
  requestedBy: string;
  startedAt: Timestamp;
  /** After this the job counts as dead: its progress shows failed, a new start may take over. */
  deadlineAt: Timestamp;
  /** The knowledge bases of this run (the callable's override), null: the project's data sources. */
  knowledgeBaseIds: string[] | null;
  /** Set by the run that took the job; a second delivery finds it set and does nothing. */
  claimedAt: Timestamp | null;
};

/** drafts/{draftId}/versions/{versionId}: an earlier state of the draft, restorable. */
export type DraftVersion = {
  title: string;
  content: DraftSection[];
  citations: DraftCitation[];
  /** The draft's revision this version was. */
  revision: number;
  /**
   * Why the state was kept: 'generated' (the job's result), 'edited' (replaced by a save that ended
   * an editing session), 'regenerated' (before a section was regenerated), 'restored' (before a
   * restore), 'replaced' (kept by the server when the project's draft was generated again).
   */
  reason: 'generated' | 'edited' | 'regenerated' | 'restored' | 'replaced';
  savedAt: Timestamp;
  savedBy: string;
};

export const draftSectionSchema = strictObject({
  id: documentId(),
  heading: optionalText(LIMITS.shortTextMax),
  body: optionalText(LIMITS.draftSectionBodyMax),
  criterionId: documentId().nullable().default(null),
});

/** Saving edited draft content ('Failed to save document content'). */
export const draftContentUpdateSchema = strictObject({
  title: requiredText(LIMITS.shortTextMax).optional(),
  content: yup
    .array(draftSectionSchema)
    .typeError(m('validation.invalid'))
    .required(m('validation.required'))
    .max(LIMITS.draftSectionsMax, m('validation.tooMany', { max: LIMITS.draftSectionsMax })),
});

// The callables' input schemas live apart so that the callables table (on the sign-in path of
// both backends) does not carry the rest of the draft model.
export {
  draftCancelSchema,
  draftGenerateSchema,
  draftRegenerateSectionSchema,
  type DraftGenerateInput,
} from './draftCallableSchemas';

export type DraftContentUpdateInput = yup.InferType<typeof draftContentUpdateSchema>;

export interface DraftReadiness {
  /** False when an error blocks generation. */
  readonly canGenerate: boolean;
  readonly errors: readonly ValidationKey[];
  readonly warnings: readonly ValidationKey[];
}

/**
 * Spec §5 as issue 19 changed it: a draft can always be started. Without a selected knowledge base
 * of category company_info that has documents, the draft gets its planned sections with the
 * requirements to answer and is written by hand (warning 'validation.draftWithoutKnowledgeBase';
 * an "Empty tender" project, or a company without a knowledge base yet, must not be stuck). A
 * missing main tender document is a warning too ('Missing Tender document': upload it, or, when
 * documents are uploaded but none has the role 'Main tender document', set one's role). Pure so
 * that the UI and the callable decide the same way.
 */
export function draftReadiness(input: {
  readonly project: Pick<Project, 'dataSources'>;
  readonly documents: readonly Pick<ProjectDocument, 'role' | 'status'>[];
  readonly knowledgeBases: readonly (Pick<KnowledgeBase, 'category' | 'documentCount'> & {
    readonly id: string;
  })[];
}): DraftReadiness {
  const { dataSources } = input.project;
  const selected = dataSources.enableAll
    ? input.knowledgeBases
    : input.knowledgeBases.filter((kb) => dataSources.knowledgeBaseIds.includes(kb.id));
  const errors: ValidationKey[] = [];
  const warnings: ValidationKey[] = [];
  if (!selected.some((kb) => kb.category === 'company_info' && kb.documentCount > 0)) {
    warnings.push('validation.draftWithoutKnowledgeBase');
  }
  if (!input.documents.some((d) => d.role === 'main_tender' && d.status !== 'failed')) {
    // With a document uploaded (the tender kept the default role 'Annex'), uploading again is the
    // wrong advice: the role is what is missing.
    const uploaded = input.documents.some((d) => d.status !== 'failed');
    warnings.push(uploaded ? 'validation.mainTenderRoleMissing' : 'validation.mainTenderMissing');
  }
  return { canGenerate: errors.length === 0, errors, warnings };
}
