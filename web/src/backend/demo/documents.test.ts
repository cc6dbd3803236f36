/**
 * The demo's Storage, Realtime Database and document triggers: uploads move in steps and can be
 * cancelled, access follows core's storage/realtime decisions, a stored file starts processing,
 * a deleted one takes what processing derived from it along, and files survive a reload.
 */
import { describe, expect, it } from 'vitest';
import {
  newProject,
  newProjectDocument,
  refs,
  rtdbPaths,
  storagePaths,
  type DocStore,
} from '@tender/core';
import { FilesError } from '../types';
import { deleteDocumentArtifacts } from '@tender/core/services/documents/index';
import type { DemoProcessor, ProcessTarget } from './documentPipeline';
import type { DemoState } from './state';
import { memoryPersistence } from './persistence';
import { ADMIN, MemoryStorage, PASSWORD, makeDemo } from './testing';

const CID = 'van-dijk-bouw';
const PID = 'p-bridge';
const ADMIN_UID = 'u-admin-vandijk';
const PDF = 'application/pdf';
/** A content hash as the upload UI computes it (the processor replaces it with the real one). */
const HASH = 'a'.repeat(64);

async function withProject(docs: DocStore) {
  await docs.setDoc(
    refs.project(CID, PID),
    newProject({ name: 'Bridge', description: '', type: 'empty', tenderId: null }, ADMIN_UID),
  );
}

async function withRecord(docs: DocStore, did: string, name = 'tender.pdf', size = 10) {
  const path = storagePaths.projectDocument(CID, PID, did, 'pdf');
  await docs.setDoc(
    refs.projectDocument(CID, PID, did),
    newProjectDocument(
      { name, size, contentType: PDF, role: 'main_tender', contentHash: HASH },
      path,
      ADMIN_UID,
    ),
  );
  return path;
}

/** A processor that records what it was asked to do; cleaning up is core's. */
function recordingProcessor() {
  const seen: ProcessTarget[] = [];
  const world: { state?: DemoState } = {};
  const processor: DemoProcessor = {
    async process(target) {
      seen.push(target);
      return { outcome: 'processed' };
    },
    isTransient: () => false,
    cleanUp: (target) => deleteDocumentArtifacts(world.state!, target),
  };
  return { seen, world, load: async () => processor };
}

const bytes = (n: number) => new Blob([new Uint8Array(n).fill(65)], { type: PDF });

