/**
 * Licences, permits and registrations in a knowledge base's text (issue 19, item 2): a record is
 * one number labelled as a licence's, a permit's or a registration's ('Permit No.:',
 * 'Vergunningnummer:', 'Old licence: No. …') with the name, holder, issuer and dates written in
 * the same record — a paragraph with that one number, else the number's own line (a letter that
 * lists an old and a renewed licence). Nothing is taken from another record: a paragraph with two
 * numbers is read line by line, and a line's name is the nearest title above it in its paragraph.
 * Certification schemes are certificates (certificates.ts), never registrations.
 */
import type { Registration } from '../../model/factSheet';
import { type DateReading, dayOrderOf } from './certificateDates';
import { detailsIn } from './certificateDetails';
import { citationOf } from './certificateRecord';
import { CALENDAR_YEAR } from './certificateValidity';
import { ENDED, ISSUED } from './certificateWording';
import type { FactSource } from './ruleExtractor';
import { type IssuerColumn, issuerCell, issuerColumn } from './registrationIssuerColumn';
import { readableCase } from './letterheads';
import {
  CLEARANCE,
  unlabelledNumbers,
  endCell,
  endColumn,
  noteOf,
  registerLetterhead,
} from './registrationNotes';

/**
 * The body a Dutch recognition's name gives before '-erkenning' ('InstallQ-erkenning …', 'KOMO-
 * erkenning'): an erkenning is granted by the body it is named after. A permit's or a
 * registration's prefix is often a law ('Wm-vergunning'), so only an erkenning's counts.
 */
const grantedBy = (name: string) =>
  /^(\p{Lu}[\p{L}\d]+)-erkenning\b/u.exec(name.trim())?.[1] ?? null;

/** A word that names a licence, a permit or a registration, in English or Dutch. */
const KIND = new RegExp(
  `\\b(?:licen[cs]es?|permits?|registrations?|\\p{L}*(?:vergunning|erkenning|registratie|inschrijving)\\p{L}*|handelsregister)\\b`,
  'iu',
);
/**
 * A clearance's name makes a block worth reading, but a line that names one joins a record only
 * with its own number: 'our tax compliance certificate holds until …' beside a permit's line is
 * no detail of the permit.
 */
const CLEARANCE_NAMED = new RegExp(`\\b(?:${CLEARANCE})\\b`, 'iu');
/**
 * One of them, in the singular: a title names one ('Licence to …'), a heading several. Dutch
 * writes the kind at a compound's end ('omgevingsvergunning', 'aannemerserkenning').
 */
const KIND_ONE = new RegExp(
  `\\b(?:licen[cs]e|permit|registration|\\p{L}*(?:vergunning|erkenning|registratie|inschrijving)|handelsregister|${CLEARANCE})\\b`,
  'iu',
);
/** A name that opens with the kind: 'InstallQ-erkenning …', 'Erkenning …', 'Licence to …'. */
const KIND_OPENS =
  /^[\p{L}-]*(?:licen[cs]e|permit|registration|vergunning|erkenning|registratie|inschrijving)\b/iu;
const CODE = '([A-Za-z0-9][A-Za-z0-9./-]*\\d[A-Za-z0-9./-]*)';
/** 'Permit No.: X', 'Vergunningnummer: X', 'KvK-nummer X', 'Old licence: No. X', 'licence no X'. */
const NUMBER = new RegExp(
  `(?:\\b(?:licen[cs]e|permit|registration|\\p{L}*(?:vergunning|erkennings?|registratie|inschrijvings?)|kvk|handelsregister)[\\s-]*(?:number|nummer|no\\.?|nr\\.?)|(?<=\\b(?:licen[cs]e|permit|registration|vergunning|erkenning|registratie)\\b[^\\n.]{0,40}?)\\b(?:no\\.?|nr\\.?|number|nummer))\\s*:?\\s*${CODE}`,
  'giu',
);
const LABEL_WORD = /[\s-]*(?:number|nummer|no\.?|nr\.?)[\s\S]*$/i;
/** A labelled kind or type: 'Permit type: …', 'Soort vergunning: …'. */
const TYPE =
  /^\s*(?:(?:licen[cs]e|permit|registration|vergunning|erkenning)\s+type|type\s+(?:of\s+)?(?:licen[cs]e|permit|registration|vergunning|erkenning)|soort\s+(?:vergunning|erkenning|registratie))\s*:\s*(.+?)\s*$/im;
