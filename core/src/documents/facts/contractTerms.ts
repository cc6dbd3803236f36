/**
 * The contract's size and length: an estimated value or a ceiling ('geraamde opdrachtwaarde
 * € 1.200.000', 'maximum budget of $500,000', 'estimates ... $25,000,000.00 ... not a ceiling'),
 * the initial term ('looptijd van 4 jaar', 'a five-year period') and options to extend ('2 x 1
 * jaar verlengen', 'option to extend for one (1) additional year'). Only read in a sentence that
 * says it is about the contract's value or term, so that insurance sums, thresholds of laws,
 * service hours and retention periods are not taken for them.
 */
import type { DurationFact, DurationUnit, ValueFact } from '../../model/documentFacts';
import { isOldOfChange } from './changedValues';
import { NUMBER, NUMBER_WORD, parseNumber } from './numbers';
import { SENTENCE_END, type Segment } from './reading';
import { quoteOf } from './text';
import { SERVICE_PERIOD_EXTENDED, SERVICE_PERIOD_OF, verbLastExtensions } from './extensionWording';
import { TERM_RUNS, UNIT, termsAsSum } from './termWording';
import {
  CAPPED,
  AMOUNT,
  CURRENCY,
  MORE_VALUE_WORDS,
  REJECTED_ABOVE,
  dollarBefore,
  dollarOf,
  isApproximate,
} from './valueWording';

const VALUE_WORDS =
  /\b(?:geraamde|geschatte|verwachte|totale|maximale)? ?(?:opdracht|contract)?waarde\b|\bestimated (?:total )?cost of the (?:consultancy|contract|assignment|services|works|project)\b|\bbudget (?:is )?geraamd (?:op|van)\b|\bestimated (?:total |annual )?(?:contract )?(?:value|expenditure|spend)|\bvalues? of\b[^.]{0,100}\b(?:is|are) estimated\b|\bestimates?\b[^.]{0,80}\b(?:volume|value)|\bvolume of purchases|\bplafondbedrag|\bbudget beschikbaar\b|\bbeschikbare budget\b|\b(?:lump sum|price|sum|totaalprijs|inschrijvingsprijs|compensation|payments?|budget)\b[^.]{0,60}\b(?:shall|will|must|may) not exceed\b|\b(?:contract|total|overall) value\b[^.]{0,80}\b(?:is|are) (?:estimated|expected)\b|\b(?:raamt|ramen|schat|schatten)\b[^.]{0,40}\b(?:opdracht|overeenkomst|raamovereenkomst(?:en)?|waarde|kosten)\b[^.]{0,20}\bop\b|\b(?:geraamde|geschatte|verwachte) (?:budget|omvang|kosten)\b|\b(?:maximum|maximaal|beschikbaar|total) budget|\b(?:maximum|totaal)budget\b|\bbudgetplafond\b|\bupset (?:limit|price)\b|\baffordability (?:cap|limit|ceiling|envelope)\b|\bbudget (?:cap|envelope)\b|\bbudget (?:is|of|bedraagt|van)|\bceiling\b|\bnot[- ]to[- ]exceed\b|\braming\b|\b(?:amount|value|price) of the (?:resulting |awarded )?(?:[\w ]{0,20} )?(?:contract|agreement)\b[^.]{0,120}\b(?:shall|will|must|may) not exceed\b|\bvalue of (?:each |every )?lot\b(?:\s+\d{1,2})?[^.]{0,60}\b(?:shall|will|must|may) not exceed\b|\bmaximum (?:total )?(?:amount|value) of the (?:[\w-]+ )?(?:contracts?|agreements?)\b|\b(?:maximale|maximum|totale|geraamde|geschatte) bedrag van de (?:raam)?(?:overeenkomst|opdracht)\b|\bmaxim(?:um|ale|aal) (?:inschrijf(?:som|prijs)|inschrijvingsprijs|inschrijvingssom|aanneemsom|offerteprijs)\b|\bmaximum (?:tender|bid|contract|offer) (?:price|sum|amount|value)\b|\b(?:waarde|omvang) van (?:de (?:opdracht|overeenkomst|raamovereenkomst)|(?:elk |ieder )?perceel(?:\s+\d{1,2})?)\b[^.]{0,80}\b(?:bedraagt|is geraamd|wordt geraamd|mag niet)/i;
