/**
 * What the fact rules read (issue 17 item 1): the document's structure — headings that give
 * sections, paragraphs and list items cut into sentences, table rows with their cells — without
 * the running headers and footers. The structure comes from the extractor (DocumentStructure);
 * without it (an older stored document, plain text) it is rebuilt from the page text
 * (readingFromText.ts).
 */
import type { DocumentStructure } from '../../extraction/structure';
import { PAGE_LINE, PAGE_OF, blocksOfText, collapse, furnitureOf } from './readingFromText';

export interface TextUnit {
  readonly kind: 'heading' | 'paragraph' | 'listItem';
  /** The block's text, line wraps joined with a space. */
  readonly text: string;
  /** The lines as the page shows them (one line for a block the extractor already joined). */
  readonly lines: readonly string[];
  readonly number?: string;
  readonly level?: number;
}

export interface TableUnit {
  readonly kind: 'table';
  readonly rows: readonly (readonly string[])[];
}

export type ReadBlock = TextUnit | TableUnit;

export interface ReadPage {
  /** 1-based. */
  readonly page: number;
  readonly blocks: readonly ReadBlock[];
  /**
   * Whether a section runs on over the next pages. True for the extractor's structure; false for
   * the text fallback, whose headings are guesses: a fact there gets no section rather than one
   * from pages back that another, unrecognised heading has ended.
   */
  readonly sectionsCarry: boolean;
}

export interface Segment {
  /** 1-based page. */
  readonly page: number;
  /** One sentence, one list item or one table row (cells joined by ' | '), whitespace collapsed. */
  readonly text: string;
  /** Position among all segments, to look back at the one before. */
  readonly index: number;
  readonly kind: 'heading' | 'sentence' | 'listItem' | 'row';
  /** A table row's cells. */
  readonly cells?: readonly string[];
  /** The number or marker of a list item or heading ('2.1', 'a)', '-'). */
  readonly number?: string;
  /** The nearest heading above ('3.2 Gunningscriteria'). */
  readonly section?: string;
  /** The table a row belongs to (rows of one table share it). */
  readonly table?: number;
  /** A table row's cells in their columns, empty cells kept (cells drops them). */
  readonly columns?: readonly string[];
  /** The column headers of the row's table (its first row of two or more cells), by column. */
  readonly header?: readonly string[];
}

/** The pages as the rules read them: the extractor's structure when given, else rebuilt from text. */
export function readingOf(
  pages: readonly string[],
  structure?: DocumentStructure | null,
): ReadPage[] {
  // A structure that knows only paragraphs (structureFromPages, the contract's fallback) joined
  // the lines this file's own fallback still has: read the text instead.
  const paragraphsOnly =
    structure?.pages.every(
      (p) => p.furniture.length === 0 && p.blocks.every((b) => b.kind === 'paragraph'),
    ) ?? true;
  if (structure && structure.pages.length > 0 && !paragraphsOnly) {
    return structure.pages.map((p) => ({
      page: p.index,
      sectionsCarry: true,
      blocks: p.blocks.map((b): ReadBlock => {
        if (b.kind === 'table') return { kind: 'table', rows: b.rows.map((r) => r.map(collapse)) };
        const text = collapse(b.text);
        return {
          kind: b.kind,
          text,
          lines: [text],
          ...(b.number !== undefined ? { number: b.number } : {}),
          ...(b.level !== undefined ? { level: b.level } : {}),
        };
      }),
    }));
  }
  const furniture = furnitureOf(pages);
  return pages.map((text, i) => ({
    page: i + 1,
    blocks: blocksOfText(text, furniture[i]!),
    sectionsCarry: false,
  }));
}

/**
 * Sentence ends: a full stop, question or exclamation mark followed by a capital or digit — but
 * not the abbreviation of a number before its digit ('Addendum No. 1', 'artikel nr. 3', 'art. 67',
 * 'blz. 4', 'p. 12', and (seventh probe set) 'max. 1 pagina', 'ca. 40'): failure class, a sentence cut
 * there lost its subject. Nor a time's 'a.m.' or
 * 'p.m.' before its zone ('4:00 p.m. AT, Wednesday, April 7'): cut there, the date lost its label;
 * also a zone named in words or in brackets ('11:00 a.m. (East Africa Time) on Friday, 14th May',
 * '9 a.m. Singapore Time', fourteenth probe set: the cover's closing lost its label).
 * A sentence may end in a percentage ('… en prijs 40%. De kwaliteit …'). Nor (eighth probe set)
 * an initialism before the number it cites ('Regulation 57 of S.I. No. 284 of 2016', '42 U.S.C.
 * 2000d'): cut there, an exclusion ground lost its consequence. Nor (eleventh probe set) 'excl.'
 * or 'incl.' before the tax it names ('$2,000,000 (excl. GST) in each of the last two years'):
 * cut there, a turnover requirement lost its period. Nor (sixteenth probe set) a guilder's or
 * florin's 'Afl.' or 'NAf.' before its amount ('bedraagt Afl. 1.450.000,-'): cut there, the
 * ceiling lost its amount. Nor (seventeenth probe set) a law's chapter or section before its number
 * ('the Municipal Corporations Act, Chap. 25:04, invites Proposals', 'Cap. 412', 'Sec. 4'): cut
 * there, the inviting body lost its verb. Nor (twentieth probe set) a month's abbreviation before
 * the year or day of its date ('now expected on Mon 7 Jun. 2027, with …', 'op 29 apr. 2027 om
 * 12:30 uur', 'Apr. 22, 2027'): cut there, the date lost its label and its time.
 */
