/**
 * The cells of a certificate table (issue 19, item 6): a row's cells, which detail a column or
 * row label names ('Geldig t/m', 'Issued by', 'Status'), and a detail read from its own cell
 * alone — so that two certificates in one table never lend each other a number or a date.
 */
import { type DateReading, certificateDates } from './certificateDates';
import { CLOSING_WORDS, ENDED, periodAtStart, yearRangeEnd } from './certificateWording';
import { numberIn } from './certificateNumbers';

export interface Details {
  issuer: string | null;
  number: string | null;
  issuedOn: string | null;
  expiresOn: string | null;
  /** A table's status cell says it ended ('Expired', 'Verlopen', 'Niet verlengd'). */
  ended?: boolean;
  /**
   * A status or date cell says it was withdrawn or suspended ('31-03-2029 (withdrawn)',
   * 'Ingetrokken'): ended before any date the row gives, so that date dates nothing.
   */
  withdrawn?: boolean;
}
/** Withdrawn or suspended before its term: a certificate whose written expiry says nothing of its end. */
const WITHDRAWN =
  /\b(?:withdrawn|suspended|revoked|cancell?ed|ingetrokken|geschorst|opgeschort)\b/i;
export const NO_DETAILS: Details = { issuer: null, number: null, issuedOn: null, expiresOn: null };

/**
 * A row of a delimited export (a supplier portal's CSV): two semicolons or more, none followed by a
 * space. Prose puts a space after its semicolons ('ISO 9001; ISO 14001; VCA').
 */
const DELIMITED = /^[^;]*(?:;(?! )[^;]*){2,}$/;

/** A table row's cells: between '|', tabs, an export's semicolons, or runs of two or more spaces. */
export function cellsOf(line: string): string[] {
  const raw = line.includes('|')
    ? line.split('|')
    : line.includes('\t')
      ? line.split('\t')
      : DELIMITED.test(line.trim())
        ? line.split(';')
        : line.split(/\s{2,}/);
  const cells = raw.map((c) => c.trim());
  if (line.includes('|')) {
    if (cells[0] === '') cells.shift();
    if (cells[cells.length - 1] === '') cells.pop();
  }
  return cells;
}

/** A closing word that opens a validity cell ('tot', 't/m', 'until'). */
const CLOSING = new RegExp(String.raw`^(?:${CLOSING_WORDS}|to)\s+`, 'i');

/** A status or a note that opens with the end: 'vervallen, vervangen door …', 'expired - renewed as …'. */
export const opensWithEnd = (cell: string) =>
  /^(?:vervallen|verlopen|ingetrokken|expired|lapsed)\b/i.test(cell);

export type Field =
  'scheme' | 'number' | 'issuer' | 'issuedOn' | 'expiresOn' | 'validity' | 'status';
const FIELDS: [Field, RegExp][] = [
  [
    'number',
    /\b(?:nummer|number|nr\.?|no\.?|reference|referentie|kenmerk|ref\.?|id)$|^(?:certificaatnummer|nummer|number|nr\.?|no\.?)\b|^(?:certificaat|certificate|cert\.?)\s*(?:nr|no|nummer|number)\.?$/i,
  ],
  [
    'issuer',
    /\b(?:uitgever|uitgegeven door|afgegeven door|uitgereikt door|verstrekt door|verleend door|toegekend door|gecertificeerd door|certificerende (?:instelling|partij|instantie)|uitgevende (?:instelling|instantie)|instelling|instantie|issuer|issued by|certified by|awarded by|granted by|audited by|assessed by|certification body|certifying body|awarding body|issuing body|body|certifier)\b/i,
  ],
  [
    'expiresOn',
    new RegExp(
      String.raw`^(?:${CLOSING_WORDS})$|\b(?:(?:geldig|valid|runs|loopt|in force)\s+(?:${CLOSING_WORDS}|to)|vervaldatum|vervalt|verloopt|verloopdatum|loopt af|afloopdatum|einde geldigheid|lapses|lapse date|expir\w*|einddatum|end date)(?!\w)`,
      'i',
    ),
  ],
  [
    'issuedOn',
    /\b(?:afgifte\w*|uitgegeven op|afgegeven op|geldig vanaf|geldig van(?!\s*[-–/]?\s*(?:tot|t\/m))|ingangsdatum|uitgereikt op|issued on|issue date|date of issue|date of (?:this )?certificate|datum (?:van )?(?:dit |het )?certificaat|valid from|startdatum|start date)\b|^(?:afgegeven|uitgegeven|uitgereikt|verleend|issued|granted|awarded)$/i,
  ],
  [
    'validity',
    /^(?:geldig(?:heid)?|geldigheids(?:duur|periode)|valid(?:ity)?(?: period| dates)?|looptijd|periode|period|term|period of validity|(?:valid|geldig)\s*\((?:from|van)\s*[-–/]\s*(?:to|until|tot|t\/m)\))$/i,
  ],
  [
    'status',
    /^(?:status|state|valid\?|geldig\?|current\?|actueel\??)(?:\s*\/\s*(?:notes?|opmerking(?:en)?|remarks?))?$/i,
  ],
  [
    'scheme',
    /^(?:certificaat|certificate|certificering|certification|norm|standaard|standard|scheme|schema|keurmerk)s?\b/i,
  ],
];
/** A column's label; an export writes its words joined by underscores ('geldig_tot', 'valid_until'). */
export const fieldOf = (label: string): Field | null => {
  const words = label.trim().replace(/_/g, ' ');
  return FIELDS.find(([, re]) => re.test(words))?.[0] ?? null;
};

/** A cell's value for a field, read from that cell alone; numeric days as `reading` says. */
export function fillField(d: Details, field: Field, cell: string, reading: DateReading) {
  const date = () =>
    certificateDates(cell, reading)[0]?.iso.slice(0, 10) ??
    periodAtStart(cell) ??
    yearRangeEnd(cell);
  // A cell that labels its code ('certificaatnummer VCA-8812', 'nr. K 1120'): the code, not the label.
  if (field === 'number')
    d.number =
      /^[A-Z0-9][A-Z0-9./ -]{1,30}$/i.test(cell) && !/\p{Ll}{4,}/u.test(cell)
        ? cell
        : numberIn(cell);
  else if (field === 'issuer') d.issuer = cell || null;
  else if (field === 'issuedOn') d.issuedOn = date();
  // A status or note that opens with the end ('vervallen, vervangen door …', 'expired - renewed as …').
  else if (field === 'status') d.ended = ENDED.test(cell) || opensWithEnd(cell);
  else if (field === 'expiresOn') d.expiresOn = date();
  else if (field === 'validity') {
    const dates = certificateDates(cell, reading);
    if (dates.length >= 2) {
      d.issuedOn = dates[0]!.iso.slice(0, 10);
      d.expiresOn = dates[1]!.iso.slice(0, 10);
    } else if (dates.length === 1) d.expiresOn = dates[0]!.iso.slice(0, 10);
    // 'tot ultimo augustus 2026', 'until end 2027': the period after its closing word.
    else d.expiresOn = yearRangeEnd(cell) ?? periodAtStart(cell.replace(CLOSING, ''));
  }
  // A date cell that says how it ended ('31-07-2026 (lapsed)', '31-03-2029 (ingetrokken)').
  if (['status', 'expiresOn', 'validity'].includes(field)) {
    if (ENDED.test(cell)) d.ended = true;
    if (WITHDRAWN.test(cell)) d.withdrawn = true;
  }
}
