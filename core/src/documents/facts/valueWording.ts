/**
 * More ways tenders state the contract's value or its ceiling (ninth probe set, docs/decisions.md
 * "Tender facts on the ninth probe set: parties, requirements, limits and terms"), read by
 * contractTerms.ts: a budget 'capped at' an amount, a bid price above an amount that is rejected
 * (the ceiling stated as a knock-out), and an amount said to be approximate, which is an
 * estimate even when the sentence calls it a budget.
 */

const MONEY = String.raw`(?:€|EUR|\$|USD|£|GBP)`;
/** A bid or its price, what a ceiling caps. */
const PRICED = String.raw`(?:totaalprijs|totaalbedrag|inschrijfprijs|inschrijvingsprijs|inschrijfsom|inschrijvingssom|aanbiedingsprijs|prijs|prijzen|prices?|bids?|tenders?|offers?|proposals?|quotations?|quotes?|inschrijvingen|inschrijving|offertes?|aanbiedingen|aanbieding)`;
const REJECTED = String.raw`(?:ter zijde|terzijde|uitgesloten|(?:leidt tot|leiden tot|leads? to|results? in|will result in)\s+(?:uitsluiting|exclusion|rejection)\b|ongeldig|niet (?:in behandeling|in de beoordeling|geaccepteerd|aanvaard)|rejected|excluded|eliminated|disqualified|set aside|not be (?:accepted|considered|evaluated))`;

/**
 * A bid price above an amount that is rejected ('Inschrijvingen waarvan de inschrijfsom hoger is
 * dan € 1.400.000 worden ter zijde gelegd', 'Tenders exceeding $250,000 will be rejected', 'Bids
 * over £80,000 will not be considered'): that amount is the ceiling. The rejection must follow in
 * the same sentence, so that a threshold for a guarantee or a law is not taken for it. The bid or
 * its price must be what is above the amount (eleventh probe set: 'Een inschrijver met sociale of
 * fiscale schulden van meer dan € 3.000 wordt uitgesloten' sets a limit on debts, no ceiling).
 * Fifteenth probe set: the amount named as the maximum ('Een totaalprijs boven het maximum van
 * € 700.000 leidt tot uitsluiting', 'A bid price above the maximum of $90,000 results in
 * rejection'), and exclusion or rejection as a noun, only after a verb that makes it the bid's
 * fate: the nouns alone name grounds for exclusion ('boven € 221.000 gelden de uitsluitingsgronden',
 * review of 28 Nov).
 */
export const REJECTED_ABOVE = new RegExp(
  String.raw`\b(?:hoger (?:is |zijn |ligt |liggen )?dan|boven|meer dan|above|exceeding|exceeds?|in excess of|more than|greater than|over)\s+(?:(?:het|the|a|de)\s+)?(?:(?:maximum|maximumbedrag|plafond|plafondbedrag|ceiling|cap)\s+(?:van|of)\s+)?(?=${MONEY})(?<=\b${PRICED}\b[^.;]{0,100})(?:[^.;]|\.(?=\d|-|\s*(?:btw|vat|gst|excl|incl|ex|exclusief|inclusief)\b)){0,140}?\b${REJECTED}`,
  'i',
);

/**
 * Funding up to an amount (tenth probe set: 'Service Area 3 is funded to a maximum of $650,000 per
 * season', 'funded up to £80,000', 'gefinancierd tot maximaal € 50.000'): a cap.
 */
const FUNDED = String.raw`\b(?:funded|financed|budgeted|gefinancierd|gebudgetteerd)\b[^.]{0,30}?\b(?:to a maximum of|up to|tot een maximum van|tot maximaal|maximaal)\b`;

/** Words that make a budget a cap ('capped at', 'a cap of', 'gemaximeerd op', 'begrensd op'). */
export const CAPPED = new RegExp(
  String.raw`\bcapped at\b|\ba cap of\b|\bgemaximeerd op\b|\bbegrensd (?:op|tot)\b|${FUNDED}`,
  'i',
);

