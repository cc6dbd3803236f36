/** The draft callables' input schemas (see callables/table.ts; kept small for the sign-in path). */
import type * as yup from 'yup';
import { LIMITS } from './limits';
import { documentId, strictObject, uniqueList } from './schemaKit';

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

/** Callable input for cancelDraftGeneration. */
export const draftCancelSchema = strictObject({ projectId: documentId() });

export type DraftGenerateInput = yup.InferType<typeof draftGenerateSchema>;
