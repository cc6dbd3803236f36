/**
 * DOCX text and structure from the XML Word saved (docxStructure.ts). Only ever called after
 * detectDocumentType has inspected the archive (size caps counted on the inflated bytes, no
 * macros), so the parts unpacked here are within the caps.
 */
import { unzipSync } from 'fflate';
import { docxStructure } from './docxStructure';
import { DOCUMENT_ERROR_KEYS as E, DocumentProcessingError } from './errors';
import { type DocumentStructure, structuredPageText } from './structure';

/** The parts read: the body, its styles and lists, Word's page count, headers and footers. */
const WANTED =
  /^(word\/(document|styles|numbering)\.xml|word\/_rels\/document\.xml\.rels|docProps\/app\.xml|word\/(header|footer)\d*\.xml)$/;

export async function extractDocxPages(
  bytes: Uint8Array,
): Promise<{ pages: string[]; structure: DocumentStructure }> {
  let structure: DocumentStructure;
  try {
    const files = unzipSync(bytes, { filter: (file) => WANTED.test(file.name) });
    const decoder = new TextDecoder('utf-8');
    const part = (path: string) => {
      const data = files[path];
      return data === undefined ? undefined : decoder.decode(data);
    };
    const document = part('word/document.xml');
    if (document === undefined) throw new Error('no word/document.xml');
    structure = docxStructure({
      document,
      styles: part('word/styles.xml'),
      numbering: part('word/numbering.xml'),
      app: part('docProps/app.xml'),
      rels: part('word/_rels/document.xml.rels'),
      part,
    });
  } catch (e) {
    throw new DocumentProcessingError(E.corrupt, (e as Error).message);
  }
  return { pages: structure.pages.map(structuredPageText), structure };
}
