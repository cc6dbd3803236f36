/**
 * A time zone stated once for the whole document ('All times are Central European Time', 'Alle
 * tijden zijn Nederlandse tijd', 'Times in this RFI are Pacific Time'): the zone of every deadline
 * whose own sentence states a time but no zone (failure class: a time read without the zone the
 * document gave it). A zone in the deadline's own sentence still wins (dates.ts withTime).
 *
 * The statement is a sentence about times in the plural (or deadlines) that names one zone and no
 * date: a sentence with a date and a zone is that date's own. Two statements of different zones
 * cancel each other (none is picked). Verification reads a quote's date with the same zone, so a
 * deadline's offset is checked against its quote and this statement together.
 */
import { ZONE_WORDS, findDates, isZoneWord, offsetOf } from './dates';
import { UTC_OFFSET } from './zones';
import type { DocumentLanguage } from './text';

const TIMES = /\b(?:times|tijden|tijdstippen|deadlines|termijnen)\b/i;
const STATEMENT = new RegExp(
  String.raw`\b(?:times|tijden|tijdstippen|deadlines|termijnen)\b[^.\n]{0,80}?\b(?:are|is|refer to|relate to|zijn|betreffen|gelden|worden|in)\b[^.\n]{0,30}?\b(${ZONE_WORDS})`,
  'i',
);

/**
 * A timetable's date column naming the zone in brackets: 'Date and time (Pacific Time)', 'Datum en
 * tijdstip (CET)', 'Time (AEST)', 'Closing date/time (UK time)' (failure class seen on the tenth
 * probe set: the table's times read without the zone its header gave them). Like a statement, it
 * holds no date of its own.
 */
const COLUMN = new RegExp(
  String.raw`\b(?:dates?|times?|datum|data|tijd|tijdstip|tijdstippen)\b[^.\n|]{0,30}?\(\s*(${ZONE_WORDS})\s*\)`,
  'i',
);

/** A zone's own name right before a bracket ('British Summer Time (BST)'), not 'local time'. */
const NAMED_BEFORE = new RegExp(String.raw`\b(${ZONE_WORDS})\s*$`, 'i');

/** Summer and winter offsets: two names of one zone ('CET', 'Nederlandse tijd') compare equal. */
const offsets = (zone: string) => `${offsetOf(zone, 2001, 1, 15)}/${offsetOf(zone, 2001, 7, 15)}`;

/** The zone the document states for all its times, or null when it states none (or several). */
export function documentZone(pages: readonly string[], language: DocumentLanguage): string | null {
  const found = new Map<string, string>();
  /** Zones a place's time is defined as ('Fiji Time (GMT+12)'): the document's when none else is. */
  const defined = new Map<string, string>();
  /** Zones named in date columns' headers: the document's when no sentence states one. */
  const inColumns = new Map<string, string>();
  for (const page of pages) {
    for (const d of page.matchAll(DEFINED)) {
      if (!defined.has(offsets(d[1]!))) defined.set(offsets(d[1]!), d[1]!);
    }
    if (!TIMES.test(page) && !COLUMN.test(page)) continue;
    // A header is a line of its own, the table's dates on the lines below it.
    for (const line of page.split('\n')) {
      const column = COLUMN.exec(line);
      if (!column || !isZoneWord(column[1]!) || findDates(line, language).length > 0) continue;
      if (/^local time$/i.test(column[1]!)) continue;
      // 'British Summer Time (BST) thereafter': a zone's name glossed by its abbreviation, a
      // wrapped sentence's line, no column header (eleventh probe set).
      const glossed = NAMED_BEFORE.exec(line.slice(0, line.indexOf('(', column.index)));
      if (glossed && isZoneWord(glossed[1]!) && !/^local time$/i.test(glossed[1]!)) continue;
      if (!inColumns.has(offsets(column[1]!))) inColumns.set(offsets(column[1]!), column[1]!);
    }
    // Lines wrapped inside a paragraph are one sentence; a blank line ends one.
    for (const sentence of page.split(/(?<=[.!?])\s+|\n\s*\n/)) {
      // A PDF paragraph keeps its line wraps: 'All times stated in this\ndocument are UK time.'
      // A bracket naming when summer time starts is no date of the statement ('UK time (BST from
      // 28 March 2027)'), and a named zone after 'local time' is the zone ('local time in
      // Cedar Hollow (Pacific Time)'): failure classes seen on the seventh probe set.
      const flat = sentence.replace(/\s*\n\s*/g, ' ');
      const m = STATEMENT.exec(flat);
      const bare = sentence.replace(/\((?:[^()]*\b(?:from|since|vanaf|tot|until))[^()]*\)/gi, '');
      if (!m) continue;
      if (findDates(bare, language).length > 0) {
        // The clock changing within the document's dates ('GMT until 28 March 2027, BST
        // thereafter'): its date is the change, the zone the clock of both names.
        const clock = switchedClock(flat);
        if (clock && !found.has(offsets(clock))) found.set(offsets(clock), clock);
        continue;
      }
      const named = namedAfter(flat.slice(m.index + m[0].length));
      const zone =
        writtenAfter(flat.slice(m.index + m[0].length)) ??
        (/^local time$/i.test(m[1]!) ? (named ?? m[1]!) : isZoneWord(m[1]!) ? m[1]! : null);
      if (!zone) continue;
      const key = offsets(zone);
      if (!found.has(key)) found.set(key, zone);
    }
  }
  const stated = found.size > 0 ? found : inColumns.size > 0 ? inColumns : defined;
  return stated.size === 1 ? [...stated.values()][0]! : null;
}

