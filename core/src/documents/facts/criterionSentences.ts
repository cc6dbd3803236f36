/**
 * Criteria read from sentences and list items: a price/quality ratio ('prijs/kwaliteit 40/60'),
 * 'Factor 1: Technical Approach', and on award pages a criterion with its maximum points
 * ('Kwaliteit: maximaal 60 punten'), where a numbered list item opens a criterion and a lettered
 * or dashed one under it is a sub-criterion (failure class: criteria introduced by a dash or a
 * number). A sentence about the maximum or total score is not a criterion.
 */
import type { PriceQualityFact } from '../../model/documentFacts';
import { criteriaNamedInSentence } from './criterionNamedInSentence';
import { type Found, SCALE_WORDS, cleanName, foundAt } from './criterionNames';
import { NOW, changedInCell } from './changedCriteria';
import { MAX_POINTS, POINTS_ITEM, notCriterionPoints } from './criterionPoints';
import { formulaSplit } from './formulaSplit';
import { withoutWholeOfPoints } from './pointsOfWhole';
import { priceQualityInWords, splitInPoints, withoutMethodName } from './priceQualitySplit';
import type { Segment } from './reading';
import { splitOfTotal } from './splitOfTotal';
import { quoteOf } from './text';

/**
 * A ratio, its numbers in the order of its words: 'prijs/kwaliteit 40/60', and quality first
 * 'Quality:Price ratio of 70:30', 'kwaliteit-prijsverhouding 60:40' (failure class seen on the
 * fourth probe set).
 */
const PRICE_QUALITY =
  /\b(?:(prijs|price)\s*[/:-]\s*(?:kwaliteit|quality)|(kwaliteit|quality)\s*[/:-]\s*(?:prijs|price))\w*\D{0,20}?(\d{1,2})\s*[/:]\s*(\d{1,2})\b/i;
const DUTCH = /^(?:prijs|kwaliteit)$/i;
/** 'Factor 1: Technical Approach', 'Factor 2, Price', 'Factor 2- Price'. */
const FACTOR = /\bFactor (\d)\s*[:,\-–]\s*([A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+){0,3})/g;

/**
 * A criterion named in quotes with its points or weight in brackets: 'Voor perceel 2 vervangt het
 * criterium "Beschikbaarheid van het platform" (200 punten) criterium K1', 'the sub-criterion
 * "Social value" (10%) is added', 'criterion ‘Mobilisation plan’ (max. 50 points)' (failure class
 * seen on the tenth probe set: a lot's own criterion, or one a notice adds, in a sentence).
 */
const QUOTED =
  /\b(?:sub-?)?criteri(?:on|um)\s+["“'‘„]([^"”'’“]{3,80})["”'’]\s*\(\s*(?:max(?:imaal|imum)?\.?\s*|worth\s+)?(\d{1,4})\s*(punten|points|pts|marks|%|procent|percent)\s*\)/gi;

/** A verb that makes a name a sentence's words, not a criterion's (no parent of parts). */
const SENTENCE_VERB = /\b(?:will|shall|is|are|be|wordt|worden|zal|zullen)\b/i;
/** Words that open a criterion's parts within its sentence. */
const OF_WHICH = /\b(?:of which|waarvan|waaronder)\b/i;

/** A criterion numbered in its own words: 'Criterium 2 – Methode', 'Criterion 3: Price'. */
const CRITERION_NUMBER = /^\s*(?:gunnings|award |sub-?)?criteri(?:um|on)\s+(\d{1,2})\b/i;

export interface SentenceCriteria {
  readonly found: Found[];
  /** Criteria read from a price/quality ratio, a summary of the criteria. */
  readonly ratio: Set<Found>;
  readonly priceQuality: PriceQualityFact | null;
}

