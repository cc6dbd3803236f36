/**
 * Clearances and the notes a registration's validity is written in (issue 19, items 2 and 6).
 *  - A tax, VAT or social-insurance clearance, a compliance certificate, a 'verklaring
 *    betalingsgedrag' or a 'verklaring omtrent het gedrag' is a registration-like document with an
 *    end: a company file writes its number straight after its name ('VAT clearance certificate
 *    VC-2210-7', 'Verklaring betalingsgedrag VB/2026/0412'), often without 'no.' or 'nummer'. A
 *    certificate of good standing (a tax or social-security office's) is one too.
 *  - Its validity may stand in a note the record points to ('… (note 2)', '… (zie noot 2)') and
 *    not in the record itself: '(2) Valid to 30 April 2026.' Read without the note, a lapsed
 *    clearance had no end and no record, so a quoted sentence could state it as held.
 */

import { cellsOf } from './certificateCells';
import { type LetterheadRule, letterheadBody, letterheadName } from './letterheads';

/** A clearance's name, English or Dutch (registrations.ts adds these to its kinds). */
export const CLEARANCE =
  '(?:(?:tax|vat|btw|nis|social[\\s-]+(?:security|insurance)|national\\s+insurance)\\s+)?(?:clearance(?:\\s+certificate)?|compliance\\s+certificate)|(?:certificate|letter)\\s+of\\s+good\\s+standing|good\\s+standing\\s+certificate|verklaring\\s+(?:betalingsgedrag|omtrent\\s+het\\s+gedrag)|gedragsverklaring(?:\\s+aanbesteden)?';

/**
 * A number right after a clearance's name, past a bracketed issuer and a table's cell border:
 * 'tax clearance certificate TC-26-1187', 'compliance certificate (Social Fund) | SF-0931 |', or
 * past a bare 'no.' ('Certificate of Good Standing no. GS-4410').
 */
const AFTER_CLEARANCE = new RegExp(
  `\\b(?:${CLEARANCE})(?:\\s*\\([^()\\n]{1,60}\\))?\\s*[|:]?\\s*(?:(?:no|nr)\\b\\.?\\s*|(?:number|nummer)\\b\\s*:?\\s*)?([A-Za-z0-9][A-Za-z0-9./-]*\\d[A-Za-z0-9./-]*)`,
  'giu',
);
/**
 * Only a code stands there unlabelled: capitals and digits joined by a separator ('VC-2210-7'),
 * never a year or a count ('clearance 2026', 'clearance certificate 3 times').
 */
const BARE_CODE = /^(?=[^a-z]*\d)[A-Z][A-Z0-9]*(?:[./-][A-Z0-9]+)+$/;

export interface NumberAt {
  readonly number: string;
  readonly index: number;
  /** The name written before the number: 'VAT clearance certificate'. */
  readonly name: string;
}

/**
 * A line that is a registration's title and its number, nothing else: 'Erkenning EK-0412',
 * 'Waste Carrier Licence WCL-2291', 'Inschrijving aannemersregister AR-118'; or that goes on after
 * a comma with the holder and the record's details ('Registration RG-118, Acme Ltd. Valid to …').
 */
const TITLE_AND_NUMBER =
  /^[ \t]*((?:\p{Lu}[\p{L}-]*[ \t]+){0,3}(?:licen[cs]e|permit|registration|\p{L}*(?:vergunning|erkenning|registratie|inschrijving))(?:[ \t]+\p{Ll}+){0,2})[ \t]+([A-Z0-9][A-Z0-9./-]*\d[A-Z0-9./-]*)(?=[ \t]*$|,[ \t])/gimu;

/**
 * The numbers written without a label in a text, in order: straight after a clearance's name, or
 * after a registration's title on a line of their own.
 */
