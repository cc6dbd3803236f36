/**
 * Award criteria with their weight (percent) or points, their sub-criteria, and the price/quality
 * split. Read from, in order of trust:
 *  - criterion table rows and scoring sheets (criterionTables.ts): a name cell beside a weight
 *    or points cell, sub-criteria under their criterion, 'Is X? Yes = 5 pts; No = 0' rows;
 *  - list items and lines: 'Kwaliteit 60%', '- Plan van aanpak (30%)', '2. Price: 40 points'
 *    (failure class: criteria introduced by a dash or a number);
 *  - sentences: 'prijs/kwaliteit 40/60', 'Factor 1: Technical Approach'.
 * Percentages and points are only read in an award context (a section or page about award,
 * evaluation or scoring), so that service levels ('95%') and payment terms are not weights; and a
 * sentence about the maximum or total score is not a criterion (failure class: sentences about
 * maximum points listed as criteria).
 */
import type { AwardCriterionFact, PriceQualityFact } from '../../model/documentFacts';
import { AWARD_CONTEXT, type Found, NAME, SCALE_WORDS, cleanName } from './criterionNames';
import { fromTables, scoringRows } from './criterionTables';
import { pointsColumnLines } from './pointsColumnLines';
import type { Segment } from './reading';
import { priceQualityInWords } from './priceQualitySplit';
import { scaleRows } from './scaleRows';
import { quoteOf } from './text';

/** 'Kwaliteit 60%', 'Prijs: 40 %', 'Plan van aanpak (30%)', 'Price – 40 percent'. */
const WEIGHTED = new RegExp(
  String.raw`${NAME}\s*(?:[:\-–(=]\s*)?(?:(?:weging|wegingsfactor|gewicht|weight(?:ing)?)\s*[:=]?\s*)?(\d{1,2}(?:[,.]\d)?|100)\s*(?:%|procent|percent)\)?`,
  'gi',
);
/** 'prijs/kwaliteit 40/60' */
const PRICE_QUALITY =
  /\bprijs\s*[/:]\s*kwaliteit\D{0,20}(\d{1,2})\s*[/:]\s*(\d{1,2})\b|\bprice\s*[/:]\s*quality\D{0,20}(\d{1,2})\s*[/:]\s*(\d{1,2})\b/i;
/**
 * A weight written before its name ('60% quality and 40% price', '30% voor prijs'): the name is
 * one to three words up to a comma, 'and'/'en', a bracket or the end.
 */
const WEIGHT_FIRST =
  /(?<![\d.,])(\d{1,2}|100)\s*(?:%|procent|percent)\s+(?:(?:for|voor)\s+)?(?:(?:the|de|het)\s+)?([A-Za-zÀ-ÿ][A-Za-zÀ-ÿ-]{2,30}(?: [A-Za-zÀ-ÿ-]{2,20}){0,2}?)(?=\s*(?:[,;.)(]|\band\b|\ben\b|$))/gi;
/**
 * Words that make the text before a weight a sentence, not a criterion's name ('Tenders will be
 * evaluated on the basis of 60% …'), and a name that ends where the next one begins ('Quality
 * and 40%'). The weight's verb is dropped from a name ('Kwaliteit weegt voor 70%').
 */
const NOT_A_NAME =
  /\b(?:will|shall|must|is|are|be|been|wordt|worden|zal|zullen|moet|moeten|basis|evaluated|beoordeeld|bedraagt|minimaal|minimum|at least|ten minste)\b|\b(?:and|or|of|en|of|the|de|het|van|for|on|op)$/i;
/**
 * What follows a percentage that is a share of something, not a criterion's weight ('20% upon
 * mobilisation', '99,8% per kwartaal', '5% bij betaling', '95% of calls'); a weight ends its line
 * or is followed by a separator, 'and'/'en', or 'of the total score'.
 */
const SHARE_OF =
  /^\s*(?:upon|on|at|after|before|within|per|bij|na|binnen|op|voor|tot|if|als|when|wanneer)\b|^\s*(?:of|van)\s+(?!(?:the\s+|de\s+)?(?:total|totale|overall|score|points|punten|weighting|weging)\b)/i;
const WEIGHT_VERB =
  /\s+(?:weegt|weighs|counts|telt|accounts)(?:\s+(?:voor|for))?$|\s+(?:voor|for)$/i;
