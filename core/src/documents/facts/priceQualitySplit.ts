/**
 * The price/quality split stated in a sentence rather than as 'prijs/kwaliteit 40/60' (failure
 * class: the split in words, seen on the held-out probe tenders): 'a ratio of sixty per cent
 * quality to forty per cent price', 'Kwaliteit weegt voor 65% en prijs voor 35%'. The sentence
 * names price and quality once each and two percentages that add up to 100, either each after
 * its word (word, %, word, %) or each before it (%, word, %, word); any other order is left alone.
 * Dutch compounds name the same ('de kwaliteitscriteria samen voor veertig procent', seen on the
 * second probe set). What is not price is quality: 'the non-price criteria at 70%', 'de
 * niet-prijscriteria 60%' (failure class seen on the fifth probe set). Points of a score of 100
 * are the same split ('Cost is worth 30 points; the non-cost criteria together 70 points', 'prijs
 * levert 30 punten op en kwaliteit 70 punten': seventh probe set); points that do not add up to
 * 100 are no split. Failing a sentence, the split is read from the criteria themselves
 * (splitOfCriteria). The sides named as the proposal's parts or the criteria's kinds ('The
 * technical component carries a weight of 70% and the financial component 30%', 'the qualitative
 * criteria account for 60% of the weighted score and price for 40%', 'de kwalitatieve criteria',
 * 'het financieel deel'): twelfth probe set's study.
 */
import type { AwardCriterionFact, PriceQualityFact } from '../../model/documentFacts';
import { UNSURE } from './criterionBalance';
import { FRACTION_WEIGHT, NUMBER, fractionPercent, parseNumber } from './numbers';
import type { Segment } from './reading';
import { quoteOf } from './text';
import { escapeRegExp } from '../../text/escapeRegExp';

/**
 * 'Technical' and 'financial' alone name the proposal's two parts only as the last word of a
 * side, after its weight: '70% technical, 30% financial', '70% technisch en 30% financieel'
 * (eighteenth probe set's study, a data sheet's combined scoring method); not 'financial
 * standing 40%', 'technical capacity'. Or before its weight, the side named first: 'in a 60/40
 * ratio: technical 60%, price 40%', 'technisch 70%, prijs 30%' (seventeenth probe set's study).
 */
const SIDE_ALONE = String.raw`(?=\s*(?:[,;.)]|$|and\b|en\b|:?\s*\d{1,3}\s*(?:%|procent\b|per ?cent\b)))`;
/** A weight as a fraction of one (numbers.ts FRACTION_WEIGHT): seventeenth probe set's study. */
const FRACTION_WEIGHT_ONCE = new RegExp(FRACTION_WEIGHT, 'i');
const TOKEN = new RegExp(
  String.raw`\b(price|pricing|prijs(?:component|deel)?|costs?|kosten|fee proposal|financial (?:proposal|offer|component|part|score)|financiële (?:aanbieding|component|score)|financieel deel|(?:financial|financieel)${SIDE_ALONE})\b|\b(quality|kwaliteit(?:scriteri(?:a|um)|saspecten|sdeel|scomponent)?|technical (?:proposal|offer|component|part|score)|technische (?:aanbieding|component|score)|technisch deel|(?:technical|technisch)${SIDE_ALONE}|qualitative (?:criteria|criterion|component|part|elements)|kwalitatieve (?:criteria|gunningscriteria|component|aspecten)|non-(?:price|cost)(?: criteria| criterion| elements| factors)?|niet-prijs(?:criteria|criterium|gerelateerde criteria)?)\b|(?<![\w.,])(${NUMBER})\s*(?:%|procent\b|percent\b|per cent\b|points\b|punten\b)|${FRACTION_WEIGHT}`,
  'gi',
);

/** What follows a percentage that is a share of something, not of the score. */
const SHARE =
  /^\s*(?:of|van)\s+(?!(?:the\s+|de\s+|het\s+)?(?:total|totale|overall|weighted|gewogen|score|points|punten|marks|weighting|weging|beoordeling|evaluation)\b)/i;

/** Words that divide a total into its parts: 'waarvan', 'of which', 'verdeeld over', 'split into'. */
const OF_WHICH =
  /\b(?:waarvan|of which|verdeeld (?:over|in)|divided (?:into|between)|split (?:into|between))\b/i;

