/** The draft callables' input schemas (see callables/table.ts; kept small for the sign-in path). */
import type * as yup from 'yup';
import { LIMITS } from './limits';
import { documentId, oneOfRequired, requiredText, strictObject, uniqueList } from './schemaKit';

/** Callable input for generateDraft. */
export const draftGenerateSchema = strictObject({
  projectId: documentId(),
  /** Overrides the project's data sources for this run when given. */
  knowledgeBaseIds: uniqueList(documentId(), LIMITS.listMax).default(undefined).optional(),
});

/** Callable input for regenerateDraftSection. */
export const draftRegenerateSectionSchema = strictObject({
  projectId: documentId(),
  draftId: documentId(),
  sectionId: documentId(),
});

/** Callable input for getDraftPlan: the plan the next generation writes (issue 19). */
export const draftPlanGetSchema = strictObject({ projectId: documentId() });

/**
 * Callable input for editDraftPlan: one change to the plan before writing — a requirement left
 * out ('drop') or taken back ('restore'), one added ('add') or an added one taken away ('remove').
 * The section by its heading, the requirement by its text (at most 300 characters, as planned).
 */
export const draftPlanEditSchema = strictObject({
  projectId: documentId(),
  action: oneOfRequired(['drop', 'restore', 'add', 'remove'] as const),
  section: requiredText(LIMITS.shortTextMax),
  text: requiredText(300),
});

/** Callable input for cancelDraftGeneration. */
export const draftCancelSchema = strictObject({ projectId: documentId() });

export type DraftGenerateInput = yup.InferType<typeof draftGenerateSchema>;
