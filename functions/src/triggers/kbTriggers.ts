/**
 * The knowledge-base triggers (logic in kbEvents.ts). Training embeds with the company's metered
 * model from the models factory (adapters/models.ts: Gemini's embeddings when a Vertex project is
 * configured, LocalModel otherwise). The factory is imported on first training only: it brings
 * the Vertex AI SDK, which the build keeps in its own chunk, off every other function's cold start.
 */
import { type KbDocument, type KnowledgeBase, systemClock } from '@tender/core';
import {
  type DocumentProcessor,
  type KbDocumentTarget,
  createDocumentProcessor,
  kbDocumentLocation,
} from '@tender/core/services/index';
import { logger } from 'firebase-functions';
import { onDocumentDeleted, onDocumentUpdated } from 'firebase-functions/firestore';
import { onObjectFinalized } from 'firebase-functions/storage';
import { createNodeTextExtractor } from '../adapters/textExtractorNode';
import { REGION } from '../options';
import { fileStore, services } from '../runtime';
import {
  onKbDocumentDeleted,
  onKbFileStored,
  onKnowledgeBaseDeleted,
  onKnowledgeBaseUpdated,
} from './kbEvents';
import { realtimeNeededBy } from './realtimeNeeded';

const needed = (realtime: Parameters<typeof realtimeNeededBy>[0], what: string) =>
  realtimeNeededBy(realtime, what, logger);

let processor: DocumentProcessor<KbDocumentTarget> | undefined;
function kbProcessor(): DocumentProcessor<KbDocumentTarget> {
  const { docs, realtime } = services();
  processor ??= createDocumentProcessor(
    {
      docs,
      files: fileStore(),
      realtime: realtime(),
      extractor: createNodeTextExtractor(),
      clock: systemClock,
      onUnexpectedError: (e, target) =>
        logger.error('unexpected knowledge-base document error', { ...target, error: String(e) }),
    },
    kbDocumentLocation,
  );
  return processor;
}

/** A knowledge-base file stored → processed like a project document (1 GiB, 540 s likewise). */
export const kbDocumentUploaded = onObjectFinalized(
  { region: REGION, retry: true, memory: '1GiB', timeoutSeconds: 540 },
  async (event) =>
    void (await onKbFileStored(
      kbProcessor(),
      { name: event.data.name, eventId: event.id },
      logger,
    )),
);

export const kbDocumentDeleted = onDocumentDeleted(
  {
    document: 'companies/{cid}/knowledgeBases/{kbId}/documents/{did}',
    region: REGION,
    retry: true,
  },
  async (event) => {
    const { docs, realtimeOnUse } = services();
    await onKbDocumentDeleted(
      {
        docs,
        realtime: needed(realtimeOnUse, 'a knowledge-base document deleted'),
        files: fileStore(),
      },
      {
        companyId: event.params.cid,
        knowledgeBaseId: event.params.kbId,
        documentId: event.params.did,
      },
      event.data?.data() as KbDocument | undefined,
    );
  },
);

export const knowledgeBaseDeleted = onDocumentDeleted(
  { document: 'companies/{cid}/knowledgeBases/{kbId}', region: REGION, retry: true },
  async (event) => {
    const { docs, realtimeOnUse } = services();
    await onKnowledgeBaseDeleted(
      { docs, realtime: needed(realtimeOnUse, 'a knowledge base deleted'), files: fileStore() },
      { companyId: event.params.cid, knowledgeBaseId: event.params.kbId },
    );
  },
);

/** retry: a run killed mid-way is redelivered and resumes at its first unfinished batch. */
export const knowledgeBaseTraining = onDocumentUpdated(
  {
    document: 'companies/{cid}/knowledgeBases/{kbId}',
    region: REGION,
    retry: true,
    memory: '512MiB',
    timeoutSeconds: 540,
  },
  async (event) => {
    const { docs, realtimeOnUse } = services();
    const { companyModels } = await import('../adapters/models');
    const { language } = companyModels({ docs, clock: systemClock, companyId: event.params.cid });
    // Lazily: a lock or unlock (most updates) returns before touching the Realtime Database.
    const outcome = await onKnowledgeBaseUpdated(
      {
        docs,
        realtime: needed(realtimeOnUse, 'knowledge-base training'),
        clock: systemClock,
        model: language,
        onError: (e) => logger.error('training failed', { ...event.params, error: String(e) }),
      },
      { companyId: event.params.cid, knowledgeBaseId: event.params.kbId },
      event.data?.before.data() as KnowledgeBase | undefined,
      event.data?.after.data() as KnowledgeBase | undefined,
    );
    if (outcome) logger.info('training ended', { ...event.params, outcome });
  },
);
