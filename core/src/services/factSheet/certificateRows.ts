/**
 * Table rows of a certificate whose validity has ended (issue 19, item 6). A row states its
 * expiry only through its column ('Norm | Nummer | Afgegeven | Verloopt'): the row itself has no
 * 'valid until' words, so a sentence-level rule reads '… | 01-06-2023 | 31-05-2026' as a mere
 * date. A row whose date under a validity column lies before today is no evidence: quoted
 * under 'We meet …' it would state an expired certificate as held.
 */
import { certificateDates } from './certificateDates';
import { cellsOf, fieldOf } from './certificateCells';

const NAMES_CERTIFICATE = /\b(?:ISO|NEN|VCA|certifica\w*|keurmerk|accreditati\w*)/i;
const isRow = (line: string) => cellsOf(line).length >= 3;
const datesIn = (text: string) => certificateDates(text).map((d) => d.iso.slice(0, 10));

/** The index of a header's validity column, or -1 when it has none. */
const validityColumn = (cells: readonly string[]) =>
  cells.findIndex((c) => ['expiresOn', 'validity'].includes(fieldOf(c) ?? ''));

/**
 * The rows (as written, trimmed) whose validity ended before today: the date under the header's
 * validity column, or — a row without its header (a passage cut below it) that names a
 * certificate — a row with at least two dates (issued, expires) all before today.
 */
export function endedRows(text: string, today: string): string[] {
  const ended: string[] = [];
  let column = -1;
  let width = 0;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!isRow(line)) {
      column = -1;
      continue;
    }
    const cells = cellsOf(line);
    if (datesIn(line).length === 0 || isDatedHeader(cells)) {
      // A row without dates is a header, or a row that states no date under the known header.
      const header = validityColumn(cells);
      if (header >= 0 || column < 0) [column, width] = [header, cells.length];
      continue;
    }
    const dates =
      column < 0
        ? null
        : cells.length === width
          ? datesIn(cells[column]!).slice(-1)
          : column === width - 1
            ? datesIn(line).slice(-1)
            : null;
    if (dates ? dates.some((d) => d < today) : headerlessEnded(line, today)) ended.push(line);
  }
  return ended;
}

/**
 * A header whose label carries a date in brackets ('Status (checked 2 Nov 2026)', 'Stand (per
 * 1-10-2026)'): still a header, when it names a validity column and its dates are all in brackets.
 */
export function isDatedHeader(cells: readonly string[]): boolean {
  const bare = cells.map((c) => c.replace(/\([^)]*\)/g, ''));
  return (
    validityColumn(bare) >= 0 &&
    bare.every((c) => datesIn(c).length === 0) &&
    cells.some((c) => datesIn(c).length > 0)
  );
}

function headerlessEnded(line: string, today: string): boolean {
  const dates = datesIn(line);
  return NAMES_CERTIFICATE.test(line) && dates.length >= 2 && dates.every((d) => d < today);
}

/** A sentence that is (part of) an ended row, or holds one whole. */
export function inEndedRow(sentence: string, rows: readonly string[]): boolean {
  const s = sentence.trim();
  return s.length > 0 && rows.some((r) => r.includes(s) || s.includes(r));
}
