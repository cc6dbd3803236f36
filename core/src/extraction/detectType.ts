/**
 * The real type of an upload, read from its bytes with file-type; the declared content type and
 * the extension are never trusted (a renamed .exe or a .png saved as .pdf is refused).
 */
import { fileTypeFromBuffer } from 'file-type';
import { DOCUMENT_ERROR_KEYS as E, DocumentProcessingError } from './errors';
import { inspectOle } from './oleInspection';
import { hasMacros, inspectZip } from './zipInspection';

export type DocumentType = 'pdf' | 'docx' | 'doc';

/** '%PDF-' may follow up to 1 KiB of junk, which readers (and pdfjs) accept. */
function looksLikePdf(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return head.includes('%PDF-');
}

/**
 * The document's type, or a DocumentProcessingError: empty, not a document, macros, a zip bomb,
 * a damaged archive, an OLE file that is not Word or is encrypted. A DOCX is inspected (not unpacked) here, so the parser that follows
 * only ever sees archives within the size caps.
 */
export async function detectDocumentType(
  bytes: Uint8Array,
  limits: { maxUnpackedBytes?: number } = {},
): Promise<DocumentType> {
  if (bytes.byteLength === 0) throw new DocumentProcessingError(E.empty);
  const found = await fileTypeFromBuffer(bytes);
  const ext = found?.ext as string | undefined;
  if (ext === 'pdf' || (ext === undefined && looksLikePdf(bytes))) return 'pdf';
  if (ext === 'cfb') {
    // Every OLE file is 'cfb' to file-type: Word, Excel, PowerPoint, an encrypted DOCX.
    const kind = inspectOle(bytes);
    if (kind === 'word') return 'doc';
    if (kind === 'encryptedWord' || kind === 'encryptedOffice') {
      throw new DocumentProcessingError(E.encryptedOffice, kind);
    }
    if (kind === 'otherOffice')
      throw new DocumentProcessingError(E.notWord, 'OLE without WordDocument');
    throw new DocumentProcessingError(E.corrupt, 'damaged OLE file');
  }
  if (ext === 'docx' || ext === 'docm' || ext === 'dotm' || ext === 'dotx' || ext === 'zip') {
    const zip = inspectZip(bytes, limits);
    if (zip.overLimit) throw new DocumentProcessingError(E.tooLargeUnpacked);
    if (zip.encrypted) throw new DocumentProcessingError(E.encryptedOffice, 'AES-encrypted zip');
    if (zip.damaged) throw new DocumentProcessingError(E.corrupt, 'damaged zip');
    if (ext === 'docm' || ext === 'dotm' || hasMacros(zip.entries)) {
      throw new DocumentProcessingError(E.macros);
    }
    if (!zip.entries.includes('word/document.xml')) {
      throw new DocumentProcessingError(E.notADocument, `zip without word/document.xml (${ext})`);
    }
    return 'docx';
  }
  throw new DocumentProcessingError(E.notADocument, ext ?? 'unknown bytes');
}
