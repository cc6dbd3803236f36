/**
 * Times as a cover letter or a notice writes them in words, and a time bracketed with its place's
 * own name for the clock: parts of the time patterns of dates.ts (thirteenth probe set's study).
 */

/** Hours written as words, as a cover letter or a formal notice writes them. */
const HOUR_WORDS: Record<string, number> = {
  een: 1,
  één: 1,
  twee: 2,
  drie: 3,
  vier: 4,
  vijf: 5,
  zes: 6,
  zeven: 7,
  acht: 8,
  negen: 9,
  tien: 10,
  elf: 11,
  twaalf: 12,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
/**
 * A time written in words, 'twee uur 's middags', 'tien uur 's morgens', 'om twaalf uur', 'four
 * o'clock in the afternoon' (failure class seen on the thirteenth probe set: a cover's 'tot
 * uiterlijk donderdag 20 mei 2027, twee uur 's middags' read without its time). The hour word
 * needs 'uur' or "o'clock" after it ('binnen twee weken' is none); the part of the day sets the
 * afternoon.
 */
export const WORD_HOUR = String.raw`(?<wordHour>${Object.keys(HOUR_WORDS).join('|')})\s+(?:uur|o['’]clock)\b(?:\s+(?:'s|’s)\s+(?<nlPart>morgens|ochtends|middags|avonds)\b|\s+in the (?<enPart>morning|afternoon|evening)\b)?`;

/** The hour and minute of a time written in words (WORD_HOUR's groups). */
export function wordTime(groups: Record<string, string | undefined> | undefined) {
  const word = groups?.wordHour?.toLowerCase();
  if (!word) return null;
  const hour = HOUR_WORDS[word]!;
  const part = (groups?.nlPart ?? groups?.enPart ?? '').toLowerCase();
  const afternoon = /middags|avonds|afternoon|evening/.test(part);
  return { hour: afternoon && hour < 12 ? hour + 12 : hour, minute: 0 };
}

/**
 * A time in brackets with its place's own name for the clock, '(10.00 uur Surinaamse tijd) op',
 * '(14:00 Nairobi time) on' (thirteenth probe set): the name is the document's zone, stated
 * elsewhere ('Alle tijden zijn Surinaamse tijd (SRT, UTC-3)'), and no part of the time.
 */
export const PLACE_TIME = String.raw`(?:\s+[A-Za-zÀ-ÿ-]{3,30}\s+(?:tijd|time)\s*\))?`;
