/**
 * The TextExtractor port: detect the real type from the bytes, then extract text per page.
 * Platform-specific parts come in as options: the pdfjs loader (Node or browser build) and the
 * .doc reader (word-extractor needs Node; without it a .doc fails with 'docNeedsServer').
 */
import type { ExtractedText, TextExtractor } from '../ports/external';
import { detectDocumentType } from './detectType';
import { extractDocxPages } from './docxText';
import { DOCUMENT_ERROR_KEYS as E, DocumentProcessingError } from './errors';
import { paginateText } from './paginate';
import { type PdfjsLoader, extractPdfPages } from './pdfText';
import { type DocumentStructure, structureFromPages } from './structure';

/** Reads the text of a legacy Word (.doc, OLE compound file) document. */
export type DocReader = (bytes: Uint8Array) => Promise<string>;

export interface TextExtractorOptions {
  readonly loadPdfjs: PdfjsLoader;
  readonly readDoc?: DocReader;
  /** Pages beyond this are not read (default MAX_EXTRACTED_PAGES); the result says how many there were. */
  readonly maxPages?: number;
  /** Extraction stops with documents.errors.timeout after this long (default EXTRACTION_TIME_LIMIT_MS). */
  readonly timeLimitMs?: number;
  /** Cap on a DOCX's unpacked size (default MAX_UNPACKED_BYTES); tests lower it. */
  readonly maxUnpackedBytes?: number;
}

/**
 * Every page up to 2,000 is read (docs/product.md "Limits"): twice the longest tender document
 * we have seen, and still well inside the time limit and the extraction worker's memory
 * (bench/extract-peak-memory.mjs). More is cut, and the document says so (tooManyPages).
 */
export const MAX_EXTRACTED_PAGES = 2_000;
/** Well inside the function's 540 s timeout, so a stuck PDF ends 'failed', not killed mid-run. */
export const EXTRACTION_TIME_LIMIT_MS = 240_000;

export function createTextExtractor(options: TextExtractorOptions): TextExtractor {
  return {
    async extract({ bytes }): Promise<ExtractedText> {
      const type = await detectDocumentType(bytes, { maxUnpackedBytes: options.maxUnpackedBytes });
      const maxPages = options.maxPages ?? MAX_EXTRACTED_PAGES;
      let pages: string[];
      let totalPages: number | undefined;
      let structure: DocumentStructure;
      if (type === 'pdf') {
        const pdf = await extractPdfPages(bytes, options.loadPdfjs, {
          maxPages,
          timeLimitMs: options.timeLimitMs ?? EXTRACTION_TIME_LIMIT_MS,
        });
        pages = pdf.pages;
        totalPages = pdf.totalPages;
        structure = pdf.structure;
      } else if (type === 'docx') {
        ({ pages, structure } = await extractDocxPages(bytes));
      } else {
        if (!options.readDoc) throw new DocumentProcessingError(E.docNeedsServer);
        let text: string;
        try {
          text = await options.readDoc(bytes);
        } catch (e) {
          throw new DocumentProcessingError(E.corrupt, (e as Error).message);
        }
        pages = paginateText(text);
        structure = structureFromPages(pages);
      }
      // Word's pages are known only after reading: the same limit, the same warning.
      if (pages.length > maxPages) {
        totalPages = pages.length;
        pages = pages.slice(0, maxPages);
        structure = { ...structure, pages: structure.pages.slice(0, maxPages) };
      }
      const cut = totalPages !== undefined && totalPages > pages.length;
      return {
        detectedType: type,
        pages,
        text: pages.join('\n\n'),
        structure,
        ...(cut ? { totalPages } : {}),
      };
    },
  };
}
