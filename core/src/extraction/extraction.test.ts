import { readFileSync } from 'node:fs';
import { zipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { readDocNode } from './docReaderNode';
import { DocumentProcessingError } from './errors';
import { lyingSizesDocx, manyParagraphsDocx } from './hostileFixtures/docx';
import { oleFiles } from './hostileFixtures/ole';
import { deflateBombPdf } from './hostileFixtures/pdf';
import { MAX_PDF_STREAM_BYTES, inspectPdfStreams } from './pdfInspection';
import { pdfErrorKey } from './pdfText';
import { loadNodePdfjs } from './testPdfjs';
import { createTextExtractor } from './textExtractor';
import { inspectZip } from './zipInspection';

vi.setConfig({ testTimeout: 30_000 });

const DATA = new URL('../../../../shared/data/', import.meta.url);
const read = (rel: string) => new Uint8Array(readFileSync(new URL(rel, DATA)));
const extractor = createTextExtractor({ loadPdfjs: loadNodePdfjs, readDoc: readDocNode });
const extract = (bytes: Uint8Array, fileName = 'upload.pdf') =>
  extractor.extract({ bytes, fileName, contentType: 'application/pdf' });

async function failureKey(bytes: Uint8Array, fileName?: string): Promise<string> {
  try {
    await extract(bytes, fileName);
  } catch (e) {
    if (e instanceof DocumentProcessingError) return e.key;
    throw e;
  }
  throw new Error('extraction succeeded');
}

const docxXml = (body: string) =>
  new TextEncoder().encode(
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
const contentTypes = (extra = '') =>
  new TextEncoder().encode(
    `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>${extra}</Types>`,
  );

describe('text extraction of real tender documents', () => {
  it('reads a PDF page by page', async () => {
    const out = await extract(
      read('tender-documents/us-gsa-rfq-4QTFHS150004-agile-delivery-services-bpa.pdf'),
    );
    expect(out.detectedType).toBe('pdf');
    expect(out.pages).toHaveLength(19);
    expect(out.pages?.[0]).toMatch(/4QTFHS150004/);
  });

  it('reads a DOCX', async () => {
    const out = await extract(
      read(
        'tender-documents/nl-vng-softwarecatalogus/bijlage-5-eigen-verklaring-volledige-inschrijving.docx',
      ),
      'x.docx',
    );
    expect(out.detectedType).toBe('docx');
    expect(out.text).toMatch(/inschrijving/i);
  });

  it('trusts the bytes, not the name: a DOCX called .pdf is read as DOCX', async () => {
    const out = await extract(
      read('tender-documents/us-ca-cdt-rfi-CDT-PQVP-0118-attachments-A-R.docx'),
      'a.pdf',
    );
    expect(out.detectedType).toBe('docx');
  });

  it('returns empty pages for a scanned PDF without a text layer', async () => {
    const out = await extract(
      read('hostile/image-only-ccittfax-scanlike_imagemagick-CCITTFaxDecode.pdf'),
    );
    expect(out.pages).toEqual(['']);
  });
});

describe('bad input is refused with its own reason', () => {
  it('a password-protected PDF → encrypted', async () => {
    expect(
      await failureKey(read('hostile/encrypted_openpassword_libreoffice-writer-password.pdf')),
    ).toBe('documents.errors.encrypted');
  });

  it('a zero-byte file → empty', async () => {
    expect(await failureKey(new Uint8Array())).toBe('documents.errors.empty');
  });

  it('a renamed executable or image → not a document', async () => {
    const exe = new Uint8Array(512);
    exe.set([0x4d, 0x5a, 0x90, 0x00]);
    expect(await failureKey(exe, 'setup.pdf')).toBe('documents.errors.notADocument');
    const png = new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0,
      1, 0, 0, 0, 1, 8, 2, 0, 0, 0,
    ]);
    expect(await failureKey(png, 'photo.pdf')).toBe('documents.errors.notADocument');
    expect(await failureKey(new TextEncoder().encode('just some text, not a PDF'))).toBe(
      'documents.errors.notADocument',
    );
  });

  it('a truncated or damaged PDF → corrupt', async () => {
    const real = read('tender-documents/us-gsa-rfq-4QTFHS150004-agile-delivery-services-bpa.pdf');
    expect(await failureKey(real.slice(0, 40))).toBe('documents.errors.corrupt');
    expect(await failureKey(new TextEncoder().encode('%PDF-1.7\n%%EOF garbage'))).toBe(
      'documents.errors.corrupt',
    );
  });

  it('a DOCX zip bomb → too large unpacked, before anything unpacks it', async () => {
    const bomb = zipSync(
      {
        '[Content_Types].xml': contentTypes(),
        'word/document.xml': docxXml(''),
        'word/padding.xml': new Uint8Array(8 * 1024 * 1024),
      },
      { level: 6 },
    );
    expect(bomb.byteLength).toBeLessThan(64 * 1024);
    // The production cap (100 MB) is the same code path; a smaller cap keeps the test fast.
    const small = createTextExtractor({
      loadPdfjs: loadNodePdfjs,
      maxUnpackedBytes: 4 * 1024 * 1024,
    });
    await expect(small.extract({ bytes: bomb, fileName: 'bomb.docx' })).rejects.toMatchObject({
      key: 'documents.errors.tooLargeUnpacked',
    });
  });

  it('counts real inflated bytes, not the sizes the archive declares', () => {
    const zip = zipSync({ 'word/document.xml': new Uint8Array(5000) });
    expect(inspectZip(zip, { maxUnpackedBytes: 10_000 }).overLimit).toBe(false);
    expect(inspectZip(zip, { maxUnpackedBytes: 1_000 }).overLimit).toBe(true);
  });

  it('a zip whose headers lie about its sizes is inflated only up to the cap, not to the end', () => {
    // 64 MiB of zeros declared as 1,000 bytes: the declared-size check lets it through.
    const lying = lyingSizesDocx(64 * 1024 * 1024);
    const inspection = inspectZip(lying, { maxUnpackedBytes: 1024 * 1024 });
    expect(inspection.overLimit).toBe(true);
    // Counted in slices: it stops a few MiB past the cap instead of inflating all 64 MiB first.
    expect(inspection.unpackedBytes).toBeLessThan(6 * 1024 * 1024);
  });

  it('a DOCX whose XML parts unpack past the XML cap is refused before its XML is parsed', async () => {
    // 450,000 one-word paragraphs: 17 MiB of XML in a zip of a few hundred kB.
    const docx = manyParagraphsDocx(450_000);
    expect(docx.byteLength).toBeLessThan(1024 * 1024);
    expect(inspectZip(docx)).toMatchObject({ overLimit: true, damaged: false });
    expect(await failureKey(docx, 'lang.docx')).toBe('documents.errors.tooLargeUnpacked');
    // Images and other binary parts do not count towards it: only what a Word reader parses.
    expect(inspectZip(docx, { maxXmlBytes: 32 * 1024 * 1024 }).overLimit).toBe(false);
  });

  it('a PDF deflate bomb is refused before pdfjs is even loaded', async () => {
    const bomb = deflateBombPdf(80 * 1024 * 1024);
    expect(bomb.byteLength).toBeLessThan(200 * 1024);
    const loadPdfjs = vi.fn(loadNodePdfjs);
    const guarded = createTextExtractor({ loadPdfjs });
    await expect(guarded.extract({ bytes: bomb, fileName: 'bestek.pdf' })).rejects.toMatchObject({
      key: 'documents.errors.tooLargeUnpacked',
    });
    expect(loadPdfjs).not.toHaveBeenCalled();
    // The count stops at the cap (in slices), whatever the stream would inflate to.
    const inspection = inspectPdfStreams(deflateBombPdf(512 * 1024 * 1024));
    expect(inspection).toMatchObject({ overLimit: true });
    expect(inspection.inflatedBytes).toBeLessThan(MAX_PDF_STREAM_BYTES + 8 * 1024 * 1024);
  });

  it("a real PDF's streams are counted and stay far under the caps", () => {
    const inspection = inspectPdfStreams(read('hostile/large-117-pages_GeoTopo-komprimiert.pdf'));
    expect(inspection.overLimit).toBe(false);
    expect(inspection.inflatedBytes).toBeGreaterThan(100_000);
  });

  it('pdfjs failures map to the catalogue by their class, unknown ones to corrupt', () => {
    const error = (name: string, message: string) => Object.assign(new Error(message), { name });
    expect(pdfErrorKey(error('PasswordException', 'No password given'))).toBe(
      'documents.errors.encrypted',
    );
    expect(
      pdfErrorKey(error('UnknownErrorException', 'Pages tree contains circular reference.')),
    ).toBe('documents.errors.structureLoop');
    expect(pdfErrorKey(error('UnknownErrorException', 'Maximum call stack size exceeded'))).toBe(
      'documents.errors.tooDeeplyNested',
    );
    expect(pdfErrorKey(error('RangeError', 'Array buffer allocation failed'))).toBe(
      'documents.errors.tooLargeUnpacked',
    );
    expect(pdfErrorKey(error('InvalidPDFException', 'Invalid PDF structure.'))).toBe(
      'documents.errors.corrupt',
    );
    expect(pdfErrorKey(error('UnknownErrorException', 'Bad FCHECK in flate stream'))).toBe(
      'documents.errors.corrupt',
    );
  });

  it('a DOCX with a macro project, or a .docm → macros', async () => {
    const docm = zipSync({
      '[Content_Types].xml': contentTypes(),
      'word/document.xml': docxXml('<w:p><w:r><w:t>Hallo</w:t></w:r></w:p>'),
      'word/vbaProject.bin': new Uint8Array([1, 2, 3]),
    });
    expect(await failureKey(docm, 'offerte.docx')).toBe('documents.errors.macros');
  });

  it('a zip that is not a Word document → not a document', async () => {
    const zip = zipSync({ 'readme.txt': new TextEncoder().encode('hello') });
    expect(await failureKey(zip, 'a.docx')).toBe('documents.errors.notADocument');
  });

  it('a PDF that takes longer than the time limit stops with the timeout reason', async () => {
    const impatient = createTextExtractor({ loadPdfjs: loadNodePdfjs, timeLimitMs: -1 });
    await expect(
      impatient.extract({
        bytes: read('tender-documents/us-gsa-rfq-4QTFHS150004-agile-delivery-services-bpa.pdf'),
        fileName: 'a.pdf',
      }),
    ).rejects.toMatchObject({ key: 'documents.errors.timeout' });
  });

  it('a .doc without a server-side reader says it needs the server', async () => {
    const cfb = oleFiles.word();
    const browserLike = createTextExtractor({ loadPdfjs: loadNodePdfjs });
    await expect(browserLike.extract({ bytes: cfb, fileName: 'a.doc' })).rejects.toMatchObject({
      key: 'documents.errors.docNeedsServer',
    });
  });
});
