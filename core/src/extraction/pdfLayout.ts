/**
 * A PDF page's layout from pdfjs's positioned text items (issue 17): lines by baseline, then
 * blocks — headings (a font clearly larger than the page's body text, or a short section-numbered
 * line), list items (a leading bullet, dash, number or letter), paragraphs (wrapped lines joined,
 * words hyphenated at a line end re-joined) and table rows (lines whose pieces sit in the same
 * x-columns on consecutive lines). Running headers and footers are the lines in the top or bottom
 * band that repeat, digits aside, on most pages: they are `furniture`, not blocks. The page number
 * printed in those bands ('12', 'Page 3 of 19', 'Pagina 3 van 12', 'iv') is the page's `label`.
 *
 * Lines here are in visual order (top to bottom), which puts a table row's cells on one line.
 * The page's text (`pages[i]`, pdfText.ts) keeps pdfjs's content order, as before: it reads a
 * table cell by cell, headers and footers included where the PDF draws them.
 *
 * The readers live in ./pdf: lines, bands (furniture and printed numbers), tables and blocks;
 * this file finds the running headers, footers and page numbers across pages and puts them together.
 */
import {
  EDGE_NUMBER,
  NUMBER_ONLY,
  ROMAN,
  bandLines,
  furnitureKey,
  printedPageNumber,
} from './pdf/bands';
import { bodySize, levelHeadings, pageBlocks } from './pdf/blocks';
import type { Line, PageLayout } from './pdf/lines';
import type { Block, DocumentStructure, StructuredPage } from './structure';

export { printedPageNumber } from './pdf/bands';
export { readPageLines, type Line, type PageLayout, type Segment } from './pdf/lines';
/** The document's structure from the pages' layouts. */
export function pdfStructure(layouts: readonly PageLayout[]): DocumentStructure {
  // Furniture: a line at the top or bottom edge whose text (digits aside) repeats on most pages.
  const counts = new Map<string, number>();
  const bands = layouts.map(bandLines);
  for (const band of bands) {
    for (const key of new Set(band.map((l) => furnitureKey(l.text)))) {
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const withText = layouts.filter((l) => l.lines.length > 0).length;
  const repeated = (key: string) => {
    const n = counts.get(key) ?? 0;
    return n >= 2 && n >= withText * 0.5;
  };
  // 'VNG Realisatie 10': a running header or footer whose number at either end changes from page
  // to page prints the page number (a constant one, 'Versie 2', does not).
  const edgeNumbers = new Map<string, Set<string>>();
  for (const band of bands) {
    for (const line of band) {
      const n = EDGE_NUMBER.exec(line.text);
      const key = furnitureKey(line.text);
      if (!n || !repeated(key)) continue;
      if (!edgeNumbers.has(key)) edgeNumbers.set(key, new Set());
      edgeNumbers.get(key)!.add(n[1] ?? n[2]!);
    }
  }
  // A number alone on a page's first or last line is its page number when, across the document,
  // such numbers run with the pages (number − position constant); a table's row numbers do not.
  const offsets = new Map<number, number>();
  layouts.forEach((layout, i) => {
    for (const line of [layout.lines[0], layout.lines[layout.lines.length - 1]]) {
      if (!line || !bands[i]!.includes(line) || !/^\D*\d+\D*$/.test(line.text)) continue;
      if (!NUMBER_ONLY.test(line.text)) continue;
      const offset = Number(/\d+/.exec(line.text)![0]) - (i + 1);
      offsets.set(offset, (offsets.get(offset) ?? 0) + 1);
    }
  });
  const [runOffset, runCount] = [...offsets].sort((a, b) => b[1] - a[1])[0] ?? [0, 0];
  const aloneNumber = (line: Line, index: number) => {
    const n = NUMBER_ONLY.exec(line.text)![1]!;
    if (/\d/.test(n)) {
      return Number(n) - index === runOffset && (runCount >= 2 || layouts.length <= 2)
        ? n
        : undefined;
    }
    return ROMAN.test(n) ? n : undefined;
  };
  const runningNumber = (line: Line) => {
    const n = EDGE_NUMBER.exec(line.text);
    const seen = edgeNumbers.get(furnitureKey(line.text));
    return n && seen && seen.size > 1 ? (n[1] ?? n[2]) : undefined;
  };

  const sizes = new Map<Block, number>();
  const allBlocks: Block[][] = [];
  const pages: StructuredPage[] = layouts.map((layout, i) => {
    const furniture: Line[] = [];
    let label: string | undefined;
    const edges = [layout.lines[0], layout.lines[layout.lines.length - 1]];
    for (const line of bands[i]!) {
      // A number alone counts only on the page's first or last line (not a footnote mark).
      const alone = NUMBER_ONLY.test(line.text);
      const number = alone
        ? edges.includes(line)
          ? aloneNumber(line, i + 1)
          : undefined
        : (printedPageNumber(line.text) ?? runningNumber(line));
      // A number alone is furniture only as the page number ('#' repeats on every page).
      if ((!alone && repeated(furnitureKey(line.text))) || number !== undefined) {
        furniture.push(line);
        label ??= number;
      }
    }
    const content = layout.lines.filter((l) => !furniture.includes(l));
    const blocks = pageBlocks(content, bodySize(content), sizes);
    allBlocks.push(blocks);
    return {
      index: i + 1,
      ...(label !== undefined ? { label } : {}),
      blocks,
      furniture: layout.lines.filter((l) => furniture.includes(l)).map((l) => l.text),
    };
  });
  levelHeadings(allBlocks, sizes);
  return { pagination: 'fixed', pages: pages.map((p, i) => ({ ...p, blocks: allBlocks[i]! })) };
}