type Token = { kind: 'price' | 'quality' | 'percent'; value: number; at: number };

/**
 * Both weights after both words, 'respectively': 'Prijs en kwaliteit wegen 40 en 60 procent',
 * 'price and quality weigh 30% and 70% respectively' (failure class seen on the third probe set).
 */
const RESPECTIVELY = new RegExp(
  String.raw`\b(?:(price|prijs)|quality|kwaliteit)\s+(?:en|and)\s+(?:price|prijs|quality|kwaliteit)\b[^.;:]{0,40}?(?<![\w.,])(${NUMBER})\s*(?:%|procent|percent|per cent)?\s+(?:en|and)\s+(${NUMBER})\s*(?:%|procent\b|percent\b|per cent\b)`,
  'i',
);

/**
 * Both words, then the split as a ratio: 'De verhouding tussen prijs en kwaliteit is 35/65', 'the
 * ratio of price to quality is 30:70' (failure class seen on the sixth probe set).
 */
const RATIO_AFTER = new RegExp(
  String.raw`\b(?:(price|prijs)|quality|kwaliteit)\s+(?:en|and|to|tot)\s+(?:price|prijs|quality|kwaliteit)\b[^.;]{0,25}?(?<![\w.,/])(\d{1,2})\s*[/:]\s*(\d{1,2})(?![\d/]|[.,]\d)`,
  'i',
);

/**
 * Each weight before its word, the two set against each other: '70% quality to 30% price', '60%
 * quality versus 40% price', '40% prijs tegenover 60% kwaliteit', 'kwaliteit 60% / prijs 40%' in
 * a clause of its own ('Price will be scored as 70% quality to 30% price: the lowest price
 * receives 30 points …', whose further price words spoil the sentence's count: tenth probe set).
 */
const SET_AGAINST = new RegExp(
  String.raw`(?<![\w.,])(${NUMBER})\s*(?:%|procent|percent|per cent)\s+(?:(price|prijs)|quality|kwaliteit)\s+(?:to|versus|vs\.?|against|tegenover|ten opzichte van|and|en|\/)\s+(${NUMBER})\s*(?:%|procent|percent|per cent)\s+(?:price|prijs|quality|kwaliteit)\b`,
  'i',
);

function respectively(s: Segment): PriceQualityFact | null {
  const against = SET_AGAINST.exec(s.text);
  const m = RESPECTIVELY.exec(s.text) ?? RATIO_AFTER.exec(s.text);
  const [a, b, priceFirst, index] = against
    ? [parseNumber(against[1]!), parseNumber(against[3]!), against[2] !== undefined, against.index]
    : m
      ? [parseNumber(m[2]!), parseNumber(m[3]!), m[1] !== undefined, m.index]
      : [null, null, false, 0];
  if (a === null || b === null || a + b !== 100) return null;
  const [price, quality] = priceFirst ? [a, b] : [b, a];
  return {
    value: { price, quality },
    page: s.page,
    quote: quoteOf(s.text, index),
    ...(s.section ? { section: s.section } : {}),
    confidence: 0.85,
    source: 'rules',
  };
}

/**
 * The award method's name ('the best price-quality ratio', 'de beste prijs-kwaliteitverhouding',
 * 'price/quality ratio') names price and quality without weighing either: it is no word of the
 * split (failure class seen on the fourth probe set: 'awarded to the best price-quality ratio,
 * weighting quality at 60 % and price at 40 %').
 */
const METHOD_NAME =
  /\b(?:price|prijs|cost)\s*[-/]\s*(?:quality|kwaliteit)s?\s*-?\s*(?:ratio|verhouding|balance)?|\b(?:quality|kwaliteit)\s*[-/]\s*(?:price|prijs)s?\s*-?\s*(?:ratio|verhouding)?(?!\s*(?:ratio\s+)?(?:of\s+)?\d)/gi;

/** The text with the award method's name blanked (same length, so that places still hold). */
export const withoutMethodName = (text: string) =>
  text.replace(METHOD_NAME, (m) => ' '.repeat(m.length));

