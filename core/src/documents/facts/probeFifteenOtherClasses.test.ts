/**
 * Classes of issue 17 other than deadlines, award criteria and requirements found studying the
 * fifteenth probe set (docs/decisions.md "Tender facts on the fifteenth probe set: other kinds"):
 * a submission system named with 'System', an engineer's estimate, a budget range's top, a price
 * above 'the maximum of' an amount, a works term as days to completion, rights of renewal, a
 * buyer said to organise the tender or defined with its seat, the buyer's own reference beside a
 * platform's, a competitive sealed bid. Wording written for this test, English and Dutch, with the
 * cases that must stay quiet.
 */
import { describe, expect, it } from 'vitest';
import { extractTenderFacts } from './extractTenderFacts';

const facts = (...pages: string[]) => extractTenderFacts(pages);
const values = (...pages: string[]) => facts(...pages).values.map((v) => v.value);
const durations = (...pages: string[]) =>
  facts(...pages).durations.map(({ value: { kind, amount, unit } }) => ({ kind, amount, unit }));

describe('a submission system named with "System", not its web address', () => {
  it('English', () => {
    expect(
      facts(
        'Offers must be submitted online through the Prairie Valley E-Purchasing System (www.pvbids.example.com) before the closing time.',
      ).submissionMethod?.value,
    ).toBe('Prairie Valley E-Purchasing System');
  });

  it('stays quiet on generic words: the address stands in', () => {
    expect(
      facts(
        'Offers must be submitted online through the Electronic Purchasing System (www.pvbids.example.com) before the closing time.',
      ).submissionMethod?.value,
    ).toBe('pvbids.example.com');
  });
});

describe("an engineer's estimate and a directieraming are estimates", () => {
  it('English and Dutch', () => {
    expect(values("The engineer's estimate for the base scope is $1,480,000.")).toEqual([
      { kind: 'estimate', amount: 1_480_000, currency: 'USD' },
    ]);
    expect(values('De directieraming voor het werk bedraagt € 2.150.000 exclusief btw.')).toEqual([
      { kind: 'estimate', amount: 2_150_000, currency: 'EUR' },
    ]);
  });

  it('stays quiet: an estimate of something else', () => {
    expect(values('Give an estimate of your travel costs, for example $1,200 per trip.')).toEqual(
      [],
    );
  });
});

describe('a budget range: its bottom an estimate, its top a ceiling', () => {
  it('English and Dutch', () => {
    expect(
      values(
        'The indicative budget for this service is between NZ$640,000 and NZ$820,000 (excl. GST).',
      ),
    ).toEqual([
      { kind: 'estimate', amount: 640_000, currency: 'NZD' },
      { kind: 'ceiling', amount: 820_000, currency: 'NZD' },
    ]);
    expect(values('Het budget ligt tussen € 300.000 en € 380.000 exclusief btw.')).toEqual([
      { kind: 'estimate', amount: 300_000, currency: 'EUR' },
      { kind: 'ceiling', amount: 380_000, currency: 'EUR' },
    ]);
  });

  it('stays an estimate at both ends when the range is estimated', () => {
    expect(
      values('The contract value is estimated at between €900,000 and €1,100,000 excluding VAT.'),
    ).toEqual([
      { kind: 'estimate', amount: 900_000, currency: 'EUR' },
      { kind: 'estimate', amount: 1_100_000, currency: 'EUR' },
    ]);
  });
});

describe('a price above "the maximum of" an amount is rejected: a ceiling', () => {
  it('Dutch and English, one amount per lot', () => {
    expect(
      values(
        'Een totaalprijs boven het maximum van € 420.000 voor perceel A of € 260.000 voor perceel B leidt tot uitsluiting van de inschrijving.',
      ),
    ).toEqual([
      { kind: 'ceiling', amount: 420_000, currency: 'EUR' },
      { kind: 'ceiling', amount: 260_000, currency: 'EUR' },
    ]);
    expect(values('A bid price above the maximum of £75,000 will result in rejection.')).toEqual([
      { kind: 'ceiling', amount: 75_000, currency: 'GBP' },
    ]);
  });

  it('stays quiet: a debt above an amount', () => {
    expect(
      values(
        'Een inschrijver met een belastingschuld boven het maximum van € 5.000 wordt uitgesloten.',
      ),
    ).toEqual([]);
  });
});

