/**
 * Small hostile files built from bytes at test and bench time (issue 20), so that no large or
 * dangerous binary is committed: a hand-written PDF (page trees with a loop or deep nesting, a
 * content stream that inflates enormously, thousands of pages), zips whose headers lie about
 * their sizes, and OLE compound files (Word, Excel, encrypted Word). Test and bench code only.
 */
import * as CFB from 'cfb';
import { Zlib, deflateSync, zlibSync } from 'fflate';

const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

/** A PDF object body: a string, or a dictionary string with stream bytes after it. */
export type PdfObject = string | { dict: string; stream: Uint8Array };

/**
 * A PDF file from its objects (object n is objects[n - 1]); object 1 must be the catalogue.
 * The cross-reference table is exact, so pdfjs reads the file as written, loops and all.
 */
export function buildPdf(objects: readonly PdfObject[]): Uint8Array {
  const parts: Uint8Array[] = [latin1('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')];
  let length = parts[0]!.byteLength;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(length);
    const body =
      typeof object === 'string'
        ? [latin1(`${i + 1} 0 obj\n${object}\nendobj\n`)]
        : [
            latin1(`${i + 1} 0 obj\n${object.dict}\nstream\n`),
            object.stream,
            latin1('\nendstream\nendobj\n'),
          ];
    for (const part of body) {
      parts.push(part);
      length += part.byteLength;
    }
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  ].join('');
  parts.push(latin1(xref));
  return concat(parts);
}

const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
const pageText = (text: string) =>
  latin1(`BT /F1 12 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`);

/** A plain PDF of `count` pages, each saying "Page n of count". */
export function manyPagesPdf(count: number): Uint8Array {
  // 1 catalogue, 2 pages, 3 font, then per page: page object, content stream.
  const objects: PdfObject[] = ['<< /Type /Catalog /Pages 2 0 R >>', '', FONT];
  const kids: string[] = [];
  for (let n = 1; n <= count; n++) {
    const pageId = objects.length + 1;
    const stream = pageText(`Page ${n} of ${count}`);
    kids.push(`${pageId} 0 R`);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId + 1} 0 R >>`,
    );
    objects.push({ dict: `<< /Length ${stream.byteLength} >>`, stream });
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${count} >>`;
  return buildPdf(objects);
}

/** A page tree whose /Pages node lists itself among its kids: a loop. */
export function circularPageTreePdf(): Uint8Array {
  const stream = pageText('A page inside a loop');
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R 2 0 R] /Count 2 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    { dict: `<< /Length ${stream.byteLength} >>`, stream },
    FONT,
  ]);
}

/** A page tree `depth` /Pages nodes deep (each with one kid) above a single page. */
export function deepPageTreePdf(depth: number): Uint8Array {
  const stream = pageText('A page at the bottom of a deep tree');
  // 1 catalogue, 2 font, 3 content, 4 the page, 5.. the /Pages chain (5 is the root).
  const objects: PdfObject[] = [
    '<< /Type /Catalog /Pages 5 0 R >>',
    FONT,
    { dict: `<< /Length ${stream.byteLength} >>`, stream },
    `<< /Type /Page /Parent ${4 + depth} 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 2 0 R >> >> /Contents 3 0 R >>`,
  ];
  for (let level = 0; level < depth; level++) {
    const id = 5 + level;
    const kid = level === depth - 1 ? 4 : id + 1;
    const parent = level === 0 ? '' : ` /Parent ${id - 1} 0 R`;
    objects.push(`<< /Type /Pages /Kids [${kid} 0 R] /Count 1${parent} >>`);
  }
  return buildPdf(objects);
}

