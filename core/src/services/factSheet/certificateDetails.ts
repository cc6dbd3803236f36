/**
 * The details written in one certificate's own text (issue 19, item 6): its issuer, number, issue
 * date and expiry, from a register line, a sentence of prose or the part of a sentence that is
 * this certificate's — never from another certificate's text, which the caller has cut off.
 */
import { certificateDates, type DateReading } from './certificateDates';
import {
  ENDED_LAST,
  EXPIRY,
  ISSUED,
  ISSUED_LAST,
  ISSUED_BY,
  knownBody,
  RANGE_JOIN,
  UNTIL,
  VALIDITY,
  dateBeforeVerb,
  periodAtStart,
  yearRangeEnd,
} from './certificateWording';
import type { Details } from './certificateCells';
import { numberIn } from './certificateNumbers';
import { bodyInProse } from './certificateBodies';
import { reviewOrLapseEnd } from './certificateReviewLapse';
import { dateWordsAsDigits } from './certificateDateWords';

/**
 * The date right after a label (within 40 characters), as yyyy-mm-dd. After a bare closing word
 * ('until', 'tot') a lone year counts only when nothing follows it in the clause: 'tot 2000
 * gebruikers' is no date.
 */
function dateAfter(text: string, label: RegExp, reading: DateReading, bare = false): string | null {
  return datesAfter(text, label, bare, reading)[0] ?? null;
}

/**
 * What may stand between a label and its date: the format in brackets ('Certificate expiry
 * (dd/mm/yy): …') and the thing whose end it is ('Einddatum certificaat: …', 'Einddatum
 * geldigheid: …', 'Expiry date of registration: …').
 */
const LABEL_TAIL =
  /^(?:\s*\([^()\n]{1,24}\))?(?:\s*(?:(?:of|van)\s+(?:the\s+|het\s+|de\s+)?)?(?:certificaat|certificate|certification|geldigheid|validity|registratie|registration))?(?:\s*\([^()\n]{1,24}\))?\s*:?\s*(?:the\s+(?=\d))?/i;

/**
 * What follows each of a text's labels (60 characters), with the length of the label's tail
 * (LABEL_TAIL) at its start: where the label's date should stand.
 */
function afterLabels(text: string, label: RegExp): { after: string; tail: number }[] {
  label.lastIndex = 0;
  return [...text.matchAll(label)].map((m) => {
    const from = m.index + m[0].length;
    const after = text.slice(from, from + 60);
    return { after, tail: LABEL_TAIL.exec(after)![0].length };
  });
}

/** The date after each of a text's labels that has one, in the order written. */
function datesAfter(
  text: string,
  label: RegExp,
  bare = false,
  reading: DateReading = 'day-first',
): string[] {
  const out: string[] = [];
  for (const { after, tail } of afterLabels(text, label)) {
    const date = certificateDates(after, reading)[0];
    if (date && date.start <= Math.max(3, tail)) {
      out.push(date.iso.slice(0, 10));
      continue;
    }
    // 'verloopt in juni 2027', 'valid until 2026': valid through the last day of that period.
    if (
      bare &&
      !/^(?:ultimo\s+)?(?:[a-z]{3,9}\.?\s+)?(?:19|20)\d\d\s*(?:[.;,)]|$|and\b|en\b)/i.test(after)
    )
      continue;
    const period = periodAtStart(after);
    if (period) out.push(period);
  }
  return out;
}

/**
 * Every date a text labels as an expiry ('expiry 31 August 2026', 'geldig tot …', 'Exp: end June
 * 2025'), in the order written: the end of the term it states, whatever other dates (an audit
 * planned, the day a status was checked) stand beside it.
 */
export const labelledExpiries = (text: string, reading: DateReading = 'day-first'): string[] =>
  datesAfter(text, EXPIRY, false, reading);

/**
 * An end label followed by something that is no date the reader can read ('Gel dig t/m : 3l-0l-2028'
 * as a scan reads it, 'Expiry: 31.13.2027'): the certificate's validity cannot be placed.
 */
