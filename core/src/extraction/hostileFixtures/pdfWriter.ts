/**
 * A PDF written object by object, so that a hostile fixture can hold what no PDF library would
 * write (a page tree that loops, nesting thousands deep). Test and bench code only.
 */
import { concat, latin1 } from './bytes';

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

export const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
export const pageText = (text: string) =>
  latin1(`BT /F1 12 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`);
