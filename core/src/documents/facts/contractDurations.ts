/**
 * The contract's length: the initial term ('looptijd van 4 jaar', 'a five-year period') and options
 * to extend ('2 x 1 jaar verlengen', 'option to extend for one (1) additional year'). Only read in
 * a sentence that says it is about the contract's term, so that service hours and retention
 * periods are not taken for it. Its value is contractTerms.ts.
 */
import type { DurationFact, DurationUnit } from '../../model/documentFacts';
import { NUMBER, NUMBER_WORD, parseNumber } from './numbers';
import type { Segment } from './reading';
import { quoteOf } from './text';
import { termAsDates } from './termAsDates';
import { SERVICE_PERIOD_EXTENDED, SERVICE_PERIOD_OF, verbLastExtensions } from './extensionWording';
import { TERM_RUNS, UNIT, termsAsSum } from './termWording';
import { PHASE_EN, PHASE_NL, deliveryFromStart, totalDuration } from './termFromStart';

const TERM_WORDS =
  /\b(?:assignment|work|works|services?|project|contract|agreement)\b[^.]{0,40}\b(?:completed|finished|delivered)\s+within\b|\b(?:achieve|reach|attain)\s+(?:(?:Substantial|Practical)\s+)?Completion\s+within\b|\bcomplete\s+(?:the|all)\s+(?:Work|Works|work|works|project)\s+within\b|\b(?:uitvoeringstermijn|uitvoeringsduur|bouwtijd)\b|\b(?:opdracht|werkzaamheden|project)\b[^.]{0,60}\bbinnen\b[^.]{0,40}\b(?:afgerond|opgeleverd|voltooid|uitgevoerd)\b|\blooptijd\b|\bduur van de (?:overeenkomst|opdracht|raamovereenkomst)|\baangegaan voor\b|\bperiod of performance\b|\bcontract (?:term|period|duration)\b|\binitial (?:term|period)\b|\bterm of (?:the|this) (?:contract|agreement|BPA)|\b(?:contract|agreement|overeenkomst|raamovereenkomst|opdracht|assignment)\b[^.]{0,60}\b(?:for a period of|for a term of|voor een periode van|voor de duur van|voor een termijn van)|\b(?:contracts?|agreements?|(?:raam)?overeenkomst(?:en)?|opdracht)\b[^.;]{0,60}\b(?:(?:concluded|entered into|signed) for|(?:loopt|lopen|duurt|duren) (?:over|gedurende)|(?:runs?|lasts?) for|(?:gesloten|afgesloten) voor|(?:shall|will|is to|must) have a duration of|has a duration of|heeft een duur van)\b/i;
/**
 * 'The service contract shall have a duration of thirty-six (36) months …, with an option for the
 * Agency to extend it once for a further twelve (12) months' (sixteenth probe set's study): the
 * term said as the contract's duration, and the contract extended as 'it' in the same sentence.
 */
const EXTENSION_WORDS = /\bverleng|\boption(?:s|al)? (?:to|period)|\bextend|\bextension|\brenew/i;
// No word boundary before the number: 'één' starts with a letter the boundary does not count.
// The number may be repeated in words in brackets ('24 (twenty-four) months': thirteenth probe set).
// Fifteenth probe set: a works contract's term as the time to complete it ('shall achieve
// Substantial Completion within two hundred forty (240) calendar days', 'De uitvoeringstermijn
// bedraagt 120 kalenderdagen'); 'calendar days' and 'kalenderdagen' are days. Never a sum's
// later part ('a 2+1+1 years basis': its last '1 years' is an option, termWording.ts reads it).
const TERM = new RegExp(
  String.raw`(?<![A-Za-zÀ-ÿ0-9+])(?<!\+\s)(${NUMBER})(?:\s*\((\d{1,3})\)|\s*\((?:${NUMBER_WORD})\))?[\s-]+(?:calendar\s+|kalender)?${UNIT}\b`,
  'gi',
);
/**
 * '2 x 1 jaar', 'twee keer met een jaar', 'two (2) one-year options'; the length repeated in its
 * brackets too, 'two (2) additional one (1) year terms', 'three (3) further one (1) year periods'
 * (twentieth probe set's study).
 */
