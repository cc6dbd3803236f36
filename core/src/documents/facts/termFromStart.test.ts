/**
 * Term classes of issue 17 found in the nineteenth probe set's follow-up study (docs/decisions.md
 * "Tender facts on the nineteenth probe set", "Follow-up"): a delivery time counted from the
 * contract's start, the work's total duration, and a phase of the work extended. Wording written
 * for this test.
 */
import { describe, expect, it } from 'vitest';
import { extractTenderFacts } from './extractTenderFacts';

const durations = (text: string) =>
  extractTenderFacts([text]).durations.map((d) => ({
    kind: d.value.kind,
    amount: d.value.amount,
    unit: d.value.unit,
  }));

describe('a delivery time counted from the contract’s start is the term', () => {
  it('English: "within sixty (60) calendar days from receipt of the Notice to Proceed"', () => {
    expect(
      durations(
        'The Supplier shall deliver both mowers to the municipal depot within sixty (60) calendar days from receipt of the Notice to Proceed.',
      ),
    ).toEqual([{ kind: 'initial', amount: 60, unit: 'days' }]);
  });

  it('Dutch: "binnen 45 kalenderdagen na ontvangst van de opdrachtbevestiging"', () => {
    expect(
      durations(
        'De leverancier levert de veegmachine binnen 45 kalenderdagen na ontvangst van de opdrachtbevestiging.',
      ),
    ).toEqual([{ kind: 'initial', amount: 45, unit: 'days' }]);
  });

  it('stays none: a time counted from each order, or a start without delivery', () => {
    expect(
      durations('The Supplier shall deliver spare parts within 5 days of each call-off.'),
    ).toEqual([]);
    expect(
      durations(
        'De leverancier levert binnen 10 dagen na elke bestelling de gevraagde onderdelen.',
      ),
    ).toEqual([]);
    expect(
      durations('The performance security is returned within 30 days from the Notice to Proceed.'),
    ).toEqual([]);
  });
});

describe('the work’s (estimated) total duration is its initial term', () => {
  it('English: "the project has an expected total duration of fourteen (14) months"', () => {
    expect(
      durations(
        'Design takes six (6) months and site works eight (8) months, so that the project has an expected total duration of fourteen (14) months.',
      ),
    ).toEqual([{ kind: 'initial', amount: 14, unit: 'months' }]);
  });

  it('Dutch: "de opdracht heeft een geschatte totale duur van 18 maanden"', () => {
    expect(
      durations(
        'Na de ontwerpfase volgt de realisatie; de opdracht heeft een geschatte totale duur van 18 maanden.',
      ),
    ).toEqual([{ kind: 'initial', amount: 18, unit: 'months' }]);
  });

  it('stays none: a total that counts the options in it', () => {
    expect(
      durations('The contract has a total duration of 6 years including all options.'),
    ).toEqual([]);
  });
});

describe('a phase of the work extended is an option to extend', () => {
  it('English: "may extend the monitoring phase by up to four (4) months"', () => {
    expect(
      durations(
        'The Authority may extend the monitoring phase by up to four (4) months at the same rates.',
      ),
    ).toEqual([{ kind: 'extension', amount: 4, unit: 'months' }]);
  });

  it('Dutch: "kan de uitvoeringsfase met ten hoogste drie maanden verlengen"', () => {
    expect(
      durations('De opdrachtgever kan de uitvoeringsfase met ten hoogste drie maanden verlengen.'),
    ).toEqual([{ kind: 'extension', amount: 3, unit: 'months' }]);
  });

  it('stays none: a phase of the procedure extended', () => {
    expect(durations('The Council may extend the tender phase by two weeks.')).toEqual([]);
    expect(durations('De aanbestedingsfase kan met twee weken worden verlengd.')).toEqual([]);
  });
});