/**
 * The amount for one lot capped (thirteenth probe set: 'Package 2 orders will not exceed R 8 000
 * 000,00', 'Het bedrag voor perceel C zal niet meer bedragen dan USD 300.000', 'The amount for Lot
 * C will not exceed …').
 */
const LOT_AMOUNT_CAPPED = String.raw`\b(?:bedrag|waarde|amount|value)\s+(?:voor|van|for|of|under)\s+(?:het\s+|the\s+)?(?:perceel|lot|package|portion)\s+[\dA-Z]{1,3}\b[^.]{0,40}\b(?:(?:zal|mag|kan) niet meer (?:bedragen|zijn) dan|(?:shall|will|must|may) not exceed)\b`;

/**
 * The orders under a framework capped ('Work orders under Portion 2 will not exceed $600,000 in any
 * year', 'The total value of Purchase Orders under Lot C shall not exceed', 'Het maximale bedrag
 * van de bestellingen onder perceel 2 bedraagt € 350.000'), and the buyer's budget for the
 * contract ('The Principal's budget for the Contract … is approximately $4.75 million'): twelfth
 * probe set's study.
 */
const ORDERS_CAPPED = String.raw`\b(?:(?:work|purchase|call-?off|task|service) orders?|(?:lot|package|portion|part) [\dA-Z]{1,3} orders)\b[^.]{0,60}\b(?:shall|will|must|may) not exceed\b|${LOT_AMOUNT_CAPPED}|\b(?:maximale|maximum) (?:bedrag|waarde) van (?:de |alle )?(?:bestellingen|afroepen|opdrachten|nadere overeenkomsten)\b|\bbudget for the (?:contract|agreement|framework|services|works)\b`;

/** A budget named before its cap ('The budget available for Part 2 is capped at …'). */
export const MORE_VALUE_WORDS = new RegExp(
  String.raw`${ORDERS_CAPPED}|\bbudget available\b|\b(?:indicative|indicatieve?) budget\b|\bmaximale budget\b|\bavailable budget\b|\bcapped at\b|\bgemaximeerd op\b|\bbegrensd (?:op|tot)\b|${FUNDED}`,
  'i',
);

/**
 * An amount said to be approximate ('circa € 2,4 miljoen', 'approximately $5.4 million', 'ca.
 * € 300.000', 'around £1m'): an estimate, never a ceiling, whatever the sentence calls it.
 */
