/**
 * The noun a question asks about, and the kind of detail it names (askedSlot.ts, issue 18): "the
 * estimated contract value" an amount, "de oplostijd" a duration, "how many words" a length of
 * text. Split from askedSlot.ts by purpose: that file finds the asked phrase, this one reads it.
 */
import type { AskedSlot } from './askedSlot';

/**
 * The nouns that name a slot, as the head of the asked phrase ("the estimated contract value",
 * "de maximale boete"); a Dutch compound by its last part ("jaaromzet", "opleverdatum",
 * "reiskosten"). Checked in this order. A tender's securities (a bid or performance bond, a
 * deposit, a bank guarantee) are sums of money (unseen-h10 study), as (liquidated) damages are
 * (unseen-h13 study: "what liquidated damages per day apply" asked for nothing).
 */
const HEAD_NOUNS: readonly (readonly [AskedSlot, RegExp])[] = [
  // A criterion's weighting is stated as a share ("price 40 %", unseen-h11 study).
  [
    'percentage',
    /^([\p{L}-]*(percentages?|procent)|share|proportion|weightings?|\p{L}*(aandeel|weging))$/u,
  ],
  [
    'amount',
    /^(amounts?|prices?|costs?|fees?|budgets?|penalt(y|ies)|fines?|damages|turnover|revenue|salar(y|ies)|compensation|reimbursement|rates?|bonds?|deposits?|\p{L}*(bedrag|bedragen|prijs|prijzen|kosten|tarief|tarieven|budget|boete|boetes|omzet|vergoeding|salaris|bankgarantie|waarborgsom|borgsom|borgstelling))$/u,
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
export const TIME_UNIT =
  /^(time|tijd|tijden|seconds?|minutes?|hours?|days?|weeks?|months?|years?|quarters?|seconden|minuten|uur|uren|dag|dagen|werkdagen|kalenderdagen|weken|maanden|jaar|jaren|kwartalen)$/;
/** A currency in the asked phrase asks for money: "hoeveel euro korting", "how many dollars". */

export const CURRENCY = /^(euros?|eur|dollars?|usd|pounds?|ponden?|gbp)$/;

/**
 * A percentage word in the asked phrase asks for a percentage, wherever the phrase ends: "tot welk
 * percentage komen hogere kosten …" asks for the percentage, not for the costs after it.
 */
// A compound counts by its last part: "beschikbaarheidspercentage", "uptime-percentage" (h9 study).
const PERCENTAGE_WORD = /^([\p{L}-]*(percentages?|procent)|percent)$/u;

/**
 * Uptime and an availability level are stated as a share ("99,5 %", "98% per maand"): "what is
 * the uptime requirement", "de uptime-eis", "welk beschikbaarheidsniveau", "which availability
 * target" ask for a percentage (unseen-h15 study: "de uptime-eis" was answered by "the app is
 * available in the main languages"). The availability of a helpdesk ("when is it available")
 * asks for hours and stays a date.
 */
const UPTIME =
  /^(\p{L}*-?uptime(-\p{L}+)?|beschikbaarheids(eis|eisen|norm|niveau|level|garantie|doelstelling))$/u;
const LEVEL = /^(levels?|requirements?|targets?|guarantees?|norms?)$/;

/**
 * The kind of detail the asked phrase names by its last word (its head), a currency or a
 * percentage word anywhere in it; `counting` after "how many" or "within"; `nounBefore`: where the
 * phrase may have run on past its noun (askedSlot.ts), -1 when it did not.
 */
export function slotOfHead(
  phrase: readonly string[],
  question: string,
  counting: boolean,
  nounBefore = -1,
): AskedSlot | null {
  const head = phrase.at(-1);
  if (!head) return null;
  if (phrase.some((w) => CURRENCY.test(w))) return 'amount';
  if (phrase.some((w) => PERCENTAGE_WORD.test(w))) return 'percentage';
  if (phrase.some((w) => UPTIME.test(w)) || (phrase.includes('availability') && LEVEL.test(head))) {
    return 'percentage';
  }
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
