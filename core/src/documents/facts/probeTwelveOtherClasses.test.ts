/**
 * Submission-method and language classes of issue 17 found studying the twelfth probe set
 * (docs/decisions.md "Tender facts on the twelfth probe set"), on wording written for this test,
 * English and Dutch, with the cases that must stay as they were.
 */
import { describe, expect, it } from 'vitest';
import { heading, para, structured, table } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

const method = (...pages: string[]) => extractTenderFacts(pages).submissionMethod?.value ?? null;

describe("the platform named after 'platform' or before 'website', not its web address", () => {
  it('Dutch and English: an e- name, a generic word with a region code', () => {
    expect(
      method(
        'De inschrijvingen worden elektronisch ingediend via het platform e-Procurement (https://www.voorbeeldportaal.example).',
      ),
    ).toBe('e-Procurement');
    expect(
      method('Offers must be submitted through the platform e-Tendering (www.example.org) only.'),
    ).toBe('e-Tendering');
    expect(
      method(
        'The bid must be lodged electronically through the Tenders SA website before closing.',
      ),
    ).toBe('Tenders SA');
    expect(method('Responses are to be lodged through the eTenders QLD lodgement facility.')).toBe(
      'eTenders QLD',
    );
  });

  it('stays as it was: an address alone, and a generic website', () => {
    expect(method('Tenders are submitted via https://www.voorbeeld-aanbesteden.nl.')).toBe(
      'voorbeeld-aanbesteden.nl',
    );
    expect(method('Tenders must be lodged through the Tenders website before closing.')).toBeNull();
  });
});

describe("a details line naming the method: 'Method of submission: X'", () => {
  it('English and Dutch', () => {
    expect(method('Method of submission: Ariba e-Sourcing')).toBe('Ariba e-Sourcing');
    expect(method('Manner of submission: UNGM e-Tendering')).toBe('UNGM e-Tendering');
    expect(method('Wijze van indiening: Mercell')).toBe('Mercell');
  });

  it('stays as it was: a sentence saying how wins over the line', () => {
    expect(
      method(
        'Wijze van indiening: Mercell',
        'De inschrijving wordt ingediend via TenderNed vóór de sluitingsdatum.',
      ),
    ).toBe('TenderNed');
  });
});

describe("the language in a data sheet's row", () => {
  it('English and Dutch', () => {
    const en = structured([
      {
        blocks: [
          heading('Data Sheet'),
          table(['No.', 'Item', 'Instruction'], ['2', 'Language of the Proposal', 'English']),
        ],
      },
    ]);
    expect(en.submissionLanguage?.value).toBe('English');
    const nl = structured([
      {
        blocks: [
          heading('Gegevens'),
          table(['Onderwerp', 'Gegeven'], ['Taal van de inschrijving', 'Nederlands']),
        ],
      },
    ]);
    expect(nl.submissionLanguage?.value).toBe('Nederlands');
  });

  it("stays as it was: the language of the work is not the bid's", () => {
    const facts = structured([
      { blocks: [heading('Scope'), para('The language of the user manuals: Dutch.')] },
    ]);
    expect(facts.submissionLanguage).toBeNull();
  });
});

describe("a framework's orders capped, and the buyer's budget for the contract", () => {
  const values = (page: string) =>
    extractTenderFacts([page]).values.map((v) => [v.value.kind, v.value.amount]);

  it('English', () => {
    expect(
      values('Call-off orders under Lot 3 will not exceed £250,000 in any contract year.'),
    ).toEqual([['ceiling', 250000]]);
    expect(
      values('The total value of purchase orders under Lot B shall not exceed USD 400,000.'),
    ).toEqual([['ceiling', 400000]]);
    expect(values("The Council's budget for the contract is approximately $2.5 million.")).toEqual([
      ['estimate', 2500000],
    ]);
  });

  it('Dutch', () => {
    expect(
      values(
        'Het maximale bedrag van de bestellingen onder perceel 1 bedraagt € 120.000 excl. btw.',
      ),
    ).toEqual([['ceiling', 120000]]);
    expect(values('De maximale waarde van de nadere overeenkomsten bedraagt € 80.000.')).toEqual([
      ['ceiling', 80000],
    ]);
  });

  it('stays as it was: an order amount that caps nothing', () => {
    expect(values('Purchase orders of more than € 5.000 are signed by the director.')).toEqual([]);
  });
});

describe("a paragraph's run-in heading is no requirement", () => {
  const texts = (page: string) => extractTenderFacts([page]).requirements.map((r) => r.value.text);

  it('English and Dutch', () => {
    for (const page of [
      '3 Selection\n\n3.2 Suitability requirements. The requirements below must be met at the closing date; a tenderer who does not meet them is excluded.',
      '3 Selectie\n\n3.3 Geschiktheidseisen. Inschrijver beschikt over een geldige vergunning voor het vervoer van personen.',
    ]) {
      const found = texts(page);
      const heading = /^(?:[\d.]+\s+)?(?:Suitability requirements|Geschiktheidseisen)\.$/;
      expect(
        found.some((t) => heading.test(t)),
        page,
      ).toBe(false);
    }
  });

  it('stays as it was: a short sentence with its verb is read', () => {
    expect(texts('5 Varianten\n\nVarianten zijn niet toegestaan.')).toEqual([
      'Varianten zijn niet toegestaan.',
    ]);
  });
});
