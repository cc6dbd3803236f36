/** Drafts (companies/{cid}/projects/{pid}/drafts/{draftId}) and draft-generation readiness. */
import * as yup from 'yup';
import type { Timestamp } from '../ports/values';
import type { KnowledgeBase } from './knowledgeBase';
import { LIMITS } from './limits';
import type { Project } from './project';
import type { ProjectDocument } from './projectDocument';
import { documentId, optionalText, requiredText, strictObject, uniqueList } from './schemaKit';
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

export type DraftSection = {
  id: string;
  heading: string;
  body: string;
  /** The award criterion this section answers, if any. */
  criterionId: string | null;
};

export type Draft = {
  title: string;
  content: DraftSection[];
  createdBy: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  generatedFrom: {
    documentIds: string[];
    knowledgeBaseIds: string[];
    /** LanguageModel.id; 'manual' for an empty-tender project. */
    model: string;
  };
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

/** Callable input for generateDraft. */
export const draftGenerateSchema = strictObject({
  projectId: documentId(),
  /** Overrides the project's data sources for this run when given. */
  knowledgeBaseIds: uniqueList(documentId(), LIMITS.listMax).optional(),
});

export type DraftContentUpdateInput = yup.InferType<typeof draftContentUpdateSchema>;
export type DraftGenerateInput = yup.InferType<typeof draftGenerateSchema>;

export interface DraftReadiness {
  /** False when an error blocks generation. */
  readonly canGenerate: boolean;
  readonly errors: readonly ValidationKey[];
  readonly warnings: readonly ValidationKey[];
}

/**
 * Spec §5: generation needs at least one selected knowledge base of category company_info that
 * has documents (error 'Knowledge base required'); a missing main tender document is a warning
 * ('Missing Tender document'). Pure so that the UI and the callable decide the same way.
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
    errors.push('validation.knowledgeBaseRequired');
  }
  if (!input.documents.some((d) => d.role === 'main_tender' && d.status !== 'failed')) {
    warnings.push('validation.mainTenderMissing');
  }
  return { canGenerate: errors.length === 0, errors, warnings };
}
