/**
 * The contract's size: an estimated value or a ceiling ('geraamde opdrachtwaarde € 1.200.000',
 * 'maximum budget of $500,000', 'estimates ... $25,000,000.00 ... not a ceiling'). Only read in a
 * sentence that says it is about the contract's value, so that insurance sums and thresholds of
 * laws are not taken for it. Its length (term and extensions) is contractDurations.ts.
 */
import type { ValueFact } from '../../model/documentFacts';
import { isOldOfChange } from './changedValues';
import { CEILING_HEADER, withHeaderCurrency } from './currencyHeaderColumns';
import { parseNumber } from './numbers';
import { SENTENCE_END, type Segment } from './reading';
import { quoteOf } from './text';
import {
  CAPPED,
  AMOUNT,
  CURRENCY,
  LATER_CODES,
  MORE_VALUE_WORDS,
  REJECTED_ABOVE,
  dollarBefore,
  dollarOf,
  isApproximate,
  budgetRangeEnd,
} from './valueWording';

/** Sixteenth probe set's study: the value named by the procurement ('Estimated procurement value'). */
const VALUE_WORDS =
  /\b(?:geraamde|geschatte|verwachte|totale|maximale)? ?(?:opdracht|contract|aanbestedings)?waarde\b|\bestimated (?:total )?cost of the (?:consultancy|contract|assignment|services|works|project)\b|\bbudget (?:is )?geraamd (?:op|van)\b|\b(?:aanneemsom|opdrachtsom|contractsom|opdracht|overeenkomst|kosten|budget)\b (?:wordt|is|werd) (?:geraamd|geschat) op\b|\b(?:contract sum|contract price|total cost|budget)\b[^.]{0,40}\b(?:is|are) estimated at\b|\bestimated (?:total |annual )?(?:contract |procurement |tender )?(?:value|expenditure|spend)|\bvalues? of\b[^.]{0,100}\b(?:is|are) estimated\b|\bestimates?\b[^.]{0,80}\b(?:volume|value)|\bvolume of purchases|\bplafondbedrag|\b(?:engineer['’]?s|owner['’]?s|pre-?bid|independent|official) (?:cost )?estimate\b|\b(?:directie|kosten|budget)raming\b|\bbudget beschikbaar\b|\bbeschikbare budget\b|\b(?:lump sum|price|sum|totaalprijs|inschrijvingsprijs|compensation|payments?|budget)\b[^.]{0,60}\b(?:shall|will|must|may) not exceed\b|\b(?:contract|total|overall) value\b[^.]{0,80}\b(?:is|are) (?:estimated|expected)\b|\b(?:raamt|ramen|schat|schatten)\b[^.]{0,40}\b(?:opdracht|overeenkomst|raamovereenkomst(?:en)?|waarde|kosten)\b[^.]{0,20}\bop\b|\b(?:geraamde|geschatte|verwachte) (?:budget|omvang|kosten)\b|\b(?:maximum|maximaal|beschikbaar|total) budget|\b(?:maximum|totaal)budget\b|\bbudget ?plafond\b|\bupset (?:limit|price)\b|\baffordability (?:cap|limit|ceiling|envelope)\b|\bbudget (?:cap|envelope)\b|\bbudget (?:is|of|bedraagt|van|ligt)|\bceiling\b|\bnot[- ]to[- ]exceed\b|\braming\b|\b(?:amount|value|price) of the (?:resulting |awarded )?(?:[\w ]{0,20} )?(?:contract|agreement)\b[^.]{0,120}\b(?:shall|will|must|may) not exceed\b|\bvalue of (?:each |every )?lot\b(?:\s+\d{1,2})?[^.]{0,60}\b(?:shall|will|must|may) not exceed\b|\bmaximum (?:total )?(?:amount|value) of the (?:[\w-]+ )?(?:contracts?|agreements?)\b|\b(?:maximale|maximum|totale|geraamde|geschatte) bedrag van de (?:raam)?(?:overeenkomst|opdracht)\b|\bmaxim(?:um|ale|aal) (?:inschrijf(?:som|prijs)|inschrijvingsprijs|inschrijvingssom|aanneemsom|offerteprijs)\b|\bmaximum (?:tender|bid|contract|offer) (?:price|sum|amount|value)\b|\b(?:waarde|omvang) van (?:de (?:opdracht|overeenkomst|raamovereenkomst)|(?:elk |ieder )?perceel(?:\s+\d{1,2})?)\b[^.]{0,80}\b(?:bedraagt|is geraamd|wordt geraamd|mag niet)/i;