/**
 * Brackets that are no part of the split, blanked: one that explains a word and weighs nothing ('De
 * prijs (total cost of ownership over acht jaar) weegt 40%'), or a share within a side ('65%
 * quality (of which social value 10%) and 35% price', 'waarvan'): failure classes seen on the sixth
 * probe set. A bracketed weight ('quality (60%)') stays.
 */
const withoutAsides = (text: string) =>
  text.replace(/\(([^()]{1,120})\)/g, (m, inner: string) =>
    !/%|procent|per ?cent/i.test(inner) ||
    /^\s*(?:of which|waarvan|waaronder|including|inclusief)\b/i.test(inner)
      ? ' '.repeat(m.length)
      : m,
  );

export function priceQualityInWords(s: Segment): PriceQualityFact | null {
  const said = respectively(s);
  if (said) return said;
  const tokens: Token[] = [];
  // Blanked, not cut: the tokens keep their place in the sentence for the quote.
  const text = withoutAsides(withoutMethodName(s.text));
  for (const m of text.matchAll(TOKEN)) {
    if (m[3] !== undefined || m[4] !== undefined) {
      const value = m[4] !== undefined ? fractionPercent(m[4]) : parseNumber(m[3]!);
      // '60% of the respondents' is a share of something else, not a weight.
      if (value === null || SHARE.test(text.slice(m.index + m[0].length))) return null;
      tokens.push({ kind: 'percent', value, at: m.index });
    } else tokens.push({ kind: m[1] ? 'price' : 'quality', value: 0, at: m.index });
  }
  // A word that leads up to the split and weighs nothing ('award on quality only: quality 100%,
  // price 0%', 'uitsluitend op kwaliteit: kwaliteit 100%, prijs 0%'): a word before a word is
  // dropped (failure class seen on the seventh probe set).
  while (tokens.length > 4 && tokens[0]!.kind !== 'percent' && tokens[1]!.kind !== 'percent') {
    tokens.shift();
  }
  // The score's total before its parts ('Er zijn 100 punten te verdienen, waarvan prijs 40 punten
  // en kwaliteit 60 punten', 'Of the 100 points, of which price 30 points and quality 70'): the
  // total is no side of the split (sixteenth probe set's study, read as two criteria).
  if (
    tokens.length === 5 &&
    tokens[0]!.kind === 'percent' &&
    tokens[0]!.value === 100 &&
    OF_WHICH.test(text.slice(tokens[0]!.at, tokens[1]!.at))
  ) {
    tokens.shift();
  }
  if (tokens.length !== 4) return null;
  const shape = tokens.map((t) => (t.kind === 'percent' ? '%' : 'w')).join('');
  // Pair each percentage with its word: the one before it ('w%w%') or after it ('%w%w').
  const pairs: [Token, Token][] =
    shape === 'w%w%'
      ? [
          [tokens[0]!, tokens[1]!],
          [tokens[2]!, tokens[3]!],
        ]
      : shape === '%w%w'
        ? [
            [tokens[1]!, tokens[0]!],
            [tokens[3]!, tokens[2]!],
          ]
        : [];
  const price = pairs.find(([w]) => w.kind === 'price')?.[1].value;
  const quality = pairs.find(([w]) => w.kind === 'quality')?.[1].value;
  if (price === undefined || quality === undefined || price + quality !== 100) return null;
  return {
    value: { price, quality },
    page: s.page,
    quote: quoteOf(s.text, tokens[0]!.at),
    ...(s.section ? { section: s.section } : {}),
    confidence: 0.85,
    source: 'rules',
  };
}

/**
 * The split given only as two criteria lines, 'Prijs: 25%' and 'Kwaliteit: 75%' (with the
 * quality sub-criteria under the latter): a top-level price and a top-level quality criterion
 * whose weights add up to 100 (failure class seen on the third probe set).
 */
