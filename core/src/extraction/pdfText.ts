/**
 * PDF text per page with pdfjs-dist. The pdfjs module is injected: Node (functions, benches,
 * tests) passes the legacy build with its worker in-process, the browser (demo) passes the
 * modern build with pdfjs's own Web Worker. Core never decides where pdfjs runs.
 */
import type * as Pdfjs from 'pdfjs-dist';
import { DOCUMENT_ERROR_KEYS as E, type DocumentErrorKey, DocumentProcessingError } from './errors';
import { inspectPdfStreams } from './pdfInspection';
import { type PageLayout, pdfStructure, readPageLines } from './pdfLayout';
import type { DocumentStructure } from './structure';

export type PdfjsModule = Pick<typeof Pdfjs, 'getDocument'>;
export type PdfjsLoader = () => Promise<PdfjsModule>;

interface PositionedText {
  readonly str: string;
  readonly transform: number[];
  readonly width?: number;
  readonly height: number;
  readonly hasEOL: boolean;
}

function isPositionedText(item: unknown): item is PositionedText {
  return typeof (item as PositionedText).str === 'string';
}

/**
 * Lines from pdfjs's text items: a new line when the baseline moves or pdfjs marks an end of
 * line, and an empty line when the gap is larger than a line and a half, so that paragraphs and
 * headings survive for the chunker and the fact rules. Two items on one line are words apart when a
 * gap wider than a thin space lies between them or the second is drawn left of the first (a
 * running footer drawn right to left: 'Pagina 3 van 6' then 'Definitief, versie 1.0', issue 17);
 * pieces that touch stay one word.
 */
export function pageTextFromItems(items: readonly unknown[]): string {
  let out = '';
  let lastY: number | null = null;
  let lastHeight = 10;
  let atLineStart = true;
  // Where the last item with text on this line started and ended (x, in PDF units).
  let lastX = 0;
  let lastEnd: number | null = null;
  for (const item of items) {
    if (!isPositionedText(item)) continue;
    const y = item.transform[5] ?? 0;
    const x = item.transform[4] ?? 0;
    const height = item.height > 0 ? item.height : lastHeight;
    if (lastY !== null && Math.abs(y - lastY) > Math.max(2, height * 0.5)) {
      if (!atLineStart) out += '\n';
      if (Math.abs(lastY - y) > Math.max(lastHeight, height) * 1.6) out += '\n';
      atLineStart = true;
      lastEnd = null;
    }
    if (item.str !== '') {
      const apart = lastEnd !== null && (x < lastX || x - lastEnd > height * 0.15);
      if (apart && !atLineStart) out += ' ';
      out += item.str;
      atLineStart = false;
      lastX = x;
      lastEnd = x + Math.max(0, item.width ?? 0);
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

/**
 * pdfjs's failures in the catalogue's words (issue 20). Errors from pdfjs's worker arrive as
 * UnknownErrorException with the original message, so the message tells the class apart. What is
 * left is a file pdfjs cannot parse: 'corrupt', never the generic 'unknown' (re-uploading the same
 * bytes cannot help, and the platform is not at fault).
 */
export function pdfErrorKey(e: unknown): DocumentErrorKey {
  const name = (e as { name?: string } | null)?.name ?? '';
  const message = (e as { message?: string } | null)?.message ?? '';
  if (name === 'PasswordException') return E.encrypted;
  if (/circular reference|loop|cycle|already visited|recursion/i.test(message)) {
    return E.structureLoop;
  }
  if (/call stack|too deep|nesting|nested/i.test(message)) return E.tooDeeplyNested;
  if (/out of memory|allocation failed|invalid (typed )?array length/i.test(message)) {
    return E.tooLargeUnpacked;
  }
  return E.corrupt;
}

function mapPdfError(e: unknown): never {
  if (e instanceof DocumentProcessingError) throw e;
  throw new DocumentProcessingError(pdfErrorKey(e), (e as Error | null)?.message);
}

export interface PdfExtraction {
  readonly pages: string[];
  /** The document's page count; more than pages.length when maxPages cut it. */
  readonly totalPages: number;
  /** Headings, lists, tables, running headers/footers and printed page numbers (pdfLayout.ts). */
  readonly structure: DocumentStructure;
}

/**
 * pdfjs's own limits, so that it does no more than text extraction needs: no font faces, no
 * system fonts, no eval, images bounded (getTextContent decodes none, but a Type3 glyph or
 * pattern could), no XFA, no wasm decoders, the whole file given at once (no range fetching).
 */
const PDFJS_LIMITS = {
  disableFontFace: true,
  useSystemFonts: false,
  isEvalSupported: false,
  isOffscreenCanvasSupported: false,
  isImageDecoderSupported: false,
  maxImageSize: 16 * 1024 * 1024,
  enableXfa: false,
  useWasm: false,
  disableAutoFetch: true,
  disableStream: true,
  disableRange: true,
  stopAtErrors: false,
  verbosity: 0,
} as const;

/** Pages of text (one string per page, '' for a page without a text layer). */
export async function extractPdfPages(
  bytes: Uint8Array,
  loadPdfjs: PdfjsLoader,
  options: { maxPages?: number; timeLimitMs?: number; now?: () => number } = {},
): Promise<PdfExtraction> {
  const now = options.now ?? (() => performance.now());
  const deadline = now() + (options.timeLimitMs ?? Infinity);
  // A deflate bomb is refused before pdfjs inflates it into one unbounded buffer.
  if (inspectPdfStreams(bytes).overLimit) {
    throw new DocumentProcessingError(E.tooLargeUnpacked, 'a FlateDecode stream over the cap');
  }
  const pdfjs = await loadPdfjs();
  // pdfjs takes ownership of (and may detach) the buffer it is given: hand it a copy.
  const task = pdfjs.getDocument({ data: bytes.slice(), ...PDFJS_LIMITS });
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
    return { pages, totalPages: doc.numPages, structure: pdfStructure(layouts) };
  } finally {
    await task.destroy();
  }
}