export function criteriaFromSentences(
  segments: readonly Segment[],
  awardPages: ReadonlySet<number>,
): SentenceCriteria {
  const found: Found[] = [];
  const ratio = new Set<Found>();
  let priceQuality: PriceQualityFact | null = null;
  const add = (f: Found | null) => {
    if (f) found.push(f);
    return f;
  };
  let listParent: { name: string; number: string } | null = null;
  /** The last criterion numbered in its words ('Criterium 2 – …', 'Criterion 3:'). */
  let numberedTop: { name: string; number: string } | null = null;
  for (const [i, s] of segments.entries()) {
    if (s.kind === 'row' && (s.cells?.length ?? 0) > 1) {
      // The split stated in one cell of a row, a data sheet's 'Evaluation method | Combined
      // scoring method: 70% technical, 30% financial' (eighteenth probe set's study): the cell
      // is the sentence. Its weights are no criteria here, as for any row.
      for (const cell of s.cells ?? []) {
        found.push(...changedInCell(s, cell));
        // Cheap test first: a split names its shares.
        if (priceQuality || !/%|procent|per ?cent|points|punten/i.test(cell)) continue;
        priceQuality = priceQualityInWords({ ...s, kind: 'sentence', text: cell });
      }
      continue;
    }
    const pq = PRICE_QUALITY.exec(s.text);
    // A ratio adds up to 100: '12:00' after 'prijs/kwaliteit' is a time.
    if (pq && Number(pq[3]) + Number(pq[4]) === 100) {
      const priceFirst = pq[1] !== undefined;
      const nl = DUTCH.test(pq[1] ?? pq[2]!);
      const [price, quality] = priceFirst
        ? [Number(pq[3]), Number(pq[4])]
        : [Number(pq[4]), Number(pq[3])];
      ratio.add(add(foundAt(nl ? 'Prijs' : 'Price', price, null, s, pq.index, 0.6))!);
      ratio.add(add(foundAt(nl ? 'Kwaliteit' : 'Quality', quality, null, s, pq.index, 0.6))!);
      priceQuality ??= {
        value: { price, quality },
        page: s.page,
        quote: quoteOf(s.text, pq.index),
        ...(s.section ? { section: s.section } : {}),
        confidence: 0.9,
        source: 'rules',
      };
    }
    // A split in words ('Kwaliteit weegt 60% en prijs 40%', 'weighting quality at 60 % and
    // price at 40 %') is the price/quality fact, and its two weights criteria like a ratio's:
    // a summary where the document lists its own price criterion.
    // Points of the whole ('60 van de 100 punten') read as points; quotes from the printed text.
    const text = withoutWholeOfPoints(s.text);
    const read = text === s.text ? s : { ...s, text };
    const inWords = priceQualityInWords(read);
    const split =
      inWords && read !== s
        ? { ...inWords, quote: printedQuote(s.text, text, inWords.quote) }
        : inWords;
    if (split) {
      const nl = /\b(?:prijs|kwaliteit)\b/i.test(s.text);
      // In the sentence's order, the method's name ('price-quality ratio') set aside.
      const words = withoutMethodName(s.text);
      const at = (word: RegExp) => Math.max(0, words.search(word));
      const { price, quality } = split.value;
      // The price side named as the sentence names it ('Quality 60% and Cost 40%', 'kwaliteit
      // 70% en kosten 30%'), so that its quote holds its name (ninth probe set's study).
      const priceWord = /\b(?:prijs|price|costs?|kosten)\b/i.exec(words)?.[0];
      const priceName = priceWord
        ? priceWord.charAt(0).toUpperCase() + priceWord.slice(1).toLowerCase()
        : nl
          ? 'Prijs'
          : 'Price';
      const both = [
        { name: priceName, weight: price, at: at(/\b(?:prijs|price|costs?|kosten)\b/i) },
        {
          name: nl ? 'Kwaliteit' : 'Quality',
          weight: quality,
          at: at(/\b(?:kwaliteit|quality)\b/i),
        },
      ].sort((x, y) => x.at - y.at);
      // A split in points ('Kwaliteit weegt voor 65 punten en prijs voor 35 punten') gives points.
      const inPoints = splitInPoints(text, price, quality);
      for (const c of both) {
        const [weight, points] = inPoints ? [null, c.weight] : [c.weight, null];
        ratio.add(add(foundAt(c.name, weight, points, s, c.at, 0.85))!);
      }
    }
    priceQuality ??=
      split ?? splitOfTotal(s) ?? formulaSplit(s, segments.slice(Math.max(0, i - 2), i));
    for (const f of s.text.matchAll(FACTOR))
      add(foundAt(cleanName(f[2]!), null, null, s, f.index, 0.8));
    if (!awardPages.has(s.page)) continue;
    for (const q of s.text.matchAll(QUOTED)) {
      const percent = /%|procent|percent/i.test(q[3]!);
      const [weight, points] = percent ? [Number(q[2]), null] : [null, Number(q[2])];
      if ((weight ?? 0) > 100) continue;
      add(foundAt(cleanName(q[1]!), weight, points, s, q.index + q[0].indexOf(q[1]!), 0.8));
    }
    // 'Voor het criterium X zijn maximaal 25 punten te behalen': the name between its words.
    const named = criteriaNamedInSentence(s);
    if (named.length > 0) {
      found.push(...named);
      continue;
    }
    // 'X is worth 25 points' weighs a criterion; the scale's own 'each criterion is worth' is
    // caught by its name (seventeenth probe set's study).
    const head = s.text.slice(0, 60).replace(/\b(?:is|are) worth(?=\s+\d)/gi, '');
    if (/\bYes\s*=/i.test(s.text) || SCALE_WORDS.test(head)) continue;
    // A list item: '1. Plan van aanpak (30%)' opens a criterion, 'a) Planning 10%' under it is a
    // sub-criterion.
    const isList = s.kind === 'listItem';
    const numbered = isList && /^\(?\d/.test(s.number ?? '');
    // A bulleted item numbered in its text under the criterion of that number ('Criterium 2 – …:
    // 35 punten, waarvan:' over '• 2.1 …: 15 punten'): its sub-criterion (fourteenth probe set).
    // Coded so too ('K1 …: 30 punten' over 'K1.1 …: 15 punten'): nineteenth probe set's study.
    const subNumber = /^(?:[•▪◦●*–-]\s*)?([A-Z]{0,2}\d{1,2})\.\d{1,2}\b/.exec(
      isList ? s.text : '',
    )?.[1];
    const underNumbered = subNumber !== undefined && numberedTop?.number === subNumber;
    const sub = (isList && !numbered && listParent !== null) || underNumbered;
    const parentName = underNumbered ? numberedTop!.name : (listParent?.name ?? null);
    // A list item that is a criterion and its points alone is read whole: its name may be longer
    // than a sentence's criterion, which MAX_POINTS would cut inside a word.
    const whole = isList ? POINTS_ITEM.exec(text.trim()) : null;
    // The split's own points are no criteria ('Quality accounts for 60 points and price for 40
    // points' gave 'Quality accounts for' and 'Price for': fifteenth probe set's study).
    /** The sentence's first criterion, and where its points end. */
    let first: { name: string; end: number } | null = null;
    for (const p of whole ? [whole] : split ? [] : text.matchAll(MAX_POINTS)) {
      if (notCriterionPoints(p)) continue;
      const name = cleanName(p[1]!);
      // 'X carries 30 points, of which Y is worth 20 points and Z 10 points', 'X weegt 40
      // punten, waarvan Y 15 punten': the criteria after 'of which' are X's (seventeenth set).
      const at = p.index ?? 0;
      const ofWhich = first !== null && OF_WHICH.test(s.text.slice(first.end, at + p[0].length));
      const parent = sub ? parentName : ofWhich ? first!.name : null;
      const f = add(foundAt(name, null, Number(p[2]), s, at, isList ? 0.85 : 0.7, parent));
      if (f && NOW.test(s.text)) f.changed = true;
      // Only a criterion opens the parts: not the scale's own words ('The proposal will be scored
      // out of 1,000 points, of which the technical part carries 700 points').
      if (f && f.points! > 0 && !sub && first === null && !SENTENCE_VERB.test(f.name)) {
        first = { name: f.name.charAt(0).toUpperCase() + f.name.slice(1), end: at + p[0].length };
      }
      if (name && numbered) listParent = { name, number: s.number! };
      const own =
        CRITERION_NUMBER.exec(s.text)?.[1] ??
        (isList ? /^(?:[•▪◦●*–-]\s*)?([A-Z]{1,2}\d{1,2})\s/.exec(s.text)?.[1] : undefined);
      if (name && !sub && own) numberedTop = { name, number: own };
    }
  }
  return { found, ratio, priceQuality };
}

/** The printed sentence's words where a quote of its blanked copy stands (same length, same places). */
function printedQuote(printed: string, blanked: string, quote: string): string {
  const at = blanked.indexOf(quote);
  return at < 0 ? quote : printed.slice(at, at + quote.length);
}