/**
 * 'maximum duration', 'maximale looptijd' name a term's limit, not the value's (CEILING); also
 * with the length between ('the maximum four-year duration', 'de maximale vierjarige looptijd'):
 * eleventh probe set, once '(excl. VAT)' no longer ended the value's sentence before it.
 */
const CEILING =
  /\bplafond|\bceiling\b|\bupset (?:limit|price)\b|\baffordability (?:cap|limit|ceiling|envelope)\b|\bbudget (?:cap|envelope)\b|\bmaximumbudget\b|\bbudgetplafond\b|\bmaximum(?! (?:[a-z0-9]+[- ](?:years?|months?)\s+)?(?:duration|term|period|length|contract (?:period|term)))|\bmaximaal(?! (?:looptijd|duur))|\bmaximale (?!(?:[a-z0-9-]+jarige\s+)?(?:looptijd|duur))|\bnot[- ]to[- ]exceed|\b(?:shall|will|must|may) not exceed\b|\bmag niet (?:hoger zijn dan|overschrijden)|\b(?:zal|mag|kan) niet meer (?:bedragen|zijn) dan\b|\bbudget\b/i;
/** 'Het geraamde budget', 'the estimated budget': an estimate, though 'budget' alone reads as a cap. */
const NOT_CEILING =
  /\bnot a ceiling|\bgeen plafond|\bno ceiling|\bbudget (?:is )?geraamd\b|\b(?:geraamde|geschatte|verwachte|estimated|expected|indicative|indicatieve) budget\b(?![^.]{0,80}\b(?:not exceed|plafond|maximaal|ceiling))/i;
/**
 * A table column headed as a value ('Maximale waarde (excl. btw)', 'Estimated value', 'Budget'):
 * its amounts are values of the row's lot (failure class seen on the second probe set), a ceiling
 * when the header says so.
 */
const VALUE_HEADER =
  /^(?:(?:maximale|geraamde|geschatte|totale|maximum|estimated|total|annual)\s+)*(?:waarde|opdrachtwaarde|value|contract value|budget|plafond|ceiling|raming|estimate)\b/i;

/**
 * A dollar amount followed by its ISO code is in that currency ('$385,000 CAD', '$2.1 million
 * AUD'): failure class seen on the third probe set, a Canadian budget read as US dollars.
 */
function currencyOf(m: RegExpMatchArray, text: string, dollar = 'USD'): string {
  const symbol = CURRENCY[m[1]!]!;
  if (m[1] !== '$') return symbol;
  const code = /^\s*(CAD|AUD|NZD|USD|SGD|HKD)\b/.exec(text.slice(m.index! + m[0].length));
  return code ? code[1]! : (dollarBefore(text.slice(0, m.index)) ?? dollar);
}

/**
 * An amount with its currency written after it ('1.240.000,00 euro exclusief btw', '2,5 miljoen
 * euro', '850 000 EUR', '£' is always before): eighth probe set, a Belgian raming and ceiling lost.
 * Rewritten to the symbol-first shape, so that one reading serves both.
 */
const AMOUNT_AFTER =
  /(?<![\d.,€$£])(\d{1,3}(?:[.,]\d{3})+|\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?!\d)|\d+)(?:[.,](\d{1,2}|-))?(?:\s*(miljoen|million|mln\.?|duizend|thousand)\b)?\s*(euro|EUR|GBP|USD)\b/g;