export function splitOfCriteria(
  criteria: readonly AwardCriterionFact[],
  pages: readonly string[],
): PriceQualityFact | null {
  const top = (re: RegExp) =>
    criteria.filter(
      (c) => c.value.parent === null && c.value.weight !== null && re.test(c.value.name),
    );
  // The price side may be called by its cost ('Quality 70%' / 'Costs 30%', 'Kosten 30%'): ninth
  // probe set's study. The sides may be the proposal's two parts, with the score's symbol in
  // brackets ('Technical Proposal (St) 80%' / 'Financial Proposal (Sf) 20%', 'Technische
  // aanbieding 70%' / 'Financiële aanbieding 30%'): thirteenth probe set's study. Or the two
  // scores the parts earn, weighted into the combined score ('Technical score (St) 70%' /
  // 'Financial score (Sf) 30%', 'Technische score' / 'Financiële score'): fourteenth probe set's.
  const symbol = String.raw`(?:\s*\([^()]{1,12}\))?`;
  const price = top(
    new RegExp(
      String.raw`^(?:price|prijs|costs?|kosten|(?:financial|commercial) (?:proposal|offer|bid|component|part|score)|price score|financiële (?:aanbieding|inschrijving|component|score)|financieel deel|prijsscore)${symbol}$`,
      'i',
    ),
  );
  const quality = top(
    new RegExp(
      String.raw`^(?:quality|kwaliteit|technical (?:proposal|offer|bid|component|part|score)|quality score|technische (?:aanbieding|inschrijving|component|score)|technisch deel|kwaliteitsscore)${symbol}$`,
      'i',
    ),
  );
  if (price.length !== 1 || quality.length !== 1) return null;
  const p = price[0]!.value.weight!;
  const q = quality[0]!;
  if (Math.abs(p + q.value.weight! - 100) > 0.01 || price[0]!.page !== q.page) return null;
  // The quote runs from the one line to the other on their page, so that it holds both weights.
  const page = pages[q.page - 1] ?? '';
  const ends = [price[0]!.quote, q.quote].map((quote) => {
    const at = wherePrinted(page, quote);
    return at ? [at.index, at.index + at[0].length] : null;
  });
  if (ends.some((e) => e === null)) return null;
  const start = Math.min(ends[0]![0]!, ends[1]![0]!);
  const end = Math.max(ends[0]![1]!, ends[1]![1]!);
  if (end - start > 300) return null;
  return {
    value: { price: p, quality: q.value.weight! },
    page: q.page,
    quote: page.slice(start, end).replace(/\s+/g, ' '),
    ...(q.section ? { section: q.section } : {}),
    confidence: Math.min(price[0]!.confidence ?? UNSURE, q.confidence ?? UNSURE),
    source: 'rules',
  };
}

/**
 * Where a criterion's quote is printed on its page: a table row's quote joins its cells with ' | ',
 * which a PDF page prints as spaces or line breaks ('Technical score (St) 70%'): fourteenth probe
 * set's study, where the split of two such rows was not found on the page.
 */
function wherePrinted(page: string, quote: string): RegExpExecArray | null {
  const words = quote
    .split(/\s*\|\s*|\s+/)
    .filter(Boolean)
    .map(escapeRegExp);
  return words.length === 0
    ? null
    : new RegExp(words.join(String.raw`(?:\s*\|\s*|\s+)`)).exec(page);
}

/** A weight and its unit ('65 punten', '40 %', '35 per cent'). */
const WEIGHT_UNIT = new RegExp(
  String.raw`(?<![\w.,])(${NUMBER})\s*(%|procent\b|percent\b|per cent\b|points\b|punten\b)`,
  'gi',
);

/**
 * Whether a split in words is given in points: the unit written after the split's own weights,
 * not a '%' anywhere in the sentence ('Kwaliteit weegt voor 65 punten en prijs voor 35 punten.
 * Prijzen incl. 21% btw.' is in points: review of 28 Nov). A split whose weights carry no unit
 * ('wegen 40 en 60') is in points only when the sentence names no percentage.
 */
export function splitInPoints(text: string, price: number, quality: number): boolean {
  // Weights as fractions of one ('a weight of 0.7') are shares, not points.
  if (FRACTION_WEIGHT_ONCE.test(text)) return false;
  for (const m of text.matchAll(WEIGHT_UNIT)) {
    const value = parseNumber(m[1]!);
    if (value === price || value === quality) return /^(?:points|punten)$/i.test(m[2]!);
  }
  return !/%|procent|per ?cent/i.test(text);
}
