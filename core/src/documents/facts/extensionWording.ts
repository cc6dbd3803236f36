/**
 * An option to extend stated with its verb last or in the passive (ninth probe set,
 * docs/decisions.md "Tender facts on the ninth probe set: parties, requirements, limits and
 * terms"): 'De raamovereenkomst kan daarna eenmaal met maximaal twee jaar worden verlengd', 'De
 * opdracht kan tweemaal met een jaar worden verlengd', 'The agreement may be extended once by up
 * to two years', 'The contract can be renewed twice for a further 12 months'. Read by
 * contractTerms.ts when its own extension wording reads nothing in the paragraph.
 */
import { NUMBER, parseNumber } from './numbers';
import { PHASE_EN, PHASE_NL } from './termFromStart';
import { CONTRACT_NL } from './termWording';

const UNIT = String.raw`(jaar|jaren|years?|maanden|months?)`;
const TIMES = String.raw`(eenmaal|éénmaal|eenmalig|één keer|een keer|tweemaal|twee keer|driemaal|once|twice|three times)`;
const SPAN = String.raw`(?:(?:een periode van|a (?:further |maximum )?period of)\s+)?(?:maximaal|ten hoogste|nog|up to|a further|an additional|a maximum of|no more than)?\s*(${NUMBER})(?:\s*\(\d{1,3}\))?\s+${UNIT}`;

/**
 * A service or maintenance period the buyer may extend is a term of the contract (tenth probe
 * set: 'De opdrachtgever kan de onderhoudsperiode eenmalig met ten hoogste 1 jaar verlengen');
 * a works contract's defects period that is not extended stays none (contractTerms.ts).
 */
export const SERVICE_PERIOD_NL = String.raw`(?:onderhouds|beheer|dienstverlenings|service|exploitatie)(?:periode|termijn)`;
export const SERVICE_PERIOD_EN = String.raw`(?:maintenance|service|support|operating|operation) (?:period|term)`;

/**
 * 'een onderhoudsperiode van 3 jaar', 'a maintenance period of three years': the contract's term
 * only in a document that extends that period (tenth probe set); a defects period alone is none.
 */
const SERVICE_PERIOD = String.raw`(?:${SERVICE_PERIOD_NL}|${SERVICE_PERIOD_EN})`;
export const SERVICE_PERIOD_OF = new RegExp(
  String.raw`\b${SERVICE_PERIOD}\s+(?:van|of)\s+(?=\S)`,
  'i',
);
export const SERVICE_PERIOD_EXTENDED = new RegExp(
  String.raw`\b${SERVICE_PERIOD}\b[^.]{0,80}\b(?:verleng|extend|renew)|\b(?:extend|renew)\w*\s+(?:the|this|each)\s+${SERVICE_PERIOD_EN}\b`,
  'i',
);

/**
 * A tacit or automatic renewal in the passive, whatever its subject ('Zij wordt stilzwijgend
 * verlengd met telkens één jaar', 'It is automatically renewed for successive periods of one
 * year'): eleventh probe set, the agreement named by a pronoun in the sentence before. Only a
 * tacit or automatic renewal: 'wordt verlengd met twee weken' may be a deadline's. Fourteenth probe
 * set: with a modal and its count before it ('Ze kan drie keer stilzwijgend worden verlengd met
 * telkens twaalf maanden', 'It may automatically be renewed twice for …').
 */
const TACIT_TIMES = String.raw`(?:eenmaal|éénmaal|één keer|een keer|tweemaal|twee keer|driemaal|drie keer|viermaal|vier keer|once|twice|three times|four times)`;
const TACIT = String.raw`\b(?:(?:wordt|worden|is|are|will be|shall be)\s+(?:(?:telkens|jaarlijks|each time)\s+)?|(?:kan|kunnen|mag|mogen|may|can)\s+(?:${TACIT_TIMES}\s+)?(?:be\s+)?)(?:stilzwijgend|automatisch|tacitly|automatically)\s+(?:(?:worden|be)\s+)?(?:${TACIT_TIMES}\s+)?(?:verlengd|extended|renewed)\s+(?:${TACIT_TIMES}\s+)?(?:met|by|for)\s+(?:telkens\s+|each time\s+|(?:successive|consecutive|further) periods? of\s+)?${SPAN}`;

