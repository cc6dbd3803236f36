/** PDF layout rules on pdfjs-shaped text items: each rule on the smallest page showing it. */
import { describe, expect, it } from 'vitest';
import { type PageLayout, pdfStructure, printedPageNumber, readPageLines } from './pdfLayout';

const A4 = [0, 0, 595, 842];
/** A text item as pdfjs gives it: font size `size` at (x, y), about half an em per character. */
const item = (str: string, x: number, y: number, size = 11) => ({
  str,
  transform: [size, 0, 0, size, x, y],
  width: str.length * size * 0.5,
  height: size,
  fontName: 'g_d0_f1',
  hasEOL: false,
});
const page = (...items: ReturnType<typeof item>[]): PageLayout => readPageLines(items, A4);
const blocksOf = (...items: ReturnType<typeof item>[]) => pdfStructure([page(...items)]).pages[0]!;

describe('blocks from positioned lines', () => {
  it('joins wrapped lines into a paragraph and re-joins a word hyphenated at the line end', () => {
    const p = blocksOf(
      item('The supplier meets the require-', 72, 700),
      item('ments of this annex in full, in Noord-', 72, 686),
      item('Holland too.', 72, 672),
      item('A new paragraph after a gap.', 72, 650),
    );
    expect(p.blocks).toEqual([
      {
        kind: 'paragraph',
        text: 'The supplier meets the requirements of this annex in full, in Noord-Holland too.',
      },
      { kind: 'paragraph', text: 'A new paragraph after a gap.' },
    ]);
  });

  it('finds headings by size or by a section number, and list items by their marker', () => {
    const p = blocksOf(
      item('Aanbestedingsleidraad', 72, 760, 20),
      item('Body text of normal size that is long enough to set the body size.', 72, 730),
      item('3.2 Gunningscriteria', 72, 700),
      item('a) Kwaliteit van het plan', 90, 680),
      item('van aanpak', 102, 666),
      item('• Prijs', 90, 652),
    );
    expect(p.blocks).toEqual([
      { kind: 'heading', text: 'Aanbestedingsleidraad', level: 1 },
      {
        kind: 'paragraph',
        text: 'Body text of normal size that is long enough to set the body size.',
      },
      { kind: 'heading', text: 'Gunningscriteria', level: 2, number: '3.2' },
      { kind: 'listItem', text: 'Kwaliteit van het plan van aanpak', number: 'a)' },
      { kind: 'listItem', text: 'Prijs', number: '•' },
    ]);
  });

  it('reads lines whose pieces sit in the same columns as table rows, a wrapped cell kept whole', () => {
    const p = blocksOf(
      item('Criterium', 72, 700),
      item('Weging', 360, 700),
      item('Plan van aanpak', 72, 684),
      item('60%', 366, 684),
      item('Prijs, inclusief', 72, 668),
      item('40%', 366, 668),
      item('opties', 72, 657),
      item('Text below the table, after a gap, across the page width.', 72, 620),
    );
    expect(p.blocks).toEqual([
      {
        kind: 'table',
        rows: [
          ['Criterium', 'Weging'],
          ['Plan van aanpak', '60%'],
          ['Prijs, inclusief opties', '40%'],
        ],
      },
      { kind: 'paragraph', text: 'Text below the table, after a gap, across the page width.' },
    ]);
  });
});

describe('what looks like a table but is not one', () => {
  it('keeps each table-of-contents entry one paragraph, not a table row of points', () => {
    const p = blocksOf(
      item('5.1', 72, 700),
      item('Gunningscriteria ........................ 12', 110, 700),
      item('5.2', 72, 686),
      item('Planning ................................ 14', 110, 686),
    );
    expect(p.blocks).toEqual([
      { kind: 'paragraph', text: '5.1 Gunningscriteria ........................ 12' },
      { kind: 'paragraph', text: '5.2 Planning ................................ 14' },
    ]);
  });

  it('reads bullets set apart from their text by a tab as a list', () => {
    const p = blocksOf(
      item('•', 90, 700),
      item('Product Manager', 130, 700),
      item('•', 90, 686),
      item('Backend Web Developer', 130, 686),
    );
    expect(p.blocks).toEqual([
      { kind: 'listItem', number: '•', text: 'Product Manager' },
      { kind: 'listItem', number: '•', text: 'Backend Web Developer' },
    ]);
  });
});

describe('running headers and footers, printed page numbers', () => {
  const pages = (count: number) =>
    Array.from({ length: count }, (_, i) =>
      page(
        item('Gemeente Utrecht – Aanbesteding 2025-017', 72, 800, 9),
        item(`Body of page ${i + 1}, the text that matters.`, 72, 600),
        item(`Pagina ${i + 1} van ${count}`, 480, 40, 9),
      ),
    );

  it('sets a header repeated on most pages and the page-number footer apart', () => {
    const s = pdfStructure(pages(4));
    for (const p of s.pages) {
      expect(p.furniture).toEqual([
        'Gemeente Utrecht – Aanbesteding 2025-017',
        `Pagina ${p.index} van 4`,
      ]);
      expect(p.blocks).toEqual([
        { kind: 'paragraph', text: `Body of page ${p.index}, the text that matters.` },
      ]);
      expect(p.label).toBe(String(p.index));
    }
  });

  it('keeps a line at the top that appears on one page only', () => {
    const [first] = pdfStructure([
      page(item('Bijlage 3: Planning', 72, 800, 9), item('Body.', 72, 600)),
      page(item('Other body.', 72, 600)),
      page(item('More body.', 72, 600)),
    ]).pages;
    expect(first!.furniture).toEqual([]);
    expect(first!.blocks.map((b) => b.kind !== 'table' && b.text)).toContain('Bijlage 3: Planning');
  });

  it('reads printed page numbers in their usual forms', () => {
    expect(printedPageNumber('Page 3 of 19')).toBe('3');
    expect(printedPageNumber('Pagina 12 van 40')).toBe('12');
    expect(printedPageNumber('- 7 -')).toBe('7');
    expect(printedPageNumber('iv')).toBe('iv');
    expect(printedPageNumber('RFI # CDT-PQVP-0118 (Final) 02/12/18 Page 4 of 56')).toBe('4');
    expect(printedPageNumber('Versie 2.0, 19 mei 2020')).toBeUndefined();
    expect(printedPageNumber('civil')).toBeUndefined();
  });

  it('takes a number alone at the foot as the page number only when it runs with the pages', () => {
    const numbered = pdfStructure(
      [1, 2, 3].map((n) => page(item('Body.', 72, 600), item(String(n + 4), 297, 40, 9))),
    );
    expect(numbered.pages.map((p) => p.label)).toEqual(['5', '6', '7']);
    // Row numbers of a table that ends at the foot of each page do not run with the pages.
    const rows = pdfStructure(
      [21, 52, 8].map((n) => page(item('Body.', 72, 600), item(String(n), 72, 40, 9))),
    );
    expect(rows.pages.map((p) => p.label)).toEqual([undefined, undefined, undefined]);
    expect(rows.pages[0]!.furniture).toEqual([]);
  });
});
