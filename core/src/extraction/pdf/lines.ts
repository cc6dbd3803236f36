/** A PDF page's lines in visual order, from pdfjs's positioned text items: pieces joined by baseline. */

export interface PositionedText {
  readonly str: string;
  readonly transform: number[];
  readonly width: number;
  readonly height: number;
}

export function isPositionedText(item: unknown): item is PositionedText {
  const t = item as PositionedText;
  return typeof t.str === 'string' && Array.isArray(t.transform);
}

/** A run of text on one line, with no wide gap inside (a table cell, a column). */
export interface Segment {
  readonly x0: number;
  readonly x1: number;
  readonly text: string;
  /**
   * Where a narrower gap (over half a font size) falls inside the run: a table cell filled to its
   * edge can sit that close to the next cell (tables.ts splits there under a header's column).
   */
  readonly splits?: readonly { readonly end: number; readonly x: number; readonly at: number }[];
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

export interface Piece {
  x: number;
  y: number;
  w: number;
  size: number;
  str: string;
}

/** A gap wider than this many font sizes separates two segments (cells, columns). */
export const SEGMENT_GAP = 1.5;

export function buildLine(pieces: Piece[]): Line {
  pieces.sort((a, b) => a.x - b.x);
  const size = pieces.reduce((max, p) => Math.max(max, p.size), 0);
  const segments: Segment[] = [];
  let text = '';
  let segStart = pieces[0]!.x;
  let lastEnd = -Infinity;
  let splits: { end: number; x: number; at: number }[] = [];
  const closeSegment = (end: number) => {
    const t = text.replace(/\s+/g, ' ').trim();
    // Split points index the text as joined; kept only when no spacing was collapsed before them.
    const kept = t === text ? splits : [];
    if (t !== '')
      segments.push({ x0: segStart, x1: end, text: t, ...(kept.length ? { splits: kept } : {}) });
    text = '';
    splits = [];
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
      if (gap > size * 0.5 && p.str.trim() !== '')
        splits.push({ end: lastEnd, x: p.x, at: text.length });
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
