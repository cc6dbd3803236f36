/**
 * Where a tender statement stands (issue 19, item 1): the running headers and footers a document
 * repeats page after page (no sections of their own), the headings above a heading (its path:
 * '2 Gunning' > '2.1 Plan van aanpak' > '2.1.1 Planning'), and the parts about the procedure
 * itself, whose demands the bidder follows but does not answer. Used by draftRequirements.ts.
 */
import { NUMBERED, PROCEDURE_DEMAND, PROCEDURE_HEADING, QUALIFICATION } from './draftDemandWords';
import { failedBidsFate } from './draftFailedBids';
import { MONTH, readUnits } from './draftRequirementUnits';
import { follows } from './draftRequirementLists';
import type { TenderPassage } from './draftSources';

/** A title's key across pages: its document and its words, a trailing page number aside. */
export const runningKey = (document: string, title: string) =>
  `${document}|${title.replace(/\s*\d+$/, ' #')}`;
/** On this many pages of a document, an unnumbered title is its running header or footer. */
const RUNNING_PAGES = 3;

/**
 * The unnumbered titles a document repeats page after page ('VNG Realisatie 20', 'Programma van
 * eisen'): its running headers and footers, no sections of their own.
 */
export function runningTitles(passages: readonly TenderPassage[]): Set<string> {
  const pages = new Map<string, Set<number>>();
  for (const p of passages) {
    for (const u of readUnits(p.text)) {
      if (u.kind !== 'heading' || NUMBERED.test(u.text)) continue;
      const key = runningKey(p.origin.documentName, u.text);
      pages.set(key, (pages.get(key) ?? new Set()).add(p.origin.page ?? 1));
    }
  }
  return new Set([...pages].filter(([, on]) => on.size >= RUNNING_PAGES).map(([key]) => key));
}

/**
 * A section lettered instead of numbered ('A. Overview', 'G.1 Confidentiality Statement'): a
 * capital with a dot, then a title that starts with a capital and ends as a title does (not a
 * list item's 'a. …' nor a caption's 'C. PRICE:').
 */
const LETTERED = /^([A-Z](?:\.\d{1,2})*)\.?\s+\p{Lu}[^\n]{2,120}[^.:;!?]$/u;
/** An attachment's title ('Attachment 1: Working Prototype', 'Bijlage B – Tarieven'): a part of its own. */
const ATTACHMENT =
  /^((?:attachment|annex|appendix|exhibit|bijlage)\s+[A-Z0-9]{1,3})\s*[:.–-]\s+\p{Lu}[^\n]{2,120}$/iu;

/**
 * A chapter titled by its kind and number ('Part 4 Mandatory Criteria', 'Section 4 Exclusion
 * grounds', 'Deel 3 Geschiktheid', 'Hoofdstuk 5 Gunning'): the main part of that number. Read as
 * a caption, its sections and table fell under the chapter before (thirteenth set). Or by its
 * letter ('Part D Compliance Criteria', 'Deel C Geschiktheid', whose sections are 'D.1', 'C.2'):
 * read as captions, the sixteenth set's parts were never entered, and its compliance criteria
 * stood under a timetable's row. Its kind in capitals too ('SECTION 3 – TERMS OF REFERENCE',
 * 'HOOFDSTUK 4 – EISEN'): read as no number, the nineteenth set's '3.1 Service Hours' was a main
 * heading of its own, never under the specification chapter it stands in.
 */
const CHAPTER =
  /^(?:[Pp]art|PART|[Ss]ection|SECTION|[Cc]hapter|CHAPTER|[Dd]eel|DEEL|[Hh]oofdstuk|HOOFDSTUK|[Oo]nderdeel|ONDERDEEL)\s+(\d{1,2}|[A-Z])\.?\s*[:.–-]?\s+\p{Lu}[^\n]{2,120}[^.:;!?,]$/u;

/**
 * A section's number when its heading has one (issue 19): '2.1' of '2.1 Plan van aanpak', 'G.1'
 * of 'G.1 Confidentiality Statement' (a single letter only with its dot: 'A. Overview', never 'A
 * Guide'), 'attachment 1' of 'Attachment 1: Working Prototype'. `top`: a main part's.
 */
