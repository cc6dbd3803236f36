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
 */
import { isSectionNumber, splitLeadingMarker } from './leadingMarker';
import type { Block, DocumentStructure, StructuredPage, TextBlock } from './structure';

interface PositionedText {
  readonly str: string;
  readonly transform: number[];
  readonly width: number;
  readonly height: number;
}

function isPositionedText(item: unknown): item is PositionedText {
  const t = item as PositionedText;
  return typeof t.str === 'string' && Array.isArray(t.transform);
}

/** A run of text on one line, with no wide gap inside (a table cell, a column). */
export interface Segment {
  readonly x0: number;
  readonly x1: number;
  readonly text: string;
}

export interface Line {
  /** Baseline, in PDF units from the bottom of the page. */
  readonly y: number;
  readonly x0: number;
  readonly x1: number;
  /** Font size (the largest on the line). */
  readonly size: number;
  readonly text: string;
  readonly segments: readonly Segment[];
}

export interface PageLayout {
  readonly height: number;
  readonly lines: readonly Line[];
}

interface Piece {
  x: number;
  y: number;
  w: number;
  size: number;
  str: string;
}

/** A gap wider than this many font sizes separates two segments (cells, columns). */
const SEGMENT_GAP = 1.5;

function buildLine(pieces: Piece[]): Line {
  pieces.sort((a, b) => a.x - b.x);
  const size = pieces.reduce((max, p) => Math.max(max, p.size), 0);
  const segments: Segment[] = [];
  let text = '';
  let segStart = pieces[0]!.x;
  let lastEnd = -Infinity;
  const closeSegment = (end: number) => {
    const t = text.replace(/\s+/g, ' ').trim();
    if (t !== '') segments.push({ x0: segStart, x1: end, text: t });
    text = '';
  };
  for (const p of pieces) {
    const gap = p.x - lastEnd;
    if (lastEnd !== -Infinity && gap > size * SEGMENT_GAP && p.str.trim() !== '') {
      closeSegment(lastEnd);
      segStart = p.x;
    } else if (
      lastEnd !== -Infinity &&
      gap > size * 0.15 &&
      !/\s$/.test(text) &&
      !/^\s/.test(p.str)
    ) {
      text += ' ';
    }
    if (text === '' && p.str.trim() !== '') segStart = p.x;
    text += p.str;
    // A blank item (often a tab stop as wide as the gap it fills) does not close the gap.
    if (p.str.trim() !== '') lastEnd = Math.max(lastEnd, p.x + p.w);
  }
  closeSegment(lastEnd);
  const x0 = segments[0]?.x0 ?? pieces[0]!.x;
  const x1 = segments[segments.length - 1]?.x1 ?? x0;
  return {
    y: pieces[0]!.y,
    x0,
    x1,
    size,
    text: segments.map((s) => s.text).join(' '),
    segments,
  };
}

/**
 * Lines of a page, top to bottom: pieces whose baselines lie within about half a font size of
 * each other share a line (superscripts included).
 */
export function readPageLines(items: readonly unknown[], view?: readonly number[]): PageLayout {
  // Positions are in the page's user space; its view box may not start at 0.
  const bottom = view && view.length >= 4 ? Math.min(view[1]!, view[3]!) : 0;
  const pieces: Piece[] = [];
  for (const item of items) {
    if (!isPositionedText(item)) continue;
    const [a = 1, b = 0, c = 0, d = 1, x = 0, y = 0] = item.transform;
    // Rotated text (a vertical margin note) has no place in the reading order of lines.
    if (Math.abs(b) > Math.abs(a) * 0.1 || Math.abs(c) > Math.abs(d) * 0.1) continue;
    const size = Math.abs(d) || item.height || 10;
    if (item.str === '' && item.width === 0) continue;
    pieces.push({ x, y: y - bottom, w: item.width, size, str: item.str });
  }
  pieces.sort((p, q) => q.y - p.y || p.x - q.x);
  const lines: Line[] = [];
  let group: Piece[] = [];
  let groupY = 0;
  let groupSize = 0;
  for (const p of pieces) {
    // Within 0.45 of the larger font size: a superscript footnote mark joins its line.
    if (group.length > 0 && Math.abs(p.y - groupY) <= Math.max(groupSize, p.size) * 0.45) {
      group.push(p);
      groupSize = Math.max(groupSize, p.size);
      continue;
    }
    if (group.length > 0) lines.push(buildLine(group));
    group = [p];
    groupY = p.y;
    groupSize = p.size;
  }
  if (group.length > 0) lines.push(buildLine(group));
  const height = view && view.length >= 4 ? Math.abs(view[3]! - view[1]!) : 842;
  return { height, lines: lines.filter((l) => l.text !== '') };
}

