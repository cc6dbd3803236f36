/**
 * Whether a passage states a detail of the kind a question asks for (askedSlot.ts, issue 18
 * item 4): an amount of money, a number, a date, a duration, a percentage, a person or a place,
 * written as English and Dutch documents write them. Deliberately generous within a kind (a
 * passage with any amount of money may answer "what is the penalty"; which amount is the
 * model's and the reader's to judge) and strict across kinds: a passage with no amount at all
 * cannot. Numbers that only number things (a section "3.2", a page, an RFQ's "4QTFHS150004")
 * are not counts.
 */
import { NUMBER_NAMES, numberWordRuns } from '../../text/numberWords';
import type { AskedSlot } from './askedSlot';

const MONTHS =
  'jan(?:uary|uari)?|feb(?:ruary|ruari)?|mar(?:ch)?|maart|apr(?:il)?|may|mei|jun(?:e|i)?|jul(?:y|i)?|aug(?:ust|ustus)?|sep(?:t|tember)?|oct(?:ober)?|okt(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const WEEKDAYS =
  'monday|tuesday|wednesday|thursday|friday|saturday|sunday|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag';
const TIME_UNITS =
  '(?:calendar |business |working |werk|kalender)?(?:seconds?|minutes?|min|hours?|hrs?|days?|weeks?|months?|years?|quarters?|seconden|minuten|minuut|uur|uren|dag|dagen|weken|week|maanden|maand|jaar|jaren|kwartaal|kwartalen)';

/** A number in digits. */
const NUM = String.raw`\d+(?:[.,]\d+)*`;
/**
 * A number in digits or words, as documents write a count with its unit: "30 days", "twee jaar",
 * "sixty (60) calendar days", "one hundred twenty (120)", "a five-year period".
 */
const NUMBER_WORDS = [
  ...new Set(NUMBER_NAMES.flatMap((n) => [n.en, n.nl]).filter((w) => w !== 'een' && w !== 'one')),
].join('|');
const COUNT = String.raw`(?:(?:\p{L}+-)?(?:${NUMBER_WORDS})(?:\s+(?:${NUMBER_WORDS}))*\s*(?:\(\d+\))?|${NUM}\)?)`;

const DATE = new RegExp(
  [
    String.raw`\b\d{1,2}(?:st|nd|rd|th|e)?\s+(?:${MONTHS})\b`,
    String.raw`\b(?:${MONTHS})\.?\s+\d{1,4}\b`,
    String.raw`\b\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}\b`,
    String.raw`\b\d{4}-\d{2}-\d{2}\b`,
    String.raw`\b(?:${WEEKDAYS})\b`,
    // A quarter with its year or after a preposition ("Q3 2025", "in Q1"); a requirement's label
    // ("Q1. De app is …", "Q4 The system …") is none.
    String.raw`\bq[1-4][\s-]*(?:19|20)\d{2}\b|\b(?:in|by|before|after|during|from|until|end of|start of|vóór|voor|na|tijdens|vanaf|tot|eind|begin|medio)\s+q[1-4]\b`,
    String.raw`\b(?:quarter|kwartaal)\b`,
    String.raw`\b\d{1,2}[:.]\d{2}\s*(?:a\.?m\.?|p\.?m\.?|uur|hours|h)?\b`,
    String.raw`\b\d{1,2}\s*(?:a\.?m\.?|p\.?m\.?)`,
    String.raw`\b(?:19|20)\d{2}\b`,
    String.raw`\b(?:daily|weekly|monthly|annually|yearly|dagelijks|wekelijks|maandelijks|jaarlijks|each year|every year|elk jaar|ieder jaar|per jaar)\b`,
  ].join('|'),
  'i',
);

