/**
 * What kind of detail a question asks for (issue 18, item 4): an amount of money, a number, a
 * date, a duration, a percentage, a person or a place, read from its question word and the noun
 * it asks about, in English and Dutch ("how many references", "welk bedrag", "what is the
 * closing date", "hoe lang", "wie"). A passage answers such a question only when it states
 * something of that kind (slotFillers.ts): a passage about delays that names no amount does not
 * answer "what is the penalty per day of delay?", however many of its words it shares.
 * A question of any other kind (yes/no, "which certificate", "what happens") asks for no slot.
 */
import { contentWords } from '../localText';

export type AskedSlot =
  | 'amount'
  | 'number'
  | 'count'
  | 'date'
  | 'duration'
  | 'length'
  | 'percentage'
  | 'person'
  | 'place';

/**
 * The nouns that name a slot, as the head of the asked phrase ("the estimated contract value",
 * "de maximale boete"); a Dutch compound by its last part ("jaaromzet", "opleverdatum",
 * "reiskosten"). Checked in this order. A tender's securities (a bid or performance bond, a
 * deposit, a bank guarantee) are sums of money (unseen-h10 study).
 */
const HEAD_NOUNS: readonly (readonly [AskedSlot, RegExp])[] = [
  // A criterion's weighting is stated as a share ("price 40 %", unseen-h11 study).
  [
    'percentage',
    /^([\p{L}-]*(percentages?|procent)|share|proportion|weightings?|\p{L}*(aandeel|weging))$/u,
  ],
  [
    'amount',
    /^(amounts?|prices?|costs?|fees?|budgets?|penalt(y|ies)|fines?|turnover|revenue|salar(y|ies)|compensation|reimbursement|rates?|bonds?|deposits?|\p{L}*(bedrag|bedragen|prijs|prijzen|kosten|tarief|tarieven|budget|boete|boetes|omzet|vergoeding|salaris|bankgarantie|waarborgsom|borgsom|borgstelling))$/u,
  ],
  ['date', /^(dates?|deadlines?|cut-?offs?|\p{L}*(datum|deadline))$/u],
  // A Dutch compound in -tijd is a length of time ("oplostijd", "reactietijd", "doorlooptijd",
  // unseen-h11 study); "tijd" alone may be a moment (TIME_UNIT).
  [
    'duration',
    /^(durations?|periods?|terms?|length|\p{L}*(looptijd|duur|periode|termijn)|\p{L}+tijd)$/u,
  ],
  [
    'number',
    /^(numbers?|temperatures?|quantit(y|ies)|scores?|\p{L}*(aantal|temperatuur|hoeveelheid|score))$/u,
  ],
  ['person', /^(contacts?|persons?|\p{L}*(contactpersoon|aanspreekpunt|persoon))$/u],
  ['place', /^(locations?|address(es)?|venues?|\p{L}*(locatie|adres|plaats))$/u],
];

/** "value" is money only as a contract's or tender's value ("the estimated contract value"). */
const MONEY_VALUE = /^(\p{L}*waarde|values?)$/u;
const MONEY_CONTEXT = /\b(contract|estimated|total|tender|maximum|opdracht|geraamde|totale)\b/i;

/**
 * Insurance asked with its bound ("minimum general liability insurance", "Employer's Liability
 * insurance limit", "minimale dekking") is a sum insured (unseen-h11 study); "which insurance"
 * asks for a kind of policy.
 */
const INSURANCE = /^(insurance|cover|coverage|limits?|\p{L}*(verzekering|dekking|limiet))$/u;
const INSURED_SUM =
  /\b(minimum|maximum|minimale?|maximale?|how much|hoeveel|insurance limits?|liability limits?)\b/i;

/** Units of time: "how many hours", "hoeveel dagen" ask for a duration. */
const TIME_UNIT =
  /^(time|tijd|seconds?|minutes?|hours?|days?|weeks?|months?|years?|quarters?|seconden|minuten|uur|uren|dag|dagen|werkdagen|kalenderdagen|weken|maanden|jaar|jaren|kwartalen)$/;

