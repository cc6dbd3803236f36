/**
 * What the fact rules read (issue 17 item 1): the document's structure — headings that give
 * sections, paragraphs and list items cut into sentences, table rows with their cells — without
 * the running headers and footers. The structure comes from the extractor (DocumentStructure);
 * without it (an older stored document, plain text) it is rebuilt here from the page text: a
 * heading is a short title-like line, a list item starts with a bullet, dash, number or letter,
 * and a line repeated at the top or bottom of most pages (digits aside) is furniture, as is a
 * "Page N of M" line.
 */
import { isHeading } from '../../ai/chunking';
import type { DocumentStructure } from '../../extraction/structure';

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
}

const collapse = (s: string) => s.replace(/[ \t\u00a0]+/g, ' ').trim();

/** 'Page 4 of 54', 'Pagina 3 van 12', '- 7 -', a lone page number. */
const PAGE_LINE =
  /^(?:.*\b(?:page|pagina|blz\.?|p\.)\s*\d{1,4}\s*(?:(?:of|van|\/)\s*\d{1,4})?\s*$|\s*[-–]?\s*\d{1,4}\s*[-–]?\s*$)/i;
/** Lines in which a page number sits beside other running text ('RFI # X 02/06/17 Page 4 of 54'). */
const PAGE_OF = /\b(?:page|pagina)\s+\d{1,4}\s+(?:of|van)\s+\d{1,4}\b/i;

const LIST_MARKER = /^\s*([-•▪◦●*–·]|\(?\d{1,2}[.)]|\(?[a-z][.)]|[a-z]\.)\s+/;

/**
 * A heading line: chunking's isHeading, but not a line with punctuation inside it or a number
 * followed by a lower-case word ('4 keer de vergoeding. Ter …' is a wrapped sentence), or a
 * lettered section number ('E.1 Screening Process').
 */
function isHeadingLine(line: string): boolean {
  if (LETTERED_HEADING.test(line)) return true;
  return isHeading(line) && !/[.;:,]\s/.test(line) && !/^\d[\d.]*\s+[a-zà-ÿ]/.test(line);
}

/** 'E.1 Screening Process', 'A.3 Term of the List': a lettered section number. */
const LETTERED_HEADING = /^[A-Z]\.\d{1,2}(?:\.\d{1,2})*\s+[A-Z][^.:;]{2,70}$/;

const shape = (line: string) => collapse(line).toLowerCase().replace(/\d+/g, '#');

/**
 * Running headers and footers: a short line among the first or last three of a page whose shape
 * (digits aside) recurs on at least 40% of the pages (and on two or more), or a page-number line.
 */
function furnitureOf(pages: readonly string[]): Set<string>[] {
  const edges = pages.map((text) => {
    const lines = text
      .split('\n')
      .map(collapse)
      .filter((l) => l !== '');
    return [...new Set([...lines.slice(0, 3), ...lines.slice(-3)])];
  });
  const count = new Map<string, number>();
  for (const lines of edges) {
    for (const s of new Set(lines.map(shape))) count.set(s, (count.get(s) ?? 0) + 1);
  }
  const needed = Math.max(2, Math.ceil(pages.length * 0.4));
  return edges.map(
    (lines) =>
      new Set(
        lines.filter(
          (l) =>
            PAGE_LINE.test(l) ||
            PAGE_OF.test(l) ||
            // A running header is short and states nothing; a form repeated on every page (a
            // scoring sheet per vendor) repeats longer rows and questions, which are content.
            (pages.length >= 3 &&
              l.length <= 80 &&
              !l.includes('?') &&
              (count.get(shape(l)) ?? 0) >= needed),
        ),
      ),
  );
}

function headingNumber(text: string): { number?: string; level?: number } {
  const m = /^(\d{1,2}(?:\.\d{1,2}){0,3})\.?\s|^([A-Z])\.\s|^([A-Z]\.\d{1,2})\s/.exec(text);
  const number = m?.[1] ?? m?.[2] ?? m?.[3];
  if (!number) return {};
  return { number, level: number.split('.').filter(Boolean).length };
}

/**
 * Lines that start rows numbered 1, 2, 3 … without a dot (a scoring table read as text): three or
 * more in sequence make each its own item, so that a row's last cell stays with its row.
 */
function numberedRows(lines: readonly string[]): Set<number> {
  const starts: [number, number][] = [];
  lines.forEach((line, at) => {
    const m = /^(\d{1,3})\s+[A-Z]/.exec(line);
    if (m) starts.push([at, Number(m[1])]);
  });
  const out = new Set<number>();
  let run: number[] = [];
  let last = -1;
  for (const [at, n] of starts) {
    if (n === last + 1) run.push(at);
    else {
      if (run.length >= 3) run.forEach((a) => out.add(a));
      run = [at];
    }
    last = n;
  }
  if (run.length >= 3) run.forEach((a) => out.add(a));
  return out;
}

/** Blocks of one page of plain text: headings, list items (with their wrapped lines), paragraphs. */
function blocksOfText(text: string, furniture: Set<string>): ReadBlock[] {
  const blocks: ReadBlock[] = [];
  for (const para of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    let current: { kind: 'paragraph' | 'listItem'; lines: string[]; number?: string } | null = null;
    const flush = () => {
      if (current && current.lines.length > 0) {
        blocks.push({
          kind: current.kind,
          text: collapse(current.lines.join(' ')),
          lines: current.lines,
          ...(current.number ? { number: current.number } : {}),
        });
      }
      current = null;
    };
    const lines = para.split('\n').map(collapse);
    const rowStarts = numberedRows(lines);
    for (const [at, line] of lines.entries()) {
      if (line === '' || furniture.has(line)) continue;
      if (rowStarts.has(at)) {
        flush();
        current = { kind: 'listItem', lines: [line], number: /^\d+/.exec(line)![0] };
        continue;
      }
      if (isHeadingLine(line)) {
        flush();
        blocks.push({ kind: 'heading', text: line, lines: [line], ...headingNumber(line) });
        continue;
      }
      const marker = LIST_MARKER.exec(line);
      if (marker) {
        flush();
        current = { kind: 'listItem', lines: [line], number: marker[1] };
        continue;
      }
      if (!current) current = { kind: 'paragraph', lines: [] };
      current.lines.push(line);
    }
    flush();
  }
  return blocks;
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

/** Sentence ends: a full stop, question or exclamation mark followed by a capital or digit. */
export const SENTENCE_END = /(?<=[a-zà-ÿA-Z)\]"”’0-9][.!?])\s+(?=[A-Z0-9À-Ý"“(])/;

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
        for (const row of block.rows) {
          const cells = row.filter((c) => c !== '');
          if (cells.length === 0) continue;
          push({ page: page.page, text: cells.join(' | '), kind: 'row', cells, table });
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
