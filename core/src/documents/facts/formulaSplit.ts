/**
 * The price/quality split given only in a scoring formula's legend (nineteenth probe set's study:
 * a consultants' RFP's 'S = St x T% + Sf x P%, where T = 80% and P = 20%', the letters defined
 * in the sentence before as 'T = the weight given to the technical proposal and P = the weight
 * given to the financial proposal'). The development banks' QCBS formula is written so, and Dutch
 * documents write 'Totaalscore = K x Wk + P x Wp, waarbij Wk = 60% en Wp = 40%'.
 *
 * Read only when the sentence gives exactly two letters a share that add up to 100 % (or two
 * fractions that add up to 1), and each letter is defined, in that sentence or the two before it,
 * as the weight of the technical or quality side or of the financial or price side, one each.
 */
import type { PriceQualityFact } from '../../model/documentFacts';
import type { Segment } from './reading';
import { quoteOf } from './text';

/** A letter given its share: 'T = 80%', 'Wp = 40 %', 'P = 0.2'. */
const SHARE =
  /(?<![\w=])([A-Z][a-z0-9]?)\s*=\s*(\d{1,3}(?:[.,]\d{1,2})?\s*%|0[.,]\d{1,2}|1[.,]0{1,2})(?![\d%])/g;

const QUALITY_SIDE = /^(?:technical|technische?|quality|kwaliteit|kwalitatieve?)\b/i;
const PRICE_SIDE = /^(?:financial|financi[eë]le?|price|prijs|cost|kosten)\b/i;

/** A letter's definition: 'T = the weight given to the technical proposal', 'Wk = weging kwaliteit'. */
const definitionOf = (letter: string) =>
  new RegExp(
    String.raw`(?<![\w=])${letter}\s*(?:=|is|:)\s*(?:the\s+|de\s+|het\s+)?(?:relative\s+)?(?:weight(?:ing)?|gewicht|weging(?:sfactor)?)\s+(?:(?:given|assigned|attached|applied)\s+to|of|for|van|voor|toegekend aan)?\s*(?:the\s+|de\s+|het\s+)?(\p{L}+)`,
    'iu',
  );

const share = (raw: string): number | null => {
  const n = Number(raw.replace('%', '').replace(',', '.').trim());
  if (!Number.isFinite(n)) return null;
  return raw.includes('%') ? n : Math.round(n * 100);
};

/** The split a formula's legend states, or null. `before` holds the segments just before it. */
export function formulaSplit(s: Segment, before: readonly Segment[]): PriceQualityFact | null {
  // Cheap test first: a legend gives a letter its share with '='.
  if (!s.text.includes('=')) return null;
  const shares = [...s.text.matchAll(SHARE)];
  if (shares.length !== 2) return null;
  const values = shares.map((m) => share(m[2]!));
  if (values.some((v) => v === null) || values[0]! + values[1]! !== 100) return null;
  const where = [s, ...before.filter((b) => b.page === s.page).slice(-2)].map((b) => b.text);
  const sides = shares.map((m) => {
    for (const text of where) {
      const word = definitionOf(m[1]!).exec(text)?.[1];
      if (word && QUALITY_SIDE.test(word)) return 'quality';
      if (word && PRICE_SIDE.test(word)) return 'price';
    }
    return null;
  });
  const price = sides.indexOf('price');
  const quality = sides.indexOf('quality');
  if (price < 0 || quality < 0) return null;
  return {
    value: { price: values[price]!, quality: values[quality]! },
    page: s.page,
    quote: quoteOf(s.text, shares[0]!.index),
    ...(s.section ? { section: s.section } : {}),
    confidence: 0.8,
    source: 'rules',
  };
}

/** Whether a quote gives the split's two shares as a legend does (verification's reading of it). */
export function statesFormulaSplit(quote: string, price: number, quality: number): boolean {
  const values = [...quote.matchAll(SHARE)].map((m) => share(m[2]!));
  return values.length === 2 && values.includes(price) && values.includes(quality);
}
