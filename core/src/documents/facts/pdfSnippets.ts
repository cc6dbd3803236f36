/**
 * Test support (failure-class tests): a one-page PDF with lines of text at the given positions,
 * laid out by pdf-lib and read through the production extractor, and its facts as the processor
 * reads them. Nothing in production imports it.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { loadNodePdfjs } from '../../extraction/testPdfjs';
import { createTextExtractor } from '../../extraction/textExtractor';
import { extractTenderFacts } from './extractTenderFacts';

/** `rows`: per printed line, its cells as [text, x]; an empty row is a blank line. */
export async function pdfFacts(rows: [string, number][][]) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  rows.forEach((cells, r) => {
    for (const [text, x] of cells) page.drawText(text, { x, y: 760 - r * 18, size: 10, font });
  });
  const bytes = await pdf.save();
  const out = await createTextExtractor({ loadPdfjs: loadNodePdfjs }).extract({
    bytes,
    fileName: 'timetable.pdf',
  });
  return extractTenderFacts([...(out.pages ?? [])], { structure: out.structure });
}
