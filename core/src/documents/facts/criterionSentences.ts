/**
 * Criteria read from sentences and list items: a price/quality ratio ('prijs/kwaliteit 40/60'),
 * 'Factor 1: Technical Approach', and on award pages a criterion with its maximum points
 * ('Kwaliteit: maximaal 60 punten'), where a numbered list item opens a criterion and a lettered
 * or dashed one under it is a sub-criterion (failure class: criteria introduced by a dash or a
 * number). A sentence about the maximum or total score is not a criterion.
 */
import type { PriceQualityFact } from '../../model/documentFacts';
import { type Found, SCALE_WORDS, cleanName, foundAt } from './criterionNames';
import { MAX_POINTS, notCriterionPoints } from './criterionPoints';
import { priceQualityInWords } from './priceQualitySplit';
import type { Segment } from './reading';
import { quoteOf } from './text';

/** 'prijs/kwaliteit 40/60' */
const PRICE_QUALITY =
  /\bprijs\s*[/:]\s*kwaliteit\D{0,20}(\d{1,2})\s*[/:]\s*(\d{1,2})\b|\bprice\s*[/:]\s*quality\D{0,20}(\d{1,2})\s*[/:]\s*(\d{1,2})\b/i;
/** 'Factor 1: Technical Approach', 'Factor 2, Price', 'Factor 2- Price'. */
const FACTOR = /\bFactor (\d)\s*[:,\-–]\s*([A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+){0,3})/g;

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
  for (const s of segments) {
    if (s.kind === 'row' && (s.cells?.length ?? 0) > 1) continue;
    const pq = PRICE_QUALITY.exec(s.text);
    // A ratio adds up to 100: '12:00' after 'prijs/kwaliteit' is a time.
    if (pq && Number(pq[1] ?? pq[3]) + Number(pq[2] ?? pq[4]) === 100) {
      const nl = pq[1] !== undefined;
      const price = Number(pq[1] ?? pq[3]);
      const quality = Number(pq[2] ?? pq[4]);
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
    priceQuality ??= priceQualityInWords(s);
    for (const f of s.text.matchAll(FACTOR))
      add(foundAt(cleanName(f[2]!), null, null, s, f.index, 0.8));
    if (!awardPages.has(s.page)) continue;
    if (/\bYes\s*=/i.test(s.text) || SCALE_WORDS.test(s.text.slice(0, 60))) continue;
    // A list item: '1. Plan van aanpak (30%)' opens a criterion, 'a) Planning 10%' under it is a
    // sub-criterion.
    const isList = s.kind === 'listItem';
    const numbered = isList && /^\(?\d/.test(s.number ?? '');
    const sub = isList && !numbered && listParent !== null;
    for (const p of s.text.matchAll(MAX_POINTS)) {
      if (notCriterionPoints(p)) continue;
      const name = cleanName(p[1]!);
      const parent = sub ? listParent!.name : null;
      add(foundAt(name, null, Number(p[2]), s, p.index, isList ? 0.85 : 0.7, parent));
      if (name && numbered) listParent = { name, number: s.number! };
    }
  }
  return { found, ratio, priceQuality };
}
