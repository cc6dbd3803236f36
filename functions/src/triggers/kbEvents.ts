/**
 * What follows knowledge-base events, as plain logic over the ports (the trigger wrappers are
 * kb*Trigger.ts):
 * - a knowledge-base file stored → core's processor with the knowledge-base location;
 * - a knowledge-base document deleted → its chunks and file go, the processed count goes down;
 * - a knowledge base deleted → its documents, chunks, files and progress go;
 * - training started (trainingState became 'in_progress') → the training job.
 */
import {
  type DocStore,
  type FileStore,
  type KbDocument,
  type KnowledgeBase,
  type Realtime,
  increment,
  refs,
} from '@tender/core';
import {
  type DocumentProcessor,
  type KbDocumentTarget,
  type ProcessResult,
  type TrainingDeps,
  type TrainingOutcome,
  TransientProcessingError,
  deleteKnowledgeBaseContents,
  kbDocumentLocation,
  kbDocumentOfPath,
  trainKnowledgeBase,
} from '@tender/core/services/index';

export interface KbLogger {
  info(message: string, data?: Record<string, unknown>): void;
  error(message: string, data?: Record<string, unknown>): void;
}

export async function onKbFileStored(
  processor: DocumentProcessor<KbDocumentTarget>,
  object: { readonly name?: string; readonly eventId?: string },
  logger: KbLogger,
): Promise<ProcessResult | null> {
  const target = kbDocumentOfPath(object.name);
  if (!target) return null;
  try {
    const result = await processor.process(target, { deliveryId: object.eventId });
    logger.info('knowledge-base document processed', { ...target, ...result });
    return result;
  } catch (e) {
    if (e instanceof TransientProcessingError) throw e;
    logger.error('knowledge-base document processing failed', { ...target, error: String(e) });
    return null;
  }
}

export async function onKbDocumentDeleted(
  deps: { readonly docs: DocStore; readonly files: FileStore; readonly realtime: Realtime },
  t: KbDocumentTarget,
  deleted: Pick<KbDocument, 'status'> | undefined,
): Promise<void> {
  // Storage first, the Realtime Database (inside deleteArtifacts) last: when it is unreachable the
  // trigger is retried with the file already gone; the count changes once, after all of it.
  const folder = `companies/${t.companyId}/knowledgeBases/${t.knowledgeBaseId}/documents/${t.documentId}/`;
  for (const file of await deps.files.list(folder)) await deps.files.delete(file.path);
  await kbDocumentLocation.deleteArtifacts(deps, t);
  if (deleted?.status !== 'processed') return;
  const kbRef = refs.knowledgeBase(t.companyId, t.knowledgeBaseId);
  await deps.docs.runTransaction(async (tx) => {
    if ((await tx.get(kbRef)).exists) tx.update(kbRef, { documentCount: increment(-1) });
  });
}

export { deleteKnowledgeBaseContents as onKnowledgeBaseDeleted };

/** Runs the job only on the change into 'in_progress' (the callable's transaction). */
export async function onKnowledgeBaseUpdated(
  deps: TrainingDeps,
  target: { readonly companyId: string; readonly knowledgeBaseId: string },
  before: Pick<KnowledgeBase, 'trainingState'> | undefined,
  after: Pick<KnowledgeBase, 'trainingState'> | undefined,
): Promise<TrainingOutcome | null> {
  if (after?.trainingState !== 'in_progress' || before?.trainingState === 'in_progress') {
    return null;
  }
  return trainKnowledgeBase(deps, target);
}
