/** The Storage side of a project document: its text by page, download and deletion. */
import { type ProjectDocument, refs, storagePaths } from '@tender/core';
import { FilesError, type Backend } from '../../../backend/types';

/** What the processor writes to storagePaths.extractedText (shared contract, version 1). */
export interface ExtractedPagesFile {
  readonly version: 1;
  readonly pages: readonly string[];
  /** The page number printed on each page, where one was found (issue 17; absent before). */
  readonly labels?: readonly (string | null)[];
  /** How the pages were found: a PDF's, Word's own, or estimated (a Word file without markers). */
  readonly pagination?: 'fixed' | 'word-rendered' | 'estimated';
}

function isExtractedPages(value: unknown): value is ExtractedPagesFile {
  const v = value as Partial<ExtractedPagesFile> | null;
  return v?.version === 1 && Array.isArray(v.pages) && v.pages.every((p) => typeof p === 'string');
}

/** The document's text by page, with the printed page numbers when they differ from the position. */
export interface ExtractedPages {
  readonly pages: readonly string[];
  /** `labels[i]` is what page i+1 prints as its number, or null. */
  readonly labels: readonly (string | null)[];
  readonly pagination: ExtractedPagesFile['pagination'] | null;
}

/** The document's text by page; rejects when it cannot be read. */
export async function loadExtractedPages(
  backend: Pick<Backend, 'files'>,
  companyId: string,
  projectId: string,
  documentId: string,
): Promise<ExtractedPages> {
  const url = await backend.files.downloadUrl(
    storagePaths.extractedText(companyId, projectId, documentId),
  );
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Extracted text: HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!isExtractedPages(body)) throw new Error('Extracted text: unexpected shape');
  // Labels that do not fit the pages (a damaged or foreign file) are ignored, not trusted.
  const labels =
    Array.isArray(body.labels) &&
    body.labels.length === body.pages.length &&
    body.labels.every((l) => l === null || typeof l === 'string')
      ? body.labels
      : body.pages.map(() => null);
  const pagination =
    body.pagination === 'fixed' ||
    body.pagination === 'word-rendered' ||
    body.pagination === 'estimated'
      ? body.pagination
      : null;
  return { pages: body.pages, labels, pagination };
}

/** Opens the browser's download of the original file under its (sanitised) name. */
export async function downloadOriginal(
  backend: Pick<Backend, 'files'>,
  doc: Pick<ProjectDocument, 'storagePath' | 'name'>,
): Promise<void> {
  const url = await backend.files.downloadUrl(doc.storagePath);
  const link = document.createElement('a');
  link.href = url;
  link.download = doc.name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
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
