import { describe, expect, it } from 'vitest';
import { ManualClock, MemoryDocStore, MemoryFileStore, MemoryRealtime } from '../../memory';
import { refs, rtdbPaths, storagePaths } from '../../model/paths';
import type { DocStore } from '../../ports/docStore';
import { deleteProjectContents } from './deleteProjectContents';

const PDF = { contentType: 'application/pdf' };
const bytes = new TextEncoder().encode('%PDF-1.7');

/** A project with something of every kind under it; `chunks` chunks on its one document. */
async function fill(
  w: { docs: DocStore; files: MemoryFileStore; realtime: MemoryRealtime },
  cid: string,
  pid: string,
  chunks: number,
) {
  const any = {} as never;
  await w.docs.setDoc(refs.project(cid, pid), { name: pid } as never);
  await w.docs.setDoc(refs.projectDocument(cid, pid, 'd1'), any);
  for (let n = 0; n < chunks; n++)
    await w.docs.setDoc(refs.projectDocumentChunk(cid, pid, 'd1', `c${n}`), any);
  await w.docs.setDoc(refs.draft(cid, pid, 'dr1'), any);
  await w.docs.setDoc(refs.draftVersion(cid, pid, 'dr1', 'r1'), any);
  await w.docs.setDoc(refs.draftVersion(cid, pid, 'dr1', 'r2'), any);
  await w.docs.setDoc(refs.message(cid, pid, 'm1'), any);
  await w.docs.setDoc(refs.website(cid, pid, 'w1'), any);
  await w.files.write(storagePaths.projectDocument(cid, pid, 'd1', 'pdf'), bytes, PDF);
  await w.files.write(storagePaths.extractedText(cid, pid, 'd1'), bytes, PDF);
  await w.realtime.set(rtdbPaths.draftProgress(cid, pid), { state: 'running' });
  await w.realtime.set(rtdbPaths.documentProgress(cid, pid, 'd1'), { stage: 'done' });
  await w.realtime.set(rtdbPaths.chat(cid, pid, 's1'), { code: 3 });
}

/** Every Firestore path, file and progress entry left under the project. */
async function leftOf(
  w: { docs: DocStore; files: MemoryFileStore; realtime: MemoryRealtime },
  cid: string,
  pid: string,
) {
  const paths: string[] = [];
  const collect = async (source: Parameters<DocStore['getDocs']>[0]) => {
    for (const d of (await w.docs.getDocs(source)).docs) paths.push(d.ref.path);
  };
  // By the known ids: chunks and versions of a parent already gone are found too.
  await collect(refs.projectDocuments(cid, pid));
  await collect(refs.projectDocumentChunks(cid, pid, 'd1'));
  await collect(refs.drafts(cid, pid));
  await collect(refs.draftVersions(cid, pid, 'dr1'));
  await collect(refs.messages(cid, pid));
  await collect(refs.websites(cid, pid));
  const files = (await w.files.list(storagePaths.projectFolder(cid, pid))).map((f) => f.path);
  const realtime = [
    await w.realtime.get(rtdbPaths.projectProgress(cid, pid)),
    await w.realtime.get(rtdbPaths.projectChat(cid, pid)),
  ].filter((v) => v !== null);
  return { paths, files, realtime };
}

function world() {
  const clock = new ManualClock(Date.UTC(2026, 10, 26));
  return {
    docs: new MemoryDocStore({ clock }),
    files: new MemoryFileStore({ clock }),
    realtime: new MemoryRealtime(),
  };
}

describe('deleteProjectContents (issue 20)', () => {
  it('removes documents, chunks, drafts, versions, chat, websites, progress and files', async () => {
    const w = world();
    // More chunks than one batch takes, so the batching is exercised.
    await fill(w, 'c1', 'p1', 450);
    await fill(w, 'c1', 'p2', 2);
    await fill(w, 'c2', 'p1', 2);
    await w.docs.deleteDoc(refs.project('c1', 'p1'));

    const before = await leftOf(w, 'c1', 'p1');
    expect(before.paths).toHaveLength(1 + 450 + 1 + 2 + 1 + 1);
    expect(before.files).toHaveLength(2);

    expect(await deleteProjectContents(w, { companyId: 'c1', projectId: 'p1' })).toEqual({
      docs: 456,
      files: 2,
    });
    expect(await leftOf(w, 'c1', 'p1')).toEqual({ paths: [], files: [], realtime: [] });

    // The company's other project and another company's project of the same id are untouched.
    for (const [cid, pid] of [
      ['c1', 'p2'],
      ['c2', 'p1'],
    ] as const) {
      const kept = await leftOf(w, cid, pid);
      expect(kept.paths).toHaveLength(1 + 2 + 1 + 2 + 1 + 1);
      expect(kept.files).toHaveLength(2);
      expect(kept.realtime).toHaveLength(2);
      expect((await w.docs.getDoc(refs.project(cid, pid))).exists).toBe(true);
    }
  });

  it('finishes what an interrupted run left, and a second delivery changes nothing', async () => {
    const w = world();
    await fill(w, 'c1', 'p1', 3);
    // A run that stopped after the children: the parents remain, and are found again.
    for (let n = 0; n < 3; n++)
      await w.docs.deleteDoc(refs.projectDocumentChunk('c1', 'p1', 'd1', `c${n}`));
    const target = { companyId: 'c1', projectId: 'p1' };
    expect(await deleteProjectContents(w, target)).toEqual({ docs: 6, files: 2 });
    expect(await deleteProjectContents(w, target)).toEqual({ docs: 0, files: 0 });
    expect(await leftOf(w, 'c1', 'p1')).toEqual({ paths: [], files: [], realtime: [] });
  });
});
