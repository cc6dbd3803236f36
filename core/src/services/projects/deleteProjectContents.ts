/**
 * What follows the deletion of companies/{cid}/projects/{pid} (issue 20): everything under it goes
 * too. Firestore keeps a deleted document's subcollections, and clients may not delete chunks,
 * chat messages or draft versions, so the functions' projectDeleted trigger (and the demo's
 * stand-in) runs this once the project is gone:
 * - Firestore: the documents with their chunks, the drafts with their versions, the chat
 *   messages and the watched websites;
 * - Realtime Database: the project's progress (draft job, document processing) and chat status;
 * - Storage: every file under the project's folder (uploads and extracted text).
 * Children go before their parents, so a run stopped half-way is finished by the next delivery,
 * which lists what is left; a run that finds nothing left changes nothing (idempotent).
 */
import { refs, rtdbPaths, storagePaths } from '../../model/paths';
import type { DocStore } from '../../ports/docStore';
import type { FileStore } from '../../ports/files';
import type { Realtime } from '../../ports/realtime';
import type { DocRef } from '../../ports/refs';

/** Deletes per batch: under Firestore's 500 writes, like the processor's chunk batches. */
const BATCH_DELETES = 400;

export interface ProjectTarget {
  readonly companyId: string;
  readonly projectId: string;
}

export interface ProjectContentsDeleted {
  /** Firestore documents deleted (documents, chunks, drafts, versions, messages, websites). */
  readonly docs: number;
  /** Stored files deleted. */
  readonly files: number;
}

export async function deleteProjectContents(
  deps: { readonly docs: DocStore; readonly files: FileStore; readonly realtime: Realtime },
  target: ProjectTarget,
): Promise<ProjectContentsDeleted> {
  const { companyId: cid, projectId: pid } = target;
  const { docs } = deps;
  const [documents, drafts, messages, websites] = await Promise.all([
    docs.getDocs(refs.projectDocuments(cid, pid)),
    docs.getDocs(refs.drafts(cid, pid)),
    docs.getDocs(refs.messages(cid, pid)),
    docs.getDocs(refs.websites(cid, pid)),
  ]);
  const [chunks, versions] = await Promise.all([
    Promise.all(
      documents.docs.map((d) => docs.getDocs(refs.projectDocumentChunks(cid, pid, d.id))),
    ),
    Promise.all(drafts.docs.map((d) => docs.getDocs(refs.draftVersions(cid, pid, d.id)))),
  ]);
  const children: DocRef<unknown>[] = [...chunks, ...versions].flatMap((s) =>
    s.docs.map((d) => d.ref),
  );
  const parents: DocRef<unknown>[] = [documents, drafts, messages, websites].flatMap((s) =>
    s.docs.map((d) => d.ref as DocRef<unknown>),
  );
  await deleteInBatches(docs, children);
  await deleteInBatches(docs, parents);

  const stored = await deps.files.list(storagePaths.projectFolder(cid, pid));
  for (const file of stored) await deps.files.delete(file.path);
  await deps.realtime.remove(rtdbPaths.projectProgress(cid, pid));
  await deps.realtime.remove(rtdbPaths.projectChat(cid, pid));
  return { docs: children.length + parents.length, files: stored.length };
}

async function deleteInBatches(docs: DocStore, all: readonly DocRef<unknown>[]): Promise<void> {
  for (let i = 0; i < all.length; i += BATCH_DELETES) {
    const batch = docs.batch();
    for (const ref of all.slice(i, i + BATCH_DELETES)) batch.delete(ref);
    await batch.commit();
  }
}