/** 'Holder: …', 'Licence holder: …', 'Vergunninghouder: …', 'Handelsnaam: …'. */
const HOLDER =
  /^\s*(?:(?:licen[cs]e|permit|registration|vergunning|erkennings?)[\s-]*)?(?:holder|houder|registered\s+name|handelsnaam|statutaire\s+naam)\s*:\s*(.+?)\s*$/im;
/** A short labelled detail of a record: 'Status: active', 'Valid to: 31-05-2028'. */
const LABELLED = /^[^:\n]{1,40}:\s*\S.{0,80}$/;
/**
 * A sentence that states how long a record holds ('This certificate is valid for 90 days counted
 * from its issue date', 'De verklaring is geldig gedurende drie maanden na afgifte'): without it a
 * good-standing letter's end, counted from its issue, is never read and the letter is stated held.
 */
const VALIDITY_LINE = /\b(?:valid|validity|geldig\p{L}*|lapses?|vervalt|expires?)\b/iu;
/** So is the sentence that gives its issue date, which such a term is counted from. */
const ISSUE_LINE = new RegExp(ISSUED.source, 'iu');
/**
 * A line of a record: it names a kind, is a short labelled detail, states its validity or issue,
 * or holds a clearance's number.
 */
const ownLine = (line: string) =>
  KIND.test(line) ||
  LABELLED.test(line.trim()) ||
  VALIDITY_LINE.test(line) ||
  ISSUE_LINE.test(line) ||
  unlabelledNumbers(line).length > 0;
/** A certification scheme's record: a certificate, not a registration. */
export const CERTIFICATION_SCHEME =
  /\b(?:ISO(?:\/IEC)?|NEN|OHSAS|EN)\s?\d{3,5}\b|\bVCA\b|prestatieladder/i;
/** A sentence's end before the next one's capital, not a number's label ('No. MCP/…'). */
const SENTENCE_BREAK = /(?<=[.;!?])(?<!\b(?:no|nr|No|Nr|NO|NR)\.)\s+(?=\p{Lu})/u;

/** A text's numbers in order: labelled ones and those straight after a clearance's name. */
/**
 * A certificate's number label ('Certificate number: X'), which is a clearance's own only under a
 * clearance's title set apart above its block ('CERTIFICATE OF GOOD STANDING').
 */
const CERTIFICATE_NUMBER = new RegExp(
  `\\b(?:certificate|certificaat)[\\s-]*(?:number|nummer|no\\.?|nr\\.?)\\s*:?\\s*${CODE}`,
  'giu',
);

const numbersIn = (text: string, titled = false) => {
  const labelled = [
    ...text.matchAll(NUMBER),
    ...(titled ? text.matchAll(CERTIFICATE_NUMBER) : []),
  ].map((m) => ({
    number: m[1]!.replace(/[./-]+$/, ''),
    index: m.index,
  }));
  const all = [...labelled, ...unlabelledNumbers(text)].sort((a, b) => a.index - b.index);
  return [...new Set(all.map((n) => n.number))];
};

/** A title line: names one licence (or register) and is no labelled detail or dated line. */
const isTitle = (line: string) =>
  KIND_ONE.test(line) && numbersIn(line).length === 0 && !HOLDER.test(line) && !/\d{4}/.test(line);

const clean = (s: string) =>
  s
    .replace(/\s+/g, ' ')
    .replace(/^[\s:,–-]+|[\s:,–-]+$/g, '')
    .slice(0, 160);

