/**
 * Text items on one line with a gap between them (issue 17, bid-writer review 2026-11-27): a
 * running header's page number and its date, drawn at two x positions, read "Page 3 of 7Issued
 * 11/01/2027" in the viewer's text. Such items are words apart; a word drawn in two pieces that
 * touch stays one word.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { loadNodePdfjs } from './testPdfjs';
import { createTextExtractor } from './textExtractor';

vi.setConfig({ testTimeout: 30_000 });

/** `rows`: per printed line, its pieces as [text, x] (x: 'after' = right where the last ended). */
async function pageText(rows: [string, number | 'after'][][]): Promise<string> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  rows.forEach((pieces, r) => {
    let end = 0;
    for (const [text, at] of pieces) {
      const x = at === 'after' ? end : at;
      page.drawText(text, { x, y: 800 - r * 18, size: 10, font });
      end = x + font.widthOfTextAtSize(text, 10);
    }
  });
  const out = await createTextExtractor({ loadPdfjs: loadNodePdfjs }).extract({
    bytes: await pdf.save(),
    fileName: 'tender.pdf',
  });
  return out.pages![0]!;
}

describe('pieces of one line drawn apart are read apart', () => {
  // The review's PDFs draw the footer right to left: the page number at x 480, then the status.
  it.each([
    ['Page 3 of 7', 'Issued 11/01/2027'],
    ['Pagina 3 van 6', 'Definitief, versie 1.0'],
  ])('a running footer "%s" right and "%s" left, in either drawing order', async (right, left) => {
    const drawnRightFirst = await pageText([
      [
        [right, 480],
        [left, 62],
      ],
      [['Body text of the page.', 62]],
    ]);
    expect(drawnRightFirst.split('\n')[0]).toBe(`${right} ${left}`);
    const drawnLeftFirst = await pageText([
      [
        [left, 62],
        [right, 480],
      ],
    ]);
    expect(drawnLeftFirst).toBe(`${left} ${right}`);
  });

  it('keeps a word drawn in two touching pieces whole', async () => {
    const text = await pageText([
      [
        ['Inschrij', 50],
        ['ving sluit op 23 maart', 'after'],
      ],
    ]);
    expect(text).toBe('Inschrijving sluit op 23 maart');
  });
});
