/**
 * A tender passage read by its layout (issue 19, item 1): headings, captions (a short title line
 * over its paragraph, 'Volledigheid van de migratie', or a line ending in a colon, 'B. PRICE:'),
 * list items (a marker, 'a.', '1.1.', '•', or a label, 'F12.', with every wrapped line of the
 * item), table rows, and sentences of running text. The requirement reader (draftRequirements.ts)
 * decides which units are the buyer's demands; this only says what each unit is.
 */
import { isHeading } from '../../ai/chunking';
import { sentences } from '../../ai/localText';

export type UnitKind = 'heading' | 'caption' | 'item' | 'text' | 'row';

export interface Unit {
  readonly kind: UnitKind;
  readonly text: string;
  /** A table row's cells. */
  readonly cells?: readonly string[];
}

/** 'F12. …', 'Q3 …', 'NFR-2: …', 'R 4.1 …': an item of a requirements list, by its label. */
export const LABELLED = /^\(?[A-Z]{1,4}[- ]?\d{1,3}(?:\.\d{1,2})?[.):]?\s+\p{L}/u;
/** A list item's label alone ('Q36.'). */
export const BARE_LABEL = /^\(?[A-Z]{1,4}[- ]?\d{1,3}(?:\.\d{1,2})?[.):]?$/;
/** A list marker: a bullet, 'a.', '(b)', 'iv)', '1.', '1.2.', '3)', 'A.'. */
const MARKER =
  /^(?:[•·▪◦‣●○■□►\-–—*]|\(?[a-z]{1,2}[.)]|\([a-z]{1,2}\)|\(?[A-Z][.)]|\(?\d{1,2}(?:\.\d{1,2}){0,3}[.)]|\(?[ivx]{1,4}[.)])\s+\S/u;
/** A list item's number or label in front of its text ('1.2.', 'F12.', 'a)'). */
export const ITEM_LABEL =
  /^(?:\(?(?:[A-Z]{1,4}[- ]?)?\d{1,3}(?:\.\d{1,3})*[.):]?|\(?[A-Za-z][.)])\s+/;
/** A marker of letters ('a.', 'B)'): an item, never a section of its own. */
export const LETTER_MARKER = /^\(?[A-Za-z][.)]\s+/;
/** A bullet: an item that neither numbers nor labels what it says. */
export const BULLET = /^[•·▪◦‣●○■□►\-–—*]\s+/u;

/**
 * A text that opens with what kind of demand it is ('Wens: Link met het Handelsregister', 'Wens
 * is dat …', 'Must: reports show …'): a table cell's wrapped text or a marked line: a unit of its own, and a
 * demand whatever its wording.
 */
export const MARKED_DEMAND =
  /^(?:eis|wens|must|should|could|knock[- ]?out|k\.o\.?|minimum ?eis)(?:\s*:\s*|\s+is (?:dat|that)\s+)\p{L}/iu;

/** Whether a line opens a list item. */
export const opensItem = (line: string) =>
  MARKED_DEMAND.test(line) || MARKER.test(line) || LABELLED.test(line) || BARE_LABEL.test(line);

/**
 * A title without a number ('Hosting eisen', 'Eisen aan de data-migratie'): short, no closing
 * mark, a capital first, no cell separator. Numbered and all-caps titles are chunking's isHeading.
 */
function isTitle(line: string): boolean {
  if (isHeading(line)) return !LETTER_MARKER.test(line);
  const words = line.split(/\s+/);
  return (
    words.length <= 10 &&
    line.length <= 80 &&
    /^[\p{Lu}]/u.test(line) &&
    /\p{L}{3}/u.test(line) &&
    !/[.:;,!?…]$/.test(line) &&
    !/\||https?:|www\./.test(line) &&
    !opensItem(line)
  );
}

/** A numbered section's opening line ('3.1 Registration', '3.1. Inschrijving'), with its chapter's number. */
const SECTION_OPENING = /^(\d{1,2})\.\d{1,2}\.?\s+\p{L}/u;

