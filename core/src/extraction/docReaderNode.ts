// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- word-extractor ships no types; the functions build must see them too
/// <reference path="./wordExtractor.d.ts" />
/**
 * .doc (Word 97–2003) reader for Node only: word-extractor reads OLE compound files through
 * Node's Buffer. The functions pass it to createTextExtractor; the browser demo does not, and
 * says plainly that .doc needs the server (documents.errors.docNeedsServer).
 */
import type { DocReader } from './textExtractor';

export const readDocNode: DocReader = async (bytes) => {
  const { default: WordExtractor } = await import('word-extractor');
  const doc = await new WordExtractor().extract(Buffer.from(bytes));
  return doc.getBody();
};
