/**
 * The demo's projectDeleted stand-in (issue 20): deleting a project through the demo backend
 * takes everything under it along, as the functions' trigger does; a plain owner may delete
 * their project only while it is editable.
 */
import { describe, expect, it } from 'vitest';
import { newProject, refs, rtdbPaths, storagePaths } from '@tender/core';
import { PASSWORD, makeDemo } from './testing';

const CID = 'van-dijk-bouw';
const SANNE = { email: 'sanne@vandijk.example', uid: 'u-user1-vandijk' };
const MANAGER = 'manager@vandijk.example';

async function withProject(status: 'in_progress' | 'submitted') {
  const { backend } = await makeDemo();
  const { docs, files, realtime } = backend.state;
  const project = newProject(
    { name: 'Renovatie stadhuis', description: '', type: 'ai_draft', tenderId: null },
    SANNE.uid,
  );
  await docs.setDoc(refs.project(CID, 'p1'), { ...project, status } as never);
  const any = {} as never;
  await docs.setDoc(refs.projectDocument(CID, 'p1', 'd1'), any);
  await docs.setDoc(refs.projectDocumentChunk(CID, 'p1', 'd1', 'c00000'), any);
  await docs.setDoc(refs.draft(CID, 'p1', 'dr1'), any);
  await docs.setDoc(refs.draftVersion(CID, 'p1', 'dr1', 'r1'), any);
  await docs.setDoc(refs.message(CID, 'p1', 'm1'), any);
  await docs.setDoc(refs.website(CID, 'p1', 'w1'), any);
  const pdf = new TextEncoder().encode('%PDF-1.7');
  await files.write(storagePaths.projectDocument(CID, 'p1', 'd1', 'pdf'), pdf, {
    contentType: 'application/pdf',
  });
  await realtime.set(rtdbPaths.draftProgress(CID, 'p1'), { state: 'done' });
  const left = async () => ({
    documents: (await docs.getDocs(refs.projectDocuments(CID, 'p1'))).size,
    chunks: (await docs.getDocs(refs.projectDocumentChunks(CID, 'p1', 'd1'))).size,
    drafts: (await docs.getDocs(refs.drafts(CID, 'p1'))).size,
    versions: (await docs.getDocs(refs.draftVersions(CID, 'p1', 'dr1'))).size,
    messages: (await docs.getDocs(refs.messages(CID, 'p1'))).size,
    websites: (await docs.getDocs(refs.websites(CID, 'p1'))).size,
    files: (await files.list(storagePaths.projectFolder(CID, 'p1'))).length,
    progress: (await realtime.get(rtdbPaths.projectProgress(CID, 'p1'))) !== null,
  });
  return { backend, left };
}

const everything = {
  documents: 1,
  chunks: 1,
  drafts: 1,
  versions: 1,
  messages: 1,
  websites: 1,
  files: 1,
  progress: true,
};
const nothing = {
  documents: 0,
  chunks: 0,
  drafts: 0,
  versions: 0,
  messages: 0,
  websites: 0,
  files: 0,
  progress: false,
};

describe('deleting a project in the demo', () => {
  it('takes its documents, chunks, drafts, versions, chat, websites, files and progress', async () => {
    const { backend, left } = await withProject('in_progress');
    await backend.auth.signInWithPassword(SANNE.email, PASSWORD);
    expect(await left()).toEqual(everything);
    await backend.docs.deleteDoc(refs.project(CID, 'p1'));
    await backend.projects.idle();
    expect(await left()).toEqual(nothing);
    await backend.close();
  });

  it('keeps a submitted project from its owner; a manager may delete it, contents and all', async () => {
    const { backend, left } = await withProject('submitted');
    await backend.auth.signInWithPassword(SANNE.email, PASSWORD);
    await expect(backend.docs.deleteDoc(refs.project(CID, 'p1'))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await backend.projects.idle();
    expect(await left()).toEqual(everything);

    await backend.auth.signOut();
    await backend.auth.signInWithPassword(MANAGER, PASSWORD);
    await backend.docs.deleteDoc(refs.project(CID, 'p1'));
    await backend.projects.idle();
    expect(await left()).toEqual(nothing);
    await backend.close();
  });
});