const DURATION = new RegExp(
  [
    String.raw`\b${COUNT}[\s-]*(?:(?:-|to|tot)\s*${COUNT}\s*)?${TIME_UNITS}\b`,
    // Not \b: JavaScript's word boundary sees no letter in "é", so "één jaar" never matched.
    String.raw`(?<![\p{L}\p{N}])(?:a|an|one|een|één|half an?|half|een half)\s+${TIME_UNITS}\b`,
    String.raw`\b(?:indefinite(?:ly)?|onbepaalde tijd|bepaalde tijd)\b`,
  ].join('|'),
  'iu',
);

/**
 * A length of time answers "when" only counted from an event ("within 30 days after award",
 * "binnen twee weken na gunning", "5 werkdagen voorafgaand aan", "every two weeks"): "15
 * minutes of contact" says how long, not when (unseen-h10 study).
 */
const RELATIVE_DURATION = new RegExp(
  [
    String.raw`\b(?:within|binnen|after|na|before|prior to|voor|uiterlijk|no later than|not later than|at the latest|up to|tot|every|each|elke|iedere|om de)\s+(?:the\s+|de\s+|het\s+|een\s+|a\s+)?(?:${DURATION.source})`,
    String.raw`(?:${DURATION.source})\s*(?:\(\w+\)\s*)?(?:after|na|before|voor|voorafgaand|vooraf|prior|from|following|of|van|vanaf|nadat|voordat|in advance|ahead|later|eerder|earlier|ago|geleden)\b`,
  ].join('|'),
  'iu',
);

/**
 * A contract's moments: "paid upon delivery", "bij levering", "na acceptatie", "at signature".
 * Contracts answer "when is X paid / due / owed" with the event, as often as with a date
 * (unseen-h11 study).
 */
const AT_AN_EVENT = new RegExp(
  String.raw`\b(?:upon|on|at|after|before|bij|na|vóór|voor)\s+(?:the\s+|de\s+|het\s+)?(?:\p{L}+\s+)?(?:delivery|acceptance|award|signature|signing|completion|termination|expiry|levering|oplevering|deellevering|acceptatie|gunning|ondertekening|beëindiging|afloop|voltooiing)\b`,
  'iu',
);

/** A length in units of text or distance: "how long may the narrative be?" "2,000 words". */
const LENGTH = new RegExp(
  String.raw`\b${COUNT}[\s-]*(?:words?|pages?|characters?|lines?|woorden|pagina'?s?|tekens|regels|km|kilomet(?:re|er)s?|met(?:re|er)s?|miles?)\b`,
  'iu',
);

const MONEY = new RegExp(
  [
    String.raw`[$€£]\s?${NUM}`,
    String.raw`\b${NUM}\s?(?:€|eur|euros?|usd|dollars?|k€)\b`,
    String.raw`\b(?:eur|usd|euro)\s?${NUM}`,
    String.raw`\b${NUM}\s?(?:million|miljoen|mln|billion|miljard)\b`,
    String.raw`\b(?:free of charge|at no (?:extra )?cost|kosteloos|gratis|zonder kosten)\b`,
  ].join('|'),
  'i',
);

const PERCENT = new RegExp(String.raw`${NUM}\s?%|\b${NUM}\s?(?:percent|per cent|procent)\b`, 'i');

/**
 * A number that only numbers something: a section, page ("Page 9 of 56"), annex, article,
 * question, step, lot or table; a rule or form by its capitals ("FAR 8.405-3", "GSPD 05-105",
 * "§ 2205").
 */
