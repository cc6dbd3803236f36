/**
 * Hostile PDFs built from bytes at test and bench time (issue 20), so that no large or dangerous
 * binary is committed: page trees with a loop or deep nesting, deeply nested objects, thousands
 * of pages, a content stream that inflates enormously, and one that makes pdfjs build a huge
 * number of text items. Test and bench code only.
 */
import { zlibSync } from 'fflate';
import { latin1 } from './bytes';
import { FONT, type PdfObject, buildPdf, pageText } from './pdfWriter';
import { zlibOfZeros } from './zlibOfZeros';

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
