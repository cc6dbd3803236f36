import { describe, expect, it } from 'vitest';
import { FILE_NAME_MAX_CHARS, sanitizeFileName } from './uploads';

describe('sanitizeFileName', () => {
  it('keeps an ordinary name as it is', () => {
    expect(sanitizeFileName('Bestek gemeente Utrecht (v2).pdf')).toBe(
      'Bestek gemeente Utrecht (v2).pdf',
    );
  });

  it('keeps only the part after the last path separator', () => {
    expect(sanitizeFileName('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(sanitizeFileName('C:\\Users\\bid\\tender.docx')).toBe('tender.docx');
  });

  it('removes control characters and bidi overrides, so the real extension shows', () => {
    expect(sanitizeFileName('report\u0000\u001f.pdf')).toBe('report.pdf');
    expect(sanitizeFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(sanitizeFileName('a\u2066b\u2069c\u200F.pdf')).toBe('abc.pdf');
  });

  it('trims, drops leading dots and replaces characters Storage dislikes', () => {
    expect(sanitizeFileName('  ..hidden  .pdf ')).toBe('hidden .pdf');
    expect(sanitizeFileName('a#b[1]*?.pdf')).toBe('a_b_1___.pdf');
  });

  it('names an empty result "document"', () => {
    expect(sanitizeFileName('')).toBe('document');
    expect(sanitizeFileName('/')).toBe('document');
    expect(sanitizeFileName('\u202E')).toBe('document');
  });

  it('caps the length and keeps the extension', () => {
    const out = sanitizeFileName(`${'x'.repeat(500)}.docx`);
    expect(out).toHaveLength(FILE_NAME_MAX_CHARS);
    expect(out.endsWith('.docx')).toBe(true);
  });
});