/**
 * 'maximum duration', 'maximale looptijd' name a term's limit, not the value's (CEILING); also
 * with the length between ('the maximum four-year duration', 'de maximale vierjarige looptijd'):
 * eleventh probe set, once '(excl. VAT)' no longer ended the value's sentence before it.
 */
const CEILING =
  /\bplafond|\bceiling\b|\bupset (?:limit|price)\b|\baffordability (?:cap|limit|ceiling|envelope)\b|\bbudget (?:cap|envelope)\b|\bmaximumbudget\b|\bbudgetplafond\b|\bmaximum(?! (?:[a-z0-9]+[- ](?:years?|months?)\s+)?(?:duration|term|period|length|contract (?:period|term)))|\bmaximaal(?! (?:looptijd|duur))|\bmaximale (?!(?:[a-z0-9-]+jarige\s+)?(?:looptijd|duur))|\bnot[- ]to[- ]exceed|\b(?:shall|will|must|may) not exceed\b|\bmag niet (?:hoger zijn dan|overschrijden)|\b(?:zal|mag|kan) niet meer (?:bedragen|zijn) dan\b|\bbudget\b/i;
/**
 * 'Het geraamde budget', 'the estimated budget': an estimate, though 'budget' alone reads as a cap;
 * so is a budget the sentence says is estimated ('The total budget … is estimated at KES …', 'Het
 * budget wordt geraamd op …': fourteenth probe set).
 */
const NOT_CEILING =
  /\bbudget\b[^.]{0,60}\b(?:is|are|wordt|werd) (?:estimated|geraamd|geschat)\b(?![^.]{0,80}\b(?:not exceed|plafond|maximaal|ceiling))|\bnot a ceiling|\bgeen plafond|\bno ceiling|\bbudget (?:is )?geraamd\b|\b(?:geraamde|geschatte|verwachte|estimated|expected|indicative|indicatieve) budget\b(?![^.]{0,80}\b(?:not exceed|plafond|maximaal|ceiling))/i;
/**
 * A table column headed as a value ('Maximale waarde (excl. btw)', 'Estimated value', 'Budget'):
 * its amounts are values of the row's lot (failure class seen on the second probe set), a ceiling
 * when the header says so. Seventeenth probe set's study: 'Indicative budget (excl. VAT and
 * levies)' per lot (an estimate), and a value header run into the cell before it by a PDF table's
 * reading ('Omschrijving Maximale opdrachtwaarde (excl. btw)'), where an adjective names it.
 */
const VALUE_HEADER =
  /^(?:(?:maximale|geraamde|geschatte|totale|indicatieve|maximum|estimated|total|annual|indicative)\s+)*(?:waarde|opdrachtwaarde|value|contract value|budget|plafond|ceiling|raming|estimate|approved budget|ABC)\b|\s(?:(?:maximale|geraamde|geschatte|indicatieve|maximum|estimated|indicative)\s+)+(?:waarde|opdrachtwaarde|value|contract value|budget)(?:\s*\([^()]{1,40}\))?$/i;

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
const AMOUNT_AFTER = new RegExp(
  String.raw`(?<![\d.,€$£])(\d{1,3}(?:[.,]\d{3})+|\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?!\d)|\d+)(?:[.,](\d{1,2}|-))?(?:\s*(miljoen|million|mln\.?|duizend|thousand)\b)?\s*(euro|EUR|GBP|USD|${LATER_CODES})\b`,
  'g',
);

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
    const kind =
      (CEILING.test(h) || CEILING_HEADER.test(h.trim())) && !NOT_CEILING.test(h)
        ? 'ceiling'
        : 'estimate';
    // A bare amount under a header that gives the currency ('ABC (PHP)' over '12,600,000.00').
    const cell = columns[i] ?? '';
    const read = withHeaderCurrency(h, cell) ?? cell;
    for (const { m, amount } of amountsOf(read)) {
      if (amount < 1000 || seen.has(`${kind}|${amount}`)) continue;
      seen.add(`${kind}|${amount}`);
      out.push({
        value: { kind, amount, currency: currencyOf(m, read, dollar) },
        page: s.page,
        quote: quoteOf(s.text, Math.max(0, s.text.indexOf(read === cell ? m[0] : cell.trim()))),
        ...(s.section ? { section: s.section } : {}),
        confidence: 0.8,
        source: 'rules',
      });
    }
  });
}

