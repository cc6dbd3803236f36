/**
 * Deadlines: a date is a deadline when its label says what is due — the words before it in a
 * sentence, the other cells of its table row, or the row label on the line before. Its kind comes
 * from that label: questions, submission, opening, award, standstill, start, or 'other' when the
 * label says only that something is due (deadlineKinds.ts). Dates the document gives for itself
 * (publication, release, answers, presentations, versions, sending out the request) are not
 * deadlines.
 */
import type { DeadlineFact, DeadlineKind } from '../../model/documentFacts';
import { DUE, kindOf } from './deadlineKinds';
import { push } from './deadlineFact';
import { type NumericOrder, findDates } from './dates';
import { SENTENCE_END, type Segment } from './reading';
import {
  FROM_BEFORE,
  MOVED_TO,
  MOVE_VERB,
  type TableOrigin,
  WAS_BEFORE,
  markRepeatedSchedules,
  replacedBy,
  kindOfQuotedOld,
  revisionColumns,
  yearlessMovedFrom,
  yearlessWas,
} from './revisions';
import {
  TIME_CELL,
  askedInRow,
  inPeriod,
  isLabelledClause,
  isProse,
  isSentenceCell,
  isSentences,
  labelBesideDates,
  quoteHead,
} from './deadlineCells';
import { dedupe } from './deadlineDedupe';
import { BY_DATE, actAfterTheDate, farSubject, letters } from './deadlineLabels';
import { markLaterRevisions } from './laterRevisions';
import { sameDayDeadlines } from './sameDay';
import { tableCaption } from './tableCaption';
import type { DocumentLanguage } from './text';

/**
 * A date that names a law or a regulation ('artikel 67 van de wet van 17 juni 2016', 'the Act of
 * 5 May 1998'): the law's own date, never a deadline (failure class: a statute's date read as a
 * date the bidder must meet because its sentence speaks of the bidder).
 */
const LAW_BEFORE =
  /\b(?:wet|wetten|decreet|besluit|kb|verordening|richtlijn|ordonnantie|act|law|statute|regulations?|directive|decree|ordinance|order)\s+(?:van|of|du|dated)\s*(?:de\s+|the\s+)?$/i;

/**
 * A planning table row: the label is the row's other cells (failure class: dates in cells). With
 * the extractor's table structure a row is a row, so two further failure classes show here: a
 * period in a cell ('Submission Open Window | 02/06/17 – 06/22/17') is a window, not two
 * deadlines; and a cell of prose (a Q&A table's question or answer) is read as sentences, with
 * that cell as the quote, rather than labelled by the row's other cells.
 */
