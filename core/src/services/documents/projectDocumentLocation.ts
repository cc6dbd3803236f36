/**
 * Where a project document's processing lives (DocumentLocation): its Firestore document, its
 * chunks under it, the extracted text by page for the viewer, RTDB progress; who hears of the
 * outcome; and how all that is deleted again.
 */
import type { DocumentChunk } from '../../model/projectDocument';
import { refs, rtdbPaths, storagePaths } from '../../model/paths';
import { documentOutcomeEvent, notifyAfter } from '../notifications/events';
import { CHUNK_BATCH_SIZE, chunkId } from './documentChunks';
import { notifyFactChanges } from './notifyFactChanges';
import type { DocumentLocation, DocumentProcessorDeps, DocumentTarget } from './types';

/** Project documents: chunks under the document, text by page for the viewer, RTDB progress. */
export const projectDocumentLocation: DocumentLocation<DocumentTarget> = {
  docRef: (t) => refs.projectDocument(t.companyId, t.projectId, t.documentId),
  filePrefix: (t) => `companies/${t.companyId}/projects/${t.projectId}/documents/${t.documentId}/`,
  progressPath: (t) => rtdbPaths.documentProgress(t.companyId, t.projectId, t.documentId),
  extractedPath: (t) => storagePaths.extractedText(t.companyId, t.projectId, t.documentId),
  writeChunks: (docs, t, chunks) => writeProjectChunks(docs, t, chunks),
  deleteArtifacts: (deps, t) => deleteDocumentArtifacts(deps, t),
  parentRef: () => null,
  profiles: true,
  notifyOutcome: async (deps, t, outcome) => {
    await notifyUploader(deps, t, outcome);
    if (outcome === 'processed') await notifyFactChanges(deps, t);
  },
};

/** The uploader hears that their document is processed or failed, linking to its project. */
async function notifyUploader(
  deps: Pick<DocumentProcessorDeps, 'docs' | 'onUnexpectedError'>,
  t: DocumentTarget,
  outcome: 'processed' | 'failed',
): Promise<void> {
  const report = (e: unknown) => deps.onUnexpectedError?.(e, t);
  try {
    const [doc, project] = await Promise.all([
      deps.docs.getDoc(refs.projectDocument(t.companyId, t.projectId, t.documentId)),
      deps.docs.getDoc(refs.project(t.companyId, t.projectId)),
    ]);
    if (!doc.data || !project.data) return;
    const event = documentOutcomeEvent({
      outcome,
      projectId: t.projectId,
      projectName: project.data.name,
      documentId: t.documentId,
      documentName: doc.data.name,
    });
    await notifyAfter(deps.docs, t.companyId, [doc.data.uploadedBy], event, report);
  } catch (e) {
    report(e);
  }
}

async function writeProjectChunks(
  docs: DocumentProcessorDeps['docs'],
  t: DocumentTarget,
  chunks: readonly DocumentChunk[],
): Promise<void> {
  // A retry after a crash may find chunks of the earlier attempt: remove those beyond the new count.
  const existing = await docs.getDocs(
    refs.projectDocumentChunks(t.companyId, t.projectId, t.documentId),
  );
  const stale = existing.docs.filter((d) => Number(d.id.replace(/\D/g, '')) >= chunks.length);
  for (let i = 0; i < stale.length; i += CHUNK_BATCH_SIZE) {
    const batch = docs.batch();
    for (const d of stale.slice(i, i + CHUNK_BATCH_SIZE)) batch.delete(d.ref);
    await batch.commit();
  }
  for (let i = 0; i < chunks.length; i += CHUNK_BATCH_SIZE) {
    const batch = docs.batch();
    for (const c of chunks.slice(i, i + CHUNK_BATCH_SIZE)) {
      const data: DocumentChunk = {
        text: c.text,
        page: c.page,
        heading: c.heading,
        order: c.order,
        ...(c.tableContext ? { tableContext: c.tableContext } : {}),
      };
      batch.set(
        refs.projectDocumentChunk(t.companyId, t.projectId, t.documentId, chunkId(c.order)),
        data,
      );
    }
    await batch.commit();
  }
}

/**
 * Deletes everything processing derived from a document (chunks, extracted text, progress).
 * The processor calls it when a document disappears mid-run; whoever deletes a document (the
 * UI, or a deletion trigger) calls it too, because Firestore does not delete subcollections.
 */
export async function deleteDocumentArtifacts(
  deps: Pick<DocumentProcessorDeps, 'docs' | 'files' | 'realtime'>,
  t: DocumentTarget,
): Promise<void> {
  const chunks = await deps.docs.getDocs(
    refs.projectDocumentChunks(t.companyId, t.projectId, t.documentId),
  );
  for (let i = 0; i < chunks.docs.length; i += CHUNK_BATCH_SIZE) {
    const batch = deps.docs.batch();
    for (const d of chunks.docs.slice(i, i + CHUNK_BATCH_SIZE)) batch.delete(d.ref);
    await batch.commit();
  }
  await deps.files.delete(storagePaths.extractedText(t.companyId, t.projectId, t.documentId));
  await deps.realtime.remove(rtdbPaths.documentProgress(t.companyId, t.projectId, t.documentId));
}