/**
 * A chapter's numbered title with its first section on the next line, no blank line between
 * ('3. Selection criteria' | '3.1 Suppliers must …', '4 Geschiktheid' | '4.1 De inschrijver …'):
 * the title is a heading. Read with its section as one list item, the chapter was never entered,
 * and its demands stood under the chapter before (fifteenth set: the conditions of participation
 * under the timetable).
 */
function opensItsSections(lines: readonly string[]): boolean {
  const first = lines[0]!;
  const number = /^(\d{1,2})\.?\s+\p{Lu}/u.exec(first)?.[1];
  return (
    number !== undefined &&
    lines.length > 1 &&
    // A title: short, no closing mark, no cell separator ('3. Stage 1: conditions of participation').
    first.length <= 90 &&
    first.split(/\s+/).length <= 12 &&
    !/[.:;,!?…]$/.test(first) &&
    !first.includes(' | ') &&
    SECTION_OPENING.exec(lines[1]!)?.[1] === number
  );
}

/** A month's name in Dutch or English (both spell 'april', 'september', 'november', 'december'). */
export const MONTH =
  '(?:januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december|january|february|march|may|june|july|august|october)';

/**
 * A line that only dates the part it stands under: a place and a date ('Kralendijk, 29 april
 * 2027', 'Perth, 12 May 2027'), a date with its label ('Issued: Monday 26 April 2027', 'Datum: 3
 * maart 2027') or alone.
 */
const DATELINE = new RegExp(
  String.raw`^(?:(?:issued|dated|date|datum|uitgegeven|d\.d\.)\s*:?\s*|\p{Lu}[\p{L}'. -]{1,30},\s*)?(?:\p{L}+,?\s+)?\d{1,2}\s+${MONTH}\s+\d{4}\.?$`,
  'iu',
);

/**
 * A chapter's numbered title with its dateline on the next line ('6. Nota van Inlichtingen nr. 1'
 * | 'Kralendijk, 29 april 2027', '7 Addendum No. 2' | 'Issued: 12 May 2027'): a heading. Read as
 * one list item with its date, the notice was an item of the chapter before, planned as a demand
 * (sixteenth set), and what the notice changes stood under that chapter.
 */
function datedTitle(lines: readonly string[]): boolean {
  const first = lines[0]!;
  return (
    lines.length > 1 &&
    /^\d{1,2}\.?\s+\p{Lu}/u.test(first) &&
    first.length <= 90 &&
    first.split(/\s+/).length <= 12 &&
    !/[.:;,!?…]$/.test(first) &&
    DATELINE.test(lines[1]!)
  );
}

/** A line that only introduces what follows: short, ending in a colon ('Pool Three Full Stack:'). */
const isCaptionLine = (line: string) =>
  line.length <= 80 && line.split(/\s+/).length <= 8 && /:$/.test(line);

/** A line this long ran to the page's edge: the text goes on on the next line. */
const FULL_LINE = 70;

/**
 * A line ending in an abbreviation ('e.g.', 'o.a.', 'art.'): the item may go on in lower case.
 * After any other finished line, a new line is text of its own (a glossary row, a note).
 */