const nameBefore = (raw: string) => {
  const name = cleanName(raw.trim().replace(WEIGHT_VERB, ''));
  // A bracket explains the name ('K1 Functionaliteit (beoordeeld in een demonstratie) - 30%'):
  // its verb makes no sentence of it (failure class seen on the third probe set).
  return name && !NOT_A_NAME.test(name.replace(/\([^)]*\)/g, ' ')) ? name : null;
};
/** 'Kwaliteit: maximaal 60 punten', 'Technical approach (max. 40 points)'. */
const MAX_POINTS = new RegExp(
  String.raw`${NAME}\s*[:(\-–]?\s*(?:max(?:imaal|imum)?\.?\s*)?(\d{1,4})\s*(?:punten|points|pts|marks)\b`,
  'gi',
);
/**
 * A line that is a criterion and its points and nothing else ('Plan van aanpak 400 punten',
 * 'Delivery plan – max. 20 points'): a points table read as text, one row per line.
 */
const POINTS_LINE = new RegExp(
  String.raw`^${NAME}\s*[:(\-–]?\s*(?:max(?:imaal|imum)?\.?\s*)?(\d{1,4})\s*(?:punten|points|pts|marks)\)?\.?$`,
  'i',
);
/**
 * A subject that receives points is a scoring rule, not a criterion ('De laagste prijs krijgt 40
 * punten', 'the fastest delivery receives 10 points'): failure class seen on the probe tenders.
 */
const SCORED_VERB =
  /\b(?:krijgt|krijgen|ontvangt|ontvangen|behaalt|behalen|verdient|receives?|gets?|earns?|scores?|(?:is|are) (?:awarded|given)|wordt toegekend)(?:\s+(?:the|de|het|a|an|all))?\s*$/i;
/**
 * Points after a comparison are a threshold, not what a criterion is worth ('wie minder dan 5
 * punten haalt', 'a score below 3 points', 'at least 6 points'): failure class seen on the second
 * probe set.
 */
const THRESHOLD =
  /\b(?:minder dan|meer dan|lager dan|hoger dan|ten minste|tenminste|minimaal|minstens|onder de|less than|more than|fewer than|lower than|higher than|at least|a minimum of|below|above)\s*$/i;
/**
 * A score out of the criterion's points ('minder dan 6 van de 10 punten', '49 out of 70 points'):
 * a threshold, not what a criterion is worth (failure class seen on the third probe set).
 */
const OUT_OF = /\b\d{1,4}\s+(?:van de|van|uit|out of|of)\s*$/i;
/** 'Factor 1: Technical Approach', 'Factor 2, Price', 'Factor 2- Price'. */
const FACTOR = /\bFactor (\d)\s*[:,\-–]\s*([A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+){0,3})/g;

export interface AwardFacts {
  readonly criteria: AwardCriterionFact[];
  readonly priceQuality: PriceQualityFact | null;
}

/**
 * `printed` is each page's lines as the stored page prints them (reading.ts printedLinesOf), for
 * scoring sheets read line by line: where the extractor found no table, its blocks can put a
 * wrapped question's number, note and scale in an order the page does not print (a question
 * whose note wraps below it, row number and 'Yes = 1 pts' on lines of their own), so a quote
 * built from the blocks is not on the page. The printed lines keep the page's order.
 */
