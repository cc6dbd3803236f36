/**
 * Classes of issue 17 found studying the fourth probe set (docs/decisions.md "Tender facts on the
 * fourth probe set: parties, requirements, limits and terms"): every fact kind but deadlines and
 * award criteria. Each on wording written for this test, English and Dutch, with the precision
 * cases that must stay quiet.
 */
import { describe, expect, it } from 'vitest';
import { extractTenderFacts } from './extractTenderFacts';

const durationsOf = (text: string) =>
  extractTenderFacts([text]).durations.map((d) => [
    d.value.kind,
    d.value.amount,
    d.value.unit,
    d.value.count,
  ]);

describe('a term "concluded for" or that "runs over" a period, and renewals "N times for M months"', () => {
  it('English: concluded for N months, renewed N times for M months each', () => {
    expect(
      durationsOf(
        'The framework agreements are concluded for 36 months from their signature. They are renewed automatically 3 times for 6 months each, unless terminated.',
      ),
    ).toEqual([
      ['initial', 36, 'months', 1],
      ['extension', 6, 'months', 3],
    ]);
  });

  it('Dutch: de opdracht loopt over N maanden en kan N maal uitdrukkelijk worden verlengd', () => {
    expect(
      durationsOf(
        'De opdracht loopt over achttien maanden. De gemeente kan de opdracht twee maal uitdrukkelijk verlengen met telkens zes maanden.',
      ),
    ).toEqual([
      ['initial', 18, 'months', 1],
      ['extension', 6, 'months', 2],
    ]);
  });

  it('English and Dutch: an option to extend "for a further period of up to N months"', () => {
    expect(
      durationsOf(
        'The contract is let for an initial period of two (2) years, with the option to extend for a further period of up to 18 months.',
      ),
    ).toEqual([
      ['extension', 18, 'months', 1],
      ['initial', 2, 'years', 1],
    ]);
    expect(
      durationsOf(
        'De overeenkomst wordt aangegaan voor een periode van drie jaar, met de optie om te verlengen met een periode van maximaal 12 maanden.',
      ),
    ).toEqual([
      ['extension', 12, 'months', 1],
      ['initial', 3, 'years', 1],
    ]);
  });

  it('precision: extending something else by a period is no option of the contract', () => {
    expect(
      durationsOf('Could the buyer consider extending the response deadline by 2 weeks?'),
    ).toEqual([]);
  });

  it('precision: a period after the contract ends, or the maximum duration, is no initial term', () => {
    expect(
      durationsOf(
        'Professional indemnity insurance must be held for the whole contract period and for 6 years after its expiry.',
      ),
    ).toEqual([]);
    expect(
      durationsOf(
        'De opdrachtnemer bewaart de dossiers gedurende de looptijd van de overeenkomst en zeven jaar na afloop daarvan.',
      ),
    ).toEqual([]);
    expect(
      durationsOf('De geraamde waarde bedraagt € 900.000 over de maximale looptijd van zes jaar.'),
    ).toEqual([]);
  });
});

const valuesOf = (text: string) =>
  extractTenderFacts([text]).values.map((v) => [v.value.kind, v.value.amount, v.value.currency]);

describe('a ceiling per lot, and amounts written with spaces between the thousands', () => {
  it('English: the value of a lot must not exceed; the maximum amount of the framework contracts', () => {
    expect(valuesOf('The annual value of Lot 3 must not exceed £75,000 excluding VAT.')).toEqual([
      ['ceiling', 75000, 'GBP'],
    ]);
    expect(
      valuesOf(
        'The maximum amount of the framework contracts is EUR 1 750 000 for Lot 1 and EUR 640 000 for Lot 2.',
      ),
    ).toEqual([
      ['ceiling', 1750000, 'EUR'],
      ['ceiling', 640000, 'EUR'],
    ]);
  });

  it('Dutch: de waarde van een perceel mag niet hoger zijn dan; bedragen met spaties', () => {
    expect(
      valuesOf('De waarde van perceel 2 mag niet hoger zijn dan € 80.000 exclusief btw.'),
    ).toEqual([['ceiling', 80000, 'EUR']]);
    expect(
      valuesOf(
        'De maximale waarde van de raamovereenkomst bedraagt EUR 1 500 000 voor perceel 1 en EUR 600 000 voor perceel 2.',
      ),
    ).toEqual([
      ['ceiling', 1500000, 'EUR'],
      ['ceiling', 600000, 'EUR'],
    ]);
  });

  it('precision: a lot’s turnover requirement is no value', () => {
    expect(
      valuesOf('Minimum yearly turnover of EUR 1 000 000 for Lot 1 in each of the last two years.'),
    ).toEqual([]);
  });
});