// ---------------------------------------------------------------------------------------------
// Furniture and printed page numbers

/** Lines this close to the top or bottom edge (as a share of the page height) may be furniture. */
const BAND = 0.12;
/** At most this many lines at either edge are looked at. */
const BAND_LINES = 3;

const ROMAN = /^(?=[ivxlc]+$)c{0,3}(xc|xl|l?x{0,3})(ix|iv|v?i{0,3})$/i;

/** A number at the start or the end of a header or footer line ('VNG Realisatie 10'). */
const EDGE_NUMBER = /^(\d{1,4})\s+\D|\D\s+(\d{1,4})$/;

/** A page number alone on its line: '12', '- 3 -', '(iv)'. */
const NUMBER_ONLY = /^[-–—(\s]*(\d{1,4}|[ivxlc]{1,7})[-–—)\s]*$/i;

/** The printed page number in a header or footer line, or undefined. */
export function printedPageNumber(text: string): string | undefined {
  const t = text.trim();
  const alone = NUMBER_ONLY.exec(t);
  if (alone && (/\d/.test(alone[1]!) || ROMAN.test(alone[1]!))) return alone[1]!;
  const worded =
    /\b(?:page|pagina|pag\.|blz\.?|p\.|seite)\s*(\d{1,4}|[ivxlc]{1,7})\b(?:\s*(?:of|van|von|\/)\s*\d{1,4})?/i.exec(
      t,
    );
  if (worded && (/\d/.test(worded[1]!) || ROMAN.test(worded[1]!))) return worded[1]!;
  const ofN = /(?:^|\s)(\d{1,4})\s*(?:\/|of|van)\s*\d{1,4}$/i.exec(t);
  if (ofN) return ofN[1]!;
  return undefined;
}

const furnitureKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/\d+/g, '#')
    .replace(/\b[ivxlc]{1,7}\b/g, '#')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Lines that may be a running header or footer, outermost first: up to BAND_LINES lines in the
 * top and bottom bands, and a page number alone on the page's first or last line (in the outer
 * quarter of the page; a footnote mark above it is not one).
 */
function bandLines(page: PageLayout): Line[] {
  const { lines, height } = page;
  const top = lines.slice(0, BAND_LINES).filter((l) => l.y > height * (1 - BAND));
  const bottom = lines
    .slice(-BAND_LINES)
    .filter((l) => l.y < height * BAND)
    .reverse();
  const first = lines[0];
  const last = lines[lines.length - 1];
  const edges = [
    ...(first && first.y > height * 0.75 && NUMBER_ONLY.test(first.text) ? [first] : []),
    ...(last && last.y < height * 0.25 && NUMBER_ONLY.test(last.text) ? [last] : []),
  ];
  const outer = (l: Line) => Math.min(height - l.y, l.y);
  return [...new Set([...edges, ...top, ...bottom])].sort((a, b) => outer(a) - outer(b));
}

// ---------------------------------------------------------------------------------------------
// Blocks

function bodySize(lines: readonly Line[]): number {
  const weight = new Map<number, number>();
  for (const l of lines) {
    const size = Math.round(l.size * 2) / 2;
    weight.set(size, (weight.get(size) ?? 0) + l.text.length);
  }
  let best = 10;
  let max = -1;
  for (const [size, w] of weight) {
    if (w > max) {
      best = size;
      max = w;
    }
  }
  return best;
}

interface Span {
  x0: number;
  x1: number;
}

