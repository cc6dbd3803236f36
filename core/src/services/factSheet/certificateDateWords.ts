/**
 * A date written in words (issue 19, item 6), as a formal certificate writes its end: 'valid until
 * the thirtieth day of June two thousand and twenty-seven', 'geldig tot de dertigste dag van juni
 * tweeduizend zevenentwintig'. Read as '30 June 2027' so the end is read as any other. Only the
 * full form — an ordinal day, 'day of' / 'dag van', a month's name and a year — is rewritten; a
 * text without 'day of' or 'dag van' is returned unread (a cheap pre-filter).
 */
import { MONTH_NAME } from '../../documents/facts/dates';
import { digitsForWords } from './numberWords';

const UNITS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  eerste: 1,
  tweede: 2,
  derde: 3,
  vierde: 4,
  vijfde: 5,
  zesde: 6,
  zevende: 7,
  achtste: 8,
  negende: 9,
};
const ORDINALS: Record<string, number> = {
  ...UNITS,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  thirtieth: 30,
  tiende: 10,
  elfde: 11,
  twaalfde: 12,
  dertiende: 13,
  veertiende: 14,
  vijftiende: 15,
  zestiende: 16,
  zeventiende: 17,
  achttiende: 18,
  negentiende: 19,
  twintigste: 20,
  dertigste: 30,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, twintig: 20, dertig: 30 };
const EN_UNIT = 'first|second|third|fourth|fifth|sixth|seventh|eighth|ninth';
const NL_UNIT = 'een|twee|drie|vier|vijf|zes|zeven|acht|negen';
const NL_UNIT_VALUE: Record<string, number> = {
  een: 1,
  twee: 2,
  drie: 3,
  vier: 4,
  vijf: 5,
  zes: 6,
  zeven: 7,
  acht: 8,
  negen: 9,
};
const ORDINAL = String.raw`(?:(twenty|thirty)[\s-](${EN_UNIT})|(${NL_UNIT})(?:en|ën)(twintig|dertig)ste|([a-z]+))`;
const DAY_OF = new RegExp(
  String.raw`\b(?:the\s+|de\s+)?${ORDINAL}\s+(?:day\s+of|dag\s+van)\s+(${MONTH_NAME})\.?,?\s+(?:in\s+the\s+year\s+|in\s+het\s+jaar\s+)?`,
  'gi',
);
const PRE_FILTER = /\b(?:day\s+of|dag\s+van)\b/i;

function dayOf(m: RegExpExecArray | RegExpMatchArray): number | null {
  if (m[1]) return TENS[m[1].toLowerCase()]! + UNITS[m[2]!.toLowerCase()]!;
  if (m[3]) return NL_UNIT_VALUE[m[3].toLowerCase()]! + TENS[m[4]!.toLowerCase()]!;
  return ORDINALS[m[5]!.toLowerCase()] ?? null;
}

/** The text with each full date in words as '30 June 2027'; other text as it is. */
export function dateWordsAsDigits(text: string): string {
  if (!PRE_FILTER.test(text)) return text;
  let out = '';
  let at = 0;
  for (const m of text.matchAll(DAY_OF)) {
    const day = dayOf(m);
    const end = m.index + m[0].length;
    const year = /^((?:19|20)\d\d)\b/.exec(digitsForWords(text.slice(end, end + 60)));
    if (!day || day > 31 || !year) continue;
    // The year's words end where their digits do in the rewritten piece: find that length.
    const words = yearWordsLength(text.slice(end, end + 60), year[1]!);
    out += `${text.slice(at, m.index)}${day} ${m[6]} ${year[1]}`;
    at = end + words;
  }
  return out + text.slice(at);
}

/** How many characters of `piece`'s start read as `year` (its words or its digits). */
function yearWordsLength(piece: string, year: string): number {
  for (let n = 4; n <= piece.length; n++)
    if (digitsForWords(piece.slice(0, n)) === year && !/[\p{L}\d-]/u.test(piece[n] ?? '')) return n;
  return 0;
}