describe('demo files', () => {
  it('uploads in steps, stores the bytes and starts processing', async () => {
    const { seen, load } = recordingProcessor();
    const { backend } = await makeDemo({
      upload: { chunkBytes: 4, stepMs: 1 },
      loadProcessor: load,
    });
    await backend.auth.signInWithPassword(ADMIN, PASSWORD);
    await withProject(backend.state.docs);
    const path = await withRecord(backend.state.docs, 'd1', 'tender.pdf', 10);
    const progress: number[] = [];
    await backend.files.upload(path, bytes(10), {
      contentType: PDF,
      onProgress: (p) => progress.push(p.bytesTransferred),
    }).done;
    expect(progress).toEqual([0, 4, 8, 10]);
    const stored = await backend.state.files.read(path);
    expect(stored.bytes).toHaveLength(10);
    await backend.documents.idle();
    expect(seen).toEqual([{ companyId: CID, projectId: PID, documentId: 'd1' }]);
    await backend.close();
  });

  it('a cancelled upload rejects with canceled and stores nothing', async () => {
    const { seen, load } = recordingProcessor();
    const { backend } = await makeDemo({
      upload: { chunkBytes: 2, stepMs: 5 },
      loadProcessor: load,
    });
    await backend.auth.signInWithPassword(ADMIN, PASSWORD);
    await withProject(backend.state.docs);
    const path = await withRecord(backend.state.docs, 'd1', 'tender.pdf', 100);
    const handle = backend.files.upload(path, bytes(100), {
      contentType: PDF,
      onProgress: (p) => p.bytesTransferred >= 10 && handle.cancel(),
    });
    await expect(handle.done).rejects.toMatchObject({ code: 'canceled' });
    expect(await backend.state.files.stat(path)).toBeNull();
    expect(seen).toEqual([]);
    await backend.close();
  });

  it('refuses what the storage rules refuse: another company, a wrong type, no project', async () => {
    const { backend } = await makeDemo({ upload: { stepMs: 0 } });
    await backend.auth.signInWithPassword('admin@noordzee.example', PASSWORD);
    await withProject(backend.state.docs);
    const path = await withRecord(backend.state.docs, 'd1');
    await expect(
      backend.files.upload(path, bytes(10), { contentType: PDF }).done,
    ).rejects.toBeInstanceOf(FilesError);
    await expect(backend.files.downloadUrl(path)).rejects.toMatchObject({
      code: 'permission-denied',
    });

    await backend.auth.signOut();
    await backend.auth.signInWithPassword(ADMIN, PASSWORD);
    await expect(
      backend.files.upload(path, bytes(10), { contentType: 'image/png' }).done,
    ).rejects.toMatchObject({ code: 'permission-denied' });
    const orphan = storagePaths.projectDocument(CID, 'p-missing', 'd9', 'pdf');
    await expect(
      backend.files.upload(orphan, bytes(10), { contentType: PDF }).done,
    ).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await backend.state.files.list('companies/')).toEqual([]);
    await backend.close();
  });

  it('gives a member a download URL of the bytes', async () => {
    const { backend } = await makeDemo({
      upload: { stepMs: 0 },
      loadProcessor: recordingProcessor().load,
    });
    await backend.auth.signInWithPassword(ADMIN, PASSWORD);
    await withProject(backend.state.docs);
    const path = await withRecord(backend.state.docs, 'd1', 'tender.pdf', 14);
    await backend.files.upload(path, new Blob(['%PDF-1.4 hello']), { contentType: PDF }).done;
    const url = await backend.files.downloadUrl(path);
    expect(await (await fetch(url)).text()).toBe('%PDF-1.4 hello');
    await backend.close();
  });

  it('deleting a deleted document’s file also removes its extracted text, chunks and progress', async () => {
    const recording = recordingProcessor();
    const { backend } = await makeDemo({ upload: { stepMs: 0 }, loadProcessor: recording.load });
    recording.world.state = backend.state;
    await backend.auth.signInWithPassword(ADMIN, PASSWORD);
    await withProject(backend.state.docs);
    const path = await withRecord(backend.state.docs, 'd1');
    await backend.files.upload(path, bytes(10), { contentType: PDF }).done;
    // What a processor leaves behind.
    const extracted = storagePaths.extractedText(CID, PID, 'd1');
    await backend.state.files.write(extracted, new TextEncoder().encode('{}'), {
      contentType: 'application/json',
    });
    await backend.state.docs.setDoc(refs.projectDocumentChunk(CID, PID, 'd1', 'c1'), {
      text: 'x',
      page: 1,
      heading: null,
      order: 0,
    });
    await backend.state.realtime.set(rtdbPaths.documentProgress(CID, PID, 'd1'), {
      stage: 'done',
      percent: 100,
      updatedAt: 1,
    });

    await backend.docs.deleteDoc(refs.projectDocument(CID, PID, 'd1'));
    await backend.files.delete(path);
    // The cleanup runs after the delete resolves, in steps (file, chunks, then progress): wait for
    // each, not for the first, or a busy machine sees the progress before its turn came.
    await expect.poll(() => backend.state.files.stat(extracted)).toBeNull();
    await expect
      .poll(
        async () =>
          (await backend.state.docs.getDocs(refs.projectDocumentChunks(CID, PID, 'd1'))).docs,
      )
      .toEqual([]);
    await expect
      .poll(() => backend.state.realtime.get(rtdbPaths.documentProgress(CID, PID, 'd1')))
      .toBeNull();
    await backend.close();
  });

  it('keeps uploaded files across a reload and resumes documents left unprocessed', async () => {
    const persistence = memoryPersistence();
    const storage = new MemoryStorage();
    const idle: DemoProcessor = {
      async process() {
        return { outcome: 'skipped' as const };
      },
      isTransient: () => false,
      cleanUp: async () => undefined,
    };
    const first = (
      await makeDemo({
        persistence,
        storage,
        upload: { stepMs: 0 },
        loadProcessor: async () => idle,
      })
    ).backend;
    await first.auth.signInWithPassword(ADMIN, PASSWORD);
    await withProject(first.state.docs);
    const path = await withRecord(first.state.docs, 'd1');
    await first.files.upload(path, bytes(10), { contentType: PDF }).done;
    await first.close();

    const { seen, load } = recordingProcessor();
    const second = (await makeDemo({ persistence, storage, loadProcessor: load })).backend;
    second.preload?.(); // what the app's first screen does (AuthLayout, or a signed-in first read)
    expect((await second.state.files.read(path)).bytes).toHaveLength(10);
    await expect.poll(() => seen.length).toBe(1);
    await second.close();
  });
});

describe('demo realtime', () => {
  it('lets members read their company’s progress and ends a refused listener', async () => {
    const { backend } = await makeDemo();
    const path = rtdbPaths.documentProgress(CID, PID, 'd1');
    await backend.state.realtime.set(path, { stage: 'extracting', percent: 40, updatedAt: 1 });
    await backend.auth.signInWithPassword(ADMIN, PASSWORD);
    const values: unknown[] = [];
    const stop = backend.realtime.onValue(path, (v) => values.push(v));
    await expect.poll(() => values.length).toBe(1);
    expect(values[0]).toMatchObject({ percent: 40 });
    await backend.state.realtime.set(path, { stage: 'done', percent: 100, updatedAt: 2 });
    await expect.poll(() => values.length).toBe(2);
    stop();

    await backend.auth.signOut();
    await backend.auth.signInWithPassword('admin@noordzee.example', PASSWORD);
    const errors: Error[] = [];
    backend.realtime.onValue(
      path,
      (v) => values.push(v),
      (e) => errors.push(e),
    );
    await expect.poll(() => errors.length).toBe(1);
    expect(values).toHaveLength(2);
    await backend.close();
  });
});
