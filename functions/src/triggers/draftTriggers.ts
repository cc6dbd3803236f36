/**
 * The draft generation job (core/src/services/drafts/generateDraft.ts), run when a project's
 * draftJob lock names a new job. The job claims the lock once, so a redelivered event does
 * nothing; a run that dies is shown failed after its deadline and a new start takes over. Model
 * calls go through the company's metered model (its daily budget applies); retrieval is the
 * company-partitioned hybrid retriever over Firestore's vector index.
 */
import { type DocStore, type Project, systemClock } from '@tender/core';
import { batchingEmbedder } from '@tender/core/ai/retrieval/batchingEmbedder';
import type { Embedder } from '@tender/core/ai/retrieval/types';
import { createDocStoreChunkStore } from '@tender/core/ai/retrieval/docStoreChunkStore';
import { createRetriever } from '@tender/core/ai/retrieval/retriever';
import { generateDraft, pruneDraftVersions } from '@tender/core/services/index';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentCreated, onDocumentUpdated } from 'firebase-functions/firestore';
import { createFirestoreVectorIndex } from '../adapters/firestoreVectorIndex';
import { REGION } from '../options';
import { services } from '../runtime';
import { newDraftJob } from './draftEvents';

/** Hybrid retrieval over the company's chunks: BM25 and Firestore's vector index. */
export function draftRetriever(docs: DocStore, embedder: Embedder) {
  return createRetriever({
    store: createDocStoreChunkStore(docs),
    embedder,
    vectors: createFirestoreVectorIndex(getFirestore(getApps()[0] ?? initializeApp())),
  });
}

export const draftGeneration = onDocumentUpdated(
  {
    document: 'companies/{cid}/projects/{pid}',
    region: REGION,
    retry: false,
    memory: '1GiB',
    timeoutSeconds: 540,
  },
  async (event) => {
    const jobId = newDraftJob(
      event.data?.before.data() as Project | undefined,
      event.data?.after.data() as Project | undefined,
    );
    if (!jobId) return;
    const { docs, realtime } = services();
    const { companyModels } = await import('../adapters/models');
    const { language } = companyModels({ docs, clock: systemClock, companyId: event.params.cid });
    // The sections' evidence is looked up at once: their query embeddings go in one request.
    const retriever = draftRetriever(docs, batchingEmbedder(language));
    const outcome = await generateDraft(
      {
        docs,
        realtime: realtime(),
        model: language,
        retriever,
        clock: systemClock,
        onError: (e) =>
          logger.error('draft generation failed', { ...event.params, error: String(e) }),
      },
      { companyId: event.params.cid, projectId: event.params.pid, jobId },
    );
    logger.info('draft generation ended', { ...event.params, jobId, outcome });
  },
);

/**
 * A client keeps versions when it saves (clients may never delete one): the oldest beyond
 * MAX_DRAFT_VERSIONS are pruned here, after each new version.
 */
export const draftVersionCreated = onDocumentCreated(
  {
    document: 'companies/{cid}/projects/{pid}/drafts/{did}/versions/{vid}',
    region: REGION,
    retry: true,
  },
  async (event) => {
    const { docs } = services();
    await pruneDraftVersions(docs, {
      cid: event.params.cid,
      pid: event.params.pid,
      draftId: event.params.did,
    });
  },
);
