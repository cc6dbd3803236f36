/**
 * Classes of issue 17 found studying the fifth probe set (docs/decisions.md "Tender facts on the
 * fifth probe set: parties, requirements, limits and terms"): every fact kind but deadlines and
 * award criteria. Each on wording written for this test, English and Dutch, with the precision
 * cases that must stay quiet.
 */
import { describe, expect, it } from 'vitest';
import { structured, table } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

const facts = (...pages: string[]) => extractTenderFacts(pages);

describe('the buyer', () => {
  it('English: a body whose name lists its remits with commas, opening the cover address line', () => {
    const f = facts(
      'Request for Tender\nHarbour Lighting Upgrade\nDepartment of Roads, Ports and Harbours State of Tasmania Level 3, 10 Murray Street, Hobart\nIssue date: 1 May 2031',
    );
    expect(f.buyer?.value).toBe('Department of Roads, Ports and Harbours');
  });

  it('Dutch: the State represented by a minister is the ministry the cover names', () => {
    const f = facts(
      'Offerteaanvraag\nMinisterie van Water en Bodem Directie Kust\nKenmerk: WB-2031-12',
      'Begrippen\n• Opdrachtgever: de Staat der Nederlanden, vertegenwoordigd door de Minister van Water en\nBodem.\n• Inschrijver: een ondernemer die inschrijft.',
    );
    expect(f.buyer?.value).toBe('Ministerie van Water en Bodem');
  });

  it('a university or a GGD named alone on the cover or in its letterhead', () => {
    expect(
      facts(
        'Invitation to Quote\nUniversity of Eastmoor Purchasing Office, Mill Lane, Eastmoor EM1 2AB\nIssued: 3 March 2031',
      ).buyer?.value,
    ).toBe('University of Eastmoor');
    expect(
      facts('GGD Zuiderhaven\nPostbus 12, 1234 AB Zuiderhaven\nDatum: 3 maart 2031').buyer?.value,
    ).toBe('GGD Zuiderhaven');
  });
});

describe('the reference', () => {
  it('English: "RFT No." on the cover, even when a postcode line is dropped from the cover lines', () => {
    const f = facts(
      'Request for Tender\nRFT No. TAS-2031-0042\nLevel 3, 10 Murray Street, Hobart\n7000',
    );
    expect(f.reference?.value).toBe('TAS-2031-0042');
  });

  it('Dutch: a kenmerk with a space before its numbered part', () => {
    expect(
      facts('Offerteaanvraag\nKenmerk: UVC-NO 2031-0042\nDatum: 1 mei 2031').reference?.value,
    ).toBe('UVC-NO 2031-0042');
  });
});

describe('the procedure of a call-off and an open tender process', () => {
  it('English: the sentence "conducted as a further competition" wins over the title', () => {
    const f = facts(
      'Invitation to Further Competition\nCatering Equipment',
      'This call-off is conducted as a further competition under the framework agreement.',
    );
    expect([f.procedure?.value, f.procedure?.page]).toEqual(['further competition', 2]);
    expect(
      facts('This is an open tender process: any supplier may lodge a Tender.').procedure?.value,
    ).toBe('open tender');
  });

  it('Dutch: "is een minicompetitie", not a mention of it in a definition', () => {
    const f = facts(
      'Nadere opdracht: de opdracht die op basis van deze minicompetitie wordt verstrekt.',
      'Deze nadere offerteaanvraag is een minicompetitie onder de raamovereenkomst.',
    );
    expect([f.procedure?.value, f.procedure?.page]).toEqual(['minicompetitie', 2]);
  });
});

describe("a framework's lot in a call-off, and a call-off that says it has no lots", () => {
  it("English: the framework's lot on the cover is no lot of this call-off", () => {
    expect(
      facts(
        'Call-off from the Regional Catering Framework Agreement (framework reference RCF-2030), Lot 3 - Kitchen Equipment',
      ).lots,
    ).toEqual([]);
    expect(
      facts('Lot 3 - Kitchen Equipment', 'This contract is not divided into lots.').lots,
    ).toEqual([]);
    // A tender with lots keeps them.
    expect(facts('Lot 1: Kitchen Equipment. Lot 2: Cold Storage.').lots).toHaveLength(2);
  });

  it('Dutch: "niet in percelen verdeeld" and the raamovereenkomst\'s perceel', () => {
    expect(
      facts(
        'Nadere offerteaanvraag onder de raamovereenkomst Adviesdiensten, perceel 2 - Juridisch advies',
      ).lots,
    ).toEqual([]);
    expect(
      facts('Perceel 2: Juridisch advies', 'De opdracht is niet in percelen verdeeld.').lots,
    ).toEqual([]);
  });
});

