/**
 * One document that states an old and a new value for the same deadline (issue 17, "a schedule
 * change listed beside the old date with no sign of which is current"). The document's own
 * structure says which is which, read in three forms, each a failure class:
 *  - columns side by side, their headers naming the old and the new ('oude planning | nieuwe
 *    planning', 'original date | revised date', 'was | wordt', 'current | amended'): the new
 *    column's date is the deadline, the old column's date in the same row is replaced;
 *  - the same schedule printed twice (the same row labels in two tables, some dates moved): the
 *    table whose caption names it the new one, else the later one (old before new, as 'was →
 *    wordt' is written), holds the deadlines; tables captioned as different parts ('Perceel 1',
 *    'Lot 2') are two schedules, both current;
 *  - a sentence that moves a date ('moved from X to Y', 'verschoven van X naar Y') or gives the
 *    old one in brackets ('Y (was X)', 'Y (voorheen X)').
 * A replaced date stays a fact with `replaced: true`: the what-changed model (documents/changes)
 * shows it as history, superseded by the new one, as it does across documents.
 */
import type { DeadlineFact } from '../../model/documentFacts';
import {
  type FoundDate,
  MONTH_NAME,
  type NumericOrder,
  ZONE_WORDS,
  findDates,
  monthNumber,
} from './dates';
import { sameDayDates } from './sameDay';
import type { DocumentLanguage } from './text';

export type Revision = 'old' | 'new';

/**
 * Header words of the new and the old column; a corrigendum's 'Initially | Now reads' and 'In
 * plaats van | Lees' too (failure class seen on the fourth probe set, an EU corrigendum); a
 * rectification's 'Oorspronkelijke tekst | Verbeterde tekst', 'Original text | Corrected text'
 * (fourteenth probe set's study: the corrected column unread, old and new dates both current).
 */
const NEW_WORDS =
  /\b(?:verbeterde?|gecorrigeerde?|rechtgezette?|corrected|rectified|nieuwe?|gewijzigde?|wordt|herziene?|aangepaste?|geactualiseerde?|actuele?|new|revised|amended|updated|changed|adjusted|rescheduled|verschoven|now reads?|should read|to read|read|reads|lees|lezen|thans|voortaan|now|nu)\b/i;
const OLD_WORDS =
  /\b(?:oude?|oorspronkelijke?|vorige|eerdere?|huidige?|bestaande|was|original|previous|old|initial|current|existing|prior|earlier|initially|originally|previously|instead of|in plaats van|voorheen|aanvankelijk)\b/i;

/** What a column header or a table's caption names: the new value, the old one, or neither. */
export function revisionOf(text: string | null | undefined, max = 60): Revision | null {
  if (!text || text.length > max) return null;
  if (NEW_WORDS.test(text)) return 'new';
  return OLD_WORDS.test(text) ? 'old' : null;
}

/**
 * The role of each column of a table whose headers name an old and a new value; null for any
 * other table (both must be named: 'Datum' beside 'Nieuwe datum' is no pair).
 */
export function revisionColumns(header: readonly string[]): (Revision | null)[] | null {
  const roles = header.map((h) => revisionOf(h.trim(), 40));
  return roles.includes('new') && roles.includes('old') ? roles : null;
}

/** Verbs that move a date, so that 'from X to Y' is a move and not a period. */
export const MOVE_VERB =
  /\b(?:moved|changed|extended|postponed|brought forward|rescheduled|deferred|amended|delayed|verschoven|gewijzigd|verplaatst|uitgesteld|verlengd|vervroegd|aangepast)\b/i;
/** A weekday written before a date ('from Wednesday, 10 March'): no part of a move's words. */
const WEEKDAY = String.raw`(?:(?:maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|monday|tuesday|wednesday|thursday|friday|saturday|sunday),?\s*)?`;
/**
 * A time (and its zone) written before the date of a move ('extended from 2:00:00 p.m. AT,
 * Thursday, April 1 to 2:00:00 p.m. AT, Thursday, April 15', 'van 12:00 uur op 3 maart naar'):
 * failure class, a move whose times come first read as two unrelated dates. Also '12 noon' and a
 * whole hour in Dutch ('extended from 12 noon Thursday 18 March to 12 noon Thursday 1 April', 'van
 * 12 uur op vrijdag 4 juni naar'): fifteenth probe set's study, the new deadline lost. Also the
 * digits with 'noon' ('extended from 12:00 noon, Friday, 17 September to 12:00 noon, Friday, 24
 * September', 'van 12.00 uur, vrijdag 4 juni naar'): sixteenth probe set's study.
 */