/** A page whose resources nest `depth` arrays inside each other (the parser recurses). */
export function deeplyNestedObjectPdf(depth: number): Uint8Array {
  const stream = pageText('Deeply nested resources');
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> /Nest ${'['.repeat(depth)}${']'.repeat(depth)} >> /Contents 4 0 R >>`,
    { dict: `<< /Length ${stream.byteLength} >>`, stream },
    FONT,
  ]);
}

/**
 * zlib data of `bytes` zeros (rounded up to whole MiB), made in milliseconds whatever the size:
 * one MiB is compressed and sync-flushed to a byte boundary, and that block, which only looks
 * back at zeros, is repeated; the checksum is that of the full run of zeros.
 */
export function zlibOfZeros(bytes: number): Uint8Array {
  const STEP = 1024 * 1024;
  const steps = Math.max(2, Math.ceil(bytes / STEP));
  const out: Uint8Array[] = [];
  const z = new Zlib({ level: 9 });
  z.ondata = (chunk) => out.push(chunk);
  const zeros = new Uint8Array(STEP);
  z.push(zeros);
  z.flush(true);
  const first = concat(out.splice(0));
  z.push(zeros);
  z.flush(true);
  const middle = concat(out.splice(0));
  z.push(new Uint8Array(0), true);
  const tail = concat(out.splice(0));
  // Adler-32 of n zeros: a stays 1, b adds a once per byte.
  const n = steps * STEP;
  new DataView(tail.buffer, tail.byteOffset).setUint32(
    tail.byteLength - 4,
    ((n % 65521) << 16) | 1,
  );
  return concat([first, ...Array.from({ length: steps - 1 }, () => middle), tail]);
}

/** One page whose FlateDecode content stream inflates to `inflatedBytes` (a deflate bomb). */
export function deflateBombPdf(inflatedBytes: number): Uint8Array {
  const stream = zlibOfZeros(inflatedBytes);
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    { dict: `<< /Length ${stream.byteLength} /Filter /FlateDecode >>`, stream },
  ]);
}

/**
 * One page whose content stream (compressed, within the stream caps) draws `items` one-letter
 * strings on lines of their own: each becomes a text item in pdfjs, so the parser's heap, not
 * any buffer, is what grows. Only a capped worker heap stops it.
 */
export function textItemBombPdf(items: number): Uint8Array {
  const line = latin1('(a) Tj 0 -1 Td\n');
  const content = new Uint8Array(line.byteLength * items + 32);
  content.set(latin1('BT /F1 1 Tf 0 800 Td\n'));
  let at = 21;
  for (let i = 0; i < items; i++, at += line.byteLength) content.set(line, at);
  content.set(latin1('ET\n'), at);
  const stream = zlibSync(content.subarray(0, at + 3), { level: 6 });
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    { dict: `<< /Length ${stream.byteLength} /Filter /FlateDecode >>`, stream },
    FONT,
  ]);
}

const WORD_XML = (text: string) =>
  latin1(
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  );
const CONTENT_TYPES = latin1(
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
);

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

interface ZipEntry {
  readonly name: string;
  /** Deflated (method 8) data. */
  readonly data: Uint8Array;
  readonly crc: number;
  /** The uncompressed size the headers declare (true or not). */
  readonly declaredSize: number;
  /** 8 (deflate) unless said otherwise; 99 is WinZip AES encryption. */
  readonly method?: number;
}

/** A zip archive written field by field, so that its headers can say what a test wants. */
function writeZip(entries: readonly ZipEntry[]): Uint8Array {
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = latin1(entry.name);
    const header = (signature: number, size: number) => {
      const h = new Uint8Array(size + name.byteLength);
      const v = new DataView(h.buffer);
      const central = signature === 0x02014b50;
      const base = central ? 2 : 0; // the central header has "version made by" first
      v.setUint32(0, signature, true);
      if (central) v.setUint16(4, 20, true);
      v.setUint16(4 + base, 20, true); // version needed
      v.setUint16(8 + base, entry.method ?? 8, true);
      v.setUint32(14 + base, entry.crc, true);
      v.setUint32(18 + base, entry.data.byteLength, true);
      v.setUint32(22 + base, entry.declaredSize, true);
      v.setUint16(26 + base, name.byteLength, true);
      if (central) v.setUint32(42, offset, true);
      h.set(name, size);
      return h;
    };
    const local = header(0x04034b50, 30);
    parts.push(local, entry.data);
    central.push(header(0x02014b50, 46));
    offset += local.byteLength + entry.data.byteLength;
  }
  const directory = concat(central);
  const end = new Uint8Array(22);
  const v = new DataView(end.buffer);
  v.setUint32(0, 0x06054b50, true);
  v.setUint16(8, entries.length, true);
  v.setUint16(10, entries.length, true);
  v.setUint32(12, directory.byteLength, true);
  v.setUint32(16, offset, true);
  return concat([...parts, directory, end]);
}

const zipEntry = (name: string, content: Uint8Array): ZipEntry => ({
  name,
  data: deflateSync(content),
  crc: crc32(content),
  declaredSize: content.byteLength,
});

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

/** A Word 97 FIB start: wIdent 0xA5EC, nFib 193, and the flags word (fEncrypted is 0x0100). */
function wordFib(flags: number): Uint8Array {
  const fib = new Uint8Array(1024);
  const view = new DataView(fib.buffer);
  view.setUint16(0, 0xa5ec, true);
  view.setUint16(2, 0x00c1, true);
  view.setUint16(0x0a, flags, true);
  return fib;
}

function compoundFile(streams: Record<string, Uint8Array>): Uint8Array {
  const container = CFB.utils.cfb_new();
  for (const [name, content] of Object.entries(streams)) {
    CFB.utils.cfb_add(container, `/${name}`, content);
  }
  return new Uint8Array(CFB.write(container, { type: 'array' }) as ArrayLike<number>);
}

/** OLE compound files as Office writes them (their streams, not their full content). */
export const oleFiles = {
  /** A Word 97–2003 document's streams (the text itself is not needed to tell the type). */
  word: () => compoundFile({ WordDocument: wordFib(0), '1Table': new Uint8Array(512) }),
  /** A Word document saved with a password to open: the FIB's fEncrypted bit is set. */
  encryptedWord: () =>
    compoundFile({ WordDocument: wordFib(0x0100), '1Table': new Uint8Array(512) }),
  /** An Excel 97–2003 workbook (named .doc by the uploader). */
  excelWorkbook: () => compoundFile({ Workbook: new Uint8Array(2048) }),
  /** A DOCX (or XLSX) encrypted with a password: Office wraps it in an OLE file. */
  encryptedOoxml: () =>
    compoundFile({ EncryptionInfo: new Uint8Array(256), EncryptedPackage: new Uint8Array(4096) }),
};
