/**
 * What a document's own structure says (issue 17): pages as the reader sees them, with headings,
 * numbered sections, list items and tables, the printed page number, and the running headers and
 * footers ("furniture") set apart so that facts and the brief never repeat them.
 *
 * The extractor fills it where the format allows (PDF from pdfjs positions, DOCX from the XML
 * Word saved); the fact rules read it; a reader without it (an older stored document, plain
 * text) gets the fallback from structureFromPages, which knows only paragraphs.
 */

export interface TextBlock {
  readonly kind: 'heading' | 'paragraph' | 'listItem';
  /** One block's text, without its number; line wraps inside a paragraph are joined with a space. */
  readonly text: string;
  /** Heading level, 1 = top (headings only). */
  readonly level?: number;
  /** The number or letter the document gives it ('2.1', '3', 'a)', '-'), without the text. */
  readonly number?: string;
}

export interface TableBlock {
  readonly kind: 'table';
  /** Rows of cells, each cell's text; the first row is often the header. */
  readonly rows: readonly (readonly string[])[];
}

export type Block = TextBlock | TableBlock;

export interface StructuredPage {
  /** 1-based position in the document: the `page` a fact or chunk names. */
  readonly index: number;
  /** The page number printed on the page ('12', 'iv'), when one was found. */
  readonly label?: string;
  /** The page's content in reading order, without furniture. */
  readonly blocks: readonly Block[];
  /** Running headers and footers found on this page (not in blocks). */
  readonly furniture: readonly string[];
}

export interface DocumentStructure {
  readonly pages: readonly StructuredPage[];
  /**
   * How page boundaries were found: 'fixed' (PDF), 'word-rendered' (the page breaks Word saved
   * when it last laid the document out), 'estimated' (no markers: cut at about one A4 page).
   */
  readonly pagination: 'fixed' | 'word-rendered' | 'estimated';
}

/**
 * The text of one block as the reader sees it: a heading or list item with its number in front
 * ('2.1 Planning'), a table row per line with cells joined by ' | '.
 */
export function blockText(block: Block): string {
  if (block.kind === 'table') return block.rows.map((row) => row.join(' | ')).join('\n');
  return block.number === undefined ? block.text : `${block.number} ${block.text}`;
}

/** A page's text without furniture, blocks separated by blank lines. */
export function structuredPageText(page: StructuredPage): string {
  return page.blocks.map(blockText).join('\n\n');
}

/**
 * The fallback for pages that came without structure: each blank-line-separated run of lines is
 * a paragraph, lines joined with a space. Knows no headings, tables or furniture.
 */
export function structureFromPages(pages: readonly string[]): DocumentStructure {
  return {
    pagination: 'estimated',
    pages: pages.map((text, i) => ({
      index: i + 1,
      furniture: [],
      blocks: text
        .replace(/\r\n?/g, '\n')
        .split(/\n{2,}/)
        .map((p) =>
          p
            .replace(/\s*\n\s*/g, ' ')
            .replace(/[ \t\u00a0]+/g, ' ')
            .trim(),
        )
        .filter((p) => p !== '')
        .map((p) => ({ kind: 'paragraph' as const, text: p })),
    })),
  };
}
