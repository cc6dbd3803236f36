/**
 * Certificate table rows whose end date has passed, by a column the fact sheet's names do not
 * cover (issue 19, item 6): 'Runs until', 'Loopt af op', 'Renewal due'. A row states its expiry
 * only through its column, so without this a lapsed approval's row ('NICEIC … | 30 Sep 2026')
 * was quoted under 'Registration with …' as held. Only a table that names certificates (its
 * header has a scheme, certificate or registration column): a references table's 'Ended' column
 * dates contracts that count all the more for having ended. Set 12's class: a register gives
 * validity as a period under a column of its own ('Valid (from - to)', 'Geldig (van - tot)'),
 * whose last date is the end, and a status column whose word says the row ended ('Lapsed',
 * 'Verlopen'): either ends the row.
 */
import { findDates } from '../../documents/facts/dates';
import { cellsOf } from '../factSheet/certificateCells';
import { isDatedHeader } from '../factSheet/certificateRows';

/** A header cell naming when something ends: 'Runs until', 'Loopt af op', 'Eindigt'. */
const END_COLUMN =
  /\b(?:until|till|ends?|ending|lapses?|runs out|renewal(?: due)?|expir\w*|afloop|loopt af|eindigt|vervalt|verloopt|tot(?: en met)?|t\/m)\b/i;
/** A header that names certificates, approvals or registrations. */
const CERTIFICATE_TABLE =
  /\b(?:scheme|certifica\w*|standard|norm|registration|registratie|approval|erkenning|keurmerk|accreditati\w*)\b/i;

/** A header cell naming a validity period: 'Valid (from - to)', 'Geldigheid', 'Looptijd'. */
const PERIOD_COLUMN = /\b(?:valid\w*|validity|period|term|geldig\w*|periode|looptijd)\b/i;
/** A header cell naming a status: 'Status', 'Stand', 'State'. */
const STATUS_COLUMN = /^(?:status|state|stand|staat)\b/i;
/** A status that says the row ended, as its first words: 'Lapsed; audit moved', 'Verlopen'. */
const ENDED_STATUS =
  /^(?:lapsed|expired|ended|withdrawn|suspended|revoked|cancelled|canceled|not (?:valid|current)|no longer valid|verlopen|vervallen|ingetrokken|geschorst|be[eë]indigd|niet (?:meer )?geldig|afgelopen)\b/i;

const datesIn = (cell: string) => findDates(cell, 'en').map((d) => d.iso.slice(0, 10));

/** The rows (as written, trimmed) of a certificate table whose date under its end column passed. */
export function endedByOwnColumn(text: string, today: string): string[] {
  const ended: string[] = [];
  let column = -1;
  let period = -1;
  let status = -1;
  let width = 0;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const cells = cellsOf(line);
    if (cells.length < 3) {
      column = -1;
      continue;
    }
    // A header's label may carry a date in brackets ('Status (checked 2 Nov 2026)').
    if (datesIn(line).length === 0 || isDatedHeader(cells)) {
      // A header: the end column of a table that names certificates, else none.
      const certificates = CERTIFICATE_TABLE.test(line);
      const find = (re: RegExp) => (certificates ? cells.findIndex((c) => re.test(c)) : -1);
      column = find(END_COLUMN);
      period = find(PERIOD_COLUMN);
      status = find(STATUS_COLUMN);
      width = cells.length;
      continue;
    }
    if (cells.length !== width) continue;
    // A period's end is its last date ('Geldig (van - tot)' names an end column too); a single
    // date under 'Valid' may be its start.
    const last = (cell: string) => datesIn(cell).at(-1);
    const byEnd = column >= 0 && (last(cells[column]!) ?? today) < today;
    const periodDates = period >= 0 ? datesIn(cells[period]!) : [];
    const byPeriod = periodDates.length >= 2 && periodDates.at(-1)! < today;
    const byStatus = status >= 0 && ENDED_STATUS.test(cells[status]!.trim());
    if (byEnd || byPeriod || byStatus) ended.push(line);
  }
  return ended;
}
