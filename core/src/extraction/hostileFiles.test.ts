/**
 * Hostile files (issue 20): each file and name, what the user ends up with, and the message they
 * read. The files are built from bytes here (hostileFixtures/) or read from the shared public
 * data; each runs through the real processor with the production extractor and limits.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { documentWorld } from '../services/documents/testWorld';
import { readDocNode } from './docReaderNode';
import { aesEncryptedDocx, lyingSizesDocx, plainDocx } from './hostileFixtures/docx';
import { oleFiles } from './hostileFixtures/ole';
import {
  circularPageTreePdf,
  deepPageTreePdf,
  deeplyNestedObjectPdf,
  deflateBombPdf,
  manyPagesPdf,
} from './hostileFixtures/pdf';
import { loadNodePdfjs } from './testPdfjs';
import { MAX_EXTRACTED_PAGES, createTextExtractor } from './textExtractor';

vi.setConfig({ testTimeout: 120_000 });

const DATA = new URL('../../../../shared/data/', import.meta.url);
const LOCALES = new URL('../../../locales/', import.meta.url);
const read = (rel: string) => new Uint8Array(readFileSync(new URL(rel, DATA)));
const GSA = 'tender-documents/us-gsa-rfq-4QTFHS150004-agile-delivery-services-bpa.pdf';
const MiB = 1024 * 1024;

type Outcome =
  | { readonly failed: string; readonly retryHelps: boolean }
  | { readonly pages: number; readonly warnings?: readonly string[]; readonly text?: RegExp };

interface Row {
  readonly file: string;
  readonly name: string;
  readonly bytes: () => Uint8Array;
  readonly outcome: Outcome;
}

/** The table: file, the name it is uploaded under, what the user sees. */
const TABLE: readonly Row[] = [
  {
    file: 'DOCX whose zip headers claim 1,000 bytes for a 300 MiB entry',
    name: 'bijlage.docx',
    bytes: () => lyingSizesDocx(300 * MiB),
    outcome: { failed: 'documents.errors.tooLargeUnpacked', retryHelps: false },
  },
  {
    file: 'PDF whose one content stream inflates to 512 MiB (deflate bomb)',
    name: 'bestek.pdf',
    bytes: () => deflateBombPdf(512 * MiB),
    outcome: { failed: 'documents.errors.tooLargeUnpacked', retryHelps: false },
  },
  {
    file: 'PDF whose page tree lists itself among its kids (a loop)',
    name: 'bestek.pdf',
    bytes: circularPageTreePdf,
    outcome: { failed: 'documents.errors.structureLoop', retryHelps: false },
  },
  {
    file: 'PDF with resources nested 100,000 arrays deep',
    name: 'bestek.pdf',
    bytes: () => deeplyNestedObjectPdf(100_000),
    outcome: { failed: 'documents.errors.tooDeeplyNested', retryHelps: false },
  },
  {
    file: 'PDF whose page tree is 20,000 levels deep above one page',
    name: 'bestek.pdf',
    bytes: () => deepPageTreePdf(20_000),
    outcome: { pages: 1, text: /bottom of a deep tree/ },
  },
  {
    file: 'PDF of 2,500 pages',
    name: 'lang.pdf',
    bytes: () => manyPagesPdf(2_500),
    outcome: {
      pages: MAX_EXTRACTED_PAGES,
      warnings: ['documents.warnings.tooManyPages?read=2000&total=2500'],
      text: /Page 2000 of 2500/,
    },
  },
  {
    file: 'PDF of exactly 2,000 pages: every page read, no warning',
    name: 'lang.pdf',
    bytes: () => manyPagesPdf(2_000),
    outcome: { pages: 2_000, warnings: [], text: /Page 2000 of 2000/ },
  },
  {
    file: 'PDF with a password to open',
    name: 'beveiligd.pdf',
    bytes: () => read('hostile/encrypted_openpassword_libreoffice-writer-password.pdf'),
    outcome: { failed: 'documents.errors.encrypted', retryHelps: false },
  },
  {
    file: 'PDF cut off after 40 bytes (an interrupted upload)',
    name: 'bestek.pdf',
    bytes: () => read(GSA).slice(0, 40),
    outcome: { failed: 'documents.errors.corrupt', retryHelps: true },
  },
  {
    file: 'PDF cut off halfway',
    name: 'bestek.pdf',
    bytes: () => {
      const pdf = read(GSA);
      return pdf.slice(0, pdf.byteLength >> 1);
    },
    outcome: { failed: 'documents.errors.corrupt', retryHelps: true },
  },
  {
    file: 'DOCX cut off halfway',
    name: 'bijlage.docx',
    bytes: () => {
      const docx = plainDocx('Een korte bijlage');
      return docx.slice(0, docx.byteLength >> 1);
    },
    outcome: { failed: 'documents.errors.corrupt', retryHelps: true },
  },
  {
    file: 'Excel 97–2003 workbook named .doc',
    name: 'prijzen.doc',
    bytes: oleFiles.excelWorkbook,
    outcome: { failed: 'documents.errors.notWord', retryHelps: false },
  },
  {
    file: 'Word 97–2003 document saved with a password to open',
    name: 'offerte.doc',
    bytes: oleFiles.encryptedWord,
    outcome: { failed: 'documents.errors.encryptedOffice', retryHelps: false },
  },
  {
    file: 'DOCX saved with a password (Office wraps it in an OLE file)',
    name: 'offerte.docx',
    bytes: oleFiles.encryptedOoxml,
    outcome: { failed: 'documents.errors.encryptedOffice', retryHelps: false },
  },
  {
    file: 'DOCX zipped with a password (AES entries)',
    name: 'offerte.docx',
    bytes: aesEncryptedDocx,
    outcome: { failed: 'documents.errors.encryptedOffice', retryHelps: false },
  },
  {
    file: 'OLE file cut off after its header',
    name: 'offerte.doc',
    bytes: () => oleFiles.word().slice(0, 600),
    outcome: { failed: 'documents.errors.corrupt', retryHelps: true },
  },
];

