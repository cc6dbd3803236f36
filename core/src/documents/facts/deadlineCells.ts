/**
 * The cells and spans around a date in a schedule row: a period's two ends, a time or prose cell,
 * and the label a cell gives when it also holds the date. Split from deadlines.ts, which reads the
 * dates of rows and sentences with them.
 */
import type { DeadlineKind } from '../../model/documentFacts';
import { kindOf } from './deadlineKinds';
import { type FoundDate, type NumericOrder, findDates } from './dates';
import { letters } from './deadlineLabels';
import type { DocumentLanguage } from './text';

/**
 * A period's first day written without its month, before the date that ends it: '(14 – 18 juni
 * 2027)', ': 3-7 May 2027', 'van 14 - 18 juni' (fourteenth probe set's study: 'week 24 (14 – 18
 * juni 2027)' read as an award on its last day). Only after a bracket, a colon, a cell's start or a
 * preposition, so that 'Lot 2 – 18 June 2027' keeps its date. In words too: 'between 3 and 7 May
 * 2027', 'tussen 27 en 30 september 2027', 'van 1 tot en met 5 november' (seventeenth probe set's
 * study: a site visit's and a showroom's window read as deadlines); not 'from 3 to 10 November',
 * which a verb may make a move (noticeAndMoveClasses).
 */
const DAY_BEFORE =
  /(?:(?:^|[(|:,]|\b(?:van|from|between|tussen|op|on|in))\s*(\d{1,2})\s*[-–]|\b(?:between|tussen)\s+(\d{1,2})(?:st|nd|rd|th|e)?\s+(?:and|en)|\bvan(?:af)?\s+(\d{1,2})e?\s+(?:tot(?: en met)?|t\/m))\s*$/i;

/**
 * Whether dates[i] is one end of a period ('02/06/17 – 06/22/17', '14 – 18 juni 2027'): neither
 * end is a deadline.
 */
export function inPeriod(
  text: string,
  dates: readonly { start: number; end: number }[],
  i: number,
) {
  const dash = /^\s*[-–]\s*$/;
  const prev = dates[i - 1];
  const next = dates[i + 1];
  const date = dates[i]!;
  const firstDay = DAY_BEFORE.exec(
    text.slice(Math.max(prev?.end ?? 0, date.start - 30), date.start),
  );
  const lastDay = /^\d{1,2}/.exec(text.slice(date.start))?.[0];
  return (
    (prev !== undefined && dash.test(text.slice(prev.end, date.start))) ||
    (next !== undefined && dash.test(text.slice(date.end, next.start))) ||
    (firstDay !== null &&
      lastDay !== undefined &&
      Number(firstDay[1] ?? firstDay[2] ?? firstDay[3]) < Number(lastDay))
  );
}

/** A cell that is a time and nothing else ('12:00 uur', '2:00 p.m.'): part of a date, not its label. */
export const TIME_CELL =
  /^\s*(?:\d{1,2}(?:[:.]|[uh](?=\d{2}))\d{2}\s*(?:uur|u|hrs?|hours|h|a\.?m\.?|p\.?m\.?)?|\d{1,2}\s*(?:a\.?m\.?|p\.?m\.?|uur)|noon|12 noon)(?:\s*\(?[A-Za-z ]{2,30}\)?)?\s*$/i;

/** A date's cell that holds prose (a question or answer in a Q&A table), not a date and its time. */
export const isProse = (cell: string) => letters(cell) >= 30;
/** A cell of sentences (an answer beside a question), which labels nothing in its row. */
export const isSentences = (cell: string) => letters(cell) >= 30 && /[.?!](?:\s|$)/.test(cell);

/** Abbreviations whose full stop ends no sentence ('i.e. 10 May', 'bijv. op', 'nr. 3'). */
const ABBREVIATIONS =
  /\b(?:i\.e|e\.g|etc|incl|excl|approx|ca|no|nr|bijv|d\.w\.z|o\.a|m\.b\.t|resp)\./gi;

/**
 * A reference's abbreviations before a number, 'S. No. 6', 'Art. 3', 'cl. 2.1', 'Sec. 4', 'nr. 7':
 * their full stops end no sentence, so a label cell naming where a date stood ('Data Sheet S. No.
 * 6: Bid submission end date', a corrigendum's reference column) labels its row (failure class
 * seen on the thirteenth probe set: the cell read as a sentence, the corrigendum's dates lost).
 */
const REFERENCE_ABBREVIATIONS =
  /\b(?:[A-Z]|no|nr|art|artt|cl|sec|para?|sch|ref|blz|p|pp)\.(?=\s*(?:\d|(?:no|nr)\.))/gi;
/** A label cell of sentences, its references' full stops set aside. */
export const isSentenceCell = (cell: string) =>
  isSentences(cell.replace(REFERENCE_ABBREVIATIONS, ' '));

/**
 * A data sheet's prose cell of one clause and one date ('Seven (7) days before the submission
 * deadline, i.e. 10 May 2027 at 12 noon', 'Technical Proposals opened on 18 May 2027; no public
 * opening', 'Virtueel, 26 april 2027 om 10.00 uur via Teams'): the date is what the row's label
 * cell names ('Deadline for clarification requests', 'Opening of Proposals'), not what the clause's
 * own words before it say (twelfth probe set's study: a questions deadline read as the submission
 * its clause counts back from). A cell of sentences (a Q&A table's answer) is read as sentences.
 */
export const isLabelledClause = (cell: string, dates: number) =>
  dates === 1 && isProse(cell) && !isSentences(cell.replace(ABBREVIATIONS, ' '));

/** A time with no date beside it, as a date's cell leaves it ('15:00 hrs', 'om 14:00 uur'). */
const LOOSE_TIME =
  /\b(?:om|at|on|op)?\s*\d{1,2}(?:[:.]|[uh](?=\d{2}))\d{2}\s*(?:uur|u|hrs?|h|a\.?m\.?|p\.?m\.?)?\b(?:\s*(?:on|op)\b)?/gi;

/**
 * The words of a cell that also holds a date, without the date and its time: the row's label
 * when no cell is without a date (failure class seen on the eighth probe set: a corrigendum's
 * 'Item | Original | Amended' table whose item and old columns the PDF ran together, 'Tender
 * submission 25/02/2027, 15:00 hrs deadline (cover and 3.1) | 15:00 hrs on 4 March 2027'). Empty
 * when the cell is a sentence or holds too few words to name anything.
 */
export function labelBesideDates(
  cell: string,
  language: DocumentLanguage,
  order: NumericOrder | null,
): string {
  if (isSentences(cell)) return '';
  const dates = findDates(cell, language, null, order);
  let rest = cell;
  for (const d of [...dates].reverse()) rest = `${rest.slice(0, d.start)} ${rest.slice(d.end)}`;
  const words = rest
    .replace(LOOSE_TIME, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:|–-]+|[\s,;:|–-]+$/g, '');
  return letters(words) >= 8 ? words : '';
}

