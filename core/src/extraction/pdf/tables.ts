/** Table rows: consecutive lines whose pieces sit in the same x-columns. */
import type { Line, Segment } from './lines';
import { LIST_MARK, isContentsLine, joinWrapped } from './lineText';

export interface Span {
  x0: number;
  x1: number;
}

/** Ranges merged where they overlap (or nearly touch): the table's columns. */
export function mergeSpans(spans: readonly Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.x0 - b.x0);
  const out: Span[] = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && s.x0 <= last.x1 + 2) last.x1 = Math.max(last.x1, s.x1);
    else out.push({ x0: s.x0, x1: s.x1 });
  }
  return out;
}

export function spanOf(columns: readonly Span[], s: Span): number {
  return columns.findIndex((c) => s.x0 <= c.x1 + 2 && s.x1 >= c.x0 - 2);
}

const NUMBER_CELL = /^[\d.,]+$/;

/**
 * A line with a cell filled to its edge, split where a header column starts: the cell and the
 * next one sit closer than a segment gap, so they read as one run and merge the header's columns
 * ('12:00 noon (NZST) Thursday 15 | 12:00 noon (NZST) Thursday 22' under 'Was | Is now': failure
 * class seen on the sixth probe set, a notice of change's timetable).
 */
function splitAtColumns(line: Line, starts: readonly number[]): Line {
  if (!line.segments.some((s) => s.splits)) return line;
  const segments = line.segments.flatMap((seg) => {
    const cuts = (seg.splits ?? []).filter((c) => starts.some((x) => Math.abs(x - c.x) <= 2));
    if (cuts.length === 0) return [seg];
    const out: Segment[] = [];
    let x0 = seg.x0;
    let from = 0;
    for (const c of cuts) {
      out.push({ x0, x1: c.end, text: seg.text.slice(from, c.at).trim() });
      x0 = c.x;
      from = c.at;
    }
    out.push({ x0, x1: seg.x1, text: seg.text.slice(from).trim() });
    return out.filter((o) => o.text !== '');
  });
  // Only a full row, a cell under each header column: a line with a cell left empty (a row number
  // centred lower) keeps its runs as they were.
  return segments.length === starts.length ? { ...line, segments } : line;
}

/**
 * A line that ends in a number like a table of contents line, yet continues the table above
 * (failure class seen on the fifth probe set: a points table and an addendum's timetable cut
 * there): the wrapped ends of the row above, a line below it with nothing under the first
 * column ('March 2027 | 2027'); or a row whose number stands under the previous row's number, a column of points
 * ('K1 | Onderzoeksopzet | 300' over 'K1.1 | Analysekader | 150'). A contents line under a
 * header row ('Chapter | Page') has no number above its own: it still ends the table.
 */
function continuesTable(line: Line, prev: Line, columns: readonly Span[]): boolean {
  // Only the table's columns so far count: a piece in a new column is no continuation.
  // Wrapped lines sit a line apart, closer than rows ('| Total | 100 |' is a row of its own).
  const wrapped = prev.y - line.y < line.size * 1.5;
  if (wrapped && spanOf(columns, line.segments[0]!) > 0) return true;
  const last = line.segments[line.segments.length - 1]!;
  const column = spanOf(columns, last);
  return (
    column > 0 &&
    prev.segments.some((s) => spanOf(columns, s) === column && NUMBER_CELL.test(s.text.trim()))
  );
}

/**
 * Consecutive lines whose pieces sit in the same columns: a table, as rows of cells. Columns are
 * the x-ranges the lines' pieces cover, merged where they overlap; the table ends at a line that
 * would leave fewer than two columns (text across the width), or after a gap.
 */
export function tableAt(
  lines: readonly Line[],
  start: number,
): { rows: string[][]; end: number } | null {
  const first = lines[start]!;
  // A table of contents has a title and a page number on each line: not a table to read facts from.
  if (first.segments.length < 2 || isContentsLine(first)) return null;
  let columns = mergeSpans(first.segments);
  if (columns.length < 2) return null;
  const starts = columns.map((c) => c.x0);
  const lineAt = (i: number) => splitAtColumns(lines[i]!, starts);
  let end = start + 1;
  let wide = 1;
  for (let prev = first; end < lines.length; end++) {
    const line = lineAt(end);
    const gap = prev.y - line.y;
    const size = Math.max(prev.size, line.size);
    if (gap <= 0 || Math.abs(line.size - first.size) > 1.5) break;
    if (isContentsLine(line) && !continuesTable(line, prev, columns)) break;
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
  for (let i = start; i < end; i++) {
    const line = lineAt(i);
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
