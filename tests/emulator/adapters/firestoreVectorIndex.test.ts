/**
 * Knowledge-base vector search (issue 7) on gcloud's Firestore emulator, which serves
 * findNearest: the Firestore VectorIndex adapter over chunks written through the admin DocStore,
 * then the whole retriever (chunks read through the DocStore, lexical + Firestore vectors).
 * Another company's chunk with exactly the query's vector is never returned.
 */
import { LocalModel } from '@tender/core/ai/localModel';
import { createDocStoreChunkStore, createRetriever } from '@tender/core/ai/retrieval/index';
import { refs } from '@tender/core';
import { Timestamp, Vector } from '@tender/core/ports/values';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FirestoreAdminDocStore } from '../../../functions/src/adapters/firestoreAdminDocStore';
import { createFirestoreVectorIndex } from '../../../functions/src/adapters/firestoreVectorIndex';
import { pointAdminAtEmulators, projectId } from './emulatorEnv';

let app: App | undefined;
let store: FirestoreAdminDocStore | undefined;

beforeAll(() => {
  pointAdminAtEmulators();
  app = initializeApp({ projectId: projectId() }, `admin-vectors-${process.pid}`);
  store = new FirestoreAdminDocStore(getFirestore(app));
});

afterAll(async () => {
  await store?.db.terminate();
  if (app) await deleteApp(app);
});

const embedder = new LocalModel({ embeddingDimensions: 16 });

async function putChunk(cid: string, kb: string, chunkId: string, text: string, vector?: number[]) {
  await store!.setDoc(refs.knowledgeBase(cid, kb), { name: kb } as never);
  const [embedding] = vector ? [vector] : await embedder.embed([text]);
  await store!.setDoc(refs.chunk(cid, kb, chunkId), {
    documentId: `doc-${chunkId}`,
    index: 0,
    text,
    embedding: new Vector(embedding ?? []),
    source: { documentName: `${chunkId}.pdf`, page: 2, heading: null },
    createdAt: Timestamp.fromMillis(0),
  });
}

describe('Firestore vector index on the emulator', () => {
  it('finds the nearest chunks of the company only, across or within its knowledge bases', async () => {
    const run = Date.now();
    const acme = `acme-${run}`;
    const rival = `rival-${run}`;
    await putChunk(acme, 'kb1', 'x', 'x', [1, 0, 0]);
    await putChunk(acme, 'kb2', 'xy', 'xy', [0.7, 0.7, 0]);
    await putChunk(acme, 'kb2', 'z', 'z', [0, 0, 1]);
    await putChunk(rival, 'kb1', 'same', 'same', [1, 0, 0]);
    const index = createFirestoreVectorIndex(store!.db);
    const hits = await index.nearest({ companyId: acme, vector: [1, 0, 0], limit: 2 });
    expect(hits.map((h) => h.chunkId)).toEqual(['kb1/x', 'kb2/xy']);
    expect(hits[0]!.similarity).toBeCloseTo(1, 5);
    expect(hits[1]!.similarity).toBeCloseTo(Math.SQRT1_2, 3);
    const inKb2 = await index.nearest({
      companyId: acme,
      vector: [1, 0, 0],
      limit: 5,
      knowledgeBaseIds: ['kb2'],
    });
    expect(inKb2.map((h) => h.chunkId)).toEqual(['kb2/xy', 'kb2/z']);
    const rivalHits = await index.nearest({ companyId: rival, vector: [1, 0, 0], limit: 5 });
    expect(rivalHits.map((h) => h.chunkId)).toEqual(['kb1/same']);
  });

  it('serves the hybrid retriever: a question finds the company’s passage, never the rival’s', async () => {
    const run = Date.now();
    const acme = `acme-r-${run}`;
    const rival = `rival-r-${run}`;
    await putChunk(acme, 'kb', 'iso', 'Wij zijn ISO 9001 gecertificeerd sinds 2015.');
    await putChunk(acme, 'kb', 'vca', 'Alle monteurs hebben een VCA-certificaat.');
    await putChunk(rival, 'kb', 'iso', 'Wij zijn ISO 9001 gecertificeerd sinds 2015.');
    const retriever = createRetriever({
      store: createDocStoreChunkStore(store!),
      embedder,
      vectors: createFirestoreVectorIndex(store!.db),
    });
    const passages = await retriever.retrieve({
      companyId: acme,
      query: 'ISO 9001 gecertificeerd',
    });
    expect(passages[0]).toMatchObject({
      id: 'kb/iso',
      source: { documentName: 'iso.pdf', page: 2 },
    });
    expect(passages[0]!.vectorRank).toBe(1);
    expect(passages.every((p) => p.text !== undefined && ['kb/iso', 'kb/vca'].includes(p.id))).toBe(
      true,
    );
  });
});
