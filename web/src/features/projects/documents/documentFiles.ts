/** The Storage side of a project document: its text by page and deletion. */
import { refs, storagePaths } from '@tender/core';
import { FilesError, type Backend } from '../../../backend/types';
import {
  type ExtractedPages,
  loadExtractedPagesAt,
} from '../../../components/documentViewer/documentFile';

/** The document's text by page; rejects when it cannot be read. */
export function loadExtractedPages(
  backend: Pick<Backend, 'files'>,
  companyId: string,
  projectId: string,
  documentId: string,
): Promise<ExtractedPages> {
  return loadExtractedPagesAt(
    backend,
    storagePaths.extractedText(companyId, projectId, documentId),
  );
}

/**
 * Deletes a document: the record first (the list updates at once and a running processor sees it
 * gone and stops), then the original file. The extracted text, the chunks and the progress are
 * the server's to remove (a trigger on the deleted file; the demo does the same).
 */
export async function deleteProjectDocument(
  backend: Pick<Backend, 'docs' | 'files'>,
  companyId: string,
  projectId: string,
  documentId: string,
  storagePath: string,
): Promise<void> {
  await backend.docs.deleteDoc(refs.projectDocument(companyId, projectId, documentId));
  try {
    await backend.files.delete(storagePath);
  } catch (error) {
    // No file (the upload never finished) is fine: the document is gone either way.
    if (!(error instanceof FilesError && error.code === 'not-found')) throw error;
  }
}