export const SENTENCE_END =
  /(?<=[a-zà-ÿA-Z)\]"”’0-9%][.!?])(?!(?<=\b(?:[Nn]o|[Nn]os|[Nn]r|[Aa]rt|blz|pp?|[Mm]ax|[Mm]in|ca|approx|Afl|NAf|Chap|Cap|Sec|Sect)\.)\s+\d)(?!(?<=\b[ap]\.m\.)\s+(?:[A-Z]{1,4}\b(?![a-z])|(?:[A-Z][a-z]+\s+){1,3}Time\b|\([^()]{1,40}\)))(?!(?<=\b(?:[A-Z]\.){2,})\s+(?:No\.|Nr\.|\d))(?!(?<=\b(?:[Ee]xcl?|[Ii]ncl?)\.)\s+(?:GST|VAT|BTW|HST|PST|QST|TVA|MwSt)\b)(?!(?<=\b(?:[Jj]an|[Ff]eb|[Mm]ar|[Mm]rt|[Aa]pr|[Jj]un|[Jj]ul|[Aa]ug|[Ss]ept?|[Oo][ck]t|[Nn]ov|[Dd]ec)\.)\s+\d)\s+(?=[A-Z0-9À-Ý"“(])/;

/** Segments in reading order, each with the section heading above it. */
export function segmentsOfReading(reading: readonly ReadPage[]): Segment[] {
  const out: Segment[] = [];
  let section: string | undefined;
  let table = 0;
  const push = (s: Omit<Segment, 'index' | 'section'>) =>
    out.push({ ...s, index: out.length, ...(section ? { section } : {}) });
  for (const page of reading) {
    if (!page.sectionsCarry) section = undefined;
    for (const block of page.blocks) {
      if (block.kind === 'table') {
        table++;
        // A one-cell caption row may stand above the headers.
        const header = block.rows.find((r) => r.filter((c) => c !== '').length >= 2);
        for (const row of block.rows) {
          const cells = row.filter((c) => c !== '');
          if (cells.length === 0) continue;
          push({
            page: page.page,
            text: cells.join(' | '),
            kind: 'row',
            cells,
            table,
            columns: row,
            ...(header ? { header } : {}),
          });
        }
        continue;
      }
      if (block.kind === 'heading') {
        section =
          block.number && !block.text.startsWith(block.number)
            ? `${block.number} ${block.text}`
            : block.text;
        push({ page: page.page, text: block.text, kind: 'heading', number: block.number });
        continue;
      }
      const kind = block.kind === 'listItem' ? 'listItem' : 'sentence';
      // A short list item stays whole: a scoring row's question is followed by its score cells.
      const parts =
        kind === 'listItem' && block.text.length <= 400
          ? [block.text]
          : block.text.split(SENTENCE_END);
      for (const sentence of parts) {
        const text = sentence.trim();
        if (text === '') continue;
        push({
          page: page.page,
          text,
          kind,
          ...(block.number !== undefined ? { number: block.number } : {}),
        });
      }
    }
  }
  return out;
}

/** The lines of each page as shown (table rows as 'cell | cell'), furniture left out. */
export function linesOfReading(reading: readonly ReadPage[]): string[][] {
  return reading.map((page) =>
    page.blocks.flatMap((b) =>
      b.kind === 'table' ? b.rows.map((r) => r.filter((c) => c !== '').join(' | ')) : b.lines,
    ),
  );
}

/**
 * The first pages' lines as printed, running headers and footers left out. A cover is laid out
 * line by line ('Issued By:' / 'STATE OF CALIFORNIA' / 'Department of Technology' / 'PO Box
 * 1810'), and the extractor's structure joins such lines into one block, losing where a name ends
 * and its address begins; the stored page text keeps the lines. (Failure class: buyers named only
 * on the cover, read from a block that runs on into the address.)
 */
export function printedLinesOf(
  pages: readonly string[],
  structure: DocumentStructure | null | undefined,
  count: number,
): string[][] {
  const fromText = structure?.pages.some((p) => p.furniture.length > 0)
    ? null
    : furnitureOf(pages.slice(0, Math.max(count, 10)));
  return pages.slice(0, count).map((text, i) => {
    const furniture = new Set(
      fromText ? [...(fromText[i] ?? [])] : (structure?.pages[i]?.furniture ?? []).map(collapse),
    );
    return text
      .split('\n')
      .map(collapse)
      .filter((l) => l !== '' && !furniture.has(l) && !PAGE_LINE.test(l) && !PAGE_OF.test(l));
  });
}

/** Running headers and footers of the first pages, as the extractor found them. */
export function furnitureOfStructure(
  structure: DocumentStructure | null | undefined,
  count: number,
): string[][] {
  return (structure?.pages ?? []).slice(0, count).map((p) => p.furniture.map(collapse));
}