const locale = (lang: string) =>
  JSON.parse(readFileSync(new URL(`${lang}.json`, LOCALES), 'utf8')) as Record<string, unknown>;
const message = (messages: Record<string, unknown>, key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);

describe('hostile files end with their own outcome and message', () => {
  it.each(TABLE.map((row) => [row.file, row] as const))('%s', async (_file, row) => {
    const w = documentWorld();
    const t = await w.upload(row.name, row.bytes());
    const result = await w.processor.process(t);
    const doc = await w.read(t);
    if ('failed' in row.outcome) {
      expect(result).toEqual({ outcome: 'failed', error: row.outcome.failed });
      expect(doc).toMatchObject({ status: 'failed', error: row.outcome.failed, attempt: 1 });
      return;
    }
    expect(result).toEqual({ outcome: 'processed' });
    expect(doc?.pageCount).toBe(row.outcome.pages);
    if (row.outcome.warnings) expect(doc?.warnings).toEqual(row.outcome.warnings);
    if (row.outcome.text) expect(JSON.stringify(await w.chunks(t))).toMatch(row.outcome.text);
  });

  const failures = new Map(
    TABLE.flatMap((row) => ('failed' in row.outcome ? [[row.outcome.failed, row.outcome]] : [])),
  );
  it.each([...failures])(
    '%s says what to do in English and Dutch, and asks for the same file again only when that can help',
    (key, outcome) => {
      const en = message(locale('en'), key);
      const nl = message(locale('nl'), key);
      expect(typeof en).toBe('string');
      expect(typeof nl).toBe('string');
      const asksRetry = /\bupload it again\b/i.test(en as string);
      const vraagtOpnieuw = /\bupload het (dan )?opnieuw\b/i.test(nl as string);
      expect({ asksRetry, vraagtOpnieuw }).toEqual({
        asksRetry: outcome.retryHelps,
        vraagtOpnieuw: outcome.retryHelps,
      });
    },
  );

  it('the warning for a cut document names both counts, in both languages', () => {
    for (const lang of ['en', 'nl']) {
      expect(message(locale(lang), 'documents.warnings.tooManyPages')).toMatch(
        /\{\{read, number\}\}.*\{\{total, number\}\}/,
      );
    }
  });
});

describe('OLE files are told apart by their streams', () => {
  it('a Word 97–2003 document goes to the .doc reader', async () => {
    const readDoc = vi.fn(async () => 'Offerte voor de gemeente');
    const extractor = createTextExtractor({ loadPdfjs: loadNodePdfjs, readDoc });
    const out = await extractor.extract({ bytes: oleFiles.word(), fileName: 'offerte.doc' });
    expect(out).toMatchObject({ detectedType: 'doc', pages: ['Offerte voor de gemeente'] });
    expect(readDoc).toHaveBeenCalledOnce();
  });

  it('an Excel workbook is never handed to the Word reader', async () => {
    const readDoc = vi.fn(readDocNode);
    const extractor = createTextExtractor({ loadPdfjs: loadNodePdfjs, readDoc });
    await expect(
      extractor.extract({ bytes: oleFiles.excelWorkbook(), fileName: 'prijzen.doc' }),
    ).rejects.toMatchObject({ key: 'documents.errors.notWord' });
    expect(readDoc).not.toHaveBeenCalled();
  });
});