export function sectionNumber(h: string): { key: string; top: boolean } | null {
  const digits = NUMBERED.exec(h);
  if (digits) return { key: digits[1]!, top: !/^\d+\.\d/.test(h) };
  const letter = LETTERED.exec(h);
  if (letter && (letter[1]!.includes('.') || /^[A-Z]\.\s/.test(h))) {
    return { key: letter[1]!.split('.')[0]!, top: !letter[1]!.includes('.') };
  }
  const chapter = CHAPTER.exec(h);
  if (chapter) return { key: chapter[1]!, top: true };
  const part = ATTACHMENT.exec(h);
  if (part) return { key: part[1]!.toLowerCase().replace(/\s+/g, ' '), top: true };
  return null;
}

/**
 * A caption that is a lettered sub-section's title ('G.1 Confidentiality Statement'), an
 * attachment's or a chapter's ('Part 4 Mandatory Criteria'): a heading to the planner, not a table's or a list's caption.
 */
export function sectionCaption(text: string): boolean {
  const t = text.trim();
  const n = sectionNumber(t);
  return n !== null && !NUMBERED.test(t) && (!n.top || ATTACHMENT.test(t) || CHAPTER.test(t));
}

/** A heading's number without trailing zeros ('1.0 Scope' → '1', 'G.1 …' → 'G.1'), '' when none. */
const numberOf = (h: string) =>
  (
    /^(\d{1,2}(?:\.\d{1,2})*)\.?\s/.exec(h)?.[1] ??
    CHAPTER.exec(h)?.[1] ??
    sectionLetters(h)
  ).replace(/(?:\.0)+$/, '');
/** A lettered heading's number with its dot ('A.' is 'A', 'G.1' is 'G.1'), '' when none. */
const sectionLetters = (h: string) => {
  const letter = LETTERED.exec(h);
  return letter && (letter[1]!.includes('.') || /^[A-Z]\.\s/.test(h)) ? letter[1]! : '';
};

/**
 * The headings above a new heading: for a numbered one, the numbered headings whose number
 * contains its number ('2.1' above '2.1.3'); for an unnumbered one, the numbered ones above it
 * and, in a document without numbers, its main heading when it is a child.
 */
export function pathTo(path: readonly string[], h: string, main: string | null, child: boolean) {
  const n = numberOf(h);
  if (n) return [...path.filter((x) => numberOf(x) && n.startsWith(`${numberOf(x)}.`)), h];
  const numbered = path.filter((x) => numberOf(x));
  if (numbered.length) return [...numbered, h];
  return child && main && main !== h ? [main, h] : [h];
}

/**
 * A demand the bidder follows in sending the bid, not one to answer in it: under a heading about
 * the procedure (its instructions, questions, confidentiality, complaints), or about how the bid
 * is submitted (issue 19: planned, each was a gap no company evidence could fill).
 */
export const aboutTheProcedure = (
  text: string,
  heading: string | null,
  main: string | null,
  leadIn?: string,
) =>
  PROCEDURE_DEMAND.test(text) ||
  // What becomes of a bid that fails the demands ('… does not meet … will be excluded').
  failedBidsFate(text) ||
  // An item of a list whose lead-in asks for the procedure ('Each question set shall be submitted
  // in the following format:' | 'a. the RFI number in the subject line …').
  (leadIn !== undefined && PROCEDURE_DEMAND.test(leadIn)) ||
  [heading, main].some((h) => h !== null && PROCEDURE_HEADING.test(h.trim()));