export function unreadExpiry(text: string): boolean {
  for (const label of [EXPIRY, UNTIL]) {
    for (const { after, tail } of afterLabels(text, label)) {
      const token = /^[\w'’./-]*\d[\w'’./-]*/.exec(after.slice(tail))?.[0];
      // A token that could be a day: separators or letters among its figures ('2000' is a count).
      if (!token || (!/[-/.'’]/.test(token) && !/\d\p{L}|\p{L}\d/u.test(token))) continue;
      if (periodAtStart(after.slice(tail))) continue;
      const date = certificateDates(after)[0];
      if (!date || date.start > tail + 3) return true;
    }
  }
  return false;
}

/** A validity written as a range: its first date is the issue, its second the expiry. */
function validityRange(text: string, reading: DateReading): { from: string; to: string } | null {
  for (const m of text.matchAll(VALIDITY)) {
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 90);
    const dates = certificateDates(after, reading);
    if (dates.length < 2 || dates[0]!.start > 12) continue;
    if (!RANGE_JOIN.test(after.slice(dates[0]!.end, dates[1]!.start))) continue;
    return { from: dates[0]!.iso.slice(0, 10), to: dates[1]!.iso.slice(0, 10) };
  }
  return null;
}

/** An audit's or a visit's days ('audit 4/8/2025 - 5/8/2025') are no term of the certificate. */
const NOT_A_TERM =
  /(?:\w*audit\w*|\binspect\w*|inspectie|visit|bezoek|assessment|beoordeling|project|contract)\W+(?:\w+\W+){0,3}$/i;

/**
 * A term written as two dates and nothing else ('Registration PQ-20417, 01/07/2025 - 30/06/2028'):
 * the first is its start, the later one its end, by their order in the period.
 */
function barePeriod(text: string, reading: DateReading): { from: string; to: string } | null {
  const dates = certificateDates(text, reading);
  for (let k = 0; k + 1 < dates.length; k++) {
    const [a, b] = [dates[k]!, dates[k + 1]!];
    if (!RANGE_JOIN.test(text.slice(a.end, b.start)) || b.iso <= a.iso) continue;
    if (NOT_A_TERM.test(text.slice(Math.max(0, a.start - 40), a.start))) continue;
    return { from: a.iso.slice(0, 10), to: b.iso.slice(0, 10) };
  }
  return null;
}

const TERM_NUMBERS: Record<string, number> = {
  one: 1,
  een: 1,
  two: 2,
  twee: 2,
  three: 3,
  drie: 3,
  four: 4,
  vier: 4,
  five: 5,
  vijf: 5,
  six: 6,
  zes: 6,
  twelve: 12,
  twaalf: 12,
  thirty: 30,
  dertig: 30,
  sixty: 60,
  zestig: 60,
  ninety: 90,
  negentig: 90,
};
/**
 * A term counted from the issue ('Geldigheidsduur: 3 jaar na afgifte', 'valid for three years from
 * the date of issue', 'looptijd 36 maanden vanaf afgifte', 'valid for 90 days counted from its
 * issue date', 'geldig gedurende zes weken na de afgiftedatum'): the certificate's end is the day
 * before the same date that many years or months later, or that many days or weeks after it.
 */
const TERM_FROM_ISSUE =
  /\b(?:geldigheidsduur|geldigheid|looptijd|validity(?:\s+period)?|term|(?:is\s+)?valid\s+for|(?:is\s+)?geldig\s+(?:gedurende|voor))\s*:?\s*(\d{1,3}|one|two|three|four|five|six|twelve|thirty|sixty|ninety|een|twee|drie|vier|vijf|zes|twaalf|dertig|zestig|negentig)\s+(jaar|years?|maanden|months?|weken|weeks?|dagen|days?)\s+(?:(?:counted|calculated|gerekend|te\s+rekenen)\s+)?(?:na|vanaf|from|after)\s+(?:the\s+|its\s+|de\s+|het\s+)?(?:afgifte(?:datum)?|uitgifte(?:datum)?|issue(?:\s+date)?|(?:date|datum)\s+(?:of|van)\s+(?:issue|afgifte|uitgifte))\b/i;

/**
 * The term named by its own word right after the issue date ('Afgegeven op 3 maart 2025; looptijd
 * drie jaar', 'Issued 3 March 2025, term: 3 years'); one counted from another day ('… looptijd drie
 * jaar na de hercertificering') is not this one's.
 */
const TERM_NAMED = String.raw`(?:looptijd|geldigheidsduur|term|validity(?:\s+period)?)`;
const COUNT = String.raw`(\d{1,2}|one|two|three|four|five|een|twee|drie|vier|vijf)\s+(jaar|years?|maanden|months?)`;
/**
 * A term written right after its first day ('afgegeven ingaande 1 april 2023, voor de duur van
 * drie jaar', 'issued as of 1 May 2024 for a period of three years', '… en drie jaar geldig'):
 * counted from that day. Only a term's own words, never a bare 'for three years' of prose.
 */
const TERM_AFTER_START = new RegExp(
  String.raw`^\s*[,;.]?\s*(?:(?:en|and)\s+)?(?:(?:voor\s+(?:de\s+duur\s+van|een\s+(?:periode|termijn)\s+van)|for\s+a\s+(?:period|term)\s+of|(?:is\s+)?valid\s+for|(?:is\s+)?geldig\s+(?:gedurende|voor))\s+${COUNT}|${COUNT}\s+(?:geldig|valid)\b|${TERM_NAMED}\s*:?\s+${COUNT}(?![\s\S]{0,30}\b(?:na|vanaf|from|after)\b))`,
  'i',
);

function termEnd(text: string, issuedOn: string | null, reading: DateReading): string | null {
  if (!issuedOn) return null;
  const start = certificateDates(text, reading).find((d) => d.iso.slice(0, 10) === issuedOn);
  const after = start && TERM_AFTER_START.exec(text.slice(start.end, start.end + 80));
  const m =
    TERM_FROM_ISSUE.exec(text) ??
    (after ? [after[0], after[1] ?? after[3] ?? after[5], after[2] ?? after[4] ?? after[6]] : null);
  if (!m) return null;
  return termFrom(issuedOn, m[1]!, m[2]!);
}

/**
 * The last day of a term of `count` `unit`s that starts on `start` (yyyy-mm-dd): years and months
 * end the day before the same date that many later; days and weeks are counted from the day after
 * the start, as a period in days is ('90 days from 14 August' ends on 12 November).
 */
export function termFrom(start: string, countWord: string, unit: string): string {
  const count = TERM_NUMBERS[countWord.toLowerCase()] ?? Number(countWord);
  const [y, mo, d] = start.split('-').map(Number) as [number, number, number];
  const days = /^(?:dag|day)/i.test(unit) ? count : /^(?:we)/i.test(unit) ? count * 7 : null;
  if (days !== null) return new Date(Date.UTC(y, mo - 1, d + days)).toISOString().slice(0, 10);
  const months = /^(?:jaar|year)/i.test(unit) ? count * 12 : count;
  return new Date(Date.UTC(y, mo - 1 + months, d - 1)).toISOString().slice(0, 10);
}

/** The details written in one certificate's own text; numeric days as `reading` says. */
export function detailsIn(written: string, reading: DateReading): Details {
  // A formal end in words ('the thirtieth day of June two thousand and …') read as a date.
  const text = dateWordsAsDigits(written);
  const range = validityRange(text, reading);
  const bare = range ? null : barePeriod(text, reading);
  const issuedOn =
    dateAfter(text, ISSUED, reading) ??
    range?.from ??
    dateBeforeVerb(text, ISSUED_LAST, reading) ??
    bare?.from ??
    null;
  return {
    issuer: knownBody(text) ?? ISSUED_BY.exec(text)?.[1]?.trim() ?? bodyInProse(text),
    number: numberIn(text),
    issuedOn,
    expiresOn:
      range?.to ??
      dateAfter(text, EXPIRY, reading) ??
      dateBeforeVerb(text, ENDED_LAST, reading) ??
      yearRangeEnd(text) ??
      dateAfter(text, UNTIL, reading, true) ??
      bare?.to ??
      termEnd(text, issuedOn, reading) ??
      reviewOrLapseEnd(text, reading),
  };
}