const EXTENSION = new RegExp(
  String.raw`\b(${NUMBER})(?:\s*\(\d\))?\s*(?:x|keer|maal|times)\s*(?:(?:stilzwijgend|automatisch|uitdrukkelijk|tacitly|automatically|expressly)\s+)?(?:(?:verlengd|verlengen|renewed|extended)\s+(?:worden\s+)?)?(?:met\s*|for\s+)?(?:telkens\s*)?(?:een periode van\s*)?(${NUMBER})(?:\s*\(\d{1,3}\))?[\s-]+${UNIT}|\b(${NUMBER})(?:\s*\(\d\))?\s+(?:additional\s+|optional\s+|further\s+)?(${NUMBER})(?:\s*\(\d{1,3}\))?[\s-]+${UNIT}\s+(?:option|extension|renewal|period|term)s?|\b(${NUMBER})(?:\s*\(\d\))?\s+(?:further|additional|optional|more|extension|renewal|aanvullende|opeenvolgende)?\s*(?:(?:option|optional|extension|verlengings?)\s+)?(?:periods?|terms?|perioden|periodes)\s+(?:of|van)\s+(?:telkens\s+|maximaal\s+|up to\s+)?(${NUMBER})(?:\s*\(\d{1,3}\))?[\s-]+${UNIT}|\b(?:extend\w*\s+(?:the\s+|this\s+)?(?:[\w-]+\s+){0,4}?(?:agreement|contract|term|assignment|services|${PHASE_EN})|extend\w*\s+it(?<=\b(?:contract|agreement)\b[^.?]{0,140})|(?:overeenkomst|opdracht|contract|${PHASE_NL})\b[^.?]{0,40}?\bverleng\w*)\b[^.?]{0,40}?\b(?:for|met|by)\s+(?:(?:an?|een)\s+)?(?:(?:further|additional|aanvullende|extra)\s+)?(?:(?:period|term|periode|termijn)(?:\s+or\s+periods)?\s+(?:of|van)\s+)?(?:up to\s+|a further\s+|an additional\s+|maximaal\s+|ten hoogste\s+){0,2}(${NUMBER})(?:\s*\(\d{1,3}\))?\s+(?:additional\s+|further\s+|extra\s+)?${UNIT}|\b(?:option|optie)\s+(?:to extend|om te verlengen)\s+(?:for|met|by)\s+(?:up to\s+|maximaal\s+)?(?:an?\s+|een\s+)?(?:further\s+|additional\s+|aanvullende\s+)?(?:(?:period|term|periode|termijn)\s+(?:of|van)\s+)?(?:up to\s+|maximaal\s+|ten hoogste\s+)?(${NUMBER})(?:\s*\(\d{1,3}\))?\s+${UNIT}|\b(?:extendable|extensible|renewable|verlengbaar)\s+(?:by|for|met)\s+(?:up to\s+|a further\s+|an additional\s+|maximaal\s+|ten hoogste\s+)?(${NUMBER})(?:\s*\(\d{1,3}\))?\s+${UNIT}`,
  'gi',
);

const AT_LEAST =
  /\b(?:ten minste|tenminste|minimaal|at least|a minimum of|no less than|not less than)\s*$/i;

const AFTER_END =
  /^\s*(?:after|following|beyond|na)\s+(?:(?:the|its|their|het|de|zijn|haar)\s+)?(?:end|expiry|expiration|termination|completion|einde|afloop|beëindiging)\b/i;
/**
 * 'maximum duration of', and (fifth probe set) 'The maximum term of the Agreement including all
 * options is', 'De maximale looptijd inclusief verlengingen bedraagt': words may sit between the
 * limit and its number.
 */
const MAXIMUM_TERM =
  /\b(?:maximale|maximum|totale maximale|total)\s+(?:looptijd|duur|duration|term|contract (?:period|term))\b[^.]{0,60}?\s(?:van|of|is|bedraagt)(?:\s+(?:dus|daarmee|derhalve|therefore|thus|so|then|in totaal|in total))?\s*$/i;

const LOOK_BACK = /\b(?:the\s+)?(?:past|last|previous|preceding|afgelopen|laatste|voorgaande)\s*$/i;

function unitOf(raw: string): DurationUnit {
  if (/jaar|jaren|year/i.test(raw)) return 'years';
  if (/maand|month/i.test(raw)) return 'months';
  if (/week/i.test(raw)) return 'weeks';
  return 'days';
}