function amountsOf(text: string) {
  const before = [...text.matchAll(AMOUNT)];
  const after = [...text.matchAll(AMOUNT_AFTER)]
    .filter(
      (a) =>
        !before.some((b) => a.index < b.index! + b[0].length && b.index! < a.index + a[0].length),
    )
    .map((a) => {
      const groups = [a[0], a[4]!.toLowerCase() === 'euro' ? 'EUR' : a[4]!.toUpperCase()];
      return Object.assign([...groups, a[1], a[2], a[3]] as unknown as RegExpMatchArray, {
        index: a.index,
        input: text,
      });
    });
  return [...before, ...after].map((m) => {
    const scale = (m[4] ?? '').toLowerCase();
    // '€ 4,8 miljoen': a scaled amount keeps its decimals (failure class seen on the probe).
    const decimals = scale && m[3] && m[3] !== '-' && /^\d+$/.test(m[2]!) ? `,${m[3]}` : '';
    // 'EUR 2 400 000': the EU's thin spaces between thousands (failure class, fourth probe set).
    // '₹ 7,50,000': the lakh grouping, read as its digits.
    const digits = /^\d{1,2}(?:,\d{2})+,\d{3}$/.test(m[2]!) ? m[2]!.replace(/,/g, '') : m[2]!;
    let amount = parseNumber(`${digits.replace(/[ \u00a0\u202f]/g, '')}${decimals}`)!;
    // '€3.1m', '£2mn': the abbreviated million of UK and Irish tenders (ninth probe set).
    if (/^(?:miljoen|million|mln|mn?$)/.test(scale)) amount = Math.round(amount * 1_000_000);
    else if (/^(duizend|thousand|k)$/.test(scale)) amount = Math.round(amount * 1_000);
    else if (/^crore/.test(scale)) amount = Math.round(amount * 10_000_000);
    else if (/^lakh/.test(scale)) amount = Math.round(amount * 100_000);
    return { m, at: m.index ?? 0, amount, scale };
  });
}

function valuesOfRow(s: Segment, out: ValueFact[], seen: Set<string>, dollar: string) {
  const header = s.header;
  const columns = s.columns;
  if (!header || !columns) return;
  header.forEach((h, i) => {
    if (!VALUE_HEADER.test(h.trim()) || columns[i] === h) return;
    const kind = CEILING.test(h) && !NOT_CEILING.test(h) ? 'ceiling' : 'estimate';
    for (const { m, amount } of amountsOf(columns[i] ?? '')) {
      if (amount < 1000 || seen.has(`${kind}|${amount}`)) continue;
      seen.add(`${kind}|${amount}`);
      out.push({
        value: { kind, amount, currency: currencyOf(m, columns[i] ?? '', dollar) },
        page: s.page,
        quote: quoteOf(s.text, Math.max(0, s.text.indexOf(m[0]))),
        ...(s.section ? { section: s.section } : {}),
        confidence: 0.8,
        source: 'rules',
      });
    }
  });
}

/** The sentence of `text` that holds the position `at`. */
function sentenceAt(text: string, at: number): string {
  let start = 0;
  for (const part of text.split(SENTENCE_END)) {
    const i = text.indexOf(part, start);
    if (at < i + part.length) return part;
    start = i + part.length;
  }
  return text;
}