/** The words before a number that name its licence ('Street works permit no. …'), else null. */
function namedBefore(line: string): string | null {
  const m = new RegExp(NUMBER.source, 'iu').exec(line);
  const clearance = unlabelledNumbers(line)[0];
  if (clearance && (!m || clearance.index < m.index)) return clearance.name;
  if (!m) return null;
  // After a lead-in label ('Unified permit: …'), a short name, not a clause of prose.
  // Its own sentence's words: 'Supplier: Acme Ltd. Registration no. X' names no 'Acme Ltd. Registration'.
  const before = clean(
    (line.slice(0, m.index) + m[0].replace(LABEL_WORD, ''))
      .split(':')
      .pop()!
      .split(SENTENCE_BREAK)
      .pop()!,
  );
  const words = before.split(' ').length;
  if (words <= 6 && new RegExp(`${KIND_ONE.source}$`, 'iu').test(before)) return before;
  // A name, then its number's label after a comma ('InstallQ-erkenning Elektrotechniek (sterkstroom),
  // erkenningsnummer X'): the clause before the comma, when it opens with the kind.
  const clause = /^(.+),\s*\p{L}*$/u.exec(before)?.[1]?.trim();
  return clause && clause.split(' ').length <= 6 && KIND_OPENS.test(clause) ? clause : null;
}

interface Line {
  readonly text: string;
  readonly start: number;
}

/** One record's registration, or null when it is no held registration one can name. */
function record(
  src: FactSource,
  reading: DateReading,
  lines: readonly Line[],
  title: string | null,
  end: string | null = null,
  /** The block's letterhead, the register's keeper, when the record names no issuer. */
  letterhead: string | null = null,
  /** Under a clearance's title set apart above: its 'Certificate number:' is the record's. */
  titled = false,
): Registration | null {
  const first = lines[0]!;
  const last = lines[lines.length - 1]!;
  const own = lines.map((l) => l.text).join('\n');
  const number = numbersIn(own, titled)[0];
  if (!number || CERTIFICATION_SCHEME.test(own)) return null;
  // A validity written in the note the record points to is the record's own.
  const note = noteOf(src.text, own, last.start + last.text.length);
  // So is the end its table's row gives under an 'Expiry' heading.
  const text = [own, note?.text, end].filter(Boolean).join('\n');
  const details = detailsIn(text, reading);
  const calendar = CALENDAR_YEAR.exec(text);
  const expiresOn = details.expiresOn ?? (calendar ? `${calendar[1]}-12-31` : null);
  // Ended without a date it can be shown by: never held now, never claimed.
  if (!expiresOn && ENDED.test(text)) return null;
  const numbered = lines.find((l) => numbersIn(l.text).length > 0)!;
  const name = TYPE.exec(text)?.[1] ?? title ?? namedBefore(numbered.text);
  if (!name) return null;
  return {
    name: clean(name),
    issuer: details.issuer ?? letterhead ?? grantedBy(name),
    number,
    holder: HOLDER.exec(text)?.[1]?.slice(0, 120) ?? null,
    issuedOn: details.issuedOn,
    expiresOn,
    citation: citationOf(src, first.start, note?.end ?? last.start + last.text.length, 480),
  };
}

/** The end and issuer a register table's one numbered row gives under its heading row. */
function tableRow(lines: readonly Line[]): { end: string | null; issuer: string | null } {
  const row = lines.find((l) => numbersIn(l.text).length > 0)?.text ?? '';
  const ends = lines.map((l) => endColumn(l.text)).find(Boolean) ?? null;
  const issuers = lines.map((l) => issuerColumn(l.text)).find(Boolean) ?? null;
  return { end: endCell(row, ends), issuer: issuerCell(row, issuers) };
}

/** A block's lines with where each starts in the chunk. */
function linesOf(block: string, start: number): Line[] {
  const out: Line[] = [];
  let at = start;
  for (const text of block.split('\n')) {
    out.push({ text, start: at });
    at += text.length + 1;
  }
  return out;
}