/**
 * The clocks whose standard and summer zones a document may name as a change: 'Greenwich Mean
 * Time (GMT) until 28 March 2027, British Summer Time (BST) thereafter', 'EST until March 14, EDT
 * from then on', 'AEDT tot 4 april, daarna AEST' (failure class seen on the eleventh probe set: a
 * timetable crossing the change read in summer time throughout, its switch date as a deadline).
 */
const CLOCKS = [
  'UK time',
  'Eastern Time',
  'Central Time',
  'Mountain Time',
  'Pacific Time',
  'Atlantic Time',
  'Australian Eastern Time',
  'Australian Central Time',
  'New Zealand Time',
  'Eastern European Time',
];
const SWITCH = /\b(?:until|till|from|thereafter|afterwards|onwards|tot|vanaf|daarna|nadien)\b/i;
const ZONES_IN = new RegExp(String.raw`\b(${ZONE_WORDS})`, 'gi');

/**
 * The clock of a sentence naming a zone's standard time and its summer time with the day one gives
 * way to the other, or null: the zones named (none but 'local time') span both offsets of one clock.
 */
function switchedClock(sentence: string): string | null {
  if (!SWITCH.test(sentence)) return null;
  const named = [...sentence.matchAll(ZONES_IN)]
    .map((z) => z[1]!)
    .filter((z) => isZoneWord(z) && !/^local time$/i.test(z));
  if (new Set(named.map(offsets)).size < 2) return null;
  const spans = new Set(named.flatMap((z) => offsets(z).split('/')));
  return (
    CLOCKS.find((clock) => {
      const own = new Set(offsets(clock).split('/'));
      return own.size === 2 && own.size === spans.size && [...own].every((o) => spans.has(o));
    }) ?? null
  );
}

const ZONE_AFTER = new RegExp(String.raw`^[^.;]{0,60}?\(\s*(${ZONE_WORDS})\s*\)`, 'i');

/** A named zone in brackets after 'local time' ('local time in Cedar Hollow (Pacific Time)'). */
function namedAfter(rest: string): string | null {
  const m = ZONE_AFTER.exec(rest);
  return m && isZoneWord(m[1]!) ? m[1]! : null;
}

/**
 * An offset written beside the zone a statement names ('Bonaire-tijd (Atlantic Standard Time,
 * UTC-4; geen zomertijd)', 'Eastern Time (UTC-5)'): what the document says its clock is, where the
 * name alone could be read with a summer hour the place does not keep (twelfth probe set's study).
 */
const WRITTEN_AFTER = new RegExp(String.raw`^[^.;)]{0,50}?(${UTC_OFFSET})`, 'i');
const writtenAfter = (rest: string): string | null => WRITTEN_AFTER.exec(rest)?.[1] ?? null;

/**
 * A place's time defined once with its offset, 'Fiji Time (GMT+12)', 'Bonaire-tijd (AST, UTC-4)',
 * 'Suriname time (UTC−3)': the zone of the document's times that name that place (or none) when
 * no sentence or column states one (twelfth probe set's study: 'Fiji Time' read as no zone).
 */
const DEFINED = new RegExp(
  String.raw`\b\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)?[ -](?:[Tt]ime|tijd)\s*\((?:[^()]{0,40}?[,;]\s*)?(${UTC_OFFSET})\s*\)`,
  'gu',
);