function fromRow(
  s: Segment,
  language: DocumentLanguage,
  out: DeadlineFact[],
  zone: string | null,
  origin: Map<DeadlineFact, TableOrigin>,
  caption: string | null,
  order: NumericOrder | null,
) {
  const columns = s.columns ?? s.cells ?? [];
  const dateless = columns
    .filter(
      (c) =>
        c !== '' &&
        findDates(c, language, null, order).length === 0 &&
        !isSentenceCell(c) &&
        !TIME_CELL.test(c),
    )
    .join(' ');
  // No cell without a date: the row's first cell may hold its label beside a date.
  const first = columns.findIndex((c) => c !== '');
  const inFirst =
    letters(dateless) < 3 && first >= 0 ? labelBesideDates(columns[first]!, language, order) : '';
  const labelCell = inFirst ? first : -1;
  const label = inFirst || dateless;
  // The row's dates read across its cells, so that a time in its own cell joins its date.
  const inRow = findDates(s.text, language, zone, order);
  // Columns headed as the old and the new value (revisions.ts): the old one is replaced when the
  // row's new column gives a date.
  const roles = s.header && s.columns ? revisionColumns(s.header) : null;
  const newDates = roles
    ? columns.flatMap((c, i) =>
        roles[i] === 'new' ? findDates(c, language, zone, order).map((d) => d.iso) : [],
      )
    : [];
  let at = 0;
  columns.forEach((cell, column) => {
    if (cell === '') return;
    const cellAt = s.text.indexOf(cell, at);
    at = cellAt < 0 ? at : cellAt + cell.length;
    const dates = findDates(cell, language, zone, order);
    if (dates.length === 0) return;
    const byRowLabel = labelCell < 0 && isLabelledClause(cell, dates.length) && kindOf(label);
    if (isProse(cell) && (column !== labelCell || isSentences(cell)) && !byRowLabel) {
      for (const sentence of cell.split(SENTENCE_END)) {
        const segment: Segment = { ...s, kind: 'sentence', text: sentence.trim() };
        const before = out.length;
        fromSentence(segment, [], language, out, zone, order);
        const asked =
          out.length === before ? askedInRow(segment.text, columns, language, zone, order) : null;
        if (asked) push(out, segment, asked.date, asked.question, asked.found);
      }
      return;
    }
    // A revision row labelled only by where it changes the text: the kind of the deadline whose
    // words its old column quotes (revisions.ts).
    const byLabel = kindOf(label);
    const quoted = byLabel
      ? null
      : roles &&
        kindOfQuotedOld(columns, roles, out, (c) =>
          findDates(c, language, zone, order).map((d) => d.iso),
        );
    const found = byLabel ?? quoted ?? null;
    const asked = found ? null : askedInRow(cell, columns, language, zone, order);
    if (asked)
      push(out, { ...s, kind: 'sentence', text: cell }, asked.date, asked.question, asked.found);
    if (!found || (letters(label) < 3 && !quoted)) return;
    const old = roles?.[column] === 'old' && newDates.length > 0;
    dates.forEach((date, i) => {
      if (inPeriod(cell, dates, i)) return;
      const start = Math.max(0, cellAt) + date.start;
      const iso = date.hasTime ? date.iso : (inRow.find((d) => d.start === start)?.iso ?? date.iso);
      // Unchanged ('5-11-2024 | 5-11-2024'): the new column states it.
      if (old && newDates.includes(iso)) return;
      // A label read beside a date: the quote is the label cell's words before its date (as the
      // page prints them, whether or not the reading ran two columns together) and the date's
      // own words.
      const quoted =
        labelCell < 0
          ? { segment: s, start }
          : (() => {
              const head = quoteHead(columns[labelCell]!, label, language, order);
              const own = column === labelCell ? cell.slice(date.start, date.end) : cell;
              const at = column === labelCell ? 0 : date.start;
              return { segment: { ...s, text: `${head} | ${own}` }, start: head.length + 3 + at };
            })();
      const before = out.length;
      push(out, quoted.segment, { iso, start: quoted.start }, label, found, found.confidence, old);
      // Every fact the row gave (a deadline and its opening in one row give two) is the table's.
      if (s.table !== undefined)
        for (const fact of out.slice(before)) origin.set(fact, { table: s.table, caption });
    });
  });
}

/**
 * Dates in a sentence or list item, labelled by the words before them; `segments` gives the one
 * before (a label cell on its own line), empty when there is none to look back at.
 */
