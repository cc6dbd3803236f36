/**
 * Classes of issue 17 other than deadlines and award criteria found studying the thirteenth probe
 * set (docs/decisions.md "Tender facts on the thirteenth probe set: other kinds"): procedures of
 * development-bank and consultant-selection rules, amounts in rand and rupees, a lot's amount
 * capped, terms written as a sum or run without 'for', limits with the number in words in brackets
 * or per item, bids on paper. Wording written for this test, English and Dutch, with the cases that
 * must stay quiet.
 */
import { describe, expect, it } from 'vitest';
import { pdfBlocksOf } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

const facts = (...pages: string[]) => extractTenderFacts(pages);
const values = (...pages: string[]) => facts(...pages).values.map((v) => v.value);
const durations = (...pages: string[]) =>
  facts(...pages).durations.map(({ value: { kind, amount, unit } }) => ({ kind, amount, unit }));
const limits = (...pages: string[]) =>
  facts(...pages).limits.map(({ value: { kind, value } }) => ({ kind, value }));

describe('the procedure named as competitive bidding or a consultant selection method', () => {
  it('English: wins over the document type on the cover or in a heading', () => {
    expect(
      facts(
        'INVITATION TO BID\n\nThe contract is awarded through a national competitive bidding process under the Council policy.',
      ).procedure?.value,
    ).toBe('national competitive bidding');
    expect(
      facts('REQUEST FOR PROPOSALS\n\nSelection method: Least Cost Selection (LCS)').procedure
        ?.value,
    ).toBe('Least Cost Selection');
    expect(
      facts(
        'The firm will be chosen by Quality-Based Selection in accordance with the funding rules.',
      ).procedure?.value,
    ).toBe('Quality-Based Selection');
  });

  it('Dutch: a procedure named as such is unchanged; competitive words alone name none', () => {
    expect(
      facts('De opdracht wordt gegund via een openbare procedure volgens de Aanbestedingswet.')
        .procedure?.value,
    ).toBe('openbare procedure');
    expect(
      facts('Wij zoeken een competitieve prijs; de beoordeling is kwaliteitsgericht.').procedure,
    ).toBeNull();
    expect(facts('Bidding is competitive and costs are shared.').procedure).toBeNull();
  });
});

describe('amounts in rand and rupees, and the amount of one lot capped', () => {
  it('English: rand with spaces and cents, rupees in crore, a package capped', () => {
    expect(
      values(
        'The estimated cost of the services is ₹ 2.75 Crore, exclusive of taxes.\n\nLot B orders shall not exceed R 3 250 000,00 (VAT included) in total.',
      ),
    ).toEqual([
      { kind: 'estimate', amount: 27_500_000, currency: 'INR' },
      { kind: 'ceiling', amount: 3_250_000, currency: 'ZAR' },
    ]);
    expect(
      values('The amount for Lot 3 will not exceed ZAR 1 200 000 over the whole term.'),
    ).toEqual([{ kind: 'ceiling', amount: 1_200_000, currency: 'ZAR' }]);
  });

  it('Dutch: a lot capped with "zal niet meer bedragen dan", a budget geraamd is an estimate', () => {
    expect(values('Het bedrag voor perceel B zal niet meer bedragen dan USD 450.000.')).toEqual([
      { kind: 'ceiling', amount: 450_000, currency: 'USD' },
    ]);
    expect(values('Voor de pilot is een budget geraamd van € 120.000 exclusief btw.')).toEqual([
      { kind: 'estimate', amount: 120_000, currency: 'EUR' },
    ]);
  });

  it("stays quiet: a lone 'R' before a small number, a cap stated in the next sentence", () => {
    expect(values('See schedule R 12 for the budget of the training days.')).toEqual([]);
    expect(
      values(
        'The budget for this work is R 4 000 000,00 in total. Lot 1 orders will not exceed R 1 500 000,00.',
      ),
    ).toEqual([{ kind: 'ceiling', amount: 1_500_000, currency: 'ZAR' }]);
  });
});

describe('terms written as a sum, run without "for", extendable by, with words in brackets', () => {
  it('English', () => {
    expect(
      durations(
        'The assignment is for a period of 18 (eighteen) months from signature, extendable by up to 6 months at the discretion of the Employer.',
      ),
    ).toEqual(
      expect.arrayContaining([
        { kind: 'initial', amount: 18, unit: 'months' },
        { kind: 'extension', amount: 6, unit: 'months' },
      ]),
    );
    expect(durations('The agreement runs three years from the start date.')).toEqual([
      { kind: 'initial', amount: 3, unit: 'years' },
    ]);
    expect(durations('The service contract has a term of 3+1+1 years.')).toEqual([
      { kind: 'initial', amount: 3, unit: 'years' },
      { kind: 'extension', amount: 1, unit: 'years' },
    ]);
  });

  it('Dutch', () => {
    expect(durations('De raamovereenkomst loopt drie jaar vanaf de gunning.')).toEqual([
      { kind: 'initial', amount: 3, unit: 'years' },
    ]);
    expect(durations('Het beheercontract heeft een looptijd van 1 + 2 + 2 jaar.')).toEqual(
      expect.arrayContaining([
        { kind: 'initial', amount: 1, unit: 'years' },
        { kind: 'extension', amount: 2, unit: 'years' },
      ]),
    );
  });

  it('stays quiet: a date, experience in years, a sum outside a term', () => {
    expect(durations('De overeenkomst loopt tot en met 31 december 2029.')).toEqual([]);
    expect(durations('Candidates need 5 + years of experience in the field.')).toEqual([]);
  });
});

