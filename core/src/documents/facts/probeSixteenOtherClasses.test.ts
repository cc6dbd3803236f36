/**
 * Classes of issue 17 other than deadlines and award criteria found studying the sixteenth probe
 * set (docs/decisions.md "Tender facts on the sixteenth probe set"): reference, submission method,
 * term and options, value and currency. Each on wording written for this test, English and Dutch,
 * with the cases that must stay as they were.
 */
import { describe, expect, it } from 'vitest';
import { extractTenderFacts } from './extractTenderFacts';

const facts = (...pages: string[]) => extractTenderFacts(pages);
const durations = (...pages: string[]) => facts(...pages).durations.map((d) => d.value);
const values = (...pages: string[]) => facts(...pages).values.map((v) => v.value);

describe("the reference after the tender's own word and 'Ref.'", () => {
  it('English: "Tender Ref. X", "Contract Ref. No. X"', () => {
    expect(
      facts('HARBOUR PARKS TRUST\n\nTENDER DOCUMENT\n\nTender Ref. HPT/T/2028/11').reference?.value,
    ).toBe('HPT/T/2028/11');
    expect(
      facts('Ferry Pier Cleaning Services\n\nContract Ref. No. FPC-2028-03').reference?.value,
    ).toBe('FPC-2028-03');
  });

  it('stays quiet: "tender references" is no reference code', () => {
    expect(
      facts('Tender references will be checked with the clients named in the form.').reference,
    ).toBeNull();
  });

  it('Dutch: "Aanbestedingsnummer X" (stays as it was)', () => {
    expect(
      facts('GEMEENTE ZEEWOLDE-NOORD\n\nAanbestedingsnummer ZN/AB/2028-04').reference?.value,
    ).toBe('ZN/AB/2028-04');
  });
});

describe('the tender box named with its owner', () => {
  it('English: "deposited in the Trust\'s Tender Box"', () => {
    expect(
      facts(
        "Tenders must be deposited in the Trust's Tender Box at the Trust Office, Level 4, before the closing time.",
      ).submissionMethod?.value,
    ).toBe('Tender Box');
  });

  it('Dutch: "in een gesloten envelop … ingeleverd" (stays as it was)', () => {
    expect(
      facts(
        'De inschrijving wordt in een gesloten envelop, voorzien van het kenmerk, ingeleverd bij de balie van het gemeentehuis.',
      ).submissionMethod?.value,
    ).toBe('gesloten envelop');
  });
});

describe('the term said as a duration, its option to extend "it"; a contract named by what it is for', () => {
  it('English: "shall have a duration of … with an option to extend it once for a further …"', () => {
    expect(
      durations(
        'Lot 2: the maintenance contract shall have a duration of forty-eight (48) months from the start date, with an option for the Council to extend it once for a further six (6) months.',
      ),
    ).toEqual([
      { kind: 'extension', amount: 6, unit: 'months', count: 1 },
      { kind: 'initial', amount: 48, unit: 'months', count: 1 },
    ]);
  });

  it('Dutch: "Het onderhoudscontract loopt vier jaar … en kan twee keer met één jaar worden verlengd"', () => {
    expect(
      durations(
        'Het onderhoudscontract loopt vier jaar na de oplevering en kan twee keer met één jaar worden verlengd.',
      ),
    ).toEqual([
      { kind: 'extension', amount: 1, unit: 'years', count: 2 },
      { kind: 'initial', amount: 4, unit: 'years', count: 1 },
    ]);
  });

  it('stays quiet: "extend it" with no contract in the sentence', () => {
    expect(durations('The bidder may extend it once for a further six (6) months.')).toEqual([]);
  });
});

describe('the value named by the procurement, in florins, and a minimum that is no value', () => {
  it('English: "Estimated procurement value: €…"', () => {
    expect(values('Estimated procurement value: €940,000 (excluding VAT) for all Lots.')).toEqual([
      { kind: 'estimate', amount: 940000, currency: 'EUR' },
    ]);
  });

  it('Dutch: "Het plafondbedrag bedraagt Afl. …", "geraamde aanbestedingswaarde NAf. …"', () => {
    expect(
      values('Het plafondbedrag voor de werken bedraagt Afl. 2.300.000,- exclusief BBO.'),
    ).toEqual([{ kind: 'ceiling', amount: 2300000, currency: 'AWG' }]);
    expect(values('De geraamde aanbestedingswaarde bedraagt NAf. 650.000.')).toEqual([
      { kind: 'estimate', amount: 650000, currency: 'ANG' },
    ]);
  });

  it("Dutch and English: a reference contract's minimum value is no value of this contract", () => {
    expect(
      values(
        'G3: u heeft in de afgelopen vijf jaar twee opdrachten uitgevoerd met een waarde van elk minimaal € 400.000,-.',
      ),
    ).toEqual([]);
    expect(
      values(
        'The contract value of each reference shall be not less than €250,000, performed in the last three years.',
      ),
    ).toEqual([]);
  });
});