const valuesOf = (...pages: string[]) =>
  facts(...pages).values.map((v) => [v.value.kind, v.value.amount, v.value.currency]);
const durationsOf = (text: string) =>
  facts(text).durations.map((d) => [d.value.kind, d.value.amount, d.value.unit]);

describe('values: a bid price that must not exceed an amount, an available budget, and the dollar', () => {
  it('English: an Australian "$" is AUD; a lump sum that must not exceed is a ceiling', () => {
    expect(
      valuesOf(
        'Tenderers must hold an Australian Business Number (ABN). Closing 2.00pm AEST.',
        'The estimated contract value is $1.2 million (excluding GST). The tendered lump sum must not exceed $90,000 (GST exclusive) per annum.',
      ),
    ).toEqual([
      ['estimate', 1_200_000, 'AUD'],
      ['ceiling', 90_000, 'AUD'],
    ]);
    // Without an Australian mark, '$' stays US dollars.
    expect(valuesOf('The estimated contract value is $1.2 million.')).toEqual([
      ['estimate', 1_200_000, 'USD'],
    ]);
  });

  it('Dutch: "een budget beschikbaar van maximaal € X,-" and "het beschikbare budget bedraagt"', () => {
    expect(
      valuesOf('Voor de levering is een budget beschikbaar van maximaal € 60.000,- excl. BTW.'),
    ).toEqual([['ceiling', 60_000, 'EUR']]);
    expect(
      valuesOf(
        'Het maximaal beschikbare budget voor deze opdracht bedraagt € 180.000 exclusief btw.',
      ),
    ).toEqual([['ceiling', 180_000, 'EUR']]);
  });
});

describe('durations: options "of one year each", extending services "for up to a further", the maximum term', () => {
  it('English', () => {
    expect(
      durationsOf(
        'The contract has an initial term of two (2) years. The Council may extend the contract for three (3) further option periods of one (1) year each. The maximum term of the contract including all options is five years.',
      ),
    ).toEqual([
      ['initial', 2, 'years'],
      ['extension', 1, 'years'],
    ]);
    expect(
      durationsOf(
        'The contract will run for 24 months. The Trust may extend the cleaning services for up to a further 12 months by giving notice.',
      ),
    ).toEqual([
      ['initial', 24, 'months'],
      ['extension', 12, 'months'],
    ]);
  });

  it('Dutch: de maximale looptijd inclusief verlengingen is geen initiële looptijd', () => {
    expect(
      durationsOf(
        'De overeenkomst wordt aangegaan voor de duur van twee jaar. De maximale looptijd van de overeenkomst inclusief alle verlengingen bedraagt vier jaar.',
      ),
    ).toEqual([['initial', 2, 'years']]);
  });
});

describe('submission through a portal named before a lower-case "portal"', () => {
  it('English: lodged on the X Tenders portal', () => {
    expect(
      facts('Tenders must be lodged electronically on the Buy for Tasmania Tenders portal.')
        .submissionMethod?.value,
    ).toBe('Buy for Tasmania');
  });

  it('Dutch: geüpload via het X portaal, a name of three words', () => {
    expect(
      facts('Inschrijvingen worden geüpload via het Digitaal Loket Zeeland portaal.')
        .submissionMethod?.value,
    ).toBe('Digitaal Loket Zeeland');
  });
});

const limitsOf = (rows: string[][]) =>
  structured([{ blocks: [table(...rows)] }]).limits.map((l) => [l.value.kind, l.value.value]);

describe('a length column beside a points column, and a length per item in a cell', () => {
  it('English: "CVs: 2 pages each" under "Response limit"', () => {
    expect(
      limitsOf([
        ['No.', 'Question', 'Weighting', 'Response limit'],
        ['1', 'Approach', '20%', '5 A4 pages'],
        ['2', 'Team', '10%', 'CVs: 2 pages each'],
      ]),
    ).toEqual([
      ['pages', 5],
      ['pages', 2],
    ]);
  });

  it('Dutch: "Maximaal aantal punten" is not the column of "Maximale omvang"', () => {
    expect(
      limitsOf([
        ['Code', 'Criterium', 'Maximaal aantal punten', 'Maximale omvang'],
        ['K1', 'Aanpak', '400', "5 pagina's"],
        ['K2', 'Team', '200', "Cv's: 2 pagina's per persoon"],
      ]),
    ).toEqual([
      ['pages', 5],
      ['pages', 2],
    ]);
  });
});