const REFERENCE = new RegExp(
  [
    String.raw`\b(?:section|sectie|division|subdivision|title|titel|clause|lid|paragraph|paragraaf|par|art|article|artikel|annex|bijlage|attachment|appendix|exhibit|page|pagina|p|pp|chapter|hoofdstuk|item|question|vraag|no|nr|number|nummer|version|versie|v|rfq|rfi|rfp|play|step|stap|phase|fase|stage|lot|perceel|pool|part|deel|round|ronde|table|tabel|figure|figuur|level|niveau|tier|option|optie)\.?\s*#?\s*\d+(?:[.-]\d+)*(?:\s+(?:of|van)\s+\d+)?`,
    String.raw`§\s*\d[\d.]*`,
    // An enumeration's "(2) and (3)"; a count in words keeps its "(3)" as a word ("three (3)").
    String.raw`\(\d{1,2}\)`,
  ].join('|'),
  'giu',
);
/** Case matters here: capitals name a rule or a form ("FAR 8.405-3", "GSPD 05-105"). */
const NAMED_BY_CAPITALS = /\b\p{Lu}{2,}[\s-]*#?\s*\d[\d.-]*(?:\([\da-z]+\))*/gu;

/** Digits glued to letters (an identifier), dotted outline numbers ("3.2.1"), years and dates. */
const NOT_A_COUNT = new RegExp(
  [
    String.raw`\b[\p{L}]+-?\d[\p{L}\d-]*\b|\b\d+[\p{L}][\p{L}\d-]*\b`,
    String.raw`(?:^|\n)\s*\d+(?:\.\d+)*\.?\s`,
    String.raw`\b\d+\.\d+\.\d+(?:\.\d+)*\b`,
    String.raw`\b\p{L}\.\d+(?:\.\d+)*\b`,
    DATE.source,
  ].join('|'),
  'giu',
);

/** A count: digits that are no reference, identifier, outline number, year or date; or words. */
function statesNumber(text: string): boolean {
  const bare = text
    .replace(REFERENCE, ' ')
    .replace(NAMED_BY_CAPITALS, ' ')
    .replace(NOT_A_COUNT, ' ');
  if (/\d/.test(bare)) return true;
  // "three references", "drie referenties"; not 'one'/'een', mostly articles in prose.
  return numberWordRuns(text).some((run) => run.value > 1 || /^(één|single)$/.test(run.first));
}

const EMAIL = /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/;
const PHONE = /(?:\+\d{1,3}[\s-]?)?\(?\d{2,4}\)?[\s-]\d{3}[\s-]?\d{2,4}\b/;
/** A name: a title and a capitalised word, or two capitalised words inside a sentence. */
const NAME = new RegExp(
  String.raw`\b(?:mr|mrs|ms|dr|dhr|mevr|mw|prof)\.?\s+\p{Lu}|[\p{Ll},;:]\s+\p{Lu}\p{Ll}+\s+(?:(?:van|de|der|den|ten|ter)\s+)*\p{Lu}\p{Ll}+`,
  'u',
);
const ADDRESS = new RegExp(
  [
    String.raw`\b\d{4}\s?[A-Z]{2}\b`,
    String.raw`\b\p{L}+(?:straat|weg|laan|plein|gracht|kade|singel|street|avenue|road|boulevard)\s+\d+`,
    String.raw`\b\d+\s+\p{Lu}\p{L}+\s+(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Suite)\b`,
    String.raw`\bhttps?://|\bwww\.`,
    String.raw`\b(?:on-?site|on location|op locatie|online|remote(?:ly)?|op afstand|on the premises)\b`,
    String.raw`\b(?:in|at|te|op)\s+\p{Lu}\p{Ll}+`,
  ].join('|'),
  'u',
);

/** Who tender documents name: the parties by their role, an organisation by its capitals. */
const ROLE = new RegExp(
  String.raw`\b(?:supplier|vendor|contractor|bidder|tenderer|buyer|purchaser|client|customer|user|officer|manager|committee|panel|team|staff|state|agency|authority|department|party|leverancier|inschrijver|opdrachtnemer|opdrachtgever|aanbesteder|klant|gebruiker|commissie|team|medewerker|partij|dienst|gemeente|ministerie)s?\b|[\p{Ll},;:]\s+\p{Lu}{2,}\b`,
  'iu',
);
/** Where: a place named, an address, a site, an environment. */
const LOCATION =
  /\b(?:environment|omgeving|site|premises|location|locatie|office|kantoor|building|gebouw|portal|portaal|platform|website|mailbox)\b/i;