export function extractDurations(segments: readonly Segment[]): DurationFact[] {
  const out: DurationFact[] = [];
  const seen = new Set<string>();
  const add = (
    s: Segment,
    at: number,
    kind: 'initial' | 'extension',
    amount: number | null,
    unit: string,
    count: number,
  ) => {
    // A term in days may run past 120 ('240 calendar days' to complete a works contract).
    const most = unitOf(unit) === 'days' ? 730 : 120;
    if (amount === null || !(amount > 0) || amount > most) return;
    const key = `${kind}|${amount}|${unitOf(unit)}|${count}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({
      value: { kind, amount, unit: unitOf(unit), count },
      page: s.page,
      quote: quoteOf(s.text, at),
      ...(s.section ? { section: s.section } : {}),
      confidence: 0.8,
      source: 'rules',
    });
  };
  const servicePeriodExtended = segments.some((s) => SERVICE_PERIOD_EXTENDED.test(s.text));
  for (const s of segments) {
    const extension = EXTENSION_WORDS.test(s.text);
    let matchedExtension = false;
    if (extension) {
      for (const m of s.text.matchAll(EXTENSION)) {
        matchedExtension = true;
        if (m[1] !== undefined)
          add(s, m.index, 'extension', parseNumber(m[2]!), m[3]!, parseNumber(m[1]) ?? 1);
        else if (m[4] !== undefined)
          add(s, m.index, 'extension', parseNumber(m[5]!), m[6]!, parseNumber(m[4]!) ?? 1);
        // 'two further periods of twelve months each', 'twee opeenvolgende perioden van een jaar'.
        else if (m[7] !== undefined)
          add(s, m.index, 'extension', parseNumber(m[8]!), m[9]!, parseNumber(m[7]!) ?? 1);
        // 'extend the agreement once for up to six (6) additional months', 'verlengen met zes
        // maanden' (failure class seen on the third probe set): one extension, twice if it says so;
        // 'the option to extend for a further period of up to 24 months' (fourth probe set).
        else
          add(
            s,
            m.index,
            'extension',
            parseNumber(m[10] ?? m[12] ?? m[14]!),
            m[11] ?? m[13] ?? m[15]!,
            /\btwice\b|\btweemaal\b/i.test(m[0]) ? 2 : 1,
          );
      }
    }
    if (extension && !matchedExtension)
      for (const e of verbLastExtensions(s.text)) {
        matchedExtension = true;
        add(s, e.at, 'extension', e.amount, e.unit, e.count);
      }
    for (const t of termsAsSum(s.text)) add(s, t.at, t.kind, t.amount, t.unit, t.count);
    // The work's total duration is its term where the paragraph counts no options in it, over
    // the lengths of its parts before it.
    const total = totalDuration(s.text);
    const term =
      total ??
      TERM_WORDS.exec(s.text) ??
      TERM_RUNS.exec(s.text) ??
      deliveryFromStart(s.text) ??
      (servicePeriodExtended ? SERVICE_PERIOD_OF.exec(s.text) : null);
    if (!term) continue;
    // A total's term is the number right after it, never its parts before ('… works 8 months').
    const from = total ? total.index + total[0].length : term.index - 20;
    for (const m of s.text.matchAll(TERM)) {
      if (m.index < from) continue;
      // A term stated as a minimum ('elk met een looptijd van ten minste twaalf maanden') is a
      // requirement on a reference contract, not this contract's term (probe failure class).
      if (AT_LEAST.test(s.text.slice(Math.max(0, m.index - 20), m.index))) continue;
      // A period after the contract ends ('insurance … for 5 years after its end', 'bewaard tot
      // zeven jaar na afloop') or the maximum duration with all options ('over de maximale looptijd
      // van acht jaar') is no initial term: failure class seen on the fourth probe set.
      if (AFTER_END.test(s.text.slice(m.index + m[0].length, m.index + m[0].length + 40))) continue;
      const totalHere = total !== null && m.index === total.index + total[0].length;
      if (!totalHere && MAXIMUM_TERM.test(s.text.slice(Math.max(0, m.index - 100), m.index)))
        continue;
      // A look-back window ('work completed within the past five years', 'uitgevoerd in de
      // afgelopen drie jaar') dates a reference, not this contract (sixth probe set).
      if (LOOK_BACK.test(s.text.slice(Math.max(0, m.index - 30), m.index))) continue;
      // A number in an extension clause is the option, not the initial term.
      const clause = s.text.slice(Math.max(0, m.index - 60), m.index);
      const isOption = extension && /verleng|option|extend|renew/i.test(clause);
      if (isOption && matchedExtension) continue;
      const amount = m[2] ? parseNumber(m[2]) : parseNumber(m[1]!);
      add(s, m.index, isOption ? 'extension' : 'initial', amount, m[3]!, 1);
      if (!isOption) break;
    }
  }
  // A term given only as its first and last day ('runs from 1 July 2027 to 30 June 2030'), where
  // no initial term is stated in words.
  if (!out.some((d) => d.value.kind === 'initial')) {
    for (const s of segments) {
      const period = termAsDates(s.text);
      if (!period) continue;
      add(s, period.at, 'initial', period.months, 'months', 1);
      break;
    }
  }
  return out;
}