/** A line's key as a table row: its cells' words with single spaces, in lower case. */
const rowKey = (text: string) =>
  text
    .replace(/\s*\|\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * The lines that are rows of a table, never headings (seventeenth set): a PDF's page text has no
 * cell separators, so an award table's row ('4 Plant and equipment 15 Schedule F4', '2 Kwaliteit
 * van de componenten 20 datasheets') reads as a numbered heading, became its number's main heading
 * and took the demands after the table as that criterion's. Known are the rows the facts read with
 * their cells (`rows`, 'n | name | points | …') and the header rows of the tables a passage holds
 * rows of (its index-only table context, 'No. | Criterion | Points').
 */
export function tableRowLines(
  passages: readonly TenderPassage[],
  rows: readonly string[],
): (line: string, inTable: boolean) => boolean {
  const headers = passages.flatMap((p) =>
    (p.tableContext ?? '').split('\n').filter((l) => l.includes(' | ')),
  );
  const keys = new Set([...rows, ...headers].filter((r) => r.includes('|')).map(rowKey));
  const quotes = rows.map(rowKey);
  return (line, inTable) => {
    const key = rowKey(line);
    return keys.has(key) || wrappedRow(key, quotes) || datedRow(line, inTable);
  };
}

/**
 * A numbered row's first line when its name cell wraps ('4 Experience in supplying vehicles to
 * public clinics (last five' | 'years) 20'): the start of an award row as the facts quote it,
 * cut where the quote's words go on. As a heading it became main heading 4, and every '4.x'
 * section of the document (the mandatory demands, the turnover, the contract's conditions) stood
 * under that criterion (eighteenth set). A heading that is the whole name, its score left out
 * ('1 Plan van aanpak' beside the row '1 Plan van aanpak 40'), stays a heading.
 */
function wrappedRow(line: string, quotes: readonly string[]): boolean {
  if (!/^\d{1,2}(?:\.\d{1,2})*\s+\p{L}/u.test(line) || line.split(' ').length < 5) return false;
  return quotes.some(
    (q) =>
      q.length > line.length && q.startsWith(`${line} `) && /\p{L}{2}/u.test(q.slice(line.length)),
  );
}

/**
 * A full date ('20 April 2027', '30 april 2027'), also in figures ('27/04/2027', '30-04-2027',
 * '30.04.2027', '2027-04-30'): a timetable's date cell in figures read as a heading too
 * (fifteenth set: '2 Deadline for tender clarification questions 27/04/2027 17:00' became main
 * heading 2 and hid every chapter after it, the conditions of participation among them), or
 * by its weekday with the year on the cell's next line ('12:00 noon, Wednesday 24 March').
 */
const FULL_DATE = new RegExp(
  String.raw`\b\d{1,2}\s+${MONTH}\s+\d{4}\b|\b(?:0?[1-9]|[12]\d|3[01])([/.-])(?:0?[1-9]|1[0-2])\1(?:19|20)\d{2}\b|\b(?:19|20)\d{2}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])\b`,
  'i',
);
/**
 * A line with a full date in a passage that holds a table's rows ('Compulsory site visit 20 April
 * 2027 10h00', 'Sluiting vragen 14.00 uur, vrijdag 30 april 2027'): a timetable's row, not a
 * heading. As headings, their words named criteria ('site' of 'Site agent'; seventeenth set).
 */
const datedRow = (line: string, inTable: boolean) =>
  inTable && (FULL_DATE.test(line) || WEEKDAY_DATE.test(line));
const WEEKDAY_DATE = new RegExp(
  String.raw`\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag),?\s+\d{1,2}\s+${MONTH}\b`,
  'i',
);

/** A stage of the evaluation ('Stage 2: Price and specific goals', 'Fase 1 – Geschiktheid'). */
const STAGE = /^(?:stage|phase|step|fase|stap|ronde)\s+\d{1,2}\s*[:.–-]\s*\p{Lu}/iu;

/**
 * A coded item that is a part's title ('T2.1 Pre-qualification criteria', 'T1.6 Submission of
 * bids', 'B2.1 Geschiktheidseisen', 'T3.2 Stage 2: Price'): a heading. Read as a labelled demand, it was planned as a
 * requirement of its own, and the qualification demands after it stood under the chapter only.
 */
export function partTitle(text: string): boolean {
  const title = /^[A-Z]{1,2}\d{1,2}(?:\.\d{1,2})+\.?\s+(\p{Lu}.*)$/u.exec(text.trim())?.[1];
  if (!title || /[.;!?]$/.test(title) || title.split(/\s+/).length > 8) return false;
  return QUALIFICATION.test(title) || PROCEDURE_HEADING.test(title) || STAGE.test(title);
}

/**
 * A chapter's title the layout read as a list item ('5. Pass/fail requirements' after '4.4 …',
 * '6. Gunning' after '5.2 …'): the next chapter's number after the main heading's, no bullet,
 * and no list counting up to it (`listLabel`, the last list's last label). A list's '4.' after its
 * '3.' stays an item.
 */
export function nextChapterTitle(
  number: string,
  raw: string,
  main: string | null,
  listLabel: string | null,
): boolean {
  const current = main ? sectionNumber(main) : null;
  if (!current || !/^\d+$/.test(current.key) || /^[•·▪◦‣●○■□►\-–—*]/u.test(raw.trim()))
    return false;
  if (Number(number) !== Number(current.key) + 1) return false;
  return !(listLabel && /^\d+$/.test(listLabel) && follows(listLabel, number));
}