/** A share of a sum: "0.5% of the contract value", "10% van de opdrachtsom". */
const SHARE_OF_SUM = new RegExp(
  String.raw`${NUM}\s?(?:%|percent|per cent|procent)\s+(?:of|van)\s+(?:the|de|het)?\s*(?:\p{L}+\s+)?(?:values?|prices?|fees?|sums?|amounts?|\p{L}*(?:waarde|prijs|vergoeding|bedrag|som|kosten))\b`,
  'iu',
);

/** What a count of things is not: money, shares and periods (see FILLS.count). */
const NOT_THINGS = [MONEY, PERCENT, DURATION].map((re) => new RegExp(re.source, `g${re.flags}`));

/**
 * The text with everything blanked that is no count of things (money, shares, periods,
 * references, identifiers, outline numbers, years and dates), each at its own length, so that
 * the digits left stand where they stood (countedThings.ts reads the words next to them).
 */
export function countBlanks(text: string): string {
  const blank = (m: string) => ' '.repeat(m.length);
  return NOT_THINGS.reduce((t, re) => t.replace(re, blank), text)
    .replace(REFERENCE, blank)
    .replace(NAMED_BY_CAPITALS, blank)
    .replace(NOT_A_COUNT, blank);
}

const FILLS: Readonly<Record<AskedSlot, (text: string) => boolean>> = {
  amount: (t) => MONEY.test(t) || SHARE_OF_SUM.test(t),
  percentage: (t) => PERCENT.test(t),
  number: statesNumber,
  // A count of things: a sum of money, a share or a period is no count of them ("How many
  // vendors …?" over "$100,000", "10%" or "ninety (90) calendar days").
  count: (t) => statesNumber(NOT_THINGS.reduce((text, re) => text.replace(re, ' '), t)),
  date: (t) => DATE.test(t) || RELATIVE_DURATION.test(t) || AT_AN_EVENT.test(t),
  length: (t) => LENGTH.test(t),
  duration: (t) =>
    DURATION.test(t) ||
    LENGTH.test(t) ||
    (t.match(new RegExp(DATE.source, 'gi'))?.length ?? 0) >= 2,
  person: (t) => EMAIL.test(t) || PHONE.test(t) || NAME.test(t) || ROLE.test(t),
  place: (t) => ADDRESS.test(t) || EMAIL.test(t) || LOCATION.test(t),
};

/** Units of text by what they count: "500 words" does not say how many pages. */
const TEXT_UNITS: readonly RegExp[] = [
  /^(words?|woorden|woord)$/,
  /^(pages?|pagina'?s?|blz)$/,
  /^(characters?|tekens?)$/,
  /^(lines?|regels?)$/,
];

/**
 * Whether the text states a length in the unit of text the question counts ("how many words":
 * "2,000 words", "maximaal 500 woorden"); true when the question names no unit of text.
 */
export function statesLengthIn(question: string, text: string): boolean {
  const asked = (question.toLowerCase().match(/[\p{L}']+/gu) ?? [])
    .map((w) => TEXT_UNITS.find((u) => u.test(w)))
    .find((u) => u !== undefined);
  if (!asked) return true;
  const lengths = text.match(new RegExp(LENGTH.source, 'giu')) ?? [];
  return lengths.some((l) => asked.test(l.toLowerCase().match(/[\p{L}']+$/u)?.[0] ?? ''));
}

/**
 * Whether the text states a detail of the asked kind. A line wrap inside a phrase ("ninety (90)
 * calendar⏎days", "no later⏎than") is a space; the counts keep their lines, where a number at a
 * line's start is an outline number (NOT_A_COUNT).
 */
export function fillsSlot(slot: AskedSlot, text: string): boolean {
  return FILLS[slot](slot === 'number' || slot === 'count' ? text : text.replace(/\s+/g, ' '));
}
