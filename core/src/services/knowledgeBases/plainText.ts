/**
 * Plain-text knowledge-base uploads (TXT): the bytes must be valid UTF-8 without the NUL and
 * control characters of binary files, so a renamed binary is still refused as 'not a document'
 * by the extractor that runs when this returns null. Text that is really markup, a script or
 * RTF (a web page saved as .txt or .pdf) is refused with its own message (issue 20 item 4).
 * A table typed as spaced columns keeps its cells apart (issue 19): pagination collapses runs
 * of spaces, which glued 'ISO 9001:2015    DI-QMS-40718    LRQA    31 May 2028' into one run of
 * words whose number and date the fact sheet could no longer tell apart.
 */
import { DOCUMENT_ERROR_KEYS as E, DocumentProcessingError } from '../../extraction/errors';
import { sniffMarkup } from '../../extraction/markupSniff';
import { paginateText } from '../../extraction/paginate';
import { structureFromPages } from '../../extraction/structure';
import type { ExtractedText } from '../../ports/external';

/**
 * A line whose cells are set apart by a tab, or by runs of two or more spaces at least twice (a
 * sentence's double space after a full stop is one such run): its cells joined by ' | ', the
 * form the fact sheet and the chunker read as a table row.
 */
export function markSpacedCells(line: string): string {
  const cells = line.trim().split(/\s*\t\s*| {2,}/);
  const row = line.includes('\t') ? cells.length >= 2 : cells.length >= 3;
  return row && !line.includes('|') ? cells.filter((c) => c !== '').join(' | ') : line;
}

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
  const normalised = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map(markSpacedCells)
    .join('\n');
  const pages = paginateText(normalised);
  return {
    detectedType: 'txt',
    pages,
    text: pages.join('\n\n'),
    structure: structureFromPages(pages),
  };
}