const TIME_FIRST = String.raw`(?:(?:\d{1,2}(?:[:.]|[uh](?=\d{2}))\d{2}(?::\d{2})?\s*(?:uur|u|h|hrs?|[ap]\.?m\.?|noon|midday)?|\d{1,2}\s*(?:[ap]\.?m\.?|uur\b)|(?:12\s*)?(?:noon|midday))(?:\s*\(?(?:${ZONE_WORDS})\)?)?\s*,?\s*(?:on|op|de|the)?\s*)?`;
/** Between an old date and its new one in a move: 'from X to Y', 'van X naar Y'. */
export const MOVED_TO = new RegExp(
  String.raw`^[\s,]*(?:to|until|naar|tot|→|->)\s*${TIME_FIRST}${WEEKDAY}$`,
  'i',
);
/** Between a new date and the old one in brackets: 'Y (was X)', 'Y (voorheen X)'. */
export const WAS_BEFORE =
  /^[\s,;]*[([]\s*(?:was|voorheen|eerder|previously|originally|formerly|oorspronkelijk)\s*:?\s*$/i;
/**
 * A date replaced by another in words: 'Replace "14 May 2027" with "21 May 2027"', 'Vervang
 * 14 mei 2027 door 21 mei 2027', '14 May 2027 is replaced by 21 May 2027', '14 mei wordt
 * vervangen door 21 mei' (ninth probe set's study, how addenda and Nota's van Inlichtingen write
 * a change). `before` is the text before the old date, `between` the text between the two.
 */
const REPLACE_BEFORE = /\b(?:replace|vervang)\b[^.]{0,50}$/i;
const REPLACED_WITH = new RegExp(
  String.raw`^["'’”\s,)]*(?:(?:is|are|will be|shall be|wordt|worden)\s+(?:replaced|vervangen)\s+)?(?:with|by|door)\s*["'‘“]?\s*${TIME_FIRST}${WEEKDAY}$`,
  'i',
);
export const replacedBy = (before: string, between: string): boolean =>
  REPLACED_WITH.test(between) &&
  (REPLACE_BEFORE.test(before) || /replaced|vervangen/i.test(between));
/** Right before the old date of a move: '… moved from', '… verschoven van'. */
export const FROM_BEFORE = new RegExp(String.raw`\b(?:from|van)\s*${TIME_FIRST}${WEEKDAY}$`, 'i');

const DAY = String.raw`(\d{1,2})(?:st|nd|rd|th|e)?`;
/** A day with or without its month, or a month and its day; no year. */
const NO_YEAR = String.raw`(?:${DAY}(?:\s+(${MONTH_NAME})\.?)?|(${MONTH_NAME})\.?\s+${DAY})`;
/**
 * The old date of a move written without its year, right before the new date (failure class:
 * 'verschoven van 3 november naar 10 november 2025', 'from 3 to 10 November 2025', 'from
 * November 3 to November 10, 2025'): the year, and the month when missing, are the new date's.
 */
const YEARLESS_FROM = new RegExp(
  String.raw`\b(?:from|van)\s+${NO_YEAR}\s*,?\s+(?:to|until|till|naar|tot|→|->)\s*$`,
  'i',
);
/** The old date without its year in brackets after the new one: '(was 3 november)'. */
const YEARLESS_WAS = new RegExp(
  String.raw`^[\s,;]*[([]\s*(?:was|voorheen|eerder|previously|originally|formerly|oorspronkelijk)\s*:?\s*${NO_YEAR}\s*[)\]]`,
  'i',
);

/** The date of that day and month nearest the new one (a move across New Year keeps its year right). */
function nearYear(newIso: string, month: number, day: number): string | null {
  const year = Number(newIso.slice(0, 4));
  const target = Date.parse(newIso.slice(0, 10));
  let best: { iso: string; gap: number } | null = null;
  for (const y of [year - 1, year, year + 1]) {
    const date = new Date(Date.UTC(y, month - 1, day));
    if (date.getUTCMonth() !== month - 1) continue;
    const gap = Math.abs(date.getTime() - target);
    if (!best || gap < best.gap) best = { iso: date.toISOString().slice(0, 10), gap };
  }
  return best?.iso ?? null;
}

function yearless(m: RegExpExecArray, newIso: string, at: number): FoundDate | null {
  const day = Number(m[1] ?? m[4]);
  const name = m[2] ?? m[3];
  const month = name === undefined ? Number(newIso.slice(5, 7)) : monthNumber(name);
  if (!month || day < 1 || day > 31) return null;
  const iso = nearYear(newIso, month, day);
  return iso ? { start: at + m.index, end: at + m.index + m[0].length, iso, hasTime: false } : null;
}

/** The yearless old date of a move in `before`, the text right before the new date. */
export function yearlessMovedFrom(before: string, newIso: string, at = 0): FoundDate | null {
  const m = YEARLESS_FROM.exec(before);
  return m ? yearless(m, newIso, at) : null;
}

/** The yearless old date in brackets in `after`, the text right after the new date. */
export function yearlessWas(after: string, newIso: string, at = 0): FoundDate | null {
  const m = YEARLESS_WAS.exec(after);
  return m ? yearless(m, newIso, at) : null;
}

/**
 * The dates of a text with the old dates of its moves that are written without a year
 * (verification reads a replaced date's quote with them).
 */
export function datesWithMoves(
  text: string,
  language: DocumentLanguage,
  zone: string | null = null,
  order: NumericOrder | null = null,
): FoundDate[] {
  const dates = findDates(text, language, zone, order);
  const moves = MOVE_VERB.test(text);
  const moved = dates.flatMap((d, i) => {
    const from = dates[i - 1]?.end ?? 0;
    const old = moves ? yearlessMovedFrom(text.slice(from, d.start), d.iso, from) : null;
    const was = yearlessWas(text.slice(d.end, dates[i + 1]?.start ?? text.length), d.iso, d.end);
    return [old, was].filter((x): x is FoundDate => x !== null);
  });
  return [...dates, ...moved, ...sameDayDates(text, dates, language, zone, order)];
}

const normal = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** A deadline read from a table: its table and that table's caption (null when none). */
export interface TableOrigin {
  readonly table: number;
  readonly caption: string | null;
}

/**
 * The same schedule printed twice: the rows of the old table whose date the new table moved are
 * marked replaced. Two tables are one schedule twice when they share two or more row labels with
 * a date and differ in at least one. Returns the facts, the replaced ones as new objects.
 */
export function markRepeatedSchedules(
  facts: readonly DeadlineFact[],
  origin: ReadonlyMap<DeadlineFact, TableOrigin>,
): DeadlineFact[] {
  const byTable = new Map<number, DeadlineFact[]>();
  const captions = new Map<number, string | null>();
  for (const fact of facts) {
    const o = origin.get(fact);
    if (!o || fact.replaced) continue;
    byTable.set(o.table, [...(byTable.get(o.table) ?? []), fact]);
    captions.set(o.table, o.caption);
  }
  const tables = [...byTable.keys()].sort((a, b) => a - b);
  const replaced = new Set<DeadlineFact>();
  for (const [i, a] of tables.entries()) {
    for (const b of tables.slice(i + 1)) {
      const old = olderOf(a, b, captions);
      if (old === null) continue;
      const moved = movedRows(byTable.get(old)!, byTable.get(old === a ? b : a)!);
      for (const f of moved) replaced.add(f);
    }
  }
  return facts.map((f) => (replaced.has(f) ? { ...f, replaced: true } : f));
}

/** Which of two schedules is the old one, or null when they are two parts (lots) or unclear. */
function olderOf(a: number, b: number, captions: ReadonlyMap<number, string | null>) {
  const capA = captions.get(a) ?? null;
  const capB = captions.get(b) ?? null;
  const roleA = revisionOf(capA, 120);
  const roleB = revisionOf(capB, 120);
  if (roleA === 'new' && roleB !== 'new') return b;
  if (roleB === 'new' || roleA === 'old') return a;
  if (roleB === 'old') return b;
  // Captions that differ without naming old or new name different parts: both hold.
  if (capA && capB && normal(capA) !== normal(capB)) return null;
  return a;
}

/** The old table's facts whose row label the new table gives another date; none unless shared. */
function movedRows(old: readonly DeadlineFact[], fresh: readonly DeadlineFact[]): DeadlineFact[] {
  const key = (f: DeadlineFact) => `${f.value.kind}|${normal(f.value.label)}`;
  const freshByKey = new Map<string, DeadlineFact[]>();
  for (const f of fresh) freshByKey.set(key(f), [...(freshByKey.get(key(f)) ?? []), f]);
  const shared = old.filter((f) => freshByKey.has(key(f)));
  if (new Set(shared.map(key)).size < 2) return [];
  return shared.filter((f) => !freshByKey.get(key(f))!.some((n) => n.value.date === f.value.date));
}

const plain = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The kind of a revision row whose label names only where the change is made ('Voorblad, I.5 en
 * I.7 | 3 juni … | 17 juni …', 'Cover page and 4.2 | … | …'): an erratum's old column quotes the
 * old text word for word, so the deadline stated earlier with that very text and date is the one
 * changed, and the row's dates are of its kind (eighteenth probe set's study: a corrected closing
 * read as no deadline, the old one left current). Only when one kind quotes it: a closing and an
 * opening at the same hour are told apart by their words, not by their date.
 */
export function kindOfQuotedOld(
  columns: readonly string[],
  roles: readonly (Revision | null)[],
  earlier: readonly DeadlineFact[],
  dateOf: (cell: string) => string[],
): { kind: DeadlineFact['value']['kind']; confidence: number } | null {
  const kinds = new Set<DeadlineFact['value']['kind']>();
  columns.forEach((cell, i) => {
    if (roles[i] !== 'old' || plain(cell).length < 8) return;
    const dates = dateOf(cell);
    if (dates.length !== 1) return;
    for (const f of earlier) {
      if (f.replaced || f.value.kind === 'other' || f.value.date !== dates[0]) continue;
      if (plain(f.quote).includes(plain(cell))) kinds.add(f.value.kind);
    }
  });
  return kinds.size === 1 ? { kind: [...kinds][0]!, confidence: 0.8 } : null;
}
