/** A buyer fact read by the rules: its name shortened, its quote cut where a sentence ends. */
import type { Fact } from '../../model/documentFacts';
import { quoteOf, shorten } from './text';

export const buyerFact = (
  value: string,
  page: number,
  quote: string,
  confidence: number,
): Fact<string> => ({
  value: shorten(value, 120),
  page,
  quote: quoteOf(quote),
  confidence,
  source: 'rules',
});