/** The words of a label cell before its first date, else the whole label. */
export function quoteHead(
  cell: string,
  label: string,
  language: DocumentLanguage,
  order: NumericOrder | null,
): string {
  const first = findDates(cell, language, null, order)[0];
  const head = first ? cell.slice(0, first.start).trim() : '';
  return letters(head) >= 8 ? head : label;
}

/**
 * A short answer that gives only a date ('Ja, naar 22 juni 2027.', 'Yes, to 14 May 2027.', 'Ja,
 * deze wordt 3 juni 2027.'): the words before the date are a yes and a preposition, no subject.
 */
const BARE_ANSWER =
  /^[\s,;:]*(?:(?:ja|yes|nee|no|ok|inderdaad|indeed|deze|dit|die|it|this|that|also|ook|eveneens|wordt|worden|is|will be|moves?|moved|verschuift|verplaatst|changed|gewijzigd)\b[\s,;:]*)*(?:naar|to|tot|until|op|on|per)?\s*(?:(?:maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|monday|tuesday|wednesday|thursday|friday|saturday|sunday),?\s*)?$/i;

/**
 * The deadline a question-and-answer row moves when its answer gives a date and nothing else
 * ('Verschuift de voorlopige gunningsbeslissing ook? | Ja, naar 22 juni 2027.', 'Is the
 * clarification deadline also moved? | Yes, to 14 May 2027.'): the kind the question names, for
 * the user to check (twelfth probe set's study: the moved award date was lost).
 */
export function askedInRow(
  sentence: string,
  columns: readonly string[],
  language: DocumentLanguage,
  zone: string | null,
  order: NumericOrder | null,
): { date: FoundDate; question: string; found: { kind: DeadlineKind; confidence: number } } | null {
  const dates = findDates(sentence, language, zone, order);
  if (dates.length !== 1 || !BARE_ANSWER.test(sentence.slice(0, dates[0]!.start))) return null;
  const question = columns.find((c) => /\?\s*$/.test(c.trim()));
  const found = question ? kindOf(question) : null;
  if (!question || !found || found.kind === 'other') return null;
  return { date: dates[0]!, question, found: { kind: found.kind, confidence: 0.7 } };
}
