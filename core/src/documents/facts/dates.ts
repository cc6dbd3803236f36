/**
 * Dates as tender documents write them, in Dutch and English: '12 maart 2024', 'March 12, 2024',
 * '12-03-2024', US '03/13/18', each with an optional time ('om 12:00 uur', '12.00 uur', 'at 2:00
 * PM', 'by Noon', '4:00 pm Eastern Time'). Results are ISO 8601: a date, a local date-time
 * (Europe/Amsterdam is meant when no zone is written), or a date-time with the offset of a US zone
 * when the text names one.
 */
import type { DocumentLanguage } from './text';

const MONTHS: Record<string, number> = {
  januari: 1,
  january: 1,
  jan: 1,
  februari: 2,
  february: 2,
  feb: 2,
  maart: 3,
  march: 3,
  mrt: 3,
  mar: 3,
  april: 4,
  apr: 4,
  mei: 5,
  may: 5,
  juni: 6,
  june: 6,
  jun: 6,
  juli: 7,
  july: 7,
  jul: 7,
  augustus: 8,
  august: 8,
  aug: 8,
  september: 9,
  sept: 9,
  sep: 9,
  oktober: 10,
  october: 10,
  okt: 10,
  oct: 10,
  november: 11,
  nov: 11,
  december: 12,
  dec: 12,
};
const MONTH = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');

const DAY_MONTH_YEAR = new RegExp(
  `\\b(\\d{1,2})(?:st|nd|rd|th|e)?\\s+(${MONTH})\\.?,?\\s+(\\d{4})\\b`,
  'gi',
);
const MONTH_DAY_YEAR = new RegExp(
  `\\b(${MONTH})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`,
  'gi',
);
const NUMERIC = /\b(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})\b/g;

const TIME =
  /^[\s,]*(?:(?:om|at|by|before|vóór|voor|uiterlijk|tot|until|,)\s*)*(?:(\d{1,2})[:.](\d{2})\s*(uur|u\b|hrs?\b|h\b|a\.?m\.?|p\.?m\.?)?|(\d{1,2})\s*(a\.?m\.?|p\.?m\.?)|(noon|12 noon|middag))/i;
const ZONE =
  /^[\s,]*(noon\b[\s,]*)?(Eastern|E[SD]?T\b|Pacific|P[SD]?T\b|Central European|CES?T\b)/i;

export interface FoundDate {
  /** Where the date starts and where the date (and its time) ends in the text. */
  readonly start: number;
  readonly end: number;
  /** ISO 8601. */
  readonly iso: string;
  readonly hasTime: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

function valid(y: number, m: number, d: number): boolean {
  if (y < 1990 || y > 2100 || m < 1 || m > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** US daylight saving: second Sunday of March to first Sunday of November. */
function usDst(y: number, m: number, d: number): boolean {
  const nthSunday = (month: number, n: number) => {
    const first = new Date(Date.UTC(y, month - 1, 1)).getUTCDay();
    return 1 + ((7 - first) % 7) + (n - 1) * 7;
  };
  if (m < 3 || m > 11) return false;
  if (m > 3 && m < 11) return true;
  return m === 3 ? d >= nthSunday(3, 2) : d < nthSunday(11, 1);
}

function withTime(text: string, end: number, y: number, m: number, d: number) {
  const date = `${y}-${pad(m)}-${pad(d)}`;
  const rest = text.slice(end, end + 60);
  const t = TIME.exec(rest);
  if (!t) return { iso: date, end, hasTime: false };
  let hour: number;
  let minute = 0;
  if (t[6]) hour = 12;
  else if (t[4]) {
    hour = Number(t[4]);
    if (/p/i.test(t[5] ?? '') && hour < 12) hour += 12;
  } else {
    hour = Number(t[1]);
    minute = Number(t[2]);
    if (/p/i.test(t[3] ?? '') && hour < 12) hour += 12;
    if (/a/i.test(t[3] ?? '') && hour === 12) hour = 0;
  }
  if (hour > 23 || minute > 59) return { iso: date, end, hasTime: false };
  let timeEnd = end + t[0].length;
  let iso = `${date}T${pad(hour)}:${pad(minute)}`;
  const zone = ZONE.exec(text.slice(timeEnd, timeEnd + 40));
  if (zone) {
    const name = zone[2]!.toLowerCase();
    const dst = usDst(y, m, d);
    if (name.startsWith('e')) iso += dst ? '-04:00' : '-05:00';
    else if (name.startsWith('p')) iso += dst ? '-07:00' : '-08:00';
    timeEnd += zone[0].length;
  }
  return { iso, end: timeEnd, hasTime: true };
}

export function findDates(text: string, language: DocumentLanguage): FoundDate[] {
  const found: FoundDate[] = [];
  const taken: [number, number][] = [];
  const add = (start: number, matchEnd: number, y: number, m: number, d: number) => {
    if (!valid(y, m, d) || taken.some(([s, e]) => start < e && matchEnd > s)) return;
    taken.push([start, matchEnd]);
    const t = withTime(text, matchEnd, y, m, d);
    found.push({ start, end: t.end, iso: t.iso, hasTime: t.hasTime });
  };
  for (const x of text.matchAll(DAY_MONTH_YEAR)) {
    add(x.index, x.index + x[0].length, Number(x[3]), MONTHS[x[2]!.toLowerCase()]!, Number(x[1]));
  }
  for (const x of text.matchAll(MONTH_DAY_YEAR)) {
    add(x.index, x.index + x[0].length, Number(x[3]), MONTHS[x[1]!.toLowerCase()]!, Number(x[2]));
  }
  for (const x of text.matchAll(NUMERIC)) {
    const [, a, sep, b, yy] = x;
    // A dotted date needs a four-digit year, so that section numbers (1.2.10) are not dates.
    if (sep === '.' && yy!.length !== 4) continue;
    const year = yy!.length === 2 ? 2000 + Number(yy) : Number(yy);
    let day = Number(a);
    let month = Number(b);
    // US documents write month/day with slashes; a first number over 12 can only be a day.
    if (sep === '/' && language === 'en' && month <= 31 && day <= 12) [day, month] = [month, day];
    add(x.index, x.index + x[0].length, year, month, day);
  }
  return found.sort((p, q) => p.start - q.start);
}
