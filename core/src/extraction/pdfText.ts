/**
 * PDF text per page with pdfjs-dist. The pdfjs module is injected: Node (functions, benches,
 * tests) passes the legacy build with its worker in-process, the browser (demo) passes the
 * modern build with pdfjs's own Web Worker. Core never decides where pdfjs runs.
 */
import type * as Pdfjs from 'pdfjs-dist';
import { DOCUMENT_ERROR_KEYS as E, DocumentProcessingError } from './errors';
import { type PageLayout, pdfStructure, readPageLines } from './pdfLayout';
import type { DocumentStructure } from './structure';

export type PdfjsModule = Pick<typeof Pdfjs, 'getDocument'>;
export type PdfjsLoader = () => Promise<PdfjsModule>;

interface PositionedText {
  readonly str: string;
  readonly transform: number[];
  readonly height: number;
  readonly hasEOL: boolean;
}

function isPositionedText(item: unknown): item is PositionedText {
  return typeof (item as PositionedText).str === 'string';
}

/**
 * Lines from pdfjs's text items: a new line when the baseline moves or pdfjs marks an end of
 * line, and an empty line when the gap is larger than a line and a half, so that paragraphs and
 * headings survive for the chunker and the fact rules.
 */
export function pageTextFromItems(items: readonly unknown[]): string {
  let out = '';
  let lastY: number | null = null;
  let lastHeight = 10;
  let atLineStart = true;
  for (const item of items) {
    if (!isPositionedText(item)) continue;
    const y = item.transform[5] ?? 0;
    const height = item.height > 0 ? item.height : lastHeight;
    if (lastY !== null && Math.abs(y - lastY) > Math.max(2, height * 0.5)) {
      if (!atLineStart) out += '\n';
      if (Math.abs(lastY - y) > Math.max(lastHeight, height) * 1.6) out += '\n';
      atLineStart = true;
    }
    if (item.str !== '') {
      out += item.str;
      atLineStart = false;
    }
    lastY = y;
    lastHeight = height;
    if (item.hasEOL && !atLineStart) {
      out += '\n';
      atLineStart = true;
    }
  }
  return out
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function mapPdfError(e: unknown): never {
  const name = (e as { name?: string } | null)?.name ?? '';
  if (name === 'PasswordException') throw new DocumentProcessingError(E.encrypted);
  if (name === 'InvalidPDFException' || name === 'FormatError' || name === 'MissingPDFException') {
    throw new DocumentProcessingError(E.corrupt, (e as Error).message);
  }
  throw e;
}

export interface PdfExtraction {
  readonly pages: string[];
  /** Headings, lists, tables, running headers/footers and printed page numbers (pdfLayout.ts). */
  readonly structure: DocumentStructure;
}

/** Pages of text (one string per page, '' for a page without a text layer). */
export async function extractPdfPages(
  bytes: Uint8Array,
  loadPdfjs: PdfjsLoader,
  options: { maxPages?: number; timeLimitMs?: number; now?: () => number } = {},
): Promise<PdfExtraction> {
  const now = options.now ?? (() => performance.now());
  const deadline = now() + (options.timeLimitMs ?? Infinity);
  const pdfjs = await loadPdfjs();
  // pdfjs takes ownership of (and may detach) the buffer it is given: hand it a copy.
  const task = pdfjs.getDocument({
    data: bytes.slice(),
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    const doc = await task.promise.catch(mapPdfError);
    const count = Math.min(doc.numPages, options.maxPages ?? doc.numPages);
    const pages: string[] = [];
    const layouts: PageLayout[] = [];
    for (let n = 1; n <= count; n++) {
      // A pathological PDF must not hold the function until its timeout: stop in plain words.
      if (now() > deadline) throw new DocumentProcessingError(E.timeout, `after ${n - 1} pages`);
      const page = await doc.getPage(n).catch(mapPdfError);
      const content = await page.getTextContent().catch(mapPdfError);
      pages.push(pageTextFromItems(content.items));
      layouts.push(readPageLines(content.items, page.view));
      page.cleanup();
    }
    return { pages, structure: pdfStructure(layouts) };
  } finally {
    await task.destroy();
  }
}