const ABBREVIATION_END =
  /(?:^|[\s(])(?:(?:\p{L}{1,3}\.){2,3}|(?:art|nr|no|ca|bijv|vgl|zgn|incl|excl|resp|cf|vs|approx|max|min)\.)$/iu;

/** Whether the text of a unit has run to its end (a full stop, a colon, a closing bracket). */
const finished = (text: string) => /[.!?:;]["'”’)]?$/.test(text.trim());

/**
 * The passage's units in order. A line of its own between blank lines that reads as a title is a
 * heading; the first line of a paragraph that reads as one is a caption; every line that opens an
 * item starts one and the lines after it, up to the next item or paragraph, are its wrapped text
 * (a paragraph that starts in lower case or with a bracket goes on with an unfinished item).
 */
export function readUnits(text: string): Unit[] {
  // A footnote's number on a line of its own ('(informed consent' | '3)' | 'van …') is not text.
  // So is a footnote's number after an unfinished line ('… “Privacy by Design”' | '6.').
  const cleaned = text
    .replace(/\n[ \t]*\d{1,2}\)[ \t]*(?=\n)/g, '')
    .replace(/(?<![.!?:;]["'”’)]?)\n[ \t]*\d{1,2}[.)]?[ \t]*(?=\n|$)/g, '');
  const paragraphs = cleaned
    .split(/\n[ \t]*\n/)
    .map((p) =>
      p
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean),
    )
    .filter((p) => p.length > 0);
  const out: Unit[] = [];
  let group: { kind: 'item' | 'text'; lines: string[] } | null = null;
  const close = () => {
    if (!group) return;
    const joined = group.lines.join(' ').replace(/\s+/g, ' ').trim();
    if (group.kind === 'item') out.push({ kind: 'item', text: joined });
    else for (const s of sentences(joined)) out.push({ kind: 'text', text: s });
    group = null;
  };
  for (const lines of paragraphs) {
    // A page number printed on a line of its own is no text.
    if (lines.length === 1 && /^\d{1,4}$/.test(lines[0]!)) continue;
    const first = lines[0]!;
    const current = group as { kind: 'item' | 'text'; lines: string[] } | null;
    // A paragraph that goes on with an item the last one left unfinished ('(WCAG2.1' | '5).').
    const last = current?.lines.at(-1) ?? '';
    // Or one whose last line ran to the full width of the page: a title-like item line that
    // chunking set apart ('D. The quoter shall … Approach Criteria' | 'Evidence, included …').
    const goesOn =
      current?.kind === 'item' &&
      !finished(last) &&
      !opensItem(first) &&
      (/^[\p{Ll}([]/u.test(first) ||
        /^\d{1,2}\)\.?$/.test(first) ||
        (last.length >= FULL_LINE && !isTitle(first) && !isCaptionLine(first)));
    if (!goesOn) close();
    let rest = lines;
    if (!goesOn && lines.length === 1 && isTitle(first)) {
      out.push({ kind: 'heading', text: first });
      continue;
    }
    if (!goesOn && opensItsSections(lines)) {
      out.push({ kind: 'heading', text: first });
      rest = lines.slice(1);
    } else if (!goesOn && datedTitle(lines)) {
      // The dateline says when the part was issued, nothing the bid answers.
      out.push({ kind: 'heading', text: first });
      rest = lines.slice(2);
      if (rest.length === 0) continue;
    }
    // A labelled item ('F2. … de volgende meldingen tonen:') is an item, not a caption.
    if (
      !goesOn &&
      rest === lines &&
      lines.length > 1 &&
      !opensItem(first) &&
      (isTitle(first) || isCaptionLine(first))
    ) {
      out.push({ kind: 'caption', text: first });
      rest = lines.slice(1);
    }
    for (const line of rest) {
      if (rest.length === 1 && isCaptionLine(line)) {
        // 'B. PRICE:' alone: it names what follows, it is no item of a list.
        close();
        out.push({ kind: 'caption', text: line });
      } else if (line.includes(' | ')) {
        close();
        out.push({ kind: 'row', text: line, cells: line.split(' | ').map((c) => c.trim()) });
      } else if (opensItem(line)) {
        close();
        group = { kind: 'item', lines: [line] };
      } else if (
        group &&
        !(
          (group as { kind: string }).kind === 'item' &&
          finished((group as { lines: string[] }).lines.at(-1) ?? '') &&
          (/^\p{Lu}/u.test(line) ||
            !ABBREVIATION_END.test((group as { lines: string[] }).lines.at(-1) ?? ''))
        )
      ) {
        // A wrapped line of the item or the paragraph; after an item's last sentence, a line in
        // capitals starts text of its own.
        (group as { lines: string[] }).lines.push(line);
      } else {
        close();
        group = { kind: 'text', lines: [line] };
      }
    }
  }
  close();
  return out;
}
