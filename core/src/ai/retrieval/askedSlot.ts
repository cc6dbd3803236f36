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
import { CURRENCY, slotOfHead, TIME_UNIT } from './askedHeadNoun';

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
  /\b(when|wanneer)\b[^?]*\b(considered|deemed|regarded|classified|count(s|ed)? as|treated as|beschouwd|aangemerkt|sprake van|geldt|gelden|(telt|tellen|geteld)\b[^?]*\bals)\b/i;

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

/**
 * A modal verb right after the question word, before its noun: "how high must the bank guarantee
 * be", "hoe hoog moet de bankgarantie zijn", "what should the fee be" ask about the noun after it
 * (unseen-h13 study: the phrase ended at the modal and asked for nothing).
 */
const LEADING_MODAL =
  /^(must|should|shall|will|would|can|could|may|might|moet|moeten|zal|zullen|mag|mogen|kan|kunnen|dient|dienen)$/;

/**
 * Words that may stand between the question word and its noun ("what is the", "wat is de"); the
 * Dutch "bedraagt" is a figure's "is" ("hoeveel bedraagt de boete", "wat bedraagt de looptijd":
 * the noun after it is asked about; unseen-h14 study).
 */
const FILLER =
  /^(is|are|was|were|will|be|the|a|an|de|het|een|zijn|wordt|worden|bedraagt|bedragen|bedroeg|bedroegen|minimum|minimal|minimale|maximum|maximale|max|min|exact|precise|total|totale)$/;

/**
 * Once the asked phrase has begun, a verb or an article ends it: "what maximum hourly rate will
 * CDT accept" asks about the rate, "on which date is the app due" about the date, not about the
 * words of the clause after them.
 */
const PHRASE_END = /^(is|are|was|were|will|be|the|a|an|de|het|een|zijn|wordt|worden)$/;

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
 * RFI, when …"), a topic ending in a colon ("Hosting: how many …", "SLA: wanneer …", as a bid
 * manager types a question; unseen-h14 study), or prepositions ("after how many days", "binnen
 * hoeveel dagen", "up to how many", "during which hours", "tussen welke tijden"). Anything else
 * makes the question word part of a yes/no question ("Must the supplier report discrepancies
 * when it validates …?") or a clause inside one, which asks for no slot.
 */
const LEADING_PREPOSITIONS =
  /^((at|after|before|up|to|within|by|for|in|on|from|of|during|between|binnen|na|voor|tot|uit|op|in|aan|met|van|bij|sinds|vanaf|tijdens|gedurende|tussen)\s+)*$/i;
/**
 * A clause or a topic before the question word: "In the 2017 RFI, when …", "Hosting: how …", and
 * a topic set off by a dash between spaces, as a bid team heads a question ("Portal app - how
 * long …", "Boete – hoeveel …": unseen-h21 study). A hyphen inside a word ("go-live") is none.
 */
const LEADING_CLAUSE = /^.*(?:[,:]|\s[-–—]\s)\s*/;

/**
 * A question word with "is" written onto it ("what's the value", "who's the contact", "how's it
 * weighted", and after "how long" or "how much": "how long's the warranty", unseen-h21 study):
 * read as the two words, so it opens the asked phrase as "what is" does (unseen-h14
 * study: "What's the estimated total value" asked for nothing).
 */
const CONTRACTED_IS =
  /\b(what|who|when|where|how|which|how (?:long|much|many|big|high|far|often|soon))['’]s\b/gi;

/** The question as askedSlot reads it: spaces collapsed, contractions of "is" written out. */
function readable(question: string): string {
  return question.replace(/\s+/g, ' ').trim().replace(CONTRACTED_IS, '$1 is');
}

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
  while (i < words.length && (FILLER.test(words[i]!) || LEADING_MODAL.test(words[i]!))) i++;
  const phrase: string[] = [];
  for (; i < words.length; i++) {
    const w = words[i]!;
    if (BREAK.test(w) || (contentWords(w).length === 0 && !FILLER.test(w))) break;
    if (phrase.length > 0 && PHRASE_END.test(w)) break;
    phrase.push(w);
  }
  return phrase;
}

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
 * a unit of time), and the prepositions that frame the question word ("binnen hoeveel dagen",
 * unseen-h14 study): the slot filler, not the passage's words, answers for them (abstention.ts),
 * so they are no evidence of the question's subject. A passage that shared only "binnen" and the
 * tender's name passed for an answer to "binnen hoeveel dagen na gunning …".
 */
export function askedDetailWords(question: string): string[] {
  const text = readable(question);
  if (askedSlot(text) === null) return [];
  let first: { index: number; length: number } | null = null;
  for (const [opener] of OPENERS) {
    const m = opener.exec(text);
    if (m && (!first || m.index < first.index)) first = { index: m.index, length: m[0].length };
  }
  if (!first) return [];
  // The prepositions before the question word frame it ("binnen hoeveel dagen", "within what
  // time", "tijdens welke uren"); those the stop lists miss would count as content.
  const leading = (text.slice(0, first.index).replace(LEADING_CLAUSE, '').match(WORD) ?? [])
    .map((w) => w.toLowerCase())
    .filter((w) => contentWords(w).length > 0);
  return [
    ...leading,
    ...askedPhrase(text.slice(first.index + first.length)).filter(
      (w) => KIND_ONLY.test(w) || CURRENCY.test(w) || TIME_UNIT.test(w),
    ),
  ];
}

/** A verb that opens a yes/no question: "Is the fee fixed?", "Zijn de kosten inbegrepen?". */
const YES_NO_VERB =
  /^(is|are|was|were|be|do|does|did|has|have|had|zijn|wordt|worden|heeft|hebben|bedraagt|bedragen)$/;

/**
 * A question typed as the noun phrase it asks about, without a question word: "Minimum annual
 * turnover for this tender?", "Minimale jaaromzet als geschiktheidseis?", "Hosting: uiterste
 * datum voor vragen?" (unseen-h14 study). Its opening phrase is the asked phrase; a question
 * that opens with a verb ("Is the fee fixed?", "Bewaart de server …?") asks for no slot.
 */
function telegraphicSlot(text: string): AskedSlot | null {
  const rest = text.replace(LEADING_CLAUSE, '');
  const opening = rest.match(WORD)?.[0]?.toLowerCase();
  if (!opening || YES_NO_VERB.test(opening) || LEADING_MODAL.test(opening)) return null;
  return slotOfHead(askedPhrase(rest), text, false);
}

/** The kind of detail the question asks for, or null when it asks for none of them. */
export function askedSlot(question: string): AskedSlot | null {
  const text = readable(question);
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
  if (!first) return telegraphicSlot(text);
  const before = text.slice(0, first.index);
  if (!LEADING_PREPOSITIONS.test(before.replace(LEADING_CLAUSE, ''))) return null;
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

/**
 * The noun a count question counts: "how many failed test rounds" rounds, "hoeveel punten levert
 * …" punten (its first plural, else its first word); null when the question asks for no count
 * (unseen-h15 study: countedThings.ts).
 */
export function countedNoun(question: string): string | null {
  const text = readable(question);
  if (askedSlot(text) !== 'count') return null;
  const opener = /\b(how many|hoeveel)\b/i.exec(text);
  if (!opener) return null;
  const phrase = askedPhrase(text.slice(opener.index + opener[0].length));
  return phrase.find((w) => PLURAL.test(w)) ?? phrase[0] ?? null;
}
