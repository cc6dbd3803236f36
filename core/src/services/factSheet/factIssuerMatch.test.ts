import { describe, expect, it } from 'vitest';
import { issuedByAnother } from './factIssuerMatch';

/**
 * A demand naming its issuer is not met by a fact about another issuer's document (issue 19, item
 * 6). Wording written for these tests, in English and Dutch.
 */
describe('a demand that names the issuing body', () => {
  it("rejects another body's document, keeps the same body's (en)", () => {
    const demand = 'A valid Certificate of Good Standing issued by the Pension Fund Authority.';
    expect(
      issuedByAnother(
        demand,
        'We hold: Certificate of Good Standing, issued by Revenue Office (number RO-1).',
      ),
    ).toBe(true);
    expect(
      issuedByAnother(
        demand,
        'We hold: Certificate of Good Standing, issued by Pension Fund Authority (number PF-1).',
      ),
    ).toBe(false);
  });

  it('rejects it in Dutch, and applies only when both name a body', () => {
    const demand = 'Een verklaring betalingsgedrag afgegeven door de Belastingdienst.';
    expect(
      issuedByAnother(
        demand,
        'Wij beschikken over: Verklaring betalingsgedrag, afgegeven door Pensioenfonds Metaal (nummer VB-1).',
      ),
    ).toBe(true);
    expect(
      issuedByAnother(demand, 'Wij beschikken over: Verklaring betalingsgedrag (nummer VB-2).'),
    ).toBe(false);
    expect(
      issuedByAnother(
        'A valid tax clearance certificate.',
        'We hold: Tax clearance, issued by Revenue Office.',
      ),
    ).toBe(false);
  });
});
