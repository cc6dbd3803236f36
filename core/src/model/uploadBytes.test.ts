import { describe, expect, it } from 'vitest';
import {
  attachmentDisposition,
  cleanUploadName,
  judgeUpload,
  kindFromBytes,
  sha256Hex,
} from './uploadBytes';

const bytes = (s: string) => new TextEncoder().encode(s);
const PDF = bytes('%PDF-1.7\n%âãÏÓ\n1 0 obj\n');
const OLE = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0]);

describe('an upload judged by its bytes (issue 20)', () => {
  it.each([
    ['.pdf', 'project', PDF, 'document.pdf'],
    ['bestek.pdf.', 'project', PDF, 'bestek.pdf'],
    ['bestek.pdf. . ', 'project', PDF, 'bestek.pdf'],
    ['scan', 'project', PDF, 'scan.pdf'],
    ['Bestek gemeente.PDF', 'project', PDF, 'Bestek gemeente.PDF'],
    ['report.doc', 'project', PDF, 'report.pdf'],
    ['report.docx', 'project', OLE, 'report.doc'],
    ['aanbieding', 'project', ZIP, 'aanbieding.docx'],
    ['notes', 'knowledgeBase', bytes('We hold ISO 9001.'), 'notes.txt'],
    ['offer.pdf', 'knowledgeBase', bytes('We hold ISO 9001.'), 'offer.txt'],
  ] as const)('%s (%s) is accepted as %s', (name, target, head, cleaned) => {
    const judged = judgeUpload(target, { name, size: 1000 }, head);
    expect(judged).toMatchObject({ ok: true, name: cleaned });
  });

  it.each([
    ['empty', 'a.pdf', 'project', 0, PDF, 'validation.fileEmpty'],
    ['too large', 'a.pdf', 'project', 26 * 1024 * 1024, PDF, 'validation.fileTooLarge?maxMb=25'],
    [
      'plain text in a project',
      'a.txt',
      'project',
      10,
      bytes('hallo'),
      'validation.fileType?types=PDF%2C+DOC%2C+DOCX',
    ],
    [
      'an image named .pdf',
      'a.pdf',
      'project',
      10,
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]),
      'documents.errors.notADocument',
    ],
    [
      'a program named .pdf',
      'setup.pdf',
      'project',
      10,
      new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]),
      'documents.errors.notADocument',
    ],
    [
      'text named .png',
      'photo.png',
      'knowledgeBase',
      10,
      bytes('not a png'),
      'validation.fileType?types=PDF%2C+DOC%2C+DOCX%2C+TXT',
    ],
    [
      'text named .md',
      'notes.md',
      'knowledgeBase',
      10,
      bytes('# Notes'),
      'validation.fileType?types=PDF%2C+DOC%2C+DOCX%2C+TXT',
    ],
    [
      'a workbook',
      'budget.xlsx',
      'project',
      10,
      ZIP,
      'validation.fileType?types=PDF%2C+DOC%2C+DOCX',
    ],
    [
      'a macro document',
      'm.docm',
      'project',
      10,
      ZIP,
      'validation.fileType?types=PDF%2C+DOC%2C+DOCX',
    ],
    [
      'HTML named .pdf',
      'offer.pdf',
      'knowledgeBase',
      10,
      bytes('<!doctype html><html><body>x</body></html>'),
      'documents.errors.markupNotText',
    ],
    [
      'RTF named .txt',
      'policy.txt',
      'knowledgeBase',
      10,
      bytes('{\\rtf1\\ansi hello}'),
      'documents.errors.markupNotText',
    ],
  ] as const)('%s is refused', (_label, name, target, size, head, error) => {
    expect(judgeUpload(target, { name, size }, head)).toMatchObject({ ok: false, error });
  });

  it('tells the kinds apart from the first bytes', () => {
    expect(kindFromBytes(bytes('junk before %PDF-1.4'))).toBe('pdf');
    expect(kindFromBytes(OLE)).toBe('doc');
    expect(kindFromBytes(ZIP)).toBe('docx');
    expect(kindFromBytes(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('markup');
    expect(kindFromBytes(new Uint8Array([0, 1, 2, 3]))).toBeNull();
    expect(kindFromBytes(bytes('   \n'))).toBeNull();
    // A multi-byte character cut at the end of the head is still text.
    expect(kindFromBytes(bytes('Café é').subarray(0, 7))).toBe('txt');
  });

  it('cleans a name without losing what the user called it', () => {
    expect(cleanUploadName('..\\..\\etc/evil\u0007\u202Egnp.pdf', 'pdf')).toBe('evilgnp.pdf');
    expect(cleanUploadName('...', 'pdf')).toBe('document.pdf');
    expect(cleanUploadName('', 'docx')).toBe('document.docx');
  });

  it('downloads are attachments under the cleaned name, encoded for the header', () => {
    expect(attachmentDisposition("Bestek (v2) 'def' brüg.pdf")).toBe(
      "attachment; filename*=UTF-8''Bestek%20%28v2%29%20%27def%27%20br%C3%BCg.pdf",
    );
  });

  it('hashes with SHA-256', async () => {
    expect(await sha256Hex(bytes('test'))).toBe(
      '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
    );
  });
});
