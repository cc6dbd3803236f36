/**
 * Hostile DOCX files built from bytes at test and bench time (issue 20): a zip bomb whose headers
 * lie about its sizes, a document whose XML tree needs a large heap, one zipped with a password,
 * and a plain one to compare with. Test and bench code only.
 */
import { latin1 } from './bytes';
import { writeZip, zipEntry } from './zipWriter';
import { zlibOfZeros } from './zlibOfZeros';

const WORD_XML = (text: string) =>
  latin1(
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  );
const CONTENT_TYPES = latin1(
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
);

/**
 * A DOCX with an extra entry of `inflatedBytes` zeros whose local and central headers declare
 * `claimedBytes` instead: a zip bomb that a check of the declared sizes lets through.
 */
export function lyingSizesDocx(inflatedBytes: number, claimedBytes = 1000): Uint8Array {
  return writeZip([
    zipEntry('[Content_Types].xml', CONTENT_TYPES),
    zipEntry('word/document.xml', WORD_XML('A document with a padded part')),
    {
      name: 'word/media/padding.bin',
      data: zlibOfZeros(inflatedBytes).subarray(2, -4), // raw deflate: no zlib header, no checksum
      crc: 0,
      declaredSize: claimedBytes,
    },
  ]);
}

/**
 * A DOCX whose document.xml holds `paragraphs` short paragraphs: a few hundred kB of zip that
 * stays under the unpacked-size cap, but whose XML tree needs a large heap when parsed.
 */
export function manyParagraphsDocx(paragraphs: number, words = 1): Uint8Array {
  const paragraph = `<w:p><w:r><w:t>${'Regel '.repeat(words).trim()}</w:t></w:r></w:p>`;
  const xml = `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraph.repeat(paragraphs)}</w:body></w:document>`;
  return writeZip([
    zipEntry('[Content_Types].xml', CONTENT_TYPES),
    zipEntry('word/document.xml', latin1(xml)),
  ]);
}

/** A DOCX zipped with a password (WinZip AES): its entries say method 99. */
export function aesEncryptedDocx(): Uint8Array {
  return writeZip([
    { ...zipEntry('[Content_Types].xml', CONTENT_TYPES), method: 99 },
    { ...zipEntry('word/document.xml', WORD_XML('Geheim')), method: 99 },
  ]);
}

/** A valid DOCX with one paragraph of `text`. */
export function plainDocx(text: string): Uint8Array {
  return writeZip([
    zipEntry('[Content_Types].xml', CONTENT_TYPES),
    zipEntry('word/document.xml', WORD_XML(text)),
  ]);
}
