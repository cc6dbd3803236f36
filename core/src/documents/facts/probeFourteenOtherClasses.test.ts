/**
 * Classes of issue 17 other than deadlines and award criteria found studying the fourteenth probe
 * set (docs/decisions.md "Tender facts on the fourteenth probe set: other kinds"): more currency
 * codes and the Singapore dollar, a budget said to be estimated, an East African procedure name and
 * the sentence that states the procedure, a buyer defined as the procuring entity or headed by an
 * office-holder, a portal named in brackets, a tacit renewal with a modal and a count. Wording
 * written for this test, English and Dutch, with the cases that must stay quiet.
 */
import { describe, expect, it } from 'vitest';
import { extractTenderFacts } from './extractTenderFacts';

const facts = (...pages: string[]) => extractTenderFacts(pages);
const values = (...pages: string[]) => facts(...pages).values.map((v) => v.value);
const durations = (...pages: string[]) =>
  facts(...pages).durations.map(({ value: { kind, amount, unit, count } }) => ({
    kind,
    amount,
    unit,
    count,
  }));

describe('amounts in more currencies', () => {
  it('English: shillings and guilders by code, the Singapore dollar as "S$"', () => {
    expect(
      values('The estimated contract value is UGX 2,450,000,000 including all taxes.'),
    ).toEqual([{ kind: 'estimate', amount: 2_450_000_000, currency: 'UGX' }]);
    expect(
      values('The total price for the first term shall not exceed S$1,850,000 (before GST).'),
    ).toEqual([{ kind: 'ceiling', amount: 1_850_000, currency: 'SGD' }]);
  });

  it('Dutch: a Caribbean guilder code before the amount, an estimate and a ceiling', () => {
    expect(
      values(
        'De opdrachtsom wordt geraamd op XCG 3.200.000 exclusief OB.\n\nHet plafondbedrag is XCG 3.600.000.',
      ),
    ).toEqual([
      { kind: 'estimate', amount: 3_200_000, currency: 'XCG' },
      { kind: 'ceiling', amount: 3_600_000, currency: 'XCG' },
    ]);
  });

  it('stays quiet: a code glued into a word, a small sum', () => {
    expect(values('The budget for the CHANGE 2027 programme is estimated in phase two.')).toEqual(
      [],
    );
    expect(values('The maximum budget for refreshments is KES 900.')).toEqual([]);
  });
});

describe('a budget the sentence says is estimated is an estimate', () => {
  it('English and Dutch', () => {
    expect(
      values('The overall budget for these works is estimated at KES 48,000,000 including VAT.'),
    ).toEqual([{ kind: 'estimate', amount: 48_000_000, currency: 'KES' }]);
    expect(values('Het budget wordt geraamd op € 740.000 exclusief btw.')).toEqual([
      { kind: 'estimate', amount: 740_000, currency: 'EUR' },
    ]);
  });

  it('stays a ceiling: a maximum budget, a budget that may not be exceeded', () => {
    expect(values('The maximum budget for this contract is £620,000.')).toEqual([
      { kind: 'ceiling', amount: 620_000, currency: 'GBP' },
    ]);
    expect(
      values('The budget, estimated at €900,000, shall not exceed €950,000 in any case.'),
    ).toEqual([
      { kind: 'ceiling', amount: 900_000, currency: 'EUR' },
      { kind: 'ceiling', amount: 950_000, currency: 'EUR' },
    ]);
  });
});

describe('the procedure: an open national tender, from the sentence that states it', () => {
  it('English: named in a sentence after the same words on the cover', () => {
    const f = facts(
      'RIVERTON WATER BOARD\nOPEN INTERNATIONAL TENDER\nTender No. RWB/07/2027',
      'Procurement will be carried out through Open International Tender under the Procurement Act.',
    );
    expect(f.procedure?.value).toBe('Open International Tender');
    expect(f.procedure?.page).toBe(2);
  });

  it('Dutch: the sentence "volgens een openbare aanbesteding" over the cover title', () => {
    const f = facts(
      'GEMEENTE ZANDHOVEN\nOpenbare aanbesteding – Herinrichting Marktplein',
      'Deze opdracht wordt aanbesteed volgens een openbare aanbesteding als bedoeld in de verordening.',
    );
    expect(f.procedure?.value.toLowerCase()).toBe('openbare aanbesteding');
    expect(f.procedure?.page).toBe(2);
  });

  it('stays on the cover when no sentence states it', () => {
    const f = facts(
      'GEMEENTE ZANDHOVEN\nOpenbare aanbesteding',
      'De planning staat in hoofdstuk 3.',
    );
    expect(f.procedure?.page).toBe(1);
  });
});

describe('the buyer defined as the procuring entity, or headed by an office-holder', () => {
  it('English: "(hereinafter "the Procuring Entity")"', () => {
    expect(
      facts(
        'The County Government of Marsabel (hereinafter "the Procuring Entity") invites sealed tenders for road works.',
      ).buyer?.value,
    ).toBe('County Government of Marsabel');
  });

  it('Dutch: "namens deze het Hoofd van de Dienst X" gives the service, not its head', () => {
    expect(
      facts(
        'Aanbestedende dienst: het Land Aruba, vertegenwoordigd door de Minister van Infrastructuur, namens deze het Hoofd van de Dienst Wegen en Havens, Plaza 3, Oranjestad',
      ).buyer?.value,
    ).toBe('Dienst Wegen en Havens');
  });

  it('stays as before: a body acting on behalf keeps its own name', () => {
    expect(
      facts(
        'Aanbestedende dienst: de Staat der Nederlanden, vertegenwoordigd door de Minister van Financiën, namens deze de Rijksdienst voor Vastgoed (RVB)',
      ).buyer?.value,
    ).toBe('Rijksdienst voor Vastgoed');
  });
});

describe('a portal named in brackets after a generic one', () => {
  it('English: "the County e-Procurement Portal (X Supplier Portal)"', () => {
    expect(
      facts(
        'Bids shall be submitted online through the County e-Procurement Portal (SUPRA Supplier Portal) before the closing time.',
      ).submissionMethod?.value,
    ).toBe('County e-Procurement Portal (SUPRA Supplier Portal)');
  });

  it('stays quiet: a generic portal with nothing of its own', () => {
    expect(
      facts(
        'Bids shall be submitted through the County e-Procurement Portal before the closing time.',
      ).submissionMethod?.value,
    ).not.toBe('County e-Procurement Portal');
  });
});

describe('a tacit renewal with a modal and its count before the verb', () => {
  it('Dutch: "kan twee keer stilzwijgend worden verlengd met telkens een jaar"', () => {
    expect(
      durations(
        'De overeenkomst heeft een looptijd van 24 maanden. Zij kan twee keer stilzwijgend worden verlengd met telkens 12 maanden.',
      ),
    ).toContainEqual({ kind: 'extension', amount: 12, unit: 'months', count: 2 });
  });

  it('English: "may be tacitly renewed twice for 12 months"', () => {
    expect(
      durations(
        'The agreement runs for 24 months. It may be tacitly renewed twice for 12 months each time.',
      ),
    ).toContainEqual({ kind: 'extension', amount: 12, unit: 'months', count: 2 });
  });

  it('stays quiet: a deadline extended, no renewal', () => {
    expect(
      durations('De termijn voor vragen kan worden verlengd met twee weken.').filter(
        (d) => d.kind === 'extension',
      ),
    ).toEqual([]);
  });
});
