/**
 * The demo's knowledge-base functions: a stored TXT is processed into the base's chunks, training
 * started through the callable runs the job to 'trained' with its progress, and a deleted base
 * takes its documents, chunks and files along.
 */
import { describe, expect, it } from 'vitest';
import {
  newKbDocument,
  newKnowledgeBase,
  refs,
  rtdbPaths,
  sha256Hex,
  storagePaths,
} from '@tender/core';
import { ADMIN, PASSWORD, makeDemo } from './testing';

const CID = 'van-dijk-bouw';
const ADMIN_UID = 'u-admin-vandijk';
const TEXT =
  'Company profile\n\nWe hold ISO 9001 since 2015 and a VCA certificate until 2027. ' +
  'Reference: maintenance of regional roads for the Province of Utrecht in 2021.';

async function settle(idle: () => Promise<void>, until: () => Promise<boolean>) {
  for (let i = 0; i < 200; i++) {
    await idle();
    if (await until()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('did not settle');
}

describe('demo knowledge-base jobs', () => {
  it('processes a TXT, trains through the callable and cleans up after deletion', async () => {
    const { backend } = await makeDemo({ trainingPauseMs: 0 });
    await backend.auth.signInWithPassword(ADMIN, PASSWORD);
    const kbRef = refs.knowledgeBase(CID, 'kb1');
    await backend.docs.setDoc(
      kbRef,
      newKnowledgeBase(
        { name: 'Evidence', description: '', category: 'company_info', type: 'dynamic' },
        ADMIN_UID,
      ),
    );
    const path = storagePaths.kbDocument(CID, 'kb1', 'kd1', 'txt');
    const bytes = new TextEncoder().encode(TEXT);
    await backend.docs.setDoc(
      refs.kbDocument(CID, 'kb1', 'kd1'),
      newKbDocument(
        {
          name: 'profile.txt',
          size: bytes.byteLength,
          contentType: 'text/plain',
          contentHash: await sha256Hex(bytes),
        },
        path,
        ADMIN_UID,
      ),
    );
    await backend.files.upload(path, new Blob([bytes], { type: 'text/plain' }), {
      contentType: 'text/plain',
    }).done;
    const kbIdle = () => Promise.resolve();
    await settle(kbIdle, async () => {
      const doc = await backend.docs.getDoc(refs.kbDocument(CID, 'kb1', 'kd1'));
      return doc.data?.status === 'processed';
    });
    expect((await backend.docs.getDocs(refs.chunks(CID, 'kb1'))).docs.length).toBeGreaterThan(0);

    await backend.docs.updateDoc(kbRef, { locked: true });
    expect(await backend.call('startKnowledgeBaseTraining', { knowledgeBaseId: 'kb1' })).toEqual({
      started: true,
    });
    await settle(
      kbIdle,
      async () => (await backend.docs.getDoc(kbRef)).data?.trainingState === 'trained',
    );
    await settle(
      kbIdle,
      async () =>
        (
          await backend.state.realtime.get<{ state: string }>(
            rtdbPaths.trainingProgress(CID, 'kb1'),
          )
        )?.state === 'trained',
    );
    expect(await backend.state.realtime.get(rtdbPaths.trainingProgress(CID, 'kb1'))).toMatchObject({
      state: 'trained',
      percent: 100,
    });
    // Trained: locked for good, so it cannot be deleted.
    await expect(backend.docs.deleteDoc(kbRef)).rejects.toMatchObject({
      code: 'permission-denied',
    });

    // A second, unlocked base with a document is deleted: nothing of it is left.
    const other = refs.knowledgeBase(CID, 'kb2');
    await backend.docs.setDoc(
      other,
      newKnowledgeBase(
        { name: 'Old', description: '', category: 'general', type: 'dynamic' },
        ADMIN_UID,
      ),
    );
    const path2 = storagePaths.kbDocument(CID, 'kb2', 'kd2', 'txt');
    await backend.docs.setDoc(
      refs.kbDocument(CID, 'kb2', 'kd2'),
      newKbDocument(
        {
          name: 'old.txt',
          size: bytes.byteLength,
          contentType: 'text/plain',
          contentHash: await sha256Hex(bytes),
        },
        path2,
        ADMIN_UID,
      ),
    );
    await backend.files.upload(path2, new Blob([bytes], { type: 'text/plain' }), {
      contentType: 'text/plain',
    }).done;
    await settle(kbIdle, async () => {
      const doc = await backend.docs.getDoc(refs.kbDocument(CID, 'kb2', 'kd2'));
      return doc.data?.status === 'processed';
    });
    await backend.docs.deleteDoc(other);
    await settle(kbIdle, async () => {
      const [docs, chunks, files] = await Promise.all([
        backend.state.docs.getDocs(refs.kbDocuments(CID, 'kb2')),
        backend.state.docs.getDocs(refs.chunks(CID, 'kb2')),
        backend.state.files.list(`companies/${CID}/knowledgeBases/kb2/`),
      ]);
      return docs.docs.length === 0 && chunks.docs.length === 0 && files.length === 0;
    });
    await backend.close();
  });
});