function fromSentence(
  segment: Segment,
  segments: readonly Segment[],
  language: DocumentLanguage,
  out: DeadlineFact[],
  zone: string | null,
  order: NumericOrder | null,
) {
  const dates = findDates(segment.text, language, zone, order);
  const moves = MOVE_VERB.test(segment.text);
  /** The label of the date before, for the second date of a move ('from X to Y', 'Y (was X)'). */
  let previous: { label: string; found: { kind: DeadlineKind; confidence: number } } | null = null;
  dates.forEach((date, i) => {
    const before = segment.text.slice(i === 0 ? 0 : dates[i - 1]!.end, date.start);
    const next = dates[i + 1];
    const toNext = next ? segment.text.slice(date.end, next.start) : '';
    // A move within the sentence: 'moved from X to Y' replaces X; 'Y (was X)' replaces X.
    const prevBefore =
      i > 0 ? segment.text.slice(i === 1 ? 0 : dates[i - 2]!.end, dates[i - 1]!.start) : '';
    const movedFrom =
      (moves && FROM_BEFORE.test(before) && MOVED_TO.test(toNext)) ||
      (next !== undefined && replacedBy(before, toNext));
    const wasOf = i > 0 && WAS_BEFORE.test(before);
    const movedTo =
      i > 0 &&
      ((moves && MOVED_TO.test(before) && FROM_BEFORE.test(prevBefore)) ||
        replacedBy(prevBefore, before));
    if ((wasOf || movedTo) && previous) {
      push(out, segment, date, previous.label, previous.found, previous.found.confidence, wasOf);
      return;
    }
    previous = null;
    // 'a – b' is a period, not two deadlines; the period's start is not one either.
    if (inPeriod(segment.text, dates, i) || LAW_BEFORE.test(before)) return;
    const after = segment.text
      .slice(date.end, dates[i + 1]?.start ?? segment.text.length)
      .slice(0, 120);
    // A move whose old date has no year ('van 3 november naar 10 november 2025'): the old date
    // is no part of the label, and is kept as replaced beside the new one.
    const from = i === 0 ? 0 : dates[i - 1]!.end;
    const yearlessOld = moves ? yearlessMovedFrom(before, date.iso, from) : null;
    const labelWords = yearlessOld ? segment.text.slice(from, yearlessOld.start) : before;
    // A table row's cells are joined by ' | ': the separator is not part of the label.
    let label = labelWords.replace(/^[\s|]+|[\s|]+$/g, '');
    // A label cell on its own line (DOCX tables read as paragraphs) precedes a bare date; so
    // does a heading over a date that stands alone ('Closing date for tenders' / '14 March
    // 2025, 12:00'), the failure class of a heading as the label.
    let underHeading = false;
    if (letters(labelWords) < 8 && i === 0) {
      const prior = segments[segment.index - 1];
      const bare = segment.text.length - (date.end - date.start) <= 40;
      if (
        prior &&
        prior.page === segment.page &&
        (prior.kind !== 'heading' || bare) &&
        prior.text.length <= 120 &&
        findDates(prior.text, language, null, order).length === 0
      ) {
        label = `${prior.text} ${before}`;
        underHeading = prior.kind === 'heading';
      }
    }
    // The subject that is due can open a long sentence, far before the date its preposition
    // binds ('Vragen over de opdrachtdocumenten worden … gesteld via het platform tot en met
    // <date>', 'Questions about … must reach us through the portal by <date>'): read whole, to
    // check (failure class seen on the fourth probe set). The near words may name only that
    // something is due ('… gesteld via <address> tot uiterlijk'): the far subject then says what
    // (thirteenth probe set's study).
    const near = kindOf(label.slice(-90), label);
    const far =
      (!near || near.kind === 'other') &&
      label.length > 90 &&
      label.length <= 200 &&
      BY_DATE.test(label)
        ? farSubject(label)
        : null;
    const byLabel = far ?? near;
    const byAfter = !byLabel && letters(label) < 8 ? kindOf(after) : null;
    const found = actAfterTheDate(label, after, language, byLabel) ?? byLabel ?? byAfter;
    if (!found) return;
    const text = letters(label) >= 3 ? label : after;
    // Read from the words after the date: plausible, but for the user to check.
    // A heading that names no due date ('Inschrijving') is a plausible label, to check.
    const confidence = !byLabel ? 0.6 : underHeading && !DUE.test(label) ? 0.7 : found.confidence;
    if (yearlessOld) push(out, segment, yearlessOld, text, found, confidence, true);
    push(out, segment, date, text, found, confidence, movedFrom);
    const yearlessWasOld = yearlessWas(after, date.iso, date.end);
    if (yearlessWasOld) push(out, segment, yearlessWasOld, text, found, confidence, true);
    previous = { label: text, found: { kind: found.kind, confidence } };
  });
}

/**
 * The deadlines of a document's segments. `zone` is the zone the document states for all its
 * times (documentZone.ts), used for a time whose own sentence names none; `order` the order of
 * its numeric dates (dates.ts numericOrderOf).
 */
export function extractDeadlines(
  segments: readonly Segment[],
  language: DocumentLanguage,
  zone: string | null = null,
  order: NumericOrder | null = null,
): DeadlineFact[] {
  const out: DeadlineFact[] = [];
  const origin = new Map<DeadlineFact, TableOrigin>();
  const captions = new Map<number, string | null>();
  for (const segment of segments) {
    if (segment.kind === 'heading') continue;
    const table = segment.table ?? -1;
    if (segment.kind === 'row' && !captions.has(table)) {
      captions.set(table, tableCaption(segments, segment));
    }
    out.push(...sameDayDeadlines(segment, segments[segment.index - 1], language, zone, order));
    if (segment.kind === 'row' && (segment.cells?.length ?? 0) > 1) {
      fromRow(segment, language, out, zone, origin, captions.get(table) ?? null, order);
      continue;
    }
    fromSentence(segment, segments, language, out, zone, order);
  }
  return dedupe(markLaterRevisions(markRepeatedSchedules(out, origin)));
}
