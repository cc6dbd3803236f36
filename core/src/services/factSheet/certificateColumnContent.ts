/**
 * A certificate table's column read by what its cells hold (issue 19, item 6): a register heads
 * its columns in the company's own words ('Body', 'Ref', 'Instantie', 'Code'), and no list of
 * headings is ever complete. A column the heading does not name is the issuer's when every one of
 * its filled cells is a certification body (a known one, or a name that says it certifies or
 * carries a legal form), and the number's when every one is a code with digits that is neither a
 * date, a year nor a standard. Two columns of one kind name neither. A single date is never read
 * this way: an unnamed date may be an audit's, so it is no expiry; a period ('01/10/2023 -
 * 30/09/2026', '1-3-2025 t/m 28-2-2028') in every filled cell is the validity, its end the expiry.
 */
import { certificateDates } from './certificateDates';
import { LEGAL_FORM, RANGE_JOIN, knownBody } from './certificateWording';
import { hasScheme } from './certificateSchemes';
import { type Details, NO_DETAILS, type Field, cellsOf } from './certificateCells';

const CERTIFYING =
  /\b(?:certification|certificatie|certificering|assessment|assurance|registrar|keuring\w*|inspection|inspectie|verification)\b/i;

/** A cell that is a certification body's name and nothing else. */
export function isBodyCell(cell: string): boolean {
  if (cell.length > 60 || cell.split(/\s+/).length > 6 || /\d/.test(cell)) return false;
  if (knownBody(cell) === cell) return true;
  if (!/^\p{Lu}/u.test(cell)) return false;
  const last = cell.split(/[\s,]+/).pop()!;
  return cell.includes(' ') && (LEGAL_FORM.test(last) || CERTIFYING.test(cell));
}

/** A cell that is a certificate's code: letters and digits, no date, no year, no standard. */
export function isCodeCell(cell: string): boolean {
  return (
    /^[A-Z0-9][A-Z0-9./ -]{1,30}$/i.test(cell) &&
    /\d/.test(cell) &&
    !/^(?:19|20)\d\d$/.test(cell) &&
    certificateDates(cell).length === 0 &&
    !hasScheme(cell)
  );
}

/** A cell that opens with a period of two dates: '01/10/2023 - 30/09/2026', '1-3-2025 t/m 28-2-2028'. */
export function isPeriodCell(cell: string): boolean {
  const dates = certificateDates(cell);
  if (dates.length < 2) return false;
  const between = cell.slice(dates[0]!.end, dates[1]!.start);
  return RANGE_JOIN.test(between);
}

const KINDS: [Field, (cell: string) => boolean][] = [
  ['issuer', isBodyCell],
  ['number', isCodeCell],
  ['validity', isPeriodCell],
];

/**
 * The fields of a table's columns: the heading's where it names one, else — for the issuer and
 * the number, when the heading names neither anywhere — the one column whose every filled cell
 * holds that detail.
 */
export function fieldsByContent(
  fields: readonly (Field | null)[],
  rows: readonly string[][],
): (Field | null)[] {
  const out = [...fields];
  if (rows.length === 0) return out;
  // Two columns named for the certificate ('Scheme | Certificate | Body'): the one whose every
  // filled cell is a code holds the certificates' numbers.
  const named = out.flatMap((f, k) => (f === 'scheme' ? [k] : []));
  if (named.length === 2 && !out.includes('number')) {
    const codes = named.filter((k) => {
      const cells = rows.map((r) => r[k] ?? '').filter((c) => c !== '');
      return cells.length > 0 && cells.every(isCodeCell);
    });
    if (codes.length === 1) out[codes[0]!] = 'number';
  }
  for (const [field, holds] of KINDS) {
    if (fields.includes(field) || (field === 'validity' && fields.includes('expiresOn'))) continue;
    const columns = fields
      .map((f, k) => k)
      .filter((k) => {
        if (fields[k]) return false;
        const cells = rows.map((r) => r[k] ?? '').filter((c) => c !== '' && !/^[-–—]$/.test(c));
        return cells.length > 0 && cells.every(holds);
      });
    if (columns.length === 1) out[columns[0]!] = field;
  }
  return out;
}

/**
 * A register row without a header (cells between '|' or tabs): its number is the one cell that is
 * a code, its issuer the one cell that is a body. Its dates are read as prose reads them, from
 * their own words ('valid to 03/2028'); a bare date stays unread, for it may be the issue's.
 */
export function rowByContent(line: string): Details {
  if (!/[|\t]/.test(line)) return NO_DETAILS;
  const cells = cellsOf(line);
  if (cells.length < 3) return NO_DETAILS;
  const one = (holds: (c: string) => boolean) => {
    const found = cells.filter(holds);
    return found.length === 1 ? found[0]! : null;
  };
  return { ...NO_DETAILS, number: one(isCodeCell), issuer: one(isBodyCell) };
}
