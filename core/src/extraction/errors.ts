/**
 * Why a document cannot be read. These are the document's fault, not the platform's: the
 * processor ends the document 'failed' with the key, which the UI shows in plain words.
 */

/** i18n keys a failed document can carry (locales: documents.errors.*). */
export const DOCUMENT_ERROR_KEYS = {
  notADocument: 'documents.errors.notADocument',
  markupNotText: 'documents.errors.markupNotText',
  duplicate: 'documents.errors.duplicate',
  empty: 'documents.errors.empty',
  tooLarge: 'documents.errors.tooLarge',
  tooLargeUnpacked: 'documents.errors.tooLargeUnpacked',
  encrypted: 'documents.errors.encrypted',
  /** A Word (.doc) or Office file saved with a password to open (OLE-wrapped encryption). */
  encryptedOffice: 'documents.errors.encryptedOffice',
  /** An OLE file that is not Word: an Excel workbook or PowerPoint deck named .doc. */
  notWord: 'documents.errors.notWord',
  /** The PDF's page tree or objects refer back to themselves: no reader can walk it. */
  structureLoop: 'documents.errors.structureLoop',
  /** Objects nested deeper than a parser can follow (a crafted or broken file). */
  tooDeeplyNested: 'documents.errors.tooDeeplyNested',
  corrupt: 'documents.errors.corrupt',
  macros: 'documents.errors.macros',
  docNeedsServer: 'documents.errors.docNeedsServer',
  timeout: 'documents.errors.timeout',
  missingFile: 'documents.errors.missingFile',
  unknown: 'documents.errors.unknown',
} as const;
export type DocumentErrorKey = (typeof DOCUMENT_ERROR_KEYS)[keyof typeof DOCUMENT_ERROR_KEYS];

/** i18n keys of warnings on a processed document (locales: documents.warnings.*). */
export const DOCUMENT_WARNING_KEYS = {
  noTextLayer: 'documents.warnings.noTextLayer',
  someEmptyPages: 'documents.warnings.someEmptyPages',
  textTruncated: 'documents.warnings.textTruncated',
  /** More pages than MAX_EXTRACTED_PAGES; stored with ?read=N&total=M (translateMessage). */
  tooManyPages: 'documents.warnings.tooManyPages',
} as const;
export type DocumentWarningKey = (typeof DOCUMENT_WARNING_KEYS)[keyof typeof DOCUMENT_WARNING_KEYS];

export class DocumentProcessingError extends Error {
  constructor(
    readonly key: DocumentErrorKey,
    detail?: string,
  ) {
    super(detail ? `${key}: ${detail}` : key);
    this.name = 'DocumentProcessingError';
  }
}