describe('a works term as the days to complete it', () => {
  it('English and Dutch', () => {
    expect(
      durations(
        'The Contractor shall achieve Substantial Completion within one hundred eighty (180) calendar days after the Notice to Proceed.',
      ),
    ).toEqual([{ kind: 'initial', amount: 180, unit: 'days' }]);
    expect(
      durations('De uitvoeringstermijn bedraagt 150 kalenderdagen na de opdrachtverlening.'),
    ).toEqual([{ kind: 'initial', amount: 150, unit: 'days' }]);
  });

  it('stays quiet: a delivery within days, a bid valid for days', () => {
    expect(durations('Spare parts are shipped within 10 calendar days of an order.')).toEqual([]);
    expect(durations('Bids remain valid for 180 calendar days after the closing date.')).toEqual(
      [],
    );
  });
});

describe('options to renew counted as rights', () => {
  it('English and Dutch', () => {
    expect(
      durations(
        'The agreement has an initial term of two (2) years, with three rights of renewal of one (1) year each.',
      ),
    ).toContainEqual({ kind: 'extension', amount: 1, unit: 'years' });
    expect(
      durations('De overeenkomst loopt drie jaar, met twee verlengingsopties van elk één jaar.'),
    ).toContainEqual({ kind: 'extension', amount: 1, unit: 'years' });
  });
});

describe('the buyer: the body that organises the tender, or is defined with its seat', () => {
  it('Dutch: organised by a body', () => {
    const f = facts(
      'UITNODIGING\n\nLevering van brandslangen',
      'Deze aanbesteding wordt georganiseerd door de Omgevingsdienst Rivierenland, een openbaar lichaam (hierna: ODR).',
    );
    expect(f.buyer?.value).toBe('Omgevingsdienst Rivierenland');
    expect(f.buyer?.page).toBe(2);
  });

  it('Dutch: the body with its article, short name and seat, said to be the contracting authority', () => {
    expect(
      facts(
        'Het Westelijk Ziekenhuis Zeekant (hierna: WZZ), gevestigd te Vlissingen, is een stichting en aanbestedende dienst in de zin van de wet.',
      ).buyer?.value,
    ).toBe('Westelijk Ziekenhuis Zeekant');
  });

  it('English: a tender issued by a council', () => {
    expect(
      facts('This tender is issued by the Harbour District Council for its ferry services.').buyer
        ?.value,
    ).toBe('Harbour District Council');
  });

  it('stays quiet: organised by a person or a role', () => {
    expect(
      facts('De aanbesteding wordt begeleid door Jan Smit, inkoopadviseur.').buyer?.value,
    ).toBeUndefined();
  });
});

describe("the buyer's own reference before a platform's number", () => {
  it('Dutch and English', () => {
    expect(
      facts('Aanbestedingsleidraad\nTenderNed-kenmerk 500123 – interne referentie ZKZ-2028-011')
        .reference?.value,
    ).toBe('ZKZ-2028-011');
    expect(
      facts('Request for Tender\nGETS reference: 40123 | Internal reference: HDC-RFT-2028-04')
        .reference?.value,
    ).toBe('HDC-RFT-2028-04');
  });

  it("stays the platform's number when the page gives no other", () => {
    expect(
      facts('Aanbestedingsleidraad\nLevering van reagentia\nTenderNed-kenmerk 500123').reference
        ?.value,
    ).toBe('500123');
  });
});

describe('the procedure: a competitive sealed bid, where the tender is said to be one', () => {
  it('English', () => {
    const f = facts(
      'INVITATION FOR BIDS No. 28-114',
      'This is a competitive sealed bid under Title 3 of the Municipal Code.',
    );
    expect(f.procedure?.value).toBe('competitive sealed bid');
    expect(f.procedure?.page).toBe(2);
  });

  it('Dutch: the title names it, the sentence that invites to take part in it is quoted', () => {
    const f = facts(
      'Enkelvoudig onderhandse aanbesteding "Schoonmaak"',
      'U wordt uitgenodigd om deel te nemen aan een enkelvoudig onderhandse aanbesteding.',
    );
    expect(f.procedure?.value.toLowerCase()).toBe('enkelvoudig onderhandse aanbesteding');
    expect(f.procedure?.page).toBe(2);
  });
});