describe('limits with the number in words in brackets, and a length per item', () => {
  it('English', () => {
    expect(
      limits(
        'The work plan shall not exceed 15 (fifteen) pages. CVs shall not be more than two pages each.',
      ),
    ).toEqual([
      { kind: 'pages', value: 15 },
      { kind: 'pages', value: 2 },
    ]);
  });

  it('Dutch: a per-person length beside a same-length limit of a part', () => {
    expect(
      limits(
        'Het plan van aanpak beslaat maximaal 2 A4. De cv’s van de sleutelfunctionarissen zijn niet meer dan twee pagina’s per persoon.',
      ),
    ).toEqual([
      { kind: 'pages', value: 2 },
      { kind: 'pages', value: 2 },
    ]);
  });

  it('stays as it was: the same limit repeated is one', () => {
    expect(
      limits('Het plan van aanpak beslaat maximaal 2 A4. Het plan is dus maximaal 2 A4.'),
    ).toEqual([{ kind: 'pages', value: 2 }]);
  });
});

describe('bids on paper: a tender box, a sealed envelope; the language "completed in"', () => {
  it('English', () => {
    expect(
      facts(
        'Sealed tenders must be deposited in the Tender Box at the reception of the head office before closing.',
      ).submissionMethod?.value,
    ).toBe('Tender Box');
    expect(
      facts('All forms and schedules of the bid must be completed in English.').submissionLanguage
        ?.value,
    ).toBe('English');
  });

  it('Dutch', () => {
    expect(
      facts(
        'De offerte wordt in een verzegelde envelop afgegeven aan de balie van het stadskantoor.',
      ).submissionMethod?.value,
    ).toBe('verzegelde envelop');
  });

  it('stays quiet: an envelope that is not the bid, a box that is no tender box', () => {
    expect(
      facts('Wij sturen de uitslag in een gesloten envelop naar alle deelnemers.').submissionMethod,
    ).toBeNull();
    expect(
      facts('Spare parts must be delivered in the storage box of the depot.').submissionMethod,
    ).toBeNull();
  });
});

describe('the buyer defined as the Client, and a name in capitals wrapped on the cover', () => {
  it('English and Dutch: defined as the client or the opdrachtgever after an abbreviation', () => {
    expect(
      facts(
        'Riverside Water Services Limited (hereinafter "RWSL" or "the Client") invites proposals for an asset survey.',
      ).buyer?.value,
    ).toBe('Riverside Water Services Limited');
    expect(
      facts(
        'Dit document is opgesteld door Hoogheemraadschap Veenland (hierna: "HHV" of "de Opdrachtgever") voor de aanbesteding.',
      ).buyer?.value,
    ).toBe('Hoogheemraadschap Veenland');
  });

  it('Dutch: the cover lines in capitals carry the name on, a title line does not', () => {
    expect(
      facts('STICHTING REGIONAAL\nZORGVERVOER\nAANBESTEDINGSDOCUMENT\n\nLeerlingenvervoer 2028')
        .buyer?.value,
    ).toBe('STICHTING REGIONAAL ZORGVERVOER');
  });
});

describe('PDF blocks: a number word whose digits in brackets wrap onto the next line', () => {
  const blocksOf = pdfBlocksOf;

  it('English and Dutch: the digits continue the sentence', () => {
    expect(
      blocksOf(['The technical approach shall be no more than fifteen', '(15) pages of A4.']),
    ).toEqual([
      'paragraph: The technical approach shall be no more than fifteen (15) pages of A4.',
    ]);
    expect(blocksOf(['Het plan van aanpak telt maximaal twaalf', "(12) pagina's."])).toEqual([
      "paragraph: Het plan van aanpak telt maximaal twaalf (12) pagina's.",
    ]);
  });

  it('stays a list item: other digits, or after a lead-in that ends with a colon', () => {
    expect(blocksOf(['The bidder provides the following', '(2) a tax certificate'])).toHaveLength(
      2,
    );
    expect(blocksOf(['The bidder provides two documents:', '(2) a tax certificate'])).toHaveLength(
      2,
    );
  });
});
