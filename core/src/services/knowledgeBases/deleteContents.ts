/**
 * What follows the deletion of a knowledge base: its documents, chunks, files and training
 * progress go too (Firestore keeps a deleted document's subcollections, and clients may not
 * delete chunks). The processor stops writing for a base that is gone, so running this once the
 * base is deleted leaves nothing behind. Idempotent.
 */
import { refs, rtdbPaths } from '../../model/paths';
import type { DocStore } from '../../ports/docStore';
import type { FileStore } from '../../ports/files';
import type { Realtime } from '../../ports/realtime';
import type { DocRef } from '../../ports/refs';
import { CHUNK_BATCH_SIZE } from '../documents/documentChunks';

export async function deleteKnowledgeBaseContents(
  deps: { readonly docs: DocStore; readonly files: FileStore; readonly realtime: Realtime },
  target: { readonly companyId: string; readonly knowledgeBaseId: string },
): Promise<void> {
  const { companyId: cid, knowledgeBaseId: kbId } = target;
  const [documents, chunks] = await Promise.all([
    deps.docs.getDocs(refs.kbDocuments(cid, kbId)),
    deps.docs.getDocs(refs.chunks(cid, kbId)),
  ]);
  const all: DocRef<unknown>[] = [...documents.docs, ...chunks.docs].map((d) => d.ref);
  all.push(refs.factSheet(cid, kbId)); // training's fact sheet (deleting a missing doc succeeds)
  for (let i = 0; i < all.length; i += CHUNK_BATCH_SIZE) {
    const batch = deps.docs.batch();
    for (const ref of all.slice(i, i + CHUNK_BATCH_SIZE)) batch.delete(ref);
    await batch.commit();
  }
  for (const file of await deps.files.list(`companies/${cid}/knowledgeBases/${kbId}/`)) {
    await deps.files.delete(file.path);
  }
  await deps.realtime.remove(rtdbPaths.trainingProgress(cid, kbId));
}
