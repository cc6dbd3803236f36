/**
 * A knowledge-base document's text by page for the viewer a citation opens (issues 18, 19): the
 * file the document processor keeps (storagePaths.kbExtractedText). A document processed before
 * that file was kept has none; its text is then put together from its chunks, page by page.
 */
import { type Chunk, query, refs, storagePaths, where } from '@tender/core';
import { FilesError, type Backend } from '../../backend/types';
import {
  type ExtractedPages,
  loadExtractedPagesAt,
} from '../../components/documentViewer/documentFile';

export async function loadKbDocumentPages(
  backend: Pick<Backend, 'files' | 'docs'>,
  companyId: string,
  knowledgeBaseId: string,
  documentId: string,
): Promise<ExtractedPages> {
  try {
    return await loadExtractedPagesAt(
      backend,
      storagePaths.kbExtractedText(companyId, knowledgeBaseId, documentId),
    );
  } catch (error) {
    if (!(error instanceof FilesError && error.code === 'not-found')) throw error;
  }
  const chunks = await backend.docs.getDocs(
    query(refs.chunks(companyId, knowledgeBaseId), where('documentId', '==', documentId)),
  );
  if (chunks.docs.length === 0) throw new Error('Knowledge-base document: no text by page');
  return pagesFromChunks(chunks.docs.map((d) => d.data));
}

/** Consecutive chunks repeat up to CHUNK_OVERLAP_CHARS of text: the repeat is dropped once. */
function withoutOverlap(before: string, next: string): string {
  for (let n = Math.min(before.length, next.length, 400); n >= 12; n--) {
    if (before.endsWith(next.slice(0, n))) return next.slice(n).replace(/^\s+/, '');
  }
  return next;
}

/** The pages chunks cover, in order; a chunk without a page belongs to the first. */
export function pagesFromChunks(
  chunks: readonly Pick<Chunk, 'index' | 'text' | 'source'>[],
): ExtractedPages {
  const ordered = [...chunks].sort((a, b) => a.index - b.index);
  const count = Math.max(1, ...ordered.map((c) => c.source.page ?? 1));
  const pages: string[] = Array.from({ length: count }, () => '');
  for (const c of ordered) {
    const i = (c.source.page ?? 1) - 1;
    const text = pages[i] ? withoutOverlap(pages[i], c.text) : c.text;
    pages[i] = pages[i] && text ? `${pages[i]}\n\n${text}` : pages[i] || text;
  }
  return { pages, labels: pages.map(() => null), pagination: null };
}