/**
 * A minimum right before an amount: 'minimaal', 'minstens', 'ten minste', 'at least', 'not less
 * than' (and its currency). A value something must at least reach is a requirement's threshold.
 */
const MINIMUM_BEFORE =
  /\b(?:minimaal|minstens|minimum(?: of| van)?|ten minste|tenminste|at least|not less than|no less than|niet minder dan)\s*(?:€|eur(?:o)?|\$|£|aud|usd|nzd|gbp)?\s*$/i;

/**
 * A minimum named as the subject of the amount's sentence, before it: 'De minimale waarde van de
 * referentieopdracht wordt verlaagd van USD 50.000 naar USD 30.000', 'The minimum value of each
 * reference contract is £30,000' (twentieth probe set's study: a reference's threshold read as
 * two estimates of this contract, far from the minimum's word).
 */
const MINIMUM_SUBJECT =
  /\b(?:minimale|minimum|minimal)[\s-]+(?:(?:jaar|annual|contract|opdracht)[\s-]*)?(?:waarde|value|omvang|size|omzet|turnover)\b|\bminimum(?:waarde|omzet)\b/i;

function minimumNamedBefore(text: string, own: string, at: number): boolean {
  // Cheap test first: the word opens every form.
  if (!/minim/i.test(own)) return false;
  const start = text.indexOf(own);
  const m = MINIMUM_SUBJECT.exec(own);
  return m !== null && start >= 0 && start + m.index < at;
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

/** The value words, global for matchAll: built once, not per paragraph. */
const VALUE_WORDS_ALL = [VALUE_WORDS, MORE_VALUE_WORDS, REJECTED_ABOVE].map(
  (w) => new RegExp(w.source, 'gi'),
);

export function extractValues(segments: readonly Segment[]): ValueFact[] {
  const out: ValueFact[] = [];
  const seen = new Set<string>();
  const dollar = segments.some((s) => s.text.includes('$')) ? dollarOf(segments) : 'USD';
  for (const s of segments) {
    if (s.kind === 'row') valuesOfRow(s, out, seen, dollar);
    // Every place the paragraph names a value: a second statement further on ('… €3.1m. For Lot 3
    // the maximum budget is €240,000') is read too (ninth probe set).
    // Pre-filter: every amount has a digit; a paragraph without one states no value.
    if (!/\d/.test(s.text)) continue;
    const words = VALUE_WORDS_ALL.flatMap((w) => [...s.text.matchAll(w)]);
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
      // A minimum is a requirement's threshold, never this contract's value: references 'elk met
      // een waarde van minstens 200.000 euro', 'each of a value not less than €80,000' (the
      // sixteenth and eighteenth probe sets' studies: a reference's value read as the estimate).
      if (MINIMUM_BEFORE.test(s.text.slice(Math.max(0, at - 30), at))) continue;
      // Only the amount's own sentence says whether it is a ceiling: a paragraph that goes on
      // about the term ('… £4.2 million. … giving a maximum of seven years') caps no value
      // (eighth probe set).
      const own = sentenceAt(s.text, at);
      if (minimumNamedBefore(s.text, own, at)) continue;
      // An approximate amount ('circa € 2,4 miljoen') is an estimate whatever the sentence calls it.
      const capped = CEILING.test(own) || CAPPED.test(own) || REJECTED_ABOVE.test(own);
      // A budget's range: its top is a ceiling, its bottom an estimate (fifteenth probe set).
      const end = budgetRangeEnd(s.text, at, own);
      const kind =
        end === 'top' ||
        (end === null && capped && !NOT_CEILING.test(own) && !isApproximate(s.text, at))
          ? 'ceiling'
          : 'estimate';
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