export function extractValues(segments: readonly Segment[]): ValueFact[] {
  const out: ValueFact[] = [];
  const seen = new Set<string>();
  const dollar = segments.some((s) => s.text.includes('$')) ? dollarOf(segments) : 'USD';
  for (const s of segments) {
    if (s.kind === 'row') valuesOfRow(s, out, seen, dollar);
    // Every place the paragraph names a value: a second statement further on ('… €3.1m. For Lot 3
    // the maximum budget is €240,000') is read too (ninth probe set).
    const words = [VALUE_WORDS, MORE_VALUE_WORDS, REJECTED_ABOVE].flatMap((w) => [
      ...s.text.matchAll(new RegExp(w.source, 'gi')),
    ]);
    if (!words.length) continue;
    for (const { m, at, amount, scale } of amountsOf(s.text)) {
      // The amount must follow the words closely, in the same sentence.
      // Words after the amount count only in its own sentence (thirteenth probe set: 'The
      // budget … is R 19 500 000,00. Package 2 orders will not exceed R 8 000 000,00' made the
      // budget a ceiling through the next sentence's words).
      const near = (w: RegExpExecArray) =>
        at >= w.index - 40 &&
        at <= w.index + 200 &&
        (w.index <= at || !SENTENCE_END.test(s.text.slice(at, w.index + 1)));
      if (!words.some(near)) continue;
      if (amount < 1000) continue;
      // Only the amount's own sentence says whether it is a ceiling: a paragraph that goes on
      // about the term ('… £4.2 million. … giving a maximum of seven years') caps no value
      // (eighth probe set).
      const own = sentenceAt(s.text, at);
      // An approximate amount ('circa € 2,4 miljoen') is an estimate whatever the sentence calls it.
      const capped = CEILING.test(own) || CAPPED.test(own) || REJECTED_ABOVE.test(own);
      const kind =
        capped && !NOT_CEILING.test(own) && !isApproximate(s.text, at) ? 'ceiling' : 'estimate';
      const key = `${kind}|${amount}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({
        value: { kind, amount, currency: currencyOf(m, s.text, dollar) },
        page: s.page,
        quote: quoteOf(s.text, at),
        ...(s.section ? { section: s.section } : {}),
        // A scaled amount ('1,5 miljoen') is checked against digits only by the user.
        confidence: scale ? 0.7 : 0.85,
        source: 'rules',
        // 'changed from £400,000 to £450,000': the old amount is history (changedValues.ts).
        ...(isOldOfChange(s.text, at, at + m[0].length) ? { replaced: true } : {}),
      });
    }
  }
  return out;
}

const TERM_WORDS =
  /\b(?:assignment|work|works|services?|project|contract|agreement)\b[^.]{0,40}\b(?:completed|finished|delivered)\s+within\b|\b(?:opdracht|werkzaamheden|project)\b[^.]{0,60}\bbinnen\b[^.]{0,40}\b(?:afgerond|opgeleverd|voltooid|uitgevoerd)\b|\blooptijd\b|\bduur van de (?:overeenkomst|opdracht|raamovereenkomst)|\baangegaan voor\b|\bperiod of performance\b|\bcontract (?:term|period|duration)\b|\binitial (?:term|period)\b|\bterm of (?:the|this) (?:contract|agreement|BPA)|\b(?:contract|agreement|overeenkomst|raamovereenkomst|opdracht|assignment)\b[^.]{0,60}\b(?:for a period of|for a term of|voor een periode van|voor de duur van|voor een termijn van)|\b(?:contracts?|agreements?|(?:raam)?overeenkomst(?:en)?|opdracht)\b[^.;]{0,60}\b(?:(?:concluded|entered into|signed) for|(?:loopt|lopen|duurt|duren) (?:over|gedurende)|(?:runs?|lasts?) for|(?:gesloten|afgesloten) voor)\b/i;
const EXTENSION_WORDS = /\bverleng|\boption(?:s|al)? (?:to|period)|\bextend|\bextension|\brenew/i;
// No word boundary before the number: 'één' starts with a letter the boundary does not count.
// The number may be repeated in words in brackets ('24 (twenty-four) months': thirteenth probe set).
const TERM = new RegExp(
  String.raw`(?<![A-Za-zÀ-ÿ0-9])(${NUMBER})(?:\s*\((\d{1,3})\)|\s*\((?:${NUMBER_WORD})\))?[\s-]+${UNIT}\b`,
  'gi',
);
/** '2 x 1 jaar', 'twee keer met een jaar', 'two (2) one-year options'. */
const EXTENSION = new RegExp(
  String.raw`\b(${NUMBER})(?:\s*\(\d\))?\s*(?:x|keer|maal|times)\s*(?:(?:stilzwijgend|automatisch|uitdrukkelijk|tacitly|automatically|expressly)\s+)?(?:(?:verlengd|verlengen|renewed|extended)\s+(?:worden\s+)?)?(?:met\s*|for\s+)?(?:telkens\s*)?(?:een periode van\s*)?(${NUMBER})(?:\s*\(\d{1,3}\))?[\s-]+${UNIT}|\b(${NUMBER})(?:\s*\(\d\))?\s+(?:additional\s+|optional\s+)?(${NUMBER})[\s-]+${UNIT}\s+(?:option|extension|renewal|period|term)s?|\b(${NUMBER})(?:\s*\(\d\))?\s+(?:further|additional|optional|more|extension|renewal|aanvullende|opeenvolgende)?\s*(?:(?:option|optional|extension|verlengings?)\s+)?(?:periods?|terms?|perioden|periodes)\s+(?:of|van)\s+(?:telkens\s+|maximaal\s+|up to\s+)?(${NUMBER})(?:\s*\(\d{1,3}\))?[\s-]+${UNIT}|\b(?:extend\w*\s+(?:the\s+|this\s+)?(?:[\w-]+\s+){0,4}?(?:agreement|contract|term|assignment|services)|(?:overeenkomst|opdracht|contract)\b[^.?]{0,40}?\bverleng\w*)\b[^.?]{0,40}?\b(?:for|met|by)\s+(?:(?:an?|een)\s+)?(?:(?:further|additional|aanvullende|extra)\s+)?(?:(?:period|term|periode|termijn)(?:\s+or\s+periods)?\s+(?:of|van)\s+)?(?:up to\s+|a further\s+|an additional\s+|maximaal\s+|ten hoogste\s+){0,2}(${NUMBER})(?:\s*\(\d{1,3}\))?\s+(?:additional\s+|further\s+|extra\s+)?${UNIT}|\b(?:option|optie)\s+(?:to extend|om te verlengen)\s+(?:for|met|by)\s+(?:up to\s+|maximaal\s+)?(?:an?\s+|een\s+)?(?:further\s+|additional\s+|aanvullende\s+)?(?:(?:period|term|periode|termijn)\s+(?:of|van)\s+)?(?:up to\s+|maximaal\s+|ten hoogste\s+)?(${NUMBER})(?:\s*\(\d{1,3}\))?\s+${UNIT}|\b(?:extendable|extensible|renewable|verlengbaar)\s+(?:by|for|met)\s+(?:up to\s+|a further\s+|an additional\s+|maximaal\s+|ten hoogste\s+)?(${NUMBER})(?:\s*\(\d{1,3}\))?\s+${UNIT}`,
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
    if (amount === null || !(amount > 0) || amount > 120) return;
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
    const term =
      TERM_WORDS.exec(s.text) ??
      TERM_RUNS.exec(s.text) ??
      (servicePeriodExtended ? SERVICE_PERIOD_OF.exec(s.text) : null);
    if (!term) continue;
    for (const m of s.text.matchAll(TERM)) {
      if (m.index < term.index - 20) continue;
      // A term stated as a minimum ('elk met een looptijd van ten minste twaalf maanden') is a
      // requirement on a reference contract, not this contract's term (probe failure class).
      if (AT_LEAST.test(s.text.slice(Math.max(0, m.index - 20), m.index))) continue;
      // A period after the contract ends ('insurance … for 5 years after its end', 'bewaard tot
      // zeven jaar na afloop') or the maximum duration with all options ('over de maximale looptijd
      // van acht jaar') is no initial term: failure class seen on the fourth probe set.
      if (AFTER_END.test(s.text.slice(m.index + m[0].length, m.index + m[0].length + 40))) continue;
      if (MAXIMUM_TERM.test(s.text.slice(Math.max(0, m.index - 100), m.index))) continue;
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
  return out;
}
