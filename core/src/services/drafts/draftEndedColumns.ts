/**
 * Certificate table rows whose end date has passed, by a column the fact sheet's names do not
 * cover (issue 19, item 6): 'Runs until', 'Loopt af op', 'Renewal due'. A row states its expiry
 * only through its column, so without this a lapsed approval's row ('NICEIC … | 30 Sep 2026')
 * was quoted under 'Registration with …' as held. Only a table that names certificates (its
 * header has a scheme, certificate or registration column): a references table's 'Ended' column
 * dates contracts that count all the more for having ended.
 */
import { findDates } from '../../documents/facts/dates';
import { cellsOf } from '../factSheet/certificateCells';

/** A header cell naming when something ends: 'Runs until', 'Loopt af op', 'Eindigt'. */
const END_COLUMN =
  /\b(?:until|till|ends?|ending|lapses?|runs out|renewal(?: due)?|expir\w*|afloop|loopt af|eindigt|vervalt|verloopt|tot(?: en met)?|t\/m)\b/i;
/** A header that names certificates, approvals or registrations. */
const CERTIFICATE_TABLE =
  /\b(?:scheme|certifica\w*|standard|norm|registration|registratie|approval|erkenning|keurmerk|accreditati\w*)\b/i;

const datesIn = (cell: string) => findDates(cell, 'en').map((d) => d.iso.slice(0, 10));

/** The rows (as written, trimmed) of a certificate table whose date under its end column passed. */
export function endedByOwnColumn(text: string, today: string): string[] {
  const ended: string[] = [];
  let column = -1;
  let width = 0;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const cells = cellsOf(line);
    if (cells.length < 3) {
      column = -1;
      continue;
    }
    if (datesIn(line).length === 0) {
      // A header: the end column of a table that names certificates, else none.
      column = CERTIFICATE_TABLE.test(line) ? cells.findIndex((c) => END_COLUMN.test(c)) : -1;
      width = cells.length;
      continue;
    }
    if (column < 0 || cells.length !== width) continue;
    if (datesIn(cells[column]!).some((d) => d < today)) ended.push(line);
  }
  return ended;
}