/** Ranges merged where they overlap (or nearly touch): the table's columns. */
function mergeSpans(spans: readonly Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.x0 - b.x0);
  const out: Span[] = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && s.x0 <= last.x1 + 2) last.x1 = Math.max(last.x1, s.x1);
    else out.push({ x0: s.x0, x1: s.x1 });
  }
  return out;
}

function spanOf(columns: readonly Span[], s: Span): number {
  return columns.findIndex((c) => s.x0 <= c.x1 + 2 && s.x1 >= c.x0 - 2);
}

/**
 * Consecutive lines whose pieces sit in the same columns: a table, as rows of cells. Columns are
 * the x-ranges the lines' pieces cover, merged where they overlap; the table ends at a line that
 * would leave fewer than two columns (text across the width), or after a gap.
 */
function tableAt(lines: readonly Line[], start: number): { rows: string[][]; end: number } | null {
  const first = lines[start]!;
  // A table of contents has a title and a page number on each line: not a table to read facts from.
  if (first.segments.length < 2 || isContentsLine(first)) return null;
  let columns = mergeSpans(first.segments);
  if (columns.length < 2) return null;
  let end = start + 1;
  let wide = 1;
  for (let prev = first; end < lines.length; end++) {
    const line = lines[end]!;
    const gap = prev.y - line.y;
    const size = Math.max(prev.size, line.size);
    if (gap <= 0 || Math.abs(line.size - first.size) > 1.5 || isContentsLine(line)) break;
    if (gap > size * (line.segments.length >= 2 ? 2.2 : 1.45)) break;
    const next = mergeSpans([...columns, ...line.segments]);
    if (next.length < 2) break;
    if (line.segments.length >= 2) {
      const cols = line.segments.map((s) => spanOf(next, s));
      if (new Set(cols).size < cols.length) break;
      wide++;
    }
    columns = next;
    prev = line;
  }
  if (wide < 2) return null;
  // Bullets or numbers set apart from their text by a tab ('•   Product Manager') are a list.
  const firstCells = lines
    .slice(start, end)
    .filter((l) => l.segments.length >= 2)
    .map((l) => l.segments[0]!.text);
  if (firstCells.every((cell) => LIST_MARK.test(cell))) return null;

  const rows: string[][] = [];
  let rowGap = Infinity;
  let prev: Line | null = null;
  for (const line of lines.slice(start, end)) {
    const gap = prev ? prev.y - line.y : Infinity;
    const cols = line.segments.map((s) => spanOf(columns, s));
    // A line much closer than the rows are apart continues the row (a cell's wrapped or
    // vertically centred lines), and so does a lone piece under any column but the first.
    const close = rowGap === Infinity ? line.size * 0.8 : rowGap * 0.75;
    const continues =
      rows.length > 0 && (gap < close || (line.segments.length === 1 && cols[0]! > 0));
    if (!continues) {
      if (prev) rowGap = gap;
      rows.push(new Array<string>(columns.length).fill(''));
    }
    const row = rows[rows.length - 1]!;
    line.segments.forEach((s, k) => {
      const col = Math.max(0, cols[k]!);
      row[col] = row[col] === '' ? s.text : joinWrapped(row[col]!, s.text);
    });
    prev = line;
  }
  return { rows, end };
}

/** A cell that is only a list's bullet or number ('•', '1.', '• 6.', 'a)'). */
const LIST_MARK = /^(?:[•·▪◦○■□➢►▸‣∙\-–—*]\s*)?(?:\d{1,3}[.)]|[a-z][.)])?$/u;

/** A table of contents line ('2.1 Planning ....... 7'): a title with its page number at the end. */
function isContentsLine(line: Line): boolean {
  const last = line.segments[line.segments.length - 1]!;
  return (
    /(\.{4,}|…{2,})\s*\d{1,4}$/.test(line.text) ||
    (line.segments.length >= 2 && /^[.\s…]*\d{1,4}$/.test(last.text))
  );
}