/**
 * Options counted as rights ('with two rights of renewal of one (1) year each', 'two options to
 * extend of 12 months', 'met twee verlengingsopties van elk één jaar'): fifteenth probe set. And
 * counted as extensions ('with one extension of twelve (12) months', 'with two extensions of 12
 * months each', 'met twee verlengingen van elk één jaar'): seventeenth probe set's study.
 */
const RIGHTS = String.raw`\b(${NUMBER})(?:\s*\(\d\))?\s+(?:(?:rights?|options?)\s+(?:of|to)\s+(?:renewal|extension|renew|extend)|verlengingsopties|verlengingsmogelijkheden|(?:opties|mogelijkheden)\s+tot\s+verlenging|extensions?|renewals?|verlenging(?:en)?)\s+(?:of|for|van)\s+(?:elk\s+|telkens\s+|each\s+)?${SPAN}`;

const VERB_LAST = new RegExp(
  String.raw`\b(?:${CONTRACT_NL}|opdracht|contract|${SERVICE_PERIOD_NL}|${PHASE_NL})\b[^.?]{0,80}?\b(?:${TIMES}\s+)?met\s+${SPAN}\s+(?:(?:worden\s+)?verlengd|verlengen)\b|\b(?:agreement|contract|term|arrangement|${SERVICE_PERIOD_EN}|${PHASE_EN})\b[^.?]{0,60}?\b(?:may|can|shall|will|could)\s+be\s+(?:extended|renewed)\s+(?:${TIMES}\s+)?(?:by|for)\s+${SPAN}|\b(?:may|can|shall|will|could)\s+(?:extend|renew)\s+(?:the|this|each|every)\s+${SERVICE_PERIOD_EN}\s+(?:${TIMES}\s+)?(?:by|for)\s+${SPAN}|${TACIT}|${RIGHTS}`,
  'gi',
);

/** '… met een maximum van twee verlengingen', '… up to a maximum of three renewals'. */
const TACIT_COUNT = new RegExp(
  String.raw`\b(?:met een maximum van|maximaal|ten hoogste|up to a maximum of|a maximum of|up to|no more than)\s+(${NUMBER})\s+(?:verlengingen|keer|maal|renewals|extensions|times)\b`,
  'i',
);

const COUNT: Record<string, number> = {
  twice: 2,
  tweemaal: 2,
  'twee keer': 2,
  driemaal: 3,
  'three times': 3,
  'drie keer': 3,
  viermaal: 4,
  'vier keer': 4,
  'four times': 4,
};
const TACIT_TIMES_IN = new RegExp(String.raw`\b${TACIT_TIMES}(?=\s)`, 'i');

/** Each extension a paragraph states this way: where, how long, in what unit, how many times. */
export function verbLastExtensions(
  text: string,
): { at: number; amount: number | null; unit: string; count: number }[] {
  return [...text.matchAll(VERB_LAST)].map((m) => {
    const times = (m[1] ?? m[4] ?? m[7] ?? '').toLowerCase();
    // A tacit renewal's count stands after it ('…, met een maximum van twee verlengingen').
    const tacitCount =
      m[10] !== undefined ? TACIT_COUNT.exec(text.slice(m.index, m.index + 200))?.[1] : undefined;
    // … or inside it, before the verb ('kan drie keer stilzwijgend worden verlengd').
    const tacitTimes =
      m[10] !== undefined ? TACIT_TIMES_IN.exec(m[0])?.[0].toLowerCase() : undefined;
    // Rights or options counted before their length ('two rights of renewal of one year').
    if (m[12] !== undefined)
      return {
        at: m.index,
        amount: parseNumber(m[13]!),
        unit: m[14]!,
        count: parseNumber(m[12]) ?? 1,
      };
    return {
      at: m.index,
      amount: parseNumber(m[2] ?? m[5] ?? m[8] ?? m[10]!),
      unit: m[3] ?? m[6] ?? m[9] ?? m[11]!,
      count: tacitCount ? (parseNumber(tacitCount) ?? 1) : (COUNT[tacitTimes ?? times] ?? 1),
    };
  });
}
