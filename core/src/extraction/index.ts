/** Document text extraction (the TextExtractor port's implementation, platform parts injected). */
export * from './errors';
export { detectDocumentType, type DocumentType } from './detectType';
export { inspectZip, hasMacros, MAX_UNPACKED_BYTES } from './zipInspection';
export { extractPdfPages, pageTextFromItems, type PdfjsLoader, type PdfjsModule } from './pdfText';
export { extractDocxPages } from './docxText';
export { paginateText, PAGE_CHARS } from './paginate';
export {
  createTextExtractor,
  MAX_EXTRACTED_PAGES,
  EXTRACTION_TIME_LIMIT_MS,
  type DocReader,
  type TextExtractorOptions,
} from './textExtractor';
export {
  blockText,
  structureFromPages,
  structuredPageText,
  type Block,
  type DocumentStructure,
  type StructuredPage,
  type TableBlock,
  type TextBlock,
} from './structure';
