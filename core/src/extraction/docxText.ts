/**
 * DOCX text with mammoth. Only ever called after detectDocumentType has inspected the archive
 * (size caps, no macros), so mammoth never meets a zip bomb.
 */
import { DOCUMENT_ERROR_KEYS as E, DocumentProcessingError } from './errors';
import { paginateText } from './paginate';

export async function extractDocxPages(bytes: Uint8Array): Promise<{ pages: string[] }> {
  const mammoth = await import('mammoth');
  const extract = (mammoth.default ?? mammoth).extractRawText;
  const copy = bytes.slice();
  // Node's mammoth reads `buffer`, the browser build (Vite's "browser" field) `arrayBuffer`.
  const input = { buffer: copy, arrayBuffer: copy.buffer } as unknown as Parameters<
    typeof extract
  >[0];
  let text: string;
  try {
    text = (await extract(input)).value;
  } catch (e) {
    throw new DocumentProcessingError(E.corrupt, (e as Error).message);
  }
  return { pages: paginateText(text) };
}
