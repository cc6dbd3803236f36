/**
 * A register table's issuer column (issue 19, item 2): 'Item | Reference | Issued by | Status'
 * gives each row's issuing body under its heading, as 'Expiry' gives its end (registrationNotes.ts
 * `endColumn`). Read only under such a heading row and from a row with as many cells.
 */
import { cellsOf } from './certificateCells';

const ISSUER_HEADING =
  /^(?:issued\s+by|issuer|issuing\s+(?:body|authority|organisation|organization)|authority|afgegeven\s+door|uitgegeven\s+door|verstrekt\s+door|(?:uitgevende\s+)?instantie|uitgever)$/i;

export interface IssuerColumn {
  readonly cells: number;
  readonly at: number;
}

/** The issuer's cell index from a table's heading row, or null when the line is no such heading. */
export function issuerColumn(line: string): IssuerColumn | null {
  if (!line.includes('|') || /\d/.test(line)) return null;
  const cells = cellsOf(line);
  const at = cells.findIndex((c) => ISSUER_HEADING.test(c));
  return at < 0 ? null : { cells: cells.length, at };
}

/** A row's issuer under that heading: a name, never a dash or a pointer ('see schedule'). */
export function issuerCell(line: string, column: IssuerColumn | null): string | null {
  if (!column || !line.includes('|')) return null;
  const cells = cellsOf(line);
  const cell = cells.length === column.cells ? cells[column.at]?.trim() : undefined;
  return cell && /^\p{Lu}/u.test(cell) && !/\d/.test(cell) && cell.length <= 80 ? cell : null;
}
