/**
 * The knowledge-base callables' handlers (startKnowledgeBaseTraining) with the production store.
 * The training job itself runs in the trigger on the state change (triggers/kbTrainingTrigger.ts),
 * so a start always leaves a job behind even if this instance dies right after the transaction.
 */
import { type DocStore, systemClock } from '@tender/core';
import {
  type KnowledgeBaseCallables,
  createKnowledgeBaseCallables,
} from '@tender/core/services/index';

export function knowledgeBaseHandlers(docs: DocStore): KnowledgeBaseCallables {
  return createKnowledgeBaseCallables({ docs, clock: systemClock });
}
