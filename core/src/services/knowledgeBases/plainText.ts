/**
 * Plain-text knowledge-base uploads (TXT): the bytes must be valid UTF-8 without the NUL and
 * control characters of binary files, so a renamed binary is still refused as 'not a document'
 * by the extractor that runs when this returns null. Text that is really markup, a script or
 * RTF (a web page saved as .txt or .pdf) is refused with its own message (issue 20 item 4).
 */
import { DOCUMENT_ERROR_KEYS as E, DocumentProcessingError } from '../../extraction/errors';
import { sniffMarkup } from '../../extraction/markupSniff';
import { paginateText } from '../../extraction/paginate';
import { structureFromPages } from '../../extraction/structure';
import type { ExtractedText } from '../../ports/external';

/** Control characters other than tab, line feed, form feed and carriage return: binary. */
function looksBinary(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 12 && c !== 13) || c === 127) return true;
  }
  return false;
}

export function readPlainText(bytes: Uint8Array): ExtractedText | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  if (text.startsWith('%PDF-') || looksBinary(text)) return null;
  const markup = sniffMarkup(text);
  if (markup) throw new DocumentProcessingError(E.markupNotText, markup);
  const normalised = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const pages = paginateText(normalised);
  return {
    detectedType: 'txt',
    pages,
    text: pages.join('\n\n'),
    structure: structureFromPages(pages),
  };
}