/** The words that open the asked phrase: after them comes the noun asked about. */
const OPENERS: readonly (readonly [RegExp, AskedSlot | null])[] = [
  [/\b(how many percent|hoeveel procent)\b/i, 'percentage'],
  [/\b(for how long|how long|hoe lang|tot wanneer)\b/i, 'duration'],
  [/\b(how many|hoeveel|how much)\b/i, 'number'],
  [/\b(when|wanneer|by when|on which day|op welke dag|hoe laat)\b/i, 'date'],
  [/\b(to whom|aan wie|who|wie)\b/i, 'person'],
  [/\b(where|in welke plaats|op welke locatie)\b/i, 'place'],
  // "Hoe hoog is de boete", "how high is the fee": a magnitude, of the kind its noun names.
  [/\b(how high|how big|how large|hoe hoog|hoe groot)\b/i, null],
  [/\b(what|which|wat|welke|welk)\b/i, null],
];

/** A question about a condition: "when is X considered …", "wanneer is er sprake van …". */
const CONDITION =
  /\b(when|wanneer)\b[^?]*\b(considered|deemed|regarded|classified|counts? as|beschouwd|aangemerkt|sprake van|geldt|gelden)\b/i;

/**
 * "When may a standard change be made?", "wanneer mag / kan …": when something is allowed or
 * possible, which documents answer with a window, a condition or an event ("within the
 * maintenance window", "na akkoord van de opdrachtgever", "once accepted"), as often as with a
 * date (unseen-h10 study). "When must …" and "tot wanneer kunnen …" still ask for a date.
 */
const WHEN_PERMITTED = /(?:^|,\s*)(when|wanneer)\s+(may|can|could|might|mag|mogen|kan|kunnen)\b/i;

/**
 * A leading condition, then the question after its comma: "When our delivery depends on a third
 * party, are we obliged to …?", "Wanneer de storing langer duurt, hoe hoog is de boete?". The
 * "when" opens a condition, not the asked phrase: the question after the comma decides the slot
 * (here none, and an amount). A clause opening with a preposition ("When in the 2017 RFI, …") is
 * no condition.
 */
const LEADING_CONDITION =
  /^(when|whenever|if|once|wanneer|als|indien|zodra)\s+(?!(in|at|on|under|for|by|during|within|van|in|op|bij|voor|binnen|tijdens)\b)[^,?]{3,},\s*(?=\S)/i;

/**
 * "Where is X described / written down", "where does the field end up", "waar wordt X vastgelegd /
 * geregeld": a place in a
 * document or a data model (a section, a field, a register), not an address, which the place
 * filler looks for.
 */
const WHERE_IN_RECORDS =
  /\b(where|waar)\b[^?]*\b(described|defined|specified|listed|recorded|registered|documented|end(s)? up|written down|laid down|set out|stated|mentioned|regulated|beschreven|gedefinieerd|gespecificeerd|vastgelegd|geregistreerd|gedocumenteerd|terecht|opgeschreven|vermeld|genoemd|geregeld|opgenomen)\b/i;

/** "how much does it cost", "hoeveel kost": the number asked for is money. */
const HOW_MUCH_MONEY =
  /\b(how much|hoeveel)\b[^?]*\b(cost|costs|pay|paid|charge|charged|kost|kosten|betaal|betaald|betalen)\b/i;

/** Words that may stand between the question word and its noun ("what is the", "wat is de"). */
const FILLER =
  /^(is|are|was|were|will|be|the|a|an|de|het|een|zijn|wordt|worden|minimum|minimal|minimale|maximum|maximale|max|min|exact|precise|total|totale)$/;

/**
 * Once the asked phrase has begun, a verb or an article ends it: "what maximum hourly rate will
 * CDT accept" asks about the rate, "on which date is the app due" about the date, not about the
 * words of the clause after them.
 */
const PHRASE_END = /^(is|are|was|were|will|be|the|a|an|de|het|een|zijn|wordt|worden)$/;

/** A currency in the asked phrase asks for money: "hoeveel euro korting", "how many dollars". */
const CURRENCY = /^(euros?|eur|dollars?|usd|pounds?|ponden?|gbp)$/;

/**
 * A percentage word in the asked phrase asks for a percentage, wherever the phrase ends: "tot welk
 * percentage komen hogere kosten …" asks for the percentage, not for the costs after it.
 */