/** A sentence's clauses, where it names more than one number ('… VC-7 (note 1), VAT no. 10-4'). */
const CLAUSE_BREAK = /(?<=[,;])\s+/;

/**
 * A line's records, each with one number: from the sentence (or, in a sentence with several
 * numbers, the clause) that names it to the next one that names another, so the sentences after
 * a number that name none ('Period of validity: …') are its own.
 */
function numberedParts(text: string, line: Line): Line[][] {
  const parts: Line[][] = [];
  let offset = line.start;
  for (const sentence of line.text.split(SENTENCE_BREAK)) {
    const pieces = numbersIn(sentence).length > 1 ? sentence.split(CLAUSE_BREAK) : [sentence];
    for (const piece of pieces) {
      const from = text.indexOf(piece, offset);
      offset = from + piece.length;
      const count = numbersIn(piece).length;
      if (count === 1) parts.push([{ text: piece, start: from }]);
      else if (count === 0) parts[parts.length - 1]?.push({ text: piece, start: from });
    }
  }
  return parts;
}

/**
 * The licences, permits and registrations in one chunk. A paragraph whose licence lines and
 * short labelled details hold one number is one record (read from those lines only: a long line
 * about something else keeps its dates); otherwise each line with one number is, read from its
 * own sentence, under the nearest title above it.
 */
export function registrationsIn(src: FactSource): Registration[] {
  // Numeric dates in the document's own order, as its certificates are read.
  const reading = dayOrderOf(src.text) ?? 'day-first';
  const out: Registration[] = [];
  let at = 0;
  // The letterhead of the one-line blocks right above: a heading the chunker set apart.
  let above: string | null = null;
  let titleAbove: string | null = null;
  for (const block of src.text.split(/\n\s*\n/)) {
    const start = src.text.indexOf(block, at);
    at = start + block.length;
    const heading = block.includes('\n') ? null : registerLetterhead(block.trim());
    const letterheadAbove = above;
    // The first of a run of one-line blocks: the letterhead tops the page, a title may follow.
    above = block.includes('\n') ? null : (above ?? (heading ? readableCase(heading) : null));
    // So is a title the chunker set apart, not a letter's labelled subject line ('Onderwerp: …').
    const titleOver = titleAbove;
    titleAbove = block.includes('\n')
      ? null
      : isTitle(block.trim()) && !block.includes(':')
        ? readableCase(block.trim())
        : titleAbove;
    const titled = !!titleOver && CLEARANCE_NAMED.test(titleOver);
    if (!KIND.test(block) && !CLEARANCE_NAMED.test(block) && !titled) continue;
    const lines = linesOf(block, start);
    const own = lines.filter((l) => ownLine(l.text));
    const numbers = numbersIn(own.map((l) => l.text).join('\n'), titled);
    if (lines.length <= 15 && new Set(numbers).size === 1) {
      const title = own.map((l) => l.text).find(isTitle) ?? titleOver;
      const first = own.includes(lines[0]!) ? null : registerLetterhead(lines[0]!.text);
      const head = first ? readableCase(first) : letterheadAbove;
      const row = tableRow(lines);
      const r = record(src, reading, own, title, row.end, head ?? row.issuer, titled);
      if (r) out.push(r);
      continue;
    }
    let title: string | null = null;
    let column: ReturnType<typeof endColumn> = null;
    let issuers: IssuerColumn | null = null;
    for (const line of lines) {
      if (isTitle(line.text)) title = line.text;
      column = endColumn(line.text) ?? column;
      issuers = issuerColumn(line.text) ?? issuers;
      const issuer = issuerCell(line.text, issuers);
      for (const part of numberedParts(src.text, line)) {
        const r = record(src, reading, part, title, endCell(line.text, column), issuer);
        if (r) out.push(r);
      }
    }
  }
  return out;
}