export function unlabelledNumbers(text: string): NumberAt[] {
  const out: NumberAt[] = [];
  for (const m of text.matchAll(TITLE_AND_NUMBER)) {
    const number = m[2]!.replace(/[./-]+$/, '');
    // Going on after a comma, the line is a record's only under a title of names, not prose
    // ('Deze vergunning vervangt vergunning X, die …' names an older one).
    const goesOn = !/^[ \t]*$/.test(text.slice(m.index + m[0].length).split('\n')[0]!);
    if (goesOn && !/^\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)*$/u.test(m[1]!.trim())) continue;
    if (BARE_CODE.test(number)) out.push({ number, index: m.index, name: m[1]!.trim() });
  }
  for (const m of text.matchAll(AFTER_CLEARANCE)) {
    const number = m[1]!.replace(/[./-]+$/, '');
    if (!BARE_CODE.test(number)) continue;
    const name = m[0]
      .slice(0, m[0].length - m[1]!.length)
      .replace(/\s*\([^()]*\)|[|:]|\s(?:no|nr|number|nummer)\.?\s*$/gi, '');
    out.push({ number, index: m.index, name: name.trim() });
  }
  return out.sort((a, b) => a.index - b.index);
}

/** A pointer to a note: '(note 1)', '(see note 1)', '(noot 1)', '(zie noot 1)'. */
const POINTER = /\((?:see\s+|zie\s+)?(?:note|noot)\s*(\d{1,2})\)/i;

/**
 * The note a record points to, from the same text after the pointer: a line that opens with its
 * marker ('(1) …', '1) …', 'Note 1: …', 'Noot 1: …'). Null without a pointer or its note.
 */
export function noteOf(
  text: string,
  record: string,
  after: number,
): { text: string; end: number } | null {
  const pointer = POINTER.exec(record);
  if (!pointer) return null;
  const n = pointer[1];
  const line = new RegExp(
    `^[ \\t]*(?:\\(${n}\\)|${n}\\)|(?:note|noot)\\s+${n}\\s*[:.)-])[ \\t]*(\\S.*)$`,
    'gim',
  );
  line.lastIndex = after;
  const m = line.exec(text);
  return m ? { text: m[1]!, end: m.index + m[0].length } : null;
}

/** A table's heading cell for a record's end: 'Expiry', 'Valid until', 'Vervaldatum', 'Geldig tot'. */
const END_HEADING =
  /^(?:expiry(?:\s+date)?|expires|expiration(?:\s+date)?|valid\s+(?:until|to|through)|end\s+date|vervaldatum|verloopdatum|einddatum|geldig\s+(?:tot(?:\s+en\s+met)?|t\/m))$/i;

/**
 * Which cell of a table's rows holds a record's end, from its heading row ('Item | Reference |
 * Expiry'): its index, or null when the line is no such heading.
 */
export function endColumn(line: string): { cells: number; at: number } | null {
  if (!line.includes('|') || /\d/.test(line)) return null;
  const cells = cellsOf(line);
  const at = cells.findIndex((c) => END_HEADING.test(c));
  return at < 0 ? null : { cells: cells.length, at };
}

/**
 * A row's end under that heading, labelled as its heading says ('Expiry: 2027-02-28'), for the
 * record's details to read; null when the row is not one of that table's.
 */
export function endCell(line: string, column: { cells: number; at: number } | null): string | null {
  if (!column || !line.includes('|')) return null;
  const cells = cellsOf(line);
  const cell = cells.length === column.cells ? cells[column.at] : undefined;
  return cell ? `Valid until: ${cell}` : null;
}

/** An organisation that keeps a register, by a word of its name. */
const REGISTER_KEEPER =
  /\b(?:association|authority|board|council|chamber|ministry|registry|registrar|institute|institution|agency|commission|vereniging|kamer|ministerie|autoriteit|raad|instituut|register)\b/i;

/**
 * A register keeper's letterhead: at least two words, each capitalised or a particle, one of them
 * a register keeper's word.
 */
const REGISTER_KEEPER_HEAD: LetterheadRule = {
  kind: REGISTER_KEEPER,
  fewestWords: 2,
  everyWordCapitalised: true,
};

/**
 * The body whose letterhead opens a registration's block ('Institution of Surveyors - members
 * division', 'Vereniging Waterbouwers - ledenregister'): a short name of capitalised words with a
 * register keeper's word in it, on a line of its own. That body keeps the register. A line with a
 * number or a date anywhere, or a label's colon or a table's '|', is a record's, not a letterhead.
 */
export function registerLetterhead(line: string): string | null {
  if (/\d|[:|]/.test(line)) return null;
  return letterheadBody(letterheadName(line), REGISTER_KEEPER_HEAD);
}