// A compound counts by its last part: "beschikbaarheidspercentage", "uptime-percentage" (h9 study).
const PERCENTAGE_WORD = /^([\p{L}-]*(percentages?|procent)|percent)$/u;

/**
 * "How many vendors", "hoeveel gebruikers": a count of things, which a sum of money does not give
 * ("$100,000" does not say how many vendors). A Dutch "hoeveel" counts only right before a plural
 * noun ("hoeveel bedraagt de boete" asks for money).
 */
const COUNTING_OPENER = /^(how many|hoeveel)\b/i;
const PLURAL = /^\p{L}{3,}(en|s|'s|’s)$/u;

/** Prepositions end the asked phrase ("the maximum penalty per day": penalty). */
const BREAK =
  /^(per|of|for|in|on|at|to|from|by|with|van|voor|op|aan|bij|met|naar|uit|om|over|tot|als)$/;

/**
 * What may stand before the question word: nothing, a clause ending in a comma ("In the 2017
 * RFI, when …"), or prepositions ("after how many days", "binnen hoeveel dagen", "up to how
 * many"). Anything else makes the question word part of a yes/no question ("Must the supplier
 * report discrepancies when it validates …?") or a clause inside one, which asks for no slot.
 */
const LEADING_PREPOSITIONS =
  /^((at|after|before|up|to|within|by|for|in|on|from|of|binnen|na|voor|tot|uit|op|in|aan|met|van|bij|sinds|vanaf)\s+)*$/i;

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/**
 * Where in the asked phrase a capitalised word follows a lower-case one ("hourly rate GSA"): the
 * subject of a clause without "that"; -1 when none does.
 */
function clauseSubjectIn(rest: string, phrase: readonly string[]): number {
  const words = (rest.match(WORD) ?? []).filter((w) => phrase.includes(w.toLowerCase()));
  for (let i = 1; i < Math.min(words.length, phrase.length); i++) {
    if (/^\p{Lu}/u.test(words[i]!) && /^\p{Ll}/u.test(words[i - 1]!)) return i;
  }
  return -1;
}

/** The words after the opener, up to the first function word: "estimated contract value". */
function askedPhrase(rest: string): string[] {
  const words = rest.toLowerCase().match(WORD) ?? [];
  let i = 0;
  while (i < words.length && FILLER.test(words[i]!)) i++;
  const phrase: string[] = [];
  for (; i < words.length; i++) {
    const w = words[i]!;
    if (BREAK.test(w) || (contentWords(w).length === 0 && !FILLER.test(w))) break;
    if (phrase.length > 0 && PHRASE_END.test(w)) break;
    phrase.push(w);
  }
  return phrase;
}

function slotOfHead(
  phrase: readonly string[],
  question: string,
  counting: boolean,
  nounBefore = -1,
): AskedSlot | null {
  const head = phrase.at(-1);
  if (!head) return null;
  if (phrase.some((w) => CURRENCY.test(w))) return 'amount';
  if (phrase.some((w) => PERCENTAGE_WORD.test(w))) return 'percentage';
  // "How many words / pages" asks for a length of text, stated with its unit (unseen-h11 study).
  if (counting && TEXT_UNIT.test(head)) return 'length';
  // "how many days" asks for a duration, "which day of the month" for a date; "response time",
  // "resolution time" name a length of time (unseen-h11 study), "what time" a moment.
  if (TIME_UNIT.test(head)) {
    return counting || (/^(time|tijd)$/.test(head) && phrase.length > 1) ? 'duration' : 'date';
  }
  for (const [slot, noun] of HEAD_NOUNS) if (noun.test(head)) return slot;
  if (INSURANCE.test(head) && INSURED_SUM.test(question)) return 'amount';
  if (MONEY_VALUE.test(head) && (phrase.length > 1 || MONEY_CONTEXT.test(question))) {
    return 'amount';
  }
  // The phrase ran on past its noun (nounBefore, see askedSlot): the last noun before that point
  // that names a kind (unseen-h11 study).
  for (const word of phrase.slice(0, Math.max(0, nounBefore)).reverse()) {
    for (const [slot, noun] of HEAD_NOUNS) if (noun.test(word)) return slot;
  }
  return null;
}

/** Units of text: "how many words", "hoeveel pagina's" (slotFillers.ts, LENGTH). */
const TEXT_UNIT = /^(words|pages|characters|lines|woorden|pagina'?s|tekens|regels)$/;

/**
 * Words that name only the kind of detail asked for, nothing about it ("date", "bedrag",
 * "aantal", "procent", "dagen"): a passage answers them with a date, an amount, a number
 * (slotFillers.ts), not with the word. "Rate", "boete", "turnover", "uurtarief" say which amount
 * and stay the subject's words.
 */
const KIND_ONLY =
  /^(dates?|datum|data|numbers?|aantal|amounts?|bedrag|bedragen|sums?|percentages?|procent|percent|quantit(y|ies)|hoeveelheid)$/;

/**
 * The words of the asked phrase that name only the kind of detail asked for (KIND_ONLY, a currency,
 * a unit of time): the slot filler, not the passage's words, answers for them (abstention.ts), so
 * they are no evidence of the question's subject.
 */
export function askedDetailWords(question: string): string[] {
  const text = question.replace(/\s+/g, ' ').trim();
  if (askedSlot(text) === null) return [];
  let first: { index: number; length: number } | null = null;
  for (const [opener] of OPENERS) {
    const m = opener.exec(text);
    if (m && (!first || m.index < first.index)) first = { index: m.index, length: m[0].length };
  }
  if (!first) return [];
  return askedPhrase(text.slice(first.index + first.length)).filter(
    (w) => KIND_ONLY.test(w) || CURRENCY.test(w) || TIME_UNIT.test(w),
  );
}

/** The kind of detail the question asks for, or null when it asks for none of them. */
export function askedSlot(question: string): AskedSlot | null {
  const text = question.replace(/\s+/g, ' ').trim();
  if (/\bin (euros?|dollars?)\b/i.test(text)) return 'amount';
  const condition = LEADING_CONDITION.exec(text);
  if (condition) return askedSlot(text.slice(condition[0].length));
  if (WHERE_IN_RECORDS.test(text)) return null;
  // "When is an outage considered …", "Wanneer is er sprake van …": a condition, not a date.
  if (CONDITION.test(text)) return null;
  if (WHEN_PERMITTED.test(text)) return null;
  // The question word that comes first opens the asked phrase ("what happens when …" asks
  // what, not when); at one place the longer opener wins (the list's order).
  let first: { index: number; length: number; slot: AskedSlot | null } | null = null;
  for (const [opener, slot] of OPENERS) {
    const m = opener.exec(text);
    if (m && (!first || m.index < first.index)) {
      first = { index: m.index, length: m[0].length, slot };
    }
  }
  if (!first) return null;
  const before = text.slice(0, first.index);
  if (!/,\s*$/.test(before) && !LEADING_PREPOSITIONS.test(before)) return null;
  const phrase = askedPhrase(text.slice(first.index + first.length));
  // "Within what time", "binnen welke tijd": a length of time, as "how many days" is.
  const within = /\b(within|binnen)\s+$/i.test(before);
  const rest = text.slice(first.index + first.length);
  // Where the phrase may have run on past its noun: into a clause without "that" whose subject
  // is a name ("the maximum hourly rate GSA accepts"), or, after Dutch "welke/welk", into the
  // verb, which comes right after the noun ("welke weging krijgt de prijs").
  const dutchWhich = /^welke?$/i.test(text.slice(first.index, first.index + first.length));
  const byNoun = slotOfHead(
    phrase,
    text,
    first.slot === 'number' || within,
    dutchWhich ? phrase.length - 1 : clauseSubjectIn(rest, phrase),
  );
  if (first.slot === 'number') {
    // "how many hours" asks for a duration, "how much does it cost" / "hoeveel kost" for money.
    if (byNoun) return byNoun === 'date' ? 'number' : byNoun;
    if (HOW_MUCH_MONEY.test(text)) return 'amount';
    const opener = COUNTING_OPENER.exec(text.slice(first.index))?.[1]?.toLowerCase();
    // The word after "hoeveel": "hoeveel leveranciers laat …" counts, "hoeveel bedraagt" not.
    const noun = phrase[0];
    const counts =
      opener === 'how many' || (opener === 'hoeveel' && noun !== undefined && PLURAL.test(noun));
    return counts ? 'count' : 'number';
  }
  return first.slot ?? byNoun;
}