export function extractAwardCriteria(
  segments: readonly Segment[],
  lines: readonly (readonly string[])[],
  printed: readonly (readonly string[])[] = lines,
  pages: readonly string[] = printed.map((l) => l.join('\n')),
): AwardFacts {
  const found: Found[] = [];
  /** Indexes in `found` of weights read from lines and sentences (see unbalanced). */
  const loose = new Set<number>();
  let priceQuality: PriceQualityFact | null = null;
  /** Criteria read from a price/quality ratio ('prijs/kwaliteit 35/65'), see below. */
  const ratio = new Set<Found>();
  const awardPages = new Set(
    segments
      .filter((s) => AWARD_CONTEXT.test(s.text) || AWARD_CONTEXT.test(s.section ?? ''))
      .map((s) => s.page),
  );
  // A line of a page as a segment: its section from the segment that holds it.
  const pageLineSegment = (page: number, line: string): Segment => {
    const segment = segments.find((s) => s.page === page && s.text.includes(line.trim()));
    const at: Segment = segment ?? { page, text: line.trim(), index: -1, kind: 'sentence' };
    return { ...at, text: line.trim() };
  };
  found.push(...fromTables(segments, awardPages));
  // A page with a criteria table is about award: its lines and sentences are read for criteria too.
  for (const f of found) awardPages.add(f.segment.page);
  found.push(...scoringRows(printed, segments));
  found.push(...pointsColumnLines(lines, pages, awardPages, pageLineSegment));
  found.push(...scaleRows(segments));
  const add = (
    name: string | null,
    weight: number | null,
    points: number | null,
    s: Segment,
    at: number,
    confidence: number,
    parent: string | null = null,
  ) => {
    if (name) {
      found.push({
        name,
        weight,
        points,
        parent,
        segment: s,
        quote: quoteOf(s.text, at),
        confidence,
      });
    }
  };
  let listParent: { name: string; number: string } | null = null;
  for (const s of segments) {
    if (s.kind === 'row' && (s.cells?.length ?? 0) > 1) continue;
    const pq = PRICE_QUALITY.exec(s.text);
    // A ratio adds up to 100: '12:00' after 'prijs/kwaliteit' is a time.
    if (pq && Number(pq[1] ?? pq[3]) + Number(pq[2] ?? pq[4]) === 100) {
      const nl = pq[1] !== undefined;
      const price = Number(pq[1] ?? pq[3]);
      const quality = Number(pq[2] ?? pq[4]);
      add(nl ? 'Prijs' : 'Price', price, null, s, pq.index, 0.6);
      ratio.add(found[found.length - 1]!);
      add(nl ? 'Kwaliteit' : 'Quality', quality, null, s, pq.index, 0.6);
      ratio.add(found[found.length - 1]!);
      priceQuality ??= {
        value: { price, quality },
        page: s.page,
        quote: quoteOf(s.text, pq.index),
        ...(s.section ? { section: s.section } : {}),
        confidence: 0.9,
        source: 'rules',
      };
    }
    priceQuality ??= priceQualityInWords(s);
    for (const f of s.text.matchAll(FACTOR)) add(cleanName(f[2]!), null, null, s, f.index, 0.8);
    if (!awardPages.has(s.page)) continue;
    if (/\bYes\s*=/i.test(s.text) || SCALE_WORDS.test(s.text.slice(0, 60))) continue;
    // A list item: '1. Plan van aanpak (30%)' opens a criterion, 'a) Planning 10%' under it is a
    // sub-criterion (failure class: criteria introduced by a dash or a number).
    const isList = s.kind === 'listItem';
    const numbered = isList && /^\(?\d/.test(s.number ?? '');
    const sub = isList && !numbered && listParent !== null;
    for (const p of s.text.matchAll(MAX_POINTS)) {
      if (
        /\bpoints? (of|for)\b/i.test(p[0]) ||
        SCORED_VERB.test(p[1]!) ||
        THRESHOLD.test(p[1]!) ||
        OUT_OF.test(p[1]!)
      ) {
        continue;
      }
      const name = cleanName(p[1]!);
      add(name, null, Number(p[2]), s, p.index, isList ? 0.85 : 0.7, sub ? listParent!.name : null);
      if (name && numbered) listParent = { name, number: s.number! };
    }
  }
  // Weights line by line: a criteria table read as text puts one criterion on each line.
  lines.forEach((pageLines, i) => {
    if (!awardPages.has(i + 1)) return;
    for (const line of pageLines) {
      if (SCALE_WORDS.test(line.slice(0, 60))) continue;
      for (const w of line.matchAll(WEIGHTED)) {
        const weight = Number(w[2]!.replace(',', '.'));
        if (weight <= 0 || weight > 100) continue;
        if (SHARE_OF.test(line.slice(w.index + w[0].length))) continue;
        add(nameBefore(w[1]!), weight, null, pageLineSegment(i + 1, line), w.index, 0.85);
        loose.add(found.length - 1);
      }
      // Weights first come as a split ('60% quality and 40% price'): two or more, at most 100.
      const first = [...line.matchAll(WEIGHT_FIRST)]
        .map((w) => ({ weight: Number(w[1]), name: cleanName(w[2]!), at: w.index }))
        .filter(
          (w) =>
            w.weight > 0 && w.name !== null && !NOT_A_NAME.test(w.name) && !SHARE_OF.test(w.name),
        );
      const total = first.reduce((sum, w) => sum + w.weight, 0);
      if (first.length >= 2 && total <= 100) {
        for (const w of first) {
          add(w.name, w.weight, null, pageLineSegment(i + 1, line), w.at, 0.75);
          loose.add(found.length - 1);
          // A split sentence ('70% quality and 30% price') summarises the criteria, like a ratio.
          if (w.name !== null && PRICE_OR_QUALITY.test(w.name)) ratio.add(found[found.length - 1]!);
        }
      }
      // Points line by line, only where the line is the criterion and its points alone: in a
      // sentence the words before the points are not a name (failure class: points in their
      // own table cell, the table read as text).
      const p = line.length <= 100 ? POINTS_LINE.exec(line.trim()) : null;
      if (p && !SCORED_VERB.test(p[1]!)) {
        add(cleanName(p[1]!), null, Number(p[2]), pageLineSegment(i + 1, line), 0, 0.8);
      }
    }
  });
  // The ratio is the criteria only where the document lists no criterion of its own for price: a
  // criteria table with its price row ('Prijs (inschrijfsom) | 35%') makes the ratio a summary of
  // that table, the priceQuality fact alone (failure class seen on the second probe set).
  const listsPrice = found.some((f) => !ratio.has(f) && /^(?:prijs|price)\b/i.test(f.name));
  const seen = new Set<string>();
  const criteria: AwardCriterionFact[] = [];
  const kept = found.filter((f) => {
    if (listsPrice && ratio.has(f)) return false;
    const key = f.name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const unsure = unbalanced(kept.filter((f) => loose.has(found.indexOf(f)) && f.weight !== null));
  for (const f of kept) {
    criteria.push({
      value: {
        name: f.name.charAt(0).toUpperCase() + f.name.slice(1),
        weight: f.weight,
        points: f.points,
        parent: f.parent,
      },
      page: f.segment.page,
      quote: quoteOf(f.quote, Math.max(0, f.quote.indexOf(f.name))),
      ...(f.segment.section ? { section: f.segment.section } : {}),
      confidence: unsure.has(f) ? Math.min(f.confidence, UNSURE) : f.confidence,
      source: 'rules',
    });
  }
  return { criteria, priceQuality: priceQuality ?? splitOfCriteria(criteria, pages) };
}

const PRICE_OR_QUALITY = /^(?:price|prijs|quality|kwaliteit)$/i;

/**
 * The split given only as two criteria lines, 'Prijs: 25%' and 'Kwaliteit: 75%' (with the
 * quality sub-criteria under the latter): a top-level price and a top-level quality criterion
 * whose weights add up to 100 (failure class seen on the third probe set).
 */
function splitOfCriteria(
  criteria: readonly AwardCriterionFact[],
  pages: readonly string[],
): PriceQualityFact | null {
  const top = (re: RegExp) =>
    criteria.filter(
      (c) => c.value.parent === null && c.value.weight !== null && re.test(c.value.name),
    );
  const price = top(/^(?:price|prijs)$/i);
  const quality = top(/^(?:quality|kwaliteit)$/i);
  if (price.length !== 1 || quality.length !== 1) return null;
  const p = price[0]!.value.weight!;
  const q = quality[0]!;
  if (Math.abs(p + q.value.weight! - 100) > 0.01 || price[0]!.page !== q.page) return null;
  // The quote runs from the one line to the other on their page, so that it holds both weights.
  const page = pages[q.page - 1] ?? '';
  const ends = [price[0]!.quote, q.quote].map((quote) => {
    const at = page.indexOf(quote);
    return at < 0 ? null : [at, at + quote.length];
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

/** How sure a weight read from a line is when the weights around it do not add up. */
const UNSURE = 0.7;

/**
 * Weights read from lines and sentences, not from a criteria table, that do not add up: a split
 * of criteria adds up to 100, and sub-criteria add up to their criterion's weight. A run of
 * consecutive weights adding up to 100 is sure, then a run adding up to one of those weights; any
 * other weight ('Korting 10%' on an award page) is offered to check.
 */
function unbalanced(weighted: readonly Found[]): Set<Found> {
  const sure = new Set<Found>();
  const markRuns = (target: (sum: number) => boolean) => {
    for (let a = 0; a < weighted.length; a++) {
      let sum = 0;
      for (let b = a; b < weighted.length; b++) {
        if (sure.has(weighted[b]!)) break;
        sum += weighted[b]!.weight!;
        if (b > a && target(sum)) weighted.slice(a, b + 1).forEach((f) => sure.add(f));
      }
    }
  };
  markRuns((sum) => Math.abs(sum - 100) < 0.01);
  const parents = new Set([...sure].map((f) => f.weight));
  markRuns((sum) => parents.has(sum));
  return new Set(weighted.filter((f) => !sure.has(f)));
}
