/**
 * Issue 20: deleting a project takes everything under it along, end to end: a member deletes
 * through the web app's firebase backend (firestore.rules decide), and the projectDeleted trigger
 * (functions/src/triggers/projectDeletedTrigger.ts over core's deleteProjectContents) removes the
 * documents with their chunks, the drafts with their versions, the chat messages and websites;
 * with the Storage emulator, the stored files too. A plain owner may not delete a submitted bid.
 */
import { refs } from '@tender/core';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type UsersWorld, createUsersWorld, until } from './usersWorld';

const storageRuns = Boolean(process.env.FIREBASE_STORAGE_EMULATOR_HOST);

describe('projectDeleted trigger (issue 20)', () => {
  let world: UsersWorld;

  beforeAll(async () => {
    world = await createUsersWorld('projdel');
  });

  afterAll(async () => {
    await world?.dispose();
  });

  /** A project of `ownerId` with one of everything under it, written behind the rules' back. */
  async function projectWithContents(pid: string, ownerId: string, status: string) {
    const db = getFirestore(world.admin);
    const base = `companies/${world.companyId}/projects/${pid}`;
    await db.doc(base).set({ name: 'Renovatie stadhuis', ownerId, createdBy: ownerId, status });
    const paths = [
      `${base}/documents/d1`,
      `${base}/documents/d1/chunks/c00000`,
      `${base}/documents/d1/chunks/c00001`,
      `${base}/drafts/dr1`,
      `${base}/drafts/dr1/versions/r1`,
      `${base}/messages/m1`,
      `${base}/websites/w1`,
    ];
    for (const path of paths) await db.doc(path).set({ text: 'x' });
    const file = `${base}/documents/d1/Bestek.pdf`;
    if (storageRuns) await getStorage(world.admin).bucket().file(file).save('%PDF-1.7');
    const left = async () => {
      const found = await Promise.all(paths.map(async (p) => (await db.doc(p).get()).exists));
      const stored = storageRuns
        ? (await getStorage(world.admin).bucket().file(file).exists())[0]
        : false;
      return [...paths.filter((_p, n) => found[n]), ...(stored ? [file] : [])];
    };
    return { paths, left };
  }

  it('keeps a submitted project from its plain owner', async () => {
    const member = await world.addMember('Sanne Jansen', 'user');
    const { paths, left } = await projectWithContents('p-submitted', member.uid, 'submitted');
    const owner = world.newBackend();
    await owner.auth.signInWithPassword(member.email, member.password);
    const error = await owner.docs.deleteDoc(refs.project(world.companyId, 'p-submitted')).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: 'permission-denied' });
    expect(await left()).toHaveLength(paths.length + (storageRuns ? 1 : 0));
  });

  it('removes documents, chunks, drafts, versions, chat and websites after a delete', async () => {
    const { paths, left } = await projectWithContents('p-gone', 'someone', 'submitted');
    expect(await left()).toHaveLength(paths.length + (storageRuns ? 1 : 0));
    // The company's admin may delete any project, submitted or not.
    await world.adminBackend.docs.deleteDoc(refs.project(world.companyId, 'p-gone'));
    await until('the project contents to be deleted', async () => (await left()).length === 0);
    expect(await left()).toEqual([]);
  });
});