function joinWrapped(text: string, next: string): string {
  // A hyphen at a line end before a lower-case letter is a word break: 'require-' + 'ments' →
  // 'requirements'. Before a capital it is part of the word: 'Noord-' + 'Holland' keeps it. (A
  // compound split right at its hyphen, 'well-' + 'known', loses it: the rarer case.)
  if (/\p{L}-$/u.test(text) && /^\p{Ll}/u.test(next)) return text.slice(0, -1) + next;
  if (/\p{L}-$/u.test(text) && /^\p{Lu}/u.test(next)) return text + next;
  return `${text} ${next}`;
}

function pageBlocks(lines: readonly Line[], body: number, sizes: Map<Block, number>): Block[] {
  const blocks: Block[] = [];
  interface Open {
    kind: TextBlock['kind'];
    text: string;
    number?: string;
    level?: number;
    size: number;
    /** A list item's wrapped lines start at or right of its marker. */
    markerX: number;
  }
  let open: Open | null = null;
  let prev: Line | null = null;
  const close = () => {
    if (open) {
      const { kind, text, number, level } = open;
      const block: TextBlock = {
        kind,
        text,
        ...(level !== undefined ? { level } : {}),
        ...(number !== undefined ? { number } : {}),
      };
      blocks.push(block);
      if (kind === 'heading') sizes.set(block, Math.round(open.size * 2) / 2);
    }
    open = null;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const table = tableAt(lines, i);
    if (table) {
      close();
      blocks.push({ kind: 'table', rows: table.rows });
      i = table.end - 1;
      prev = null;
      continue;
    }
    if (isContentsLine(line)) {
      // Each entry of a table of contents stays one line, number and page number included.
      close();
      blocks.push({ kind: 'paragraph', text: line.text });
      prev = null;
      continue;
    }
    const large = line.size >= body * 1.15 && line.text.length <= 150;
    const marker = splitLeadingMarker(line.text);
    const numberedHeading =
      marker !== null &&
      isSectionNumber(marker.number) &&
      marker.text.length <= 80 &&
      !/[.:;,]$/.test(marker.text) &&
      /^\p{Lu}/u.test(marker.text) &&
      !isContentsLine(line);
    if (open !== null && prev !== null) {
      const o: Open = open;
      const near = prev.y - line.y <= Math.max(prev.size, line.size) * 1.6;
      const sameSize = Math.abs(prev.size - line.size) < 0.6;
      // A heading wraps onto a line of the same large size.
      if (o.kind === 'heading' && large && sameSize && near && !marker) {
        o.text = `${o.text} ${line.text}`;
        prev = line;
        continue;
      }
      // A paragraph or list item wraps onto a line below it that starts no block of its own.
      const wraps =
        o.kind !== 'heading' &&
        near &&
        sameSize &&
        !large &&
        !marker &&
        (o.kind === 'paragraph' || line.x0 >= o.markerX - 3);
      if (wraps) {
        o.text = joinWrapped(o.text, line.text);
        prev = line;
        continue;
      }
    }
    close();
    if (large || numberedHeading) {
      const split = marker && marker.depth > 0 ? marker : null;
      open = {
        kind: 'heading',
        text: split ? split.text : line.text,
        ...(split ? { number: split.number } : {}),
        // A section number tells the level; otherwise 0 until the document's heading sizes are
        // known (levelHeadings).
        level: split ? Math.min(split.depth, 6) : 0,
        size: line.size,
        markerX: line.x0,
      };
    } else if (marker) {
      open = {
        kind: 'listItem',
        text: marker.text,
        number: marker.number,
        size: line.size,
        markerX: line.x0,
      };
    } else {
      open = { kind: 'paragraph', text: line.text, size: line.size, markerX: line.x0 };
    }
    prev = line;
  }
  close();
  return blocks;
}

/** Heading levels from the font sizes of the whole document: the largest size is level 1. */
function levelHeadings(pages: Block[][], sizes: Map<Block, number>): void {
  const distinct = [...new Set(sizes.values())].sort((a, b) => b - a);
  for (const blocks of pages) {
    blocks.forEach((block, i) => {
      if (block.kind !== 'heading' || block.level !== 0) return;
      const size = sizes.get(block);
      const rank = size === undefined ? 0 : distinct.indexOf(size);
      blocks[i] = { ...block, level: Math.min(rank + 1, 6) };
    });
  }
}

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
