import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs script helper without types
import { amountInQuote } from '../../scripts/probe-tenders/amountInQuote.mjs';

describe('a value label’s amount is written in its quote', () => {
  it('reads separators of either convention and scale words', () => {
    expect(amountInQuote(164000, 'The yearly budget is £164,000 excluding VAT')).toBe(true);
    expect(amountInQuote(385000, 'De raming bedraagt € 385.000,- exclusief btw')).toBe(true);
    expect(amountInQuote(1200000, 'maximaal € 1,2 miljoen')).toBe(true);
    expect(amountInQuote(2750000, 'up to £2.75m over the term')).toBe(true);
    expect(amountInQuote(180000, '£180k per lot per year')).toBe(true);
    expect(amountInQuote(42000000, '₹ 4.20 Crore (Rupees Four Crore Twenty Lakh only)')).toBe(true);
    expect(amountInQuote(12600000, 'ABC (PHP) 12,600,000.00')).toBe(true);
  });

  it('fails a label whose amount the quote does not state', () => {
    expect(amountInQuote(640000, 'The yearly budget is £164,000 excluding VAT')).toBe(false);
    expect(amountInQuote(410000, 'De raming bedraagt € 385.000,- exclusief btw')).toBe(false);
  });
});