const APPROXIMATE =
  /\b(?:circa|ca\.|ongeveer|naar schatting|zo'n|approximately|approx\.|around|about|roughly|some|in the (?:order|region) of|in de orde (?:van grootte )?van)\s*$/i;

export function isApproximate(text: string, at: number): boolean {
  return APPROXIMATE.test(text.slice(Math.max(0, at - 40), at));
}

/**
 * The top of a budget's range ('The indicative budget is between NZ$1.4m and NZ$1.9m', 'Het
 * budget ligt tussen € 200.000 en € 260.000'): the most the buyer means to pay, so a ceiling; its
 * bottom stays an estimate (fifteenth probe set). A range said to be estimated ('estimated at
 * between …', 'geraamd tussen …') is an estimate at both ends, as the second probe set labels it.
 */
const RANGE_TOP =
  /\b(?:between|tussen|from|van)\s+\S{0,4}\s?[\d.,]+(?:\s*(?:million|miljoen|m|mn))?\s+(?:and|en|to|tot)\s+(?:[A-Z]{1,3}\s?)?$/i;
/** A budget, Dutch compounds too ('projectbudget', 'het jaarbudget'): review of 28 Nov. */
const BUDGET_WORD = /\p{L}*budget\b/iu;
const ESTIMATED =
  /\b(?:estimated|estimate|geraamd|geschat|raming|geraamde|geschatte|expected|verwachte)\b/i;

/** The range's bottom, as the top reads it: 'between|tussen|from|van' before, 'and|en|to|tot' after. */
const RANGE_BOTTOM = /\b(?:between|tussen|from|van)\s+$/i;
const RANGE_BOTTOM_AFTER =
  /^\S{0,4}\s?[\d.,]+(?:\s*(?:million|miljoen|m|mn))?\s+(?:and|en|to|tot)\s/i;

/** Which end of a budget's range (not an estimated one) the amount at `at` is, if any. */
export function budgetRangeEnd(
  text: string,
  at: number,
  sentence: string,
): 'top' | 'bottom' | null {
  if (!BUDGET_WORD.test(sentence) || ESTIMATED.test(sentence)) return null;
  if (RANGE_TOP.test(text.slice(Math.max(0, at - 40), at))) return 'top';
  const bottom =
    RANGE_BOTTOM.test(text.slice(Math.max(0, at - 12), at)) &&
    RANGE_BOTTOM_AFTER.test(text.slice(at, at + 40));
  return bottom ? 'bottom' : null;
}

/** The currency a symbol or code before an amount names ('$' alone is read by contractTerms.ts). */
export const CURRENCY: Record<string, string> = {
  '€': 'EUR',
  EUR: 'EUR',
  $: 'USD',
  USD: 'USD',
  '£': 'GBP',
  GBP: 'GBP',
  AUD: 'AUD',
  NZD: 'NZD',
  CAD: 'CAD',
  // Thirteenth probe set: the rand ('R 19 500 000,00'), the rupee ('₹ 4.20 Crore', 'Rs.') and
  // other codes written before an amount ('SRD 15.000.000').
  R: 'ZAR',
  ZAR: 'ZAR',
  '₹': 'INR',
  'Rs.': 'INR',
  Rs: 'INR',
  INR: 'INR',
  SRD: 'SRD',
  CHF: 'CHF',
  // Fourteenth probe set: more codes written before an amount ('KES 96,500,000', 'XCG 6.750.000':
  // the Kenya shilling, the Caribbean guilder) and their neighbours in the same regions.
  KES: 'KES',
  UGX: 'UGX',
  TZS: 'TZS',
  NGN: 'NGN',
  GHS: 'GHS',
  SGD: 'SGD',
  HKD: 'HKD',
  XCG: 'XCG',
  ANG: 'ANG',
  AWG: 'AWG',
  // Sixteenth probe set: the Aruban florin as Aruba writes it ('Afl. 1.450.000,-'), and the
  // Antillean guilder's 'NAf.' beside it.
  'Afl.': 'AWG',
  Afl: 'AWG',
  'NAf.': 'ANG',
  NAf: 'ANG',
  // Seventeenth probe set: the Ghana cedi as Ghana writes it ('GH¢ 4,800,000', 'GH₵').
  'GH¢': 'GHS',
  'GH₵': 'GHS',
  // Nineteenth probe set: the Philippine peso ('PHP 21,400,000.00', '₱') and the Namibia dollar
  // by its code ('NAD'; 'N$' is read as a dollar with its country's letter, dollarBefore).
  PHP: 'PHP',
  '₱': 'PHP',
  NAD: 'NAD',
};

/** The codes above that also stand after an amount or before a security's ('7.400.000 XCG'). */
export const LATER_CODES = 'KES|UGX|TZS|NGN|GHS|SGD|HKD|XCG|ANG|AWG|PHP|NAD';

/**
 * The dollar a document means when it writes '$' alone (failure class seen on the fifth probe
 * set: an Australian state's '$2.6 million (excluding GST)' read as US dollars). Marks only one
 * country uses: its business number and time zones (ABN, AEST/AEDT/ACST/AWST; NZBN, NZST/NZDT),
 * and (tenth probe set) its currency named in words or by code ('Canadian dollars', 'CAD $14.5
 * million') and Canada's sales taxes (PST, HST, QST). With marks of none, or of two, '$' stays
 * US dollars.
 */
const DOLLAR_MARKS: [string, RegExp][] = [
  [
    'AUD',
    /\b(?:ABN|ACN|AEST|AEDT|ACST|ACDT|AWST|Australian Business Number|Australian dollars?|AUD)\b/,
  ],
  ['NZD', /\b(?:NZBN|NZST|NZDT|New Zealand Business Number|New Zealand dollars?|NZD)\b/],
  ['CAD', /\b(?:Canadian dollars?|CAD|PST|HST|QST)\b/],
  // Fourteenth probe set: Singapore ('S$', its time, its dollars by name, its GeBIZ portal).
  ['SGD', /\b(?:Singapore dollars?|SGD|SGT|Singapore time|GeBIZ)\b|\bS\$\s?\d/],
  ['HKD', /\b(?:Hong Kong dollars?|HKD|HKT)\b|\bHK\$\s?\d/],
  // Nineteenth probe set: Namibia ('N$ 4,850,000.00 (… Namibia dollars)').
  ['NAD', /\b(?:Namibian? dollars?|NAD)\b|\bN\$\s?\d/],
];
export function dollarOf(segments: readonly { text: string }[]): string {
  const marked = DOLLAR_MARKS.filter(([, mark]) => segments.some((s) => mark.test(s.text)));
  return marked.length === 1 ? marked[0]![0] : 'USD';
}

/** A code written before the '$' ('CAD $14.5 million', 'C$', 'A$2.6m', 'NZ$', 'US$'). */
const DOLLAR_PREFIX: Record<string, string> = {
  CAD: 'CAD',
  CA: 'CAD',
  C: 'CAD',
  AUD: 'AUD',
  AU: 'AUD',
  A: 'AUD',
  NZD: 'NZD',
  NZ: 'NZD',
  USD: 'USD',
  US: 'USD',
  // Fourteenth probe set: 'S$3,200,000' is the Singapore dollar (read as US dollars before).
  SGD: 'SGD',
  SG: 'SGD',
  S: 'SGD',
  HKD: 'HKD',
  HK: 'HKD',
  // Seventeenth probe set: the Caribbean dollars ('TT$4,200,000', 'EC$', 'J$', 'BDS$').
  TTD: 'TTD',
  TT: 'TTD',
  XCD: 'XCD',
  EC: 'XCD',
  JMD: 'JMD',
  J: 'JMD',
  BBD: 'BBD',
  BDS: 'BBD',
  // Nineteenth probe set: the Namibia dollar ('N$ 4,850,000.00', read as US dollars before).
  NAD: 'NAD',
  N: 'NAD',
};
export function dollarBefore(before: string): string | undefined {
  // A letter or two only glued to the sign ('A$', not 'Part A $500').
  const m =
    /(?:^|[^A-Za-z])(?:(CAD|AUD|NZD|USD|SGD|HKD|TTD|XCD|JMD|BBD|NAD)\s?|(CA|C|AU|A|NZ|US|SG|S|HK|TT|EC|J|BDS|N))$/.exec(
      before,
    );
  const code = m?.[1] ?? m?.[2];
  return code ? DOLLAR_PREFIX[code] : undefined;
}

/**
 * An amount with its currency before it. Thirteenth probe set: the rand as 'R' before a grouped
 * amount ('R 19 500 000,00', 'R8,000,000'; a lone 'R 12' is no amount), the rupee ('₹', 'Rs.',
 * 'INR') with the lakh grouping ('₹ 7,50,000') and in crore or lakh ('₹ 4.20 Crore'), and 'SRD'.
 */
export const AMOUNT = new RegExp(
  String.raw`(€|EUR|\$|USD|£|GBP|AUD|NZD|CAD|ZAR|INR|SRD|CHF|(?<![A-Za-z])(?:Afl|NAf)\.?(?=\s?\d)|(?<![A-Za-z])(?:${LATER_CODES})(?![A-Za-z])|GH[¢₵]|₹|₱|Rs\.|Rs(?= )|(?<![\p{L}\d])R(?=\s?\d{1,3}(?:[ ,]\d{3})+))\s?(\d{1,2}(?:,\d{2})+,\d{3}(?!\d)|\d{1,3}(?:[.,]\d{3})+|\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?!\d)|\d+)(?:[.,](\d{1,2}|-))?(?:\s*(miljoen|million|mln\.?|duizend|thousand|[Cc]rores?|[Ll]akhs?|k|(?<=\d)mn?)\b)?(?:\s*(?:euro|EUR|dollars?))?`,
  'gu',
);
