/**
 * The price/quality split as points of a stated total ('Er zijn in totaal 1000 punten te behalen:
 * 400 voor de prijs en 600 voor kwaliteit', 'A total of 1,000 points is available: 300 for price
 * and 700 for quality', 'Of the 200 points, 120 are for quality and 80 for price'): the two shares
 * of the total, in percent (twelfth probe set's study, where points that do not add up to 100
 * were no split). Read only when the two add up to the total stated before them. The sides named
 * as the stages that score them ('out of 100 points: 70 points for the Rated Requirements and 30
 * points for Pricing', 'technical', 'financial'): twentieth probe set's study.
 */
import type { PriceQualityFact } from '../../model/documentFacts';
import { NUMBER, parseNumber } from './numbers';
import type { Segment } from './reading';
import { quoteOf } from './text';

const UNIT = String.raw`(?:punten|points|marks|pts)`;
const SIDE = String.raw`(?<![\w.,])(${NUMBER})\s*${UNIT}?\s*(?:(?:are|is|gaan|zijn)\s+)?(?:for|voor|toward|towards|naar|aan)\s+(?:the\s+|de\s+|het\s+)?(?:(pric(?:e|ing)|prijs|costs?|kosten|financi(?:al|[eë]le))|quality|kwaliteit|technical|technische|rated requirements)\b(?:\s+(?:proposals?|offers?|aanbieding|envelopes?|part|deel))?`;
const OF_TOTAL = new RegExp(
  String.raw`\b(?:in totaal|totaal|a total of|total of|of the|van de|maximaal|maximum of|out of)\s+(?:(?:zijn|is|worden|are)\s+)?(${NUMBER})\s*${UNIT}\b[^.;]{0,40}?${SIDE}\s*(?:,|;|and|en)\s*${SIDE}`,
  'i',
);

const percentOf = (part: number, total: number) => Math.round((part * 1000) / total) / 10;

export function splitOfTotal(s: Segment): PriceQualityFact | null {
  const m = OF_TOTAL.exec(s.text);
  if (!m) return null;
  const total = parseNumber(m[1]!);
  const first = parseNumber(m[2]!);
  const second = parseNumber(m[4]!);
  const firstIsPrice = m[3] !== undefined;
  // One side each: price and quality, in either order.
  if (firstIsPrice === (m[5] !== undefined)) return null;
  if (total === null || first === null || second === null || total <= 0) return null;
  if (Math.abs(first + second - total) > 0.001) return null;
  const [price, quality] = firstIsPrice ? [first, second] : [second, first];
  return {
    value: { price: percentOf(price, total), quality: percentOf(quality, total) },
    page: s.page,
    quote: quoteOf(s.text, m.index),
    ...(s.section ? { section: s.section } : {}),
    confidence: 0.85,
    source: 'rules',
  };
}

/** Whether a quote states that split as points of its total (verification's reading of it). */
export function statesSplitOfTotal(quote: string, price: number, quality: number): boolean {
  const read = splitOfTotal({ page: 1, text: quote, index: 0, kind: 'sentence' })?.value;
  return read !== undefined && read.price === price && read.quality === quality;
}
