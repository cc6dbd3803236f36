/** Inputs of the knowledge-base callables (callables/table.ts). */
import { documentId, strictObject } from '../../model/schemaKit';

export const knowledgeBaseTrainingSchema = strictObject({ knowledgeBaseId: documentId() });
