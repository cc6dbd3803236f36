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
  /** Pages beyond this are not read (a 25 MB PDF can have thousands of pages). */
  readonly maxPages?: number;
  /** Extraction stops with documents.errors.timeout after this long (default EXTRACTION_TIME_LIMIT_MS). */
  readonly timeLimitMs?: number;
  /** Cap on a DOCX's unpacked size (default MAX_UNPACKED_BYTES); tests lower it. */
  readonly maxUnpackedBytes?: number;
}

/** 1,000 pages is longer than any tender document we have seen; more is cut with a warning. */
export const MAX_EXTRACTED_PAGES = 1_000;
/** Well inside the function's 540 s timeout, so a stuck PDF ends 'failed', not killed mid-run. */
export const EXTRACTION_TIME_LIMIT_MS = 240_000;

export function createTextExtractor(options: TextExtractorOptions): TextExtractor {
  return {
    async extract({ bytes }): Promise<ExtractedText> {
      const type = await detectDocumentType(bytes, { maxUnpackedBytes: options.maxUnpackedBytes });
      let pages: string[];
      let structure: DocumentStructure;
      if (type === 'pdf') {
        ({ pages, structure } = await extractPdfPages(bytes, options.loadPdfjs, {
          maxPages: options.maxPages ?? MAX_EXTRACTED_PAGES,
          timeLimitMs: options.timeLimitMs ?? EXTRACTION_TIME_LIMIT_MS,
        }));
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
      return { detectedType: type, pages, text: pages.join('\n\n'), structure };
    },
  };
}
