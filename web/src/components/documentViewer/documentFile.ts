/**
 * The Storage side of any document the viewer shows: its text by page as the document processor
 * keeps it (a project document's storagePaths.extractedText and a knowledge-base document's
 * storagePaths.kbExtractedText are the same file), and its original for download.
 */
import type { Backend } from '../../backend/types';

/** What the processor writes (shared contract, version 1). */
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

/** The text by page kept at a Storage path; rejects when it cannot be read. */
export async function loadExtractedPagesAt(
  backend: Pick<Backend, 'files'>,
  path: string,
): Promise<ExtractedPages> {
  const url = await backend.files.downloadUrl(path);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Extracted text: HTTP ${response.status}`);
  return readExtractedPages(await response.json());
}

/** The file's pages; labels that do not fit them (a damaged or foreign file) are not trusted. */
export function readExtractedPages(body: unknown): ExtractedPages {
  if (!isExtractedPages(body)) throw new Error('Extracted text: unexpected shape');
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
  doc: { readonly storagePath: string; readonly name: string },
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
