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
import type { DocumentLanguage } from './text';

const TIMES = /\b(?:times|tijden|tijdstippen|deadlines|termijnen)\b/i;
const STATEMENT = new RegExp(
  String.raw`\b(?:times|tijden|tijdstippen|deadlines|termijnen)\b[^.\n]{0,80}?\b(?:are|is|refer to|relate to|zijn|betreffen|gelden|worden|in)\b[^.\n]{0,30}?\b(${ZONE_WORDS})`,
  'i',
);

/** Summer and winter offsets: two names of one zone ('CET', 'Nederlandse tijd') compare equal. */
const offsets = (zone: string) => `${offsetOf(zone, 2001, 1, 15)}/${offsetOf(zone, 2001, 7, 15)}`;

/** The zone the document states for all its times, or null when it states none (or several). */
export function documentZone(pages: readonly string[], language: DocumentLanguage): string | null {
  const found = new Map<string, string>();
  for (const page of pages) {
    if (!TIMES.test(page)) continue;
    // Lines wrapped inside a paragraph are one sentence; a blank line ends one.
    for (const sentence of page.split(/(?<=[.!?])\s+|\n\s*\n/)) {
      // A PDF paragraph keeps its line wraps: 'All times stated in this\ndocument are UK time.'
      const m = STATEMENT.exec(sentence.replace(/\s*\n\s*/g, ' '));
      if (!m || !isZoneWord(m[1]!) || findDates(sentence, language).length > 0) continue;
      const key = offsets(m[1]!);
      if (!found.has(key)) found.set(key, m[1]!);
    }
  }
  return found.size === 1 ? [...found.values()][0]! : null;
}
