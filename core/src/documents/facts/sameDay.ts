/**
 * A step set on the day of a date given just before, by its time alone: 'The deadline is extended
 * to Thursday, 20 May 2027 at 09:30. Tenders will be opened on the same day at 10:00', 'De
 * sluiting wordt verplaatst naar donderdag 18 november 2027, 10.00 uur. De openbare opening vindt
 * die dag plaats om 10.30 uur' (sixteenth probe set's study: an answer that moves the closing
 * restated the opening this way in both languages, and the new opening was lost). The date is the
 * one before, the time the sentence's own. Read by the deadline rules (deadlines.ts) and, for a
 * quote, by the verification step (revisions.ts datesWithMoves), so that both read it alike.
 */
import type { DeadlineFact } from '../../model/documentFacts';
import { kindOf } from './deadlineKinds';
import { type FoundDate, type NumericOrder, findDates } from './dates';
import type { Segment } from './reading';
import { type DocumentLanguage, quoteOf, shorten } from './text';

/** The day named back: 'on the same day', 'that day', 'die dag', 'dezelfde dag', 'diezelfde dag'. */
const SAME_DAY =
  /\b(?:the same day|that (?:same )?day|(?:die|dezelfde|diezelfde|die zelfde|deze|datzelfde) dag)\b/i;
/** The sentence's time after 'at'/'om': '10h00', '10.30 uur', '2:30 p.m.'. */
const TIME_AT =
  /\b(?:at|om)\s+(\d{1,2})[:.h](\d{2})(?:\s*(?:uur|u|hrs?|hours))?(?:\s*([ap])\.?m\.?)?/i;
/** How far back the date may stand: the sentence before, not a page before. */
const REACH = 300;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Where the sentence holding `at` starts: after the last full stop or cell bar before it, a time's
 * 'a.m.' / 'p.m.' / '14.30 u.' / '10:00 hrs.' being no sentence's end ('opened at 1:30 p.m. on that day': seventeenth probe
 * set's study, where the sentence was cut to 'on that day' and lost its time).
 */
function sentenceStart(text: string, at: number): number {
  let stop = text.lastIndexOf('| ', at);
  for (let i = text.lastIndexOf('. ', at); i > stop; i = text.lastIndexOf('. ', i - 1)) {
    if (!/(?:\b[ap]\.m|\d\s?(?:u|hrs?))$/i.test(text.slice(Math.max(0, i - 5), i))) {
      stop = i;
      break;
    }
  }
  return stop + 2;
}

export interface SameDayDate extends FoundDate {
  /** Where the date named back starts, for the quote (it holds both the date and the time). */
  readonly dateStart: number;
  /** The sentence that names the day back, from its start to its time. */
  readonly words: string;
}

/**
 * The dates a text names back by 'the same day' with a time of their own. `dates` are the text's
 * own dates (findDates). Cheap when the text names no day back: one literal test.
 */
export function sameDayDates(
  text: string,
  dates: readonly FoundDate[],
  language: DocumentLanguage,
  zone: string | null,
  order: NumericOrder | null,
): SameDayDate[] {
  if (!/\bdag\b|\bday\b/i.test(text)) return [];
  const out: SameDayDate[] = [];
  for (const m of text.matchAll(new RegExp(SAME_DAY.source, 'gi'))) {
    // The sentence that names the day back, and its time.
    const start = sentenceStart(text, m.index);
    const end = text.slice(m.index).search(/[.;|](?:\s|$)/);
    const sentence = text.slice(start, end < 0 ? text.length : m.index + end);
    const time = TIME_AT.exec(sentence);
    const before = dates.filter((d) => d.end <= start && start - d.end <= REACH).at(-1);
    if (!time || !before || findDates(sentence, language, zone, order).length > 0) continue;
    let hour = Number(time[1]);
    if (time[3]?.toLowerCase() === 'p' && hour < 12) hour += 12;
    if (time[3]?.toLowerCase() === 'a' && hour === 12) hour = 0;
    if (hour > 23 || Number(time[2]) > 59) continue;
    const hhmm = `${pad(hour)}:${time[2]}`;
    // The date's own offset, the same that day; a date given without its time takes the zone
    // as the document states it, read from the date's words with the time added.
    const iso = before.hasTime
      ? `${before.iso.slice(0, 11)}${hhmm}${before.iso.slice(16)}`
      : (findDates(`${text.slice(before.start, before.end)} ${time[0]}`, language, zone, order)[0]
          ?.iso ?? `${before.iso.slice(0, 10)}T${hhmm}`);
    const timeEnd = start + time.index + time[0].length;
    out.push({
      start: start + time.index,
      end: timeEnd,
      iso,
      hasTime: true,
      dateStart: before.start,
      words: sentence.slice(0, time.index + time[0].length),
    });
  }
  return out;
}

/**
 * The deadlines a segment sets by 'the same day' (a row's cells read as one text, so that an
 * answer's two sentences stay together): the kind from the sentence's words, never a bare 'other'.
 */
export function sameDayDeadlines(
  own: Segment,
  previous: Segment | undefined,
  language: DocumentLanguage,
  zone: string | null,
  order: NumericOrder | null,
): DeadlineFact[] {
  // Pre-filter: a literal every phrase holds, before the phrase's own rule.
  if (!/da[yg]/i.test(own.text) || !SAME_DAY.test(own.text)) return [];
  // A sentence of its own names back the date of the sentence before it on the page.
  const joins =
    previous !== undefined &&
    previous.page === own.page &&
    previous.kind !== 'heading' &&
    findDates(own.text.slice(0, own.text.search(SAME_DAY)), language, zone, order).length === 0;
  const segment = joins ? { ...own, text: `${previous.text} ${own.text}` } : own;
  const dates = findDates(segment.text, language, zone, order);
  return sameDayDates(segment.text, dates, language, zone, order).flatMap((d) => {
    const found = kindOf(d.words);
    if (!found || found.kind === 'other' || d.end - d.dateStart > 280) return [];
    const fact: DeadlineFact = {
      value: { kind: found.kind, date: d.iso, label: shorten(d.words) },
      page: segment.page,
      quote: quoteOf(segment.text, d.dateStart),
      ...(segment.section ? { section: segment.section } : {}),
      confidence: found.confidence,
      source: 'rules',
    };
    return [fact];
  });
}
